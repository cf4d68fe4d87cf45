// @vitest-environment node
import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '#src/server/app';
import { loadConfig, type Config } from '#src/server/config';
import { testDb } from './app-harness';

/**
 * First start without ADMIN_PASSWORD: the generated password is written
 * straight to stdout once, whatever LOG_LEVEL says, and never into the
 * structured log.
 */
const PASSWORD_LINE = /^ {6}([A-Za-z0-9_-]{20})$/m;

function captureStdout() {
  const written: string[] = [];
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    written.push(String(chunk));
    return true;
  });
  return { text: () => written.join(''), restore: () => spy.mockRestore() };
}

function captureLog() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      lines.push(chunk.toString());
      callback();
    },
  });
  return { stream, text: () => lines.join('') };
}

const stores: Awaited<ReturnType<typeof testDb>>[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  for (const s of stores.splice(0)) await s.close();
}, 60_000);

async function start(logLevel: string, db: Awaited<ReturnType<typeof testDb>>['db'], log = captureLog()) {
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    databaseUrl: undefined,
    logLevel,
    adminPassword: undefined,
    clientPassword: undefined,
    passwordHashCost: 10,
  };
  const app = await buildApp({ config, db, serveSite: false, logger: { stream: log.stream } });
  await app.ready();
  return { app, log };
}

describe('the generated admin password', { timeout: 120_000 }, () => {
  it.each(['silent', 'trace'])('is shown on stdout once with LOG_LEVEL=%s, and never in the structured log', async (level) => {
    const store = await testDb();
    stores.push(store);
    const stdout = captureStdout();
    let first: Awaited<ReturnType<typeof start>>;
    let second: Awaited<ReturnType<typeof start>>;
    try {
      first = await start(level, store.db);
      await first.app.close();
      // A restart with the same store shows nothing again: the password was shown once.
      second = await start(level, store.db);
      await second.app.close();
    } finally {
      stdout.restore();
    }
    const shown = stdout.text();
    const password = PASSWORD_LINE.exec(shown)?.[1];
    expect(password).toBeDefined();
    expect(shown.match(/Admin sign-in created/g)).toHaveLength(1);
    expect(first.log.text() + second.log.text()).not.toContain(password!);
  });
});
