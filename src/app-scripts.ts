import { CONSENT_TYPES_BY_CATEGORY, consentDefaults, OPTIONAL_CATEGORIES } from './analytics/consent-mode';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY } from './analytics/consent-storage';

/**
 * Inline scripts that must run before first paint. They are tiny, static
 * strings; a prerendered page's CSP allows them by their hashes, a page
 * rendered per response by its nonce.
 */
export const themeBootScript =
  "try{var t=localStorage.getItem('theme');if(t!=='light')t='dark';var r=document.documentElement;r.classList.remove('dark','light');r.classList.add(t)}catch(e){}";

/**
 * Google Consent Mode v2 defaults, issued before any other tag command on
 * every page: the dataLayer queue, a global `gtag`, everything denied except
 * security_storage (with wait_for_update), then, for a returning visitor whose
 * stored choice is in force, the matching update. "In force" is the same rule
 * the cookieConsent machine applies (parseStoredConsent + the current policy
 * revision): an object with a boolean for every optional category, a date
 * that parses and this revision. Anything else grants nothing.
 */
const wellFormedChoice =
  "c&&typeof c==='object'" +
  `&&c.revision===${CONSENT_REVISION}` +
  "&&typeof c.date==='string'&&!isNaN(Date.parse(c.date))" +
  OPTIONAL_CATEGORIES.map((category) => `&&typeof c[${JSON.stringify(category)}]==='boolean'`).join('');

export const consentDefaultScript =
  'window.dataLayer=window.dataLayer||[];window.gtag=window.gtag||function(){dataLayer.push(arguments)};' +
  `gtag('consent','default',${JSON.stringify(consentDefaults())});` +
  `try{var c=JSON.parse(localStorage.getItem(${JSON.stringify(CONSENT_STORAGE_KEY)})||'null');` +
  `if(${wellFormedChoice}){var m=${JSON.stringify(CONSENT_TYPES_BY_CATEGORY)},u={security_storage:'granted'};` +
  "for(var k in m)for(var i=0;i<m[k].length;i++)u[m[k][i]]=c[k]===true?'granted':'denied';" +
  "gtag('consent','update',u)}}catch(e){}";

/** Placeholder the prerenderer writes into the 404 page; the server swaps in a fresh nonce per response. */
export const NONCE_PLACEHOLDER = '__CSP_NONCE__';

/**
 * Content first. The prerendered page paints from its HTML, inline CSS and
 * preloaded fonts alone; the app's code (the client entry and the
 * modulepreloads of the route's chunks) is requested right after the first
 * frame, so on a slow connection it never competes with what the visitor sees
 * first. This replaces the router's modulepreload links and the entry
 * `<script type="module">` with one inline loader carrying the same nonce (if any).
 * Without JavaScript nothing changes: links and the native form posts work.
 */
export function deferAppScripts(html: string): string {
  const preloads: string[] = [];
  let entry: string | undefined;
  let nonce: string | undefined;
  let out = html.replace(/<link rel="modulepreload" href="([^"]+)"[^>]*\/>/g, (_, href: string) => {
    preloads.push(href);
    return '';
  });
  out = out.replace(/<script type="module" src="([^"]+)"([^>]*)><\/script>/, (_, src: string, attrs: string) => {
    entry = src;
    nonce = /\bnonce="([^"]*)"/.exec(attrs)?.[1];
    return '\u0000APP_LOADER\u0000';
  });
  if (!entry) return html;
  const loader =
    `(function(){var d=document,n=d.currentScript.nonce,p=${JSON.stringify([...new Set(preloads)])},e=${JSON.stringify(entry)},done=0;` +
    "function go(){if(done)return;done=1;for(var i=0;i<p.length;i++){var l=d.createElement('link');l.rel='modulepreload';l.href=p[i];d.head.appendChild(l)}" +
    "var s=d.createElement('script');s.type='module';s.src=e;s.nonce=n;d.body.appendChild(s)}" +
    // After the first frame; the timer also covers a tab opened in the background (no frames).
    'requestAnimationFrame(function(){setTimeout(go,0)});setTimeout(go,300)})()';
  const nonceAttr = nonce === undefined ? '' : ` nonce="${nonce}"`;
  return out.replace('\u0000APP_LOADER\u0000', `<script${nonceAttr} data-app-loader="">${loader}</script>`);
}
