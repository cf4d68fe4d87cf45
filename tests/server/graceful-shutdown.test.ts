// @vitest-environment node
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDb } from '#src/server/db/open';
import { writeFakeDist } from './fake-dist';
import { seedDataDir } from './pglite-template';
import { freePort } from '../utils/free-port';

/**
 * The production entry (src/server/main.ts) on SIGTERM: the requests in flight are answered and
 * stored, nothing is cut off, and the process exits 0 within its bound.
 */
const root = path.resolve(__dirname, '../..');
const children: ChildProcess[] = [];
const dirs: string[] = [];
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true }));
});

/** One lead, on a connection of its own; answers the status and body, or the socket error. */
function postLead(port: number, n: number): Promise<{ status?: number; id?: string; error?: string }> {
  const body = JSON.stringify({ source: 'other', name: `Writer ${n}`, email: `writer${n}@shutdown.example`, message: `write ${n}` });
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: '127.0.0.1',
        port,
        path: '/api/leads',
        method: 'POST',
        agent: false,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.on('data', (chunk) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode, id: res.statusCode === 201 ? (JSON.parse(text) as { id: string }).id : undefined }),
        );
        res.on('error', (error) => resolve({ error: error.message }));
      },
    );
    req.on('error', (error: NodeJS.ErrnoException) => resolve({ error: error.code ?? error.message }));
    req.end(body);
  });
}

describe('graceful shutdown', () => {
  it('on SIGTERM during a stream of writes, every request in flight is answered and stored, and the process exits 0', async () => {
    const dataDir = await seedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'studio-shutdown-')));
    const distDir = writeFakeDist();
    dirs.push(dataDir, distDir);
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        DIST_DIR: distDir,
        DATABASE_URL: '',
        LOG_LEVEL: 'silent',
        RATE_LIMIT_MAX: '100000',
        ADMIN_PASSWORD: 'shutdown-test-password',
        OUTBOX_INTERVAL_MS: '100',
      },
      stdio: 'ignore',
    });
    children.push(child);
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    let up = false;
    for (let i = 0; i < 900 && !up; i++) {
      await new Promise((r) => setTimeout(r, 100));
      up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      );
    }
    expect(up, 'the server started').toBe(true);

    // Four writers, each starting its next write when the last is answered, until the signal.
    let signalled = false;
    let n = 0;
    const results: Awaited<ReturnType<typeof postLead>>[] = [];
    const writer = async () => {
      while (!signalled) results.push(await postLead(port, n++));
    };
    const writers = Promise.all([writer(), writer(), writer(), writer()]);
    while (results.filter((r) => r.status === 201).length < 20) await new Promise((r) => setTimeout(r, 20));
    const inFlight = n - results.length;
    child.kill('SIGTERM');
    signalled = true;
    await writers;

    expect(inFlight, 'writes were in flight when the signal came').toBeGreaterThan(0);
    expect(results.filter((r) => r.status !== 201)).toEqual([]);
    // Exit 0: it did not hit its own shutdown bound (SHUTDOWN_TIMEOUT_MS exits 1).
    expect(await exited).toBe(0);

    const db = await openDb({ dataDir, databaseUrl: undefined });
    const ids = results.map((r) => r.id!);
    const stored = await db.query<{ id: string }>('SELECT id FROM lead_submissions');
    expect(stored.rows.map((r) => String(r.id)).sort()).toEqual(ids.map(String).sort());
    await db.close();
  }, 180_000);
});
