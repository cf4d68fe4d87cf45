#!/usr/bin/env node
// `npm run test:e2e`: build, start the production server on a free port with a
// throw-away data directory, run the Chromium tests against it, stop it.
// SKIP_BUILD=1 uses the build already in DIST_DIR (default dist/), as CI does after its build stage.
import { execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

if (process.env.SKIP_BUILD !== '1') {
  execFileSync(process.execPath, [path.join(root, 'scripts', 'build.mjs')], { stdio: 'inherit', cwd: root });
}

const port = await freePort();
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-e2e-'));
const baseUrl = `http://127.0.0.1:${port}`;
const env = {
  ...process.env,
  NODE_ENV: 'production',
  PORT: String(port),
  HOST: '127.0.0.1',
  DATA_DIR: dataDir,
  DIST_DIR: distDir,
  LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
  RATE_LIMIT_MAX: process.env.RATE_LIMIT_MAX ?? '1000',
  ADMIN_PASSWORD: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password',
  CLIENT_PASSWORD: process.env.CLIENT_PASSWORD ?? 'e2e-client-password',
};
const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
  cwd: root,
  env,
  stdio: ['ignore', 'pipe', 'pipe'],
});
// What the server says goes to the console as it comes; the last of it is kept to show again if it never starts.
let said = '';
for (const [stream, out] of [
  [server.stdout, process.stdout],
  [server.stderr, process.stderr],
]) {
  stream.on('data', (chunk) => {
    out.write(chunk);
    said = (said + chunk).slice(-20_000);
  });
}
let exited = null;
server.on('exit', (code, signal) => {
  exited = signal ?? `exit code ${code}`;
});

// A ceiling, not a target: a loaded 2-core CI machine took 67-72 s to start the server (tsx compiles it first).
const START_TIMEOUT_S = Number(process.env.E2E_SERVER_START_TIMEOUT ?? 180);
const startedAt = Date.now();
let up = false;
while (!up && exited === null && Date.now() - startedAt < START_TIMEOUT_S * 1000) {
  await new Promise((r) => setTimeout(r, 200));
  try {
    up = (await fetch(`${baseUrl}/healthz`)).ok;
  } catch {
    /* not yet */
  }
}
if (!up) {
  server.kill('SIGKILL');
  const why = exited === null ? `did not answer ${baseUrl}/healthz within ${START_TIMEOUT_S} s` : `stopped (${exited}) before it answered`;
  console.error(`server ${why}. What it said:\n${said.trim() || '(nothing)'}`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  process.exit(1);
}
console.log(`server up after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);

const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const args = [vitest, 'run', '--config', 'vitest.e2e.config.ts', ...process.argv.slice(2)];
const code = await new Promise((resolve) => {
  const child = spawn(process.execPath, args, {
    cwd: root,
    stdio: 'inherit',
    env: { ...env, E2E_BASE_URL: baseUrl, E2E_DATA_DIR: dataDir, PORT: undefined },
  });
  child.on('exit', (c) => resolve(c ?? 1));
});
server.kill('SIGTERM');
fs.rmSync(dataDir, { recursive: true, force: true });
process.exit(code);
