// @vitest-environment node
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '#src/server/app';
import { loadConfig, type Config } from '#src/server/config';
import { purgeExpired } from '#src/server/retention';
import { testDb } from './app-harness';

/**
 * Two API processes on one database (as behind a load balancer): with the
 * database store they share the form rate limit; with the memory store each
 * counts on its own.
 */
let store: Awaited<ReturnType<typeof testDb>>;
const apps: Awaited<ReturnType<typeof buildApp>>[] = [];

async function startProcess(rateStore: 'memory' | 'database') {
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    databaseUrl: undefined,
    logLevel: 'silent',
    adminPassword: 'rate limit test password',
    rateLimit: { max: 2, windowMs: 60_000, store: rateStore },
  };
  const app = await buildApp({ config, db: store.db, serveSite: false, logger: false, announce: () => undefined });
  await app.ready();
  apps.push(app);
  return app;
}

const lead = (app: Awaited<ReturnType<typeof buildApp>>, remoteAddress: string) =>
  app.inject({ method: 'POST', url: '/api/leads', remoteAddress, payload: { source: 'other', name: 'Al Bo', email: 'al@bo.example' } });

beforeAll(async () => {
  store = await testDb();
}, 60_000);
afterAll(async () => {
  for (const app of apps) await app.close();
  await store?.close();
}, 60_000);

describe('form rate limit across processes', { timeout: 120_000 }, () => {
  it('the database store shares the count: the third post is refused whichever process gets it', async () => {
    const [a, b] = [await startProcess('database'), await startProcess('database')];
    expect((await lead(a, '192.0.2.10')).statusCode).toBe(201);
    expect((await lead(b, '192.0.2.10')).statusCode).toBe(201);
    const third = await lead(a, '192.0.2.10');
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect((await lead(b, '192.0.2.10')).statusCode).toBe(429);
    // Another address and another route count separately.
    expect((await lead(b, '192.0.2.11')).statusCode).toBe(201);
    const newsletter = await b.inject({
      method: 'POST',
      url: '/api/newsletter',
      remoteAddress: '192.0.2.10',
      payload: { email: 'al@bo.example' },
    });
    expect(newsletter.statusCode).toBe(201);
    // Addresses are stored only as hashes; ended windows are purged.
    const keys = (await store.db.query<{ key: string }>('SELECT key FROM rate_limit_hits')).rows.map((r) => r.key).join(' ');
    expect(keys).not.toContain('192.0.2');
    await store.db.query("UPDATE rate_limit_hits SET window_started_at = now() - interval '2 days'");
    expect((await purgeExpired(store.db)).rate_limit_hits).toBeGreaterThan(0);
  });

  it('the memory store counts per process', async () => {
    const [a, b] = [await startProcess('memory'), await startProcess('memory')];
    expect((await lead(a, '192.0.2.20')).statusCode).toBe(201);
    expect((await lead(a, '192.0.2.20')).statusCode).toBe(201);
    expect((await lead(a, '192.0.2.20')).statusCode).toBe(429);
    expect((await lead(b, '192.0.2.20')).statusCode).toBe(201);
  });
});
