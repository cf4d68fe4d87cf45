#!/usr/bin/env node
// `npm run dev`: Vite in middleware mode with server rendering of every page,
// hot module replacement, and the API from the same Fastify app as production.
// Open http://localhost:5173/?inspect to stream every machine to the Stately inspector.
import http from 'node:http';
import { createServer as createViteServer } from 'vite';

const port = Number(process.env.DEV_PORT ?? 5173);
const vite = await createViteServer({ server: { middlewareMode: true }, appType: 'custom' });

const { buildApp } = await vite.ssrLoadModule('/src/server/app.ts');
const { loadConfig } = await vite.ssrLoadModule('/src/server/config.ts');
const api = await buildApp({ config: loadConfig(), serveSite: false, logger: { level: 'warn' } });
await api.ready();

const devManifest = {
  routes: { __root__: { scripts: [{ attrs: { type: 'module', src: '/src/entry-client.tsx', async: true } }] } },
};

/**
 * Vite's development tags (the React Refresh preamble and /@vite/client), added
 * the way React can hydrate around them: at the end of the head and the body,
 * after everything React rendered there, with no whitespace between tags
 * (transformIndexHtml would put them first in the head, with indentation; a
 * text node where React expects an element is a hydration mismatch).
 */
async function withViteTags(url, html) {
  const skeleton = await vite.transformIndexHtml(url, '<html><head></head><body></body></html>');
  const inner = (tag) => (skeleton.match(new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`))?.[1] ?? '').trim().replace(/>\s+</g, '><');
  return html.replace('</head>', `${inner('head')}</head>`).replace('</body>', `${inner('body')}</body>`);
}

const isApi = (req) => req.url.startsWith('/api/') || req.url === '/healthz' || (req.method === 'POST' && req.url.startsWith('/contact'));

http
  .createServer((req, res) => {
    if (isApi(req)) return api.routing(req, res);
    vite.middlewares(req, res, async () => {
      try {
        const { render } = await vite.ssrLoadModule('/src/entry-server.tsx');
        const result = await render(req.url, { nonce: '', manifest: devManifest });
        if (result.location) {
          res.writeHead(302, { Location: result.location }).end();
          return;
        }
        const html = await withViteTags(req.url, result.html);
        res.writeHead(result.status, { 'Content-Type': 'text/html; charset=utf-8' }).end(html);
      } catch (error) {
        vite.ssrFixStacktrace(error);
        console.error(error);
        res.writeHead(500, { 'Content-Type': 'text/plain' }).end(String(error?.stack ?? error));
      }
    });
  })
  .listen(port, () => console.log(`dev server: http://localhost:${port}  (add ?inspect for the Stately inspector)`));
