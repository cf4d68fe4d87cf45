// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/server/app';
import { loadConfig, type Config } from '#src/server/config';
import { testDb } from './app-harness';
import { writeFakeDist } from './fake-dist';

/**
 * Unknown paths cost no rendering per request: a flood of random 404s must
 * not take CPU from real pages. The fake server bundle counts its renders.
 */
let dist: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let store: Awaited<ReturnType<typeof testDb>>;
const renders = () => (globalThis as { __fakeRenders?: string[] }).__fakeRenders ?? [];

beforeAll(async () => {
  dist = writeFakeDist();
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export async function render(url) {
      (globalThis.__fakeRenders ??= []).push(url);
      const article = url.startsWith('/insights/');
      return { status: 404, html: '<!doctype html><html><body><h1>' + (article ? 'Post Not Found' : 'Page not found') + '</h1></body></html>' };
    }`,
  );
  store = await testDb();
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    distDir: dist,
    dataDir: path.join(dist, 'data'),
    databaseUrl: undefined,
    logLevel: 'silent',
  };
  app = await buildApp({ config, db: store.db, serveSite: true, logger: false, announce: () => undefined });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

describe('unknown paths', () => {
  it('answer 404 with the prerendered page, rendering nothing per request', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await app.inject({ method: 'GET', url: `/no-such-page-${i}?q=${i}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('data-page="not-found"');
      expect(res.headers['cache-control']).toBe('no-store');
    }
    expect(renders().filter((url) => !url.startsWith('/insights/'))).toEqual([]);
  });

  it('under /insights/ answer 404 with the "Post Not Found" page, rendered once for all of them', async () => {
    for (let i = 0; i < 30; i++) {
      const res = await app.inject({ method: 'GET', url: `/insights/no-such-article-${i}` });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('Post Not Found');
    }
    expect(renders().filter((url) => url.startsWith('/insights/')).length).toBe(1);
  });
});

describe('addresses that cannot be decoded', () => {
  it('a browser gets the page that says the address could not be read, with 400; a script gets a JSON reason', async () => {
    for (const url of ['/insights/%ZZ', '/%E0%A4%A', '/projects/%ZZ?x=1']) {
      const page = await app.inject({ method: 'GET', url, headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode, url).toBe(400);
      expect(page.headers['content-type']).toContain('text/html');
      expect(page.body).toContain('data-page="bad-address"');
      expect(page.body).not.toContain('data-page="not-found"');
      const json = await app.inject({ method: 'GET', url });
      expect(json.statusCode, url).toBe(400);
      expect(json.json()).toMatchObject({ error: 'bad_request' });
    }
    const api = await app.inject({ method: 'GET', url: '/api/leads/%ZZ', headers: { accept: 'text/html' } });
    expect(api.statusCode).toBe(400);
    expect(api.headers['content-type']).toContain('application/json');
  });
});
