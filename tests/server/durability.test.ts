// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '#src/server/db/open';
import { seedDataDir } from './pglite-template';
import { freePort } from '../utils/free-port';

const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];
afterAll(() => children.forEach((c) => c.kill('SIGKILL')));

async function startApi(dataDir: string, port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'tests/server/api-only-server.ts')], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  children.push(child);
  // Up to 60 s: the embedded database and the first start's password hash are slow on a busy machine.
  for (let i = 0; i < 600; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/healthz`)).ok) return child;
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('API did not start');
}

describe('durability', () => {
  it('a record answered with 201 survives SIGKILL of the server right after the answer', async () => {
    const dataDir = await seedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'studio-durable-')));
    const port = await freePort();
    const child = await startApi(dataDir, port);
    const res = await fetch(`http://127.0.0.1:${port}/api/leads`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ source: 'other', name: 'Kai Lind', email: 'kai@lind.example', message: 'crash test' }),
    });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    child.kill('SIGKILL');
    await new Promise((r) => child.once('exit', r));

    const db = await openDb({ dataDir, databaseUrl: undefined });
    const rows = await db.query('SELECT name FROM lead_submissions WHERE id = $1', [id]);
    expect(rows.rows).toEqual([{ name: 'Kai Lind' }]);
    await db.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }, 120_000);
});
