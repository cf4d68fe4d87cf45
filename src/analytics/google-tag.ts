import { gtag } from './gtag';

/** The Google Analytics measurement id, set at build time (VITE_GA_ID); empty when analytics is not configured. */
export const GA_ID: string = (import.meta.env?.VITE_GA_ID as string | undefined) ?? '';

const SCRIPT_ID = 'google-tag';

/** Where Google's tag is fetched from (a host the CSP allows only with a measurement id: src/content/external-services.ts). */
export const googleTagUrl = (id: string) => `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

/**
 * Load Google's tag (gtag.js) once, after analytics consent. Without a
 * measurement id nothing is fetched from any other host. The script carries
 * the page's CSP nonce; the server allows googletagmanager.com only when an
 * id is configured.
 */
export function loadGoogleTag(id: string = GA_ID): boolean {
  if (!id || typeof document === 'undefined') return false;
  if (document.getElementById(SCRIPT_ID)) return true;
  gtag('js', new Date());
  gtag('config', id);
  const script = document.createElement('script');
  script.id = SCRIPT_ID;
  script.async = true;
  script.src = googleTagUrl(id);
  const nonce = document.querySelector('meta[property="csp-nonce"]')?.getAttribute('content');
  if (nonce) script.nonce = nonce;
  document.head.appendChild(script);
  return true;
}

/** Remove Google Analytics cookies (_ga, _ga_<id>, _gid) after analytics consent is withdrawn. */
export function clearAnalyticsCookies(): void {
  if (typeof document === 'undefined') return;
  const names = document.cookie
    .split(';')
    .map((part) => part.split('=')[0]!.trim())
    .filter((name) => name === '_ga' || name === '_gid' || name.startsWith('_ga_'));
  const host = window.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const name of names) {
    for (const domain of domains) {
      document.cookie = `${name}=; Max-Age=0; path=/${domain ? `; domain=${domain}` : ''}`;
    }
  }
}
