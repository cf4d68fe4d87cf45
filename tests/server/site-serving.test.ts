// @vitest-environment node
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zlib from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { footerNav, legacyRedirects } from '#src/content/navigation';
import { buildApp } from '#src/server/app';
import { createSession, deleteSession, SESSION_COOKIE } from '#src/server/auth/sessions';
import { loadConfig, type Config } from '#src/server/config';
import { testDb } from './app-harness';
import { ASSET, writeFakeDist } from './fake-dist';

/** jsdom (no type declarations installed): the page parsed as a browser parses it. */
const { JSDOM } = createRequire(import.meta.url)('jsdom') as { JSDOM: new (html: string) => { window: Window } };

/**
 * The site half of the server, as a browser sees it. It serves a prerendered
 * dist/ (client/<route>/index.html, client/404.html, client/assets/*); a tiny
 * fake one is written to a temp directory so this file needs no build.
 */

/** The footer's legacy aliases that are not routes (docs/product/site.md), each a permanent redirect to its page. */
const DOCUMENTED_REDIRECTS = [
  ['/services/branding', '/branding'],
  ['/services/digital', '/digital'],
  ['/services/creative', '/creative'],
  ['/services/strategy', '/strategy'],
] as const;

let dist: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let store: Awaited<ReturnType<typeof testDb>>;

beforeAll(async () => {
  dist = writeFakeDist(DOCUMENTED_REDIRECTS.map(([, to]) => to));
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
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
}, 60_000);

const get = (url: string, headers: Record<string, string> = {}) => app.inject({ method: 'GET', url, headers });
const header = (res: LightMyRequestResponse, name: string) => String(res.headers[name] ?? '');
const maxAge = (cacheControl: string) => Number(/max-age=(\d+)/.exec(cacheControl)?.[1] ?? NaN);
/** The CSP directives by name. */
const csp = (res: LightMyRequestResponse) =>
  new Map(
    header(res, 'content-security-policy')
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter((parts) => parts[0])
      .map(([name, ...values]) => [name!, values]),
  );
const scriptNonces = (html: string) => [...html.matchAll(/<script\b[^>]*\bnonce="([^"]*)"/g)].map((m) => m[1]);

