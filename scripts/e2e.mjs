#!/usr/bin/env node
// `npm run test:e2e`: build, start the production server on a free port with a
// throw-away data directory, run the Chromium tests against it, stop it.
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
  stdio: ['ignore', 'inherit', 'inherit'],
});

let up = false;
for (let i = 0; i < 300 && !up; i++) {
  await new Promise((r) => setTimeout(r, 200));
  try {
    up = (await fetch(`${baseUrl}/healthz`)).ok;
  } catch {
    /* not yet */
  }
}
if (!up) {
  server.kill('SIGKILL');
  console.error('server did not start');
  process.exit(1);
}

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
