/**
 * Prerender every route to dist/client/<path>/index.html (with its .br and .gz,
 * and in dist/prerendered.json the CSP hashes of its inline scripts and styles),
 * plus 404.html, 400.html, sitemap.xml and robots.txt. Runs after `vite build` and `vite build --ssr`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { NONCE_PLACEHOLDER } from '#src/app-scripts';
import { BAD_ADDRESS_PATH } from '#src/content/error-pages';
import { robotsTxt, sitemapXml } from '#src/seo/sitemap';
import { compressAtBuild, writePrerenderedPage, type PrerenderedPage } from '#src/server/prerendered';
import { buildRouterManifest } from './route-manifest';
import { siteUrlFrom } from './site-url.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const clientDir = path.join(distDir, 'client');
const serverEntry = pathToFileURL(path.join(distDir, 'server/entry-server.js')).href;

type ServerEntry = typeof import('#src/entry-server');

const { render, prerenderPaths } = (await import(serverEntry)) as ServerEntry;
const { manifest } = buildRouterManifest(root, distDir);
fs.writeFileSync(path.join(distDir, 'router-manifest.json'), JSON.stringify(manifest));

const paths = prerenderPaths();
const written: PrerenderedPage[] = [];
for (const urlPath of paths) {
  // No nonce: the server sends these pages as they are (precompressed), allowing their inline scripts by hash.
  const result = await render(urlPath, { manifest });
  if (result.status !== 200) throw new Error(`Prerender of ${urlPath} answered ${result.status}`);
  // A query variant (e.g. /contact?success=true) is written next to the page as index.<query>.html.
  const [pathname, query] = urlPath.split('?') as [string, string | undefined];
  const base = pathname === '/' ? '' : `${pathname.slice(1)}/`;
  const file = query ? `${base}index.${query}.html` : `${base}index.html`;
  written.push(writePrerenderedPage(clientDir, urlPath, file, result.html));
}

// The 404 page is sent with a fresh nonce per response (it also answers errors rendered at request time).
const notFound = await render('/__not-found__', { nonce: NONCE_PLACEHOLDER, manifest });
if (notFound.status !== 404) throw new Error(`404 page rendered with status ${notFound.status}`);
fs.writeFileSync(path.join(clientDir, '404.html'), notFound.html);
// The page the server sends with 400 for an address it cannot decode (/insights/%ZZ).
const badAddress = await render(BAD_ADDRESS_PATH, { nonce: NONCE_PLACEHOLDER, manifest });
if (badAddress.status !== 404) throw new Error(`400 page rendered with status ${badAddress.status}`);
fs.writeFileSync(path.join(clientDir, '400.html'), badAddress.html);

// The sitemap lists indexable pages only (no query variants, nothing marked noindex).
const { pages: pageTable } = await import('#src/content/pages');
const noindex = new Set(
  Object.entries(pageTable)
    .filter(([, meta]) => 'noindex' in meta && meta.noindex)
    .map(([p]) => p),
);
const sitemapPaths = paths.filter((p) => !noindex.has(p) && !p.includes('?'));
fs.writeFileSync(path.join(clientDir, 'sitemap.xml'), sitemapXml(sitemapPaths, new Date().toISOString().slice(0, 10)));
fs.writeFileSync(path.join(clientDir, 'robots.txt'), robotsTxt());
fs.writeFileSync(
  path.join(distDir, 'prerendered.json'),
  JSON.stringify({ siteUrl: siteUrlFrom(process.env), builtAt: new Date().toISOString(), pages: written }, null, 2),
);
console.log(`prerendered ${written.length} pages + 404.html, 400.html, sitemap.xml, robots.txt`);

// Precompress text assets once at build time (served by @fastify/static's preCompressed).
const compressible = /\.(js|css|svg|xml|txt|json|webmanifest|ics)$/;
const compressDir = (dir: string) => {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) compressDir(full);
    else if (compressible.test(entry.name) && !entry.name.startsWith('.')) {
      const data = fs.readFileSync(full);
      if (data.length < 1024) continue;
      const { br, gz } = compressAtBuild(data);
      fs.writeFileSync(`${full}.br`, br);
      fs.writeFileSync(`${full}.gz`, gz);
    }
  }
};
compressDir(clientDir);

// ---- Insights RSS feed -------------------------------------------------------
// /insights/rss.xml: RSS 2.0 of every article, built by the server bundle so
// its links use the same SITE_URL as the pages. Served as a static file.
{
  const { insightsRss } = (await import(serverEntry)) as ServerEntry;
  const rssFile = path.join(clientDir, 'insights', 'rss.xml');
  fs.mkdirSync(path.dirname(rssFile), { recursive: true });
  const rss = insightsRss();
  fs.writeFileSync(rssFile, rss);
  const { br, gz } = compressAtBuild(Buffer.from(rss));
  fs.writeFileSync(`${rssFile}.br`, br);
  fs.writeFileSync(`${rssFile}.gz`, gz);
  console.log('wrote insights/rss.xml');
}
// ---- end of insights RSS feed -----------------------------------------------