describe('pages', () => {
  it('serve the prerendered HTML with status 200 and a short, revalidated cache', async () => {
    for (const [url, marker] of [
      ['/', 'home'],
      ['/studio', 'studio'],
    ]) {
      const res = await get(url!);
      expect(res.statusCode).toBe(200);
      expect(header(res, 'content-type')).toMatch(/^text\/html/);
      expect(res.body).toContain(`data-page="${marker}"`);
      const cache = header(res, 'cache-control');
      expect(cache).not.toContain('immutable');
      expect(maxAge(cache)).toBeLessThanOrEqual(300);
    }
  });

  it("are sent brotli-compressed from the build: the bytes of the page file's .br, with the right length and encoding", async () => {
    for (const [url, file] of [
      ['/', 'index.html'],
      ['/studio', 'studio/index.html'],
    ] as const) {
      const built = fs.readFileSync(path.join(dist, 'client', `${file}.br`));
      const res = await get(url, { 'accept-encoding': 'gzip, deflate, br, zstd' });
      expect(res.statusCode).toBe(200);
      expect(header(res, 'content-encoding')).toBe('br');
      expect(header(res, 'vary')).toMatch(/accept-encoding/i);
      expect(Buffer.compare(res.rawPayload, built)).toBe(0);
      expect(Number(header(res, 'content-length'))).toBe(built.length);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString('utf8')).toBe(fs.readFileSync(path.join(dist, 'client', file), 'utf8'));
    }
  });

  it("fall back to the build's gzip file, then to the page as it is, by what the browser accepts", async () => {
    const plainFile = fs.readFileSync(path.join(dist, 'client', 'index.html'));
    const gzFile = fs.readFileSync(path.join(dist, 'client', 'index.html.gz'));
    const gzip = await get('/', { 'accept-encoding': 'gzip' });
    expect(header(gzip, 'content-encoding')).toBe('gzip');
    expect(Buffer.compare(gzip.rawPayload, gzFile)).toBe(0);
    expect(Number(header(gzip, 'content-length'))).toBe(gzFile.length);
    // br refused by q=0: gzip.
    expect(header(await get('/', { 'accept-encoding': 'br;q=0, gzip;q=0.5' }), 'content-encoding')).toBe('gzip');
    for (const acceptEncoding of [undefined, 'identity', 'deflate', 'br;q=0, gzip;q=0']) {
      const plain = await get('/', acceptEncoding ? { 'accept-encoding': acceptEncoding } : {});
      expect(plain.statusCode).toBe(200);
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(Buffer.compare(plain.rawPayload, plainFile)).toBe(0);
      expect(Number(header(plain, 'content-length'))).toBe(plainFile.length);
      expect(header(plain, 'vary')).toMatch(/accept-encoding/i);
    }
  });

  it('carry an ETag per encoding and answer 304 to a request that already holds it', async () => {
    const tags = new Set<string>();
    for (const acceptEncoding of ['br', 'gzip', 'identity']) {
      const first = await get('/', { 'accept-encoding': acceptEncoding });
      const etag = header(first, 'etag');
      expect(etag).toMatch(/^"[^"]+"$/);
      tags.add(etag);
      const again = await get('/', { 'accept-encoding': acceptEncoding, 'if-none-match': etag });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      expect(header(again, 'etag')).toBe(etag);
    }
    expect(tags.size).toBe(3);
    expect((await get('/', { 'accept-encoding': 'br', 'if-none-match': '"something-else"' })).statusCode).toBe(200);
  });

  it('carry a fixed Content-Security-Policy that allows exactly the inline scripts and styles in the page, by hash', async () => {
    for (const url of ['/', '/studio', '/login']) {
      const first = await get(url, { 'accept-encoding': 'br' });
      const second = await get(url);
      expect(header(first, 'content-security-policy')).toBe(header(second, 'content-security-policy'));
      const scriptSrc = csp(first).get('script-src') ?? [];
      const styleSrc = csp(first).get('style-src') ?? [];
      for (const sources of [scriptSrc, styleSrc]) {
        expect(sources).not.toContain("'unsafe-inline'");
        expect(sources.some((v) => v.startsWith("'nonce-"))).toBe(false);
      }
      // The page as the browser parses it: every inline script and style element, hashed.
      const doc = new JSDOM(second.body).window.document;
      const inlineScripts = [...doc.querySelectorAll('script:not([src])')].map((el) => el.textContent ?? '');
      const styles = [...doc.querySelectorAll('style')].map((el) => el.textContent ?? '');
      expect(inlineScripts.length).toBeGreaterThanOrEqual(3);
      const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
      expect(new Set(scriptSrc.filter((v) => v.startsWith("'sha256-")))).toEqual(new Set(inlineScripts.map(sha256)));
      for (const style of styles) expect(styleSrc).toContain(sha256(style));
      // styled-components' own (empty) style elements in the browser.
      expect(styleSrc).toContain(sha256(''));
      expect(second.body).not.toContain('nonce=');
    }
  });

  it('carry the security headers: nosniff, a referrer policy and no framing by other sites', async () => {
    const res = await get('/studio');
    expect(header(res, 'x-content-type-options')).toBe('nosniff');
    expect(header(res, 'referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp(res).get('object-src')).toEqual(["'none'"]);
  });
});

describe('static files', () => {
  it('hashed assets are cached for a year and immutable', async () => {
    const res = await get(ASSET);
    expect(res.statusCode).toBe(200);
    expect(header(res, 'content-type')).toMatch(/javascript/);
    const cache = header(res, 'cache-control');
    expect(cache).toContain('immutable');
    expect(maxAge(cache)).toBeGreaterThanOrEqual(31_536_000);
    expect(header(res, 'x-content-type-options')).toBe('nosniff');
  });

  it('unhashed public files are not cached as immutable', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(header(res, 'cache-control')).not.toContain('immutable');
  });

  it('carry a CSP that runs nothing and loads nothing from elsewhere, and may not be framed', async () => {
    for (const url of [ASSET, '/robots.txt']) {
      for (const acceptEncoding of ['br', 'identity']) {
        const res = await get(url, { 'accept-encoding': acceptEncoding });
        expect(res.statusCode).toBe(200);
        expect(csp(res).get('default-src')).toEqual(["'none'"]);
        expect(csp(res).get('frame-ancestors')).toEqual(["'none'"]);
        expect(csp(res).has('script-src')).toBe(false);
        expect(header(res, 'x-frame-options')).toBe('DENY');
      }
    }
  });

  it('HTML files are not served by their file name (a page only answers on its route)', async () => {
    const res = await get('/studio/index.html');
    expect(res.statusCode).toBe(404);
  });
});

