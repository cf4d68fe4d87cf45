// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/server/app';
import { HASH_QUEUE_LIMIT, hashingQueue } from '#src/server/auth/password';
import { loadConfig, type Config } from '#src/server/config';
import { testDb } from './app-harness';
import { writeFakeDist } from './fake-dist';

/**
 * Password hashing (scrypt) shares libuv's thread pool with gzip/brotli: a
 * flood of sign-ins must not hold compressed pages back. The bound here is
 * generous (a busy 2-core machine); unbounded hashing keeps the page waiting
 * behind every queued hash (seconds for 48 sign-ins).
 */
let dist: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let store: Awaited<ReturnType<typeof testDb>>;

beforeAll(async () => {
  dist = writeFakeDist();
  store = await testDb();
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    distDir: dist,
    dataDir: path.join(dist, 'data'),
    databaseUrl: undefined,
    logLevel: 'silent',
    adminPassword: 'correct horse battery staple',
    rateLimit: { max: 10_000, windowMs: 60_000 },
  };
  app = await buildApp({ config, db: store.db, serveSite: true, logger: false, announce: () => undefined });
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const ADMIN = { email: 'admin@lumora.studio', password: 'correct horse battery staple', role: 'admin' };
const signIn = (remoteAddress: string, payload: Record<string, string>, cookie?: string) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
    payload,
  });
/** Fire `count` wrong guesses from fresh addresses and wait until the shared hashing queue is full. */
async function flood(count: number, from: number) {
  const guesses = Array.from({ length: count }, (_, i) => login(from + i));
  await vi.waitFor(() => expect(hashingQueue().shared).toBe(HASH_QUEUE_LIMIT), { timeout: 20_000, interval: 5 });
  return guesses;
}

const login = (i: number) =>
  app.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress: `10.9.${Math.floor(i / 250)}.${(i % 250) + 1}`,
    headers: { origin: 'http://localhost:3000', 'content-type': 'application/json' },
    payload: { email: `guess${i}@example.com`, password: `wrong-${i}`, role: 'admin' },
  });

describe('a flood of sign-ins', () => {
  it('answers a brotli-compressed page ahead of the queued sign-ins, and refuses the excess with 503 and Retry-After', async () => {
    const logins = Array.from({ length: 48 }, (_, i) => login(i));
    // Let the sign-ins reach their hashing before the page is asked for.
    await vi.waitFor(() => expect(hashingQueue().shared).toBe(HASH_QUEUE_LIMIT), { timeout: 20_000, interval: 5 });
    const home = await app.inject({ method: 'GET', url: '/', headers: { 'accept-encoding': 'br' } });
    expect(home.statusCode).toBe(200);
    expect(home.headers['content-encoding']).toBe('br');
    // The page did not wait behind the hashing: sign-ins were still queued when it was answered.
    expect(hashingQueue().shared).toBeGreaterThan(0);

    const answers = await Promise.all(logins);
    const statuses = answers.map((a) => a.statusCode);
    // A few are checked (401), the rest are refused without hashing.
    expect(statuses.filter((s) => s === 401).length).toBeGreaterThanOrEqual(HASH_QUEUE_LIMIT);
    const busy = answers.filter((a) => a.statusCode === 503);
    expect(busy.length).toBeGreaterThan(0);
    expect(busy[0]!.headers['retry-after']).toBe('3');
    expect(busy[0]!.json()).toMatchObject({ error: 'busy' });
    expect(statuses.every((s) => s === 401 || s === 503)).toBe(true);
  }, 60_000);

  it('still lets the right password in once the flood has passed', async () => {
    expect((await signIn('192.0.2.10', ADMIN)).statusCode).toBe(200);
  }, 30_000);

  it('serves a device that signed in before, not 503, while unknown sign-ins fill the shared queue', async () => {
    const signedIn = await signIn('192.0.2.20', ADMIN);
    const device = String(signedIn.headers['set-cookie'])
      .split(/,\s*(?=lumora_)/)
      .find((c) => c.startsWith('lumora_device_admin='))
      ?.split(';')[0];
    expect(device).toBeDefined();
    const guesses = await flood(48, 1000);
    // From a new address, with the device cookie: served through the reserved lane.
    const owner = await signIn('192.0.2.21', ADMIN, device);
    expect(owner.statusCode).toBe(200);
    const statuses = (await Promise.all(guesses)).map((a) => a.statusCode);
    expect(statuses).toContain(503);
  }, 60_000);

  it('does not count sign-ins refused as busy against the address’s limit', async () => {
    // Someone at this address tries eight times, each while the shared queue is full, so most are refused as
    // busy before any check. Five tries per account and address are allowed: if busy refusals counted, the
    // right password afterwards would be refused.
    const guesses: ReturnType<typeof login>[] = [];
    const tries: Awaited<ReturnType<typeof signIn>>[] = [];
    for (let i = 0; i < 8; i++) {
      if (hashingQueue().shared < HASH_QUEUE_LIMIT) guesses.push(...(await flood(12, 2000 + i * 12)));
      tries.push(await signIn('203.0.113.77', { ...ADMIN, password: 'typo' }));
    }
    const busy = tries.filter((t) => t.statusCode === 503).length;
    // At most four were checked (and counted), which leaves the right password its fifth try.
    expect(busy).toBeGreaterThanOrEqual(4);
    expect(tries.every((t) => t.statusCode === 503 || t.statusCode === 401)).toBe(true);
    await Promise.all(guesses);
    expect((await signIn('203.0.113.77', ADMIN)).statusCode).toBe(200);
  }, 90_000);
});
