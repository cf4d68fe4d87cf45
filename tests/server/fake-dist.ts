import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * A tiny prerendered dist/ (client/<route>/index.html, client/404.html, client/400.html,
 * client/assets/*) in a temp directory, so the site half of the server can be
 * tested without a build.
 */
export const ASSET = '/assets/entry-client-Ab12Cd34.js';
export const NONCE = '__CSP_NONCE__';
/** Enough markup for compression to apply (the server compresses bodies over 1 KB). */
export const filler = Array.from({ length: 60 }, (_, i) => `<p>Prerendered paragraph ${i} of the page body.</p>`).join('');
export const page = (title: string, marker: string) => `<!doctype html><html lang="en"><head><title>${title}</title>
<script nonce="${NONCE}">document.documentElement.className = localStorage.getItem('theme') || 'dark';</script>
<script nonce="${NONCE}">window.dataLayer = window.dataLayer || [];</script>
<style nonce="${NONCE}" data-styled="true">body{margin:0}</style>
<script type="module" src="${ASSET}" async nonce="${NONCE}"></script>
</head><body><main data-page="${marker}"><h1>${title}</h1>${filler}</main>
<script nonce="${NONCE}">window.__ROUTER_STATE__ = {};</script></body></html>`;

/** Writes the fake build; `extraRoutes` ('/branding' …) get a page each. Answers its root (the DIST_DIR). */
export function writeFakeDist(extraRoutes: readonly string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
  const client = path.join(root, 'client');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(client, rel)), { recursive: true });
    fs.writeFileSync(path.join(client, rel), text);
  };
  write('index.html', page('Home', 'home'));
  write('studio/index.html', page('Studio', 'studio'));
  write('login/index.html', page('Sign in', 'login'));
  write('admin/index.html', page('Leads inbox', 'admin'));
  write('client/index.html', page('Client area', 'client'));
  for (const to of extraRoutes) write(`${to.slice(1)}/index.html`, page(to, to));
  write('404.html', page('Page not found', 'not-found'));
  write('400.html', page('We could not read this address', 'bad-address'));
  write(ASSET.slice(1), `console.log(${JSON.stringify(filler)});`);
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  return root;
}