describe('unknown paths', () => {
  it('answer 404 with the 404 page, uncached and with the same CSP nonce rules', async () => {
    const res = await get('/no-such-page');
    expect(res.statusCode).toBe(404);
    expect(header(res, 'content-type')).toMatch(/^text\/html/);
    expect(res.body).toContain('data-page="not-found"');
    expect(header(res, 'cache-control')).toContain('no-store');
    const nonce = (csp(res).get('script-src') ?? []).find((v) => v.startsWith("'nonce-"))?.slice(7, -1);
    expect(new Set(scriptNonces(res.body))).toEqual(new Set([nonce]));
  });

  it('under /api/ answer 404 in JSON', async () => {
    const res = await get('/api/no-such-endpoint');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('GET /healthz', () => {
  it('answers 200 while the store is reachable', async () => {
    const res = await get('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });
});

describe('legacy redirects', () => {
  it("are exactly the issue's table, from the one typed source the server registers", () => {
    expect(Object.entries(legacyRedirects)).toEqual(DOCUMENTED_REDIRECTS.map(([from, to]) => [from, to]));
  });

  it('cover every footer link that is not a page of its own (no dead link in the footer)', () => {
    expect(footerNav.services.map((link) => link.to)).toEqual(DOCUMENTED_REDIRECTS.map(([from]) => from));
  });

  it.each(DOCUMENTED_REDIRECTS)('%s answers a permanent redirect to %s, which is a page', async (from, to) => {
    const res = await get(from);
    expect(res.statusCode).toBe(301);
    expect(header(res, 'location')).toBe(to);
    const target = await get(header(res, 'location'));
    expect(target.statusCode).toBe(200);
    expect(target.body).toContain(`data-page="${to}"`);
  });
});

describe('role areas: /admin for admin sign-ins, /client for client sign-ins, anyone else to /login', () => {
  const sessionCookie = async (role: 'admin' | 'client') => `${SESSION_COOKIE}=${(await createSession(store.db, role)).id}`;

  it.each(['/admin', '/client'])('%s sends a visitor without a session to /login before any page is served', async (area) => {
    const res = await get(area);
    expect(res.statusCode).toBe(302);
    expect(header(res, 'location')).toBe('/login');
    expect(header(res, 'cache-control')).toBe('no-store');
    expect(header(res, 'vary')).toMatch(/cookie/i);
    expect(res.body).not.toContain(`data-page="${area.slice(1)}"`);
    expect((await get(header(res, 'location'))).body).toContain('data-page="login"');
  });

  it.each([
    ['/admin', 'client'],
    ['/client', 'admin'],
  ] as const)('%s sends a %s session to /login', async (area, role) => {
    const res = await get(area, { cookie: await sessionCookie(role) });
    expect(res.statusCode).toBe(302);
    expect(header(res, 'location')).toBe('/login');
  });

  it.each([
    ['/admin', 'admin'],
    ['/client', 'client'],
  ] as const)('%s is served to a live %s session, private and uncached', async (area, role) => {
    const res = await get(area, { cookie: await sessionCookie(role) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(`data-page="${area.slice(1)}"`);
    expect(header(res, 'cache-control')).toBe('private, no-store');
    expect(header(res, 'vary')).toMatch(/cookie/i);
    expect(header(res, 'vary')).toMatch(/accept-encoding/i);
    expect(header(res, 'content-security-policy')).toMatch(/script-src 'self' 'sha256-/);
  });

  it('an ended session or a made-up cookie is sent to /login', async () => {
    const { id } = await createSession(store.db, 'admin');
    await deleteSession(store.db, id);
    for (const cookie of [`${SESSION_COOKIE}=${id}`, `${SESSION_COOKIE}=made-up`, `${SESSION_COOKIE}=${'x'.repeat(500)}`]) {
      const res = await get('/admin', { cookie });
      expect(res.statusCode).toBe(302);
      expect(header(res, 'location')).toBe('/login');
    }
  });
});
