import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { writeFakeDist } from './fake-dist';
import { seedDataDir } from './pglite-template';
import { freePort } from '../utils/free-port';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export type ApiProcess = { child: ChildProcess; port: number; base: string; output: () => string; exited: Promise<number | null> };

/**
 * A real server process started with `env` on a free loopback port; resolves once /healthz answers.
 * By default tests/server/api-only-server.ts (the production app without the site or the outbox
 * worker); with `entry: 'main'` the production entry itself (src/server/main.ts: site, API and
 * outbox worker), serving a fake prerendered dist/.
 */
export async function startApi(
  env: Record<string, string>,
  children: ChildProcess[],
  { entry = 'api' }: { entry?: 'api' | 'main' } = {},
): Promise<ApiProcess> {
  const port = await freePort();
  const script = entry === 'main' ? 'src/server/main.ts' : 'tests/server/api-only-server.ts';
  const production = entry === 'main' ? { NODE_ENV: 'production', DIST_DIR: writeFakeDist() } : {};
  // Without a store of its own, a fresh embedded one (never the repository's data/ folder).
  const store =
    env.DATA_DIR || env.DATABASE_URL ? {} : { DATA_DIR: await seedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'studio-api-'))) };
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, script)], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'silent', ...production, ...store, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const base = `http://127.0.0.1:${port}`;
  // Up to 60 s: the embedded database and the first start's password hash are slow on a busy machine.
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error(`API exited at start:\n${output}`);
    try {
      if ((await fetch(`${base}/healthz`)).ok) return { child, port, base, output: () => output, exited };
    } catch {
      /* starting */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`API did not start:\n${output}`);
}

let counter = 0;
/** POST one contact lead with a unique message; answers the status, the id when accepted, and the body. */
export async function postLead(
  base: string,
  tag: string,
): Promise<{ status: number; id?: string; message: string; body: Record<string, unknown> }> {
  const message = `${tag}-${process.pid}-${counter++}`;
  const res = await fetch(`${base}/api/leads`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ source: 'other', name: 'Kai Lind', email: 'kai@lind.example', message }),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  return { status: res.status, id: typeof body.id === 'string' ? body.id : undefined, message, body };
}

/**
 * Start the production entry (src/server/main.ts) with `env` and wait for it to exit on its own
 * (a setting it refuses); answers its exit code and everything it printed. Rejects if it starts
 * serving instead.
 */
export async function exitAtStart(env: Record<string, string>, children: ChildProcess[]): Promise<{ code: number | null; output: string }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATABASE_URL: '',
      LOG_LEVEL: 'silent',
      NODE_ENV: 'production',
      DIST_DIR: writeFakeDist(),
      HOST: '127.0.0.1',
      PORT: String(port),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (c) => resolve(c)));
  // A server that starts despite the setting is stopped and reported as such, rather than waited for.
  for (let serving = false; !serving && child.exitCode === null;) {
    serving = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
    if (serving) child.kill('SIGKILL');
    else await Promise.race([exited, new Promise((r) => setTimeout(r, 200))]);
  }
  const code = await exited;
  return { code, output };
}
