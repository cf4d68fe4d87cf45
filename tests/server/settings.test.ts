// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadConfig } from '#src/server/config';
import { exitAtStart, startApi } from './spawn-server';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

/** The names of every environment variable loadConfig reads. */
function namesRead(): string[] {
  const seen = new Set<string>();
  loadConfig(new Proxy({}, { get: (_target, key) => (typeof key === 'string' && seen.add(key), undefined) }));
  return [...seen].sort();
}

describe('settings', () => {
  it('unset settings take their documented defaults', () => {
    const config = loadConfig({}, '/srv/site');
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      siteUrl: 'http://localhost:3000',
      distDir: '/srv/site/dist',
      dataDir: '/srv/site/data',
      pgPoolMax: 10,
      trustProxy: false,
      logLevel: 'info',
      requestTimeoutMs: 30_000,
      rateLimit: { max: 10, windowMs: 60_000 },
      outbox: { intervalMs: 5000, concurrency: 4, sendTimeoutMs: 30_000 },
      shutdown: { graceMs: 1000, timeoutMs: 10_000 },
    });
  });

  it('an empty value means the default, never 0 or nothing', () => {
    const defaults = loadConfig({}, '/srv/site');
    for (const name of namesRead()) expect(loadConfig({ [name]: '' }, '/srv/site'), name).toEqual(defaults);
    expect(loadConfig({ PORT: '', SITE_URL: '' }).siteUrl).toBe('http://localhost:3000');
  });

  it('reads good values, with true and false in any letter case', () => {
    const config = loadConfig({
      PORT: '8080',
      RATE_LIMIT_MAX: ' 25 ',
      RATE_LIMIT_WINDOW_MS: '120000',
      RATE_LIMIT_STORE: 'database',
      TRUST_PROXY: 'TRUE',
      OUTBOX_CONCURRENCY: '8',
      SHUTDOWN_GRACE_MS: '0',
      SHUTDOWN_TIMEOUT_MS: '5000',
      SMTP_URL: 'smtps://user:secret@smtp.example.com:465',
      DATABASE_URL: 'postgresql://u:p@db:5432/site',
    });
    expect(config).toMatchObject({
      port: 8080,
      siteUrl: 'http://localhost:8080',
      rateLimit: { max: 25, windowMs: 120_000, store: 'database' },
      trustProxy: 1,
      outbox: { concurrency: 8 },
      shutdown: { graceMs: 0, timeoutMs: 5000 },
    });
    expect(loadConfig({ TRUST_PROXY: 'False' }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).toBe('10.0.0.0/8, ::1');
  });

  it.each([
    ['RATE_LIMIT_MAX', 'abc', "RATE_LIMIT_MAX must be a whole number from 1 to 1000000000 (got 'abc')"],
    ['RATE_LIMIT_MAX', '0', "RATE_LIMIT_MAX must be a whole number from 1 to 1000000000 (got '0')"],
    ['RATE_LIMIT_WINDOW_MS', '1e3', "RATE_LIMIT_WINDOW_MS must be a whole number from 1000 to 86400000 (got '1e3')"],
    ['REQUEST_TIMEOUT_MS', '-5', "REQUEST_TIMEOUT_MS must be a whole number from 1000 to 600000 (got '-5')"],
    ['OUTBOX_INTERVAL_MS', '0', "OUTBOX_INTERVAL_MS must be a whole number from 10 to 3600000 (got '0')"],
    ['OUTBOX_SEND_TIMEOUT_MS', '600000', "OUTBOX_SEND_TIMEOUT_MS must be a whole number from 1000 to 120000 (got '600000')"],
    ['SHUTDOWN_TIMEOUT_MS', '200', "SHUTDOWN_TIMEOUT_MS must be a whole number from 2000 to 600000 (got '200')"],
    ['PORT', '80a', "PORT must be a whole number from 1 to 65535 (got '80a')"],
    ['PG_POOL_MAX', 'many', "PG_POOL_MAX must be a whole number from 1 to 1000 (got 'many')"],
    ['LOG_LEVEL', 'verbose', "LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got 'verbose')"],
    ['RATE_LIMIT_STORE', 'redis', "RATE_LIMIT_STORE must be one of memory, database (got 'redis')"],
    [
      'SITE_URL',
      'www.example.com',
      "SITE_URL must be an http:// or https:// origin such as https://www.example.com (no path) (got 'www.example.com')",
    ],
    ['NOTIFY_TO', 'team', "NOTIFY_TO must be an email address such as team@example.com (got 'team')"],
    ['TRUST_PROXY', 'everyone', 'TRUST_PROXY must be true, false, a number of proxies from 0 to 10'],
    ['TRUST_PROXY', '10.0.0.0/40', 'TRUST_PROXY must be true, false, a number of proxies from 0 to 10'],
  ])('%s=%s stops the start with one line naming it and the accepted form', (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });

  it('a URL setting that is wrong never echoes its password', () => {
    expect(() => loadConfig({ SMTP_URL: 'http://user:secret@smtp.example.com' })).toThrow(
      "SMTP_URL must be a URL such as smtps://user:password@smtp.example.com:465 (got 'http://…')",
    );
    for (const DATABASE_URL of ['user:secret@db', 'mysql://u:secret@db/site']) {
      expect(() => loadConfig({ DATABASE_URL })).toThrow(/^DATABASE_URL must be a URL such as postgres:/);
      expect(() => loadConfig({ DATABASE_URL })).not.toThrow(/secret/);
    }
  });

  it('docs/operations.md lists every setting the server reads, and no other', () => {
    const doc = fs.readFileSync(path.resolve(import.meta.dirname, '../../docs/operations.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Settings'));
    const documented = [...section.matchAll(/^\|\s*`([A-Z_]+)`\s*\|/gm)].map((m) => m[1]!).sort();
    expect(documented).toEqual(namesRead());
  });
});

describe('the server with a bad setting', { timeout: 120_000 }, () => {
  it.each([
    [{ RATE_LIMIT_MAX: 'abc' }, "RATE_LIMIT_MAX must be a whole number from 1 to 1000000000 (got 'abc')"],
    [{ RATE_LIMIT_WINDOW_MS: '0' }, "RATE_LIMIT_WINDOW_MS must be a whole number from 1000 to 86400000 (got '0')"],
    [{ OUTBOX_INTERVAL_MS: '1.5' }, "OUTBOX_INTERVAL_MS must be a whole number from 10 to 3600000 (got '1.5')"],
    [
      { TRUST_PROXY: 'any' },
      "TRUST_PROXY must be true, false, a number of proxies from 0 to 10, or a comma-separated list of IP addresses or CIDRs such as 10.0.0.0/8,127.0.0.1 (got 'any')",
    ],
  ])('%o exits 1 printing only "%s"', async (env, line) => {
    const { code, output } = await exitAtStart(env, children);
    expect(code).toBe(1);
    expect(output.trim()).toBe(line);
  });

  it('TRUST_PROXY=TRUE starts like true', async () => {
    const api = await startApi({ TRUST_PROXY: 'TRUE', PASSWORD_HASH_COST: '10' }, children);
    expect((await fetch(`${api.base}/healthz`)).status).toBe(200);
  });
});
