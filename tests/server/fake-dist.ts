import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { writePrerenderedPage, type PrerenderedPage } from '#src/server/prerendered';

/**
 * A tiny prerendered dist/ (client/<route>/index.html with .br and .gz,
 * prerendered.json with each page's CSP hashes, client/404.html and client/400.html
 * with the nonce placeholder, client/assets/*) in a temp directory, written by the
 * build's own page writer, so the site half of the server can be tested without a build.
 */
export const ASSET = '/assets/entry-client-Ab12Cd34.js';
export const NONCE = '__CSP_NONCE__';
/** Enough markup for compression to apply (the server compresses bodies over 1 KB). */
export const filler = Array.from({ length: 60 }, (_, i) => `<p>Prerendered paragraph ${i} of the page body.</p>`).join('');
/** A page; with `nonce` (the 404 page) its inline scripts and styles carry the placeholder the server fills per response. */
export const page = (title: string, marker: string, nonce?: string) => {
  const n = nonce ? ` nonce="${nonce}"` : '';
  return `<!doctype html><html lang="en"><head><title>${title}</title>
<script${n}>document.documentElement.className = localStorage.getItem('theme') || 'dark';</script>
<script${n}>window.dataLayer = window.dataLayer || [];</script>
<style${n} data-styled="true">body{margin:0}</style>
<script type="module" src="${ASSET}" async${n}></script>
</head><body><main data-page="${marker}"><h1>${title}</h1>${filler}</main>
<script${n}>window.__ROUTER_STATE__ = { page: ${JSON.stringify(marker)} };</script></body></html>`;
};

/** Writes the fake build; `extraRoutes` ('/branding' …) get a page each. Answers its root (the DIST_DIR). */
export function writeFakeDist(extraRoutes: readonly string[] = []): string {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dist-'));
  const client = path.join(root, 'client');
  const write = (rel: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(client, rel)), { recursive: true });
    fs.writeFileSync(path.join(client, rel), text);
  };
  const pages: PrerenderedPage[] = [
    writePrerenderedPage(client, '/', 'index.html', page('Home', 'home')),
    writePrerenderedPage(client, '/studio', 'studio/index.html', page('Studio', 'studio')),
    writePrerenderedPage(client, '/login', 'login/index.html', page('Sign in', 'login')),
    writePrerenderedPage(client, '/admin', 'admin/index.html', page('Leads inbox', 'admin')),
    writePrerenderedPage(client, '/client', 'client/index.html', page('Client area', 'client')),
    ...extraRoutes.map((to) => writePrerenderedPage(client, to, `${to.slice(1)}/index.html`, page(to, to))),
  ];
  fs.writeFileSync(path.join(root, 'prerendered.json'), JSON.stringify({ pages }));
  write('404.html', page('Page not found', 'not-found', NONCE));
  write('400.html', page('We could not read this address', 'bad-address', NONCE));
  write(ASSET.slice(1), `console.log(${JSON.stringify(filler)});`);
  write('robots.txt', 'User-agent: *\nAllow: /\n');
  return root;
}
