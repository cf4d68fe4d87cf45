// Drives headless Debian Chromium (WebGL2 through SwiftShader): renders scene plates in full 3D and
// composites loop frames from them. The page, three.js and the plates are served from disk through
// request interception: nothing touches the network.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const origin = 'http://media.render';
const pageDir = path.join(root, 'scripts/media/page');
const threeDir = path.join(root, 'node_modules/three');
const fontDir = path.join(root, 'public/fonts');

const html = `<!doctype html><html><head><meta charset="utf-8">
<style>html,body{margin:0;background:#000}canvas{display:block}</style>
<script type="importmap">{"imports":{"three":"/three/build/three.module.js","three/addons/":"/three/examples/jsm/"}}</script>
</head><body><script type="module">import '/page/main.js'; window.__ready = true;</script></body></html>`;

/** The site's palette (src/styles/tokens.ts) as a module for the scenes, so the reel and the site share one source. */
function paletteModule() {
  const tokens = fs.readFileSync(path.join(root, 'src/styles/tokens.ts'), 'utf8');
  const block = tokens.slice(tokens.indexOf('export const palette = {'), tokens.indexOf('} as const;'));
  const entries = [...block.matchAll(/(\w+): '(#[0-9a-fA-F]{6})'/g)].map(([, name, hex]) => [name, hex]);
  if (entries.length < 10) throw new Error('Could not read the palette from src/styles/tokens.ts');
  return `export const palette = ${JSON.stringify(Object.fromEntries(entries))};`;
}

const types = { '.js': 'text/javascript', '.html': 'text/html', '.png': 'image/png', '.woff2': 'font/woff2' };
const writeDataUrl = (file, url) => fs.writeFileSync(file, Buffer.from(url.slice(url.indexOf(',') + 1), 'base64'));

export async function openRenderer({ workDir }) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--enable-unsafe-swiftshader',
    ],
  });
  const context = await browser.newContext({ viewport: { width: 400, height: 300 } });
  await context.route('**/*', async (route) => {
    const url = new URL(route.request().url());
    if (url.origin !== origin) return route.abort();
    if (url.pathname === '/index.html') return route.fulfill({ body: html, contentType: 'text/html' });
    if (url.pathname === '/page/palette.js') return route.fulfill({ body: paletteModule(), contentType: 'text/javascript' });
    let file = null;
    if (url.pathname.startsWith('/page/')) file = path.join(pageDir, url.pathname.slice(6));
    else if (url.pathname.startsWith('/three/')) file = path.join(threeDir, url.pathname.slice(7));
    else if (url.pathname.startsWith('/fonts/')) file = path.join(fontDir, path.basename(url.pathname));
    else if (url.pathname.startsWith('/work/')) file = path.join(workDir, url.pathname.slice(6));
    if (!file || !fs.existsSync(file)) return route.fulfill({ status: 404, body: 'not found' });
    return route.fulfill({ body: fs.readFileSync(file), contentType: types[path.extname(file)] ?? 'application/octet-stream' });
  });

  let session = null;
  async function open() {
    if (session) return session;
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(String(e)));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
    await page.goto(`${origin}/index.html`, { timeout: 300000 });
    await page.waitForFunction(() => window.__ready === true && window.__media, null, { timeout: 300000 });
    const call = async (fn, arg) => {
      const out = await page.evaluate(([f, a]) => window.__media[f](...a), [fn, arg]);
      if (errors.length) throw new Error(`Render page error: ${errors.join('\n')}`);
      return out;
    };
    session = { page, call };
    return session;
  }

  return {
    /**
     * Full 3D renders of a scene: for each shot { file, p, light } a beauty PNG; for { file, depth: true, p } the depth plate.
     * Returns the depth plate's focus (normalized inverse depth of the subject) when one was asked.
     */
    async plates(spec, shots) {
      const { call } = await open();
      await call('setup', [spec]);
      let focus;
      for (const shot of shots) {
        if (shot.depth) {
          const out = await call('depth', [shot.p ?? 0]);
          writeDataUrl(shot.file, out.url);
          focus = out.focus;
        } else writeDataUrl(shot.file, await call('plate', [shot.p ?? 0, shot.light ?? 0, shot.t ?? 0, shot.frame ?? 1]));
        shot.onDone?.();
      }
      return { focus };
    },
    /** Loop frames from plates (files inside workDir). */
    async composite(spec, { n, dir, frames = [...Array(n).keys()], onFrame }) {
      fs.mkdirSync(dir, { recursive: true });
      const { call } = await open();
      const rel = (f) => f && `/work/${path.relative(workDir, f)}`;
      await call('compositeSetup', [{ ...spec, a: rel(spec.a), b: rel(spec.b), depth: rel(spec.depth) }]);
      const files = [];
      for (const [k, i] of frames.entries()) {
        const file = path.join(dir, `${String(k).padStart(4, '0')}.jpg`);
        writeDataUrl(file, await call('compositeFrame', [i, n]));
        files.push(file);
        onFrame?.(k);
      }
      return files;
    },
    close: () => browser.close(),
  };
}
