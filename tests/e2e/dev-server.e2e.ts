/**
 * `npm run dev` renders and hydrates every route (one page of each) exactly as production does: the page loads
 * with no console error or warning (a hydration mismatch, React's warnings, a failed request).
 * Starts the development server itself on a free port with a throw-away data directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages } from '#src/content/pages';
import { loadArticles } from '#src/content/article-source';
import { launchBrowser } from './browser';
import { freePort } from '../utils/free-port';

/**
 * One page per route file. The development server differs from production in how it loads and transforms each
 * module (and in React's development checks), not in what a route does with its content: production is checked
 * page by page (foundation.e2e.ts, a11y.e2e.ts), so a second article or service adds here only time.
 */
function onePerRouteFile(paths: string[]): string[] {
  const tree = fs.readFileSync(path.resolve('src/route-tree.gen.ts'), 'utf8');
  const fullPaths = tree.match(/fullPaths:([\s\S]*?)fileRoutesByTo/)?.[1] ?? '';
  const dynamic = [...fullPaths.matchAll(/'([^']*\$[^']*)'/g)].map(
    ([, route = '']) => new RegExp(`^${route.replace(/\$[^/]+/g, '[^/]+')}$`),
  );
  const seen = new Set<RegExp>();
  return paths.filter((route) => {
    const template = dynamic.find((pattern) => pattern.test(route));
    if (!template) return true;
    if (seen.has(template)) return false;
    seen.add(template);
    return true;
  });
}

const routes = onePerRouteFile([
  ...Object.keys(pages),
  ...loadArticles({ includeDrafts: true }).map(({ article }) => `/insights/${article.slug}`),
]);
/** The one console message React prints in every development build. */
const devToolsHint = /Download the React DevTools/;

let server: ChildProcess | undefined;
let browser: Browser | undefined;
let devUrl = '';
let dataDir = '';

beforeAll(async () => {
  const port = await freePort();
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-dev-'));
  devUrl = `http://127.0.0.1:${port}`;
  const env: NodeJS.ProcessEnv = { ...process.env, DEV_PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'development', LOG_LEVEL: 'warn' };
  delete env.DATABASE_URL;
  delete env.VITEST;
  server = spawn(process.execPath, [path.resolve('scripts/dev.mjs')], { env, stdio: ['ignore', 'pipe', 'inherit'] });
  await new Promise<void>((resolve, reject) => {
    let out = '';
    server!.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('dev server:')) resolve();
    });
    server!.on('exit', (code) => reject(new Error(`dev server exited with ${code}: ${out}`)));
  });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  server?.kill('SIGTERM');
  if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('npm run dev', () => {
  it('visits one page of each dynamic route and every other route', () => {
    expect(routes.filter((route) => route.startsWith('/services/'))).toHaveLength(1);
    expect(routes.filter((route) => route.startsWith('/insights/') && route !== '/insights')).toHaveLength(1);
    expect(routes.filter((route) => route.startsWith('/projects/'))).toHaveLength(1);
    expect(routes).toEqual(expect.arrayContaining(['/', '/services', '/insights', '/projects', '/admin/flows']));
  });

  it('hydrates a page of every route with no console error or warning', async () => {
    const problems: string[] = [];
    const context = await browser!.newContext({ baseURL: devUrl });
    for (const route of routes) {
      const page = await context.newPage();
      page.on('console', (message) => {
        if ((message.type() === 'error' || message.type() === 'warning') && !devToolsHint.test(message.text())) {
          problems.push(`${route} ${message.type()}: ${message.text().slice(0, 300)}`);
        }
      });
      page.on('pageerror', (error) => problems.push(`${route} uncaught: ${error.message.slice(0, 300)}`));
      await page.goto(route, { waitUntil: 'load', timeout: 240_000 });
      await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 120_000 });
      await page.waitForLoadState('networkidle');
      // The theme script ran from the served HTML (inline, before React), not as a React element.
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      await page.close();
    }
    await context.close();
    expect(problems).toEqual([]);
  }, 900_000);
});
