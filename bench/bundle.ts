/**
 * Initial JavaScript and CSS per route, from the build: what the browser must
 * fetch before the page is interactive (the client entry and the route's
 * modulepreloads, as written in the prerendered HTML or its app loader), gzip and brotli sizes.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

export type RouteBundle = {
  route: string;
  html: number;
  htmlGzip: number;
  js: { raw: number; gzip: number; brotli: number; files: string[] };
  css: { raw: number; gzip: number; brotli: number };
};

const sizes = (buffers: Buffer[]) => ({
  raw: buffers.reduce((n, b) => n + b.length, 0),
  gzip: buffers.reduce((n, b) => n + zlib.gzipSync(b, { level: 9 }).length, 0),
  brotli: buffers.reduce((n, b) => n + zlib.brotliCompressSync(b).length, 0),
});

export function routeBundles(distDir: string): RouteBundle[] {
  const clientDir = path.join(distDir, 'client');
  const pages = JSON.parse(fs.readFileSync(path.join(distDir, 'prerendered.json'), 'utf8')).pages as { path: string; file: string }[];
  return pages.map((page) => {
    const html = fs.readFileSync(path.join(clientDir, page.file), 'utf8');
    const tags = [...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    // The app loader (src/app-scripts.ts deferAppScripts) lists the entry and the route's preloads.
    const loader = /<script[^>]*data-app-loader[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? '';
    const scripts = [...tags, ...[...loader.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!)];
    const styles = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="(\/assets\/[^"]+\.css)"/g)].map((m) => m[1]!);
    const files = [...new Set(scripts)];
    const read = (list: string[]) => list.map((f) => fs.readFileSync(path.join(clientDir, f)));
    return {
      route: page.path,
      html: Buffer.byteLength(html),
      htmlGzip: zlib.gzipSync(html, { level: 9 }).length,
      js: { ...sizes(read(files)), files },
      css: sizes(read([...new Set(styles)])),
    };
  });
}

export const budgets = {
  homeJsGzip: 80 * 1024,
  routeJsGzip: 120 * 1024,
  htmlBytes: 50 * 1024,
} as const;
