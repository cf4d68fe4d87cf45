// @vitest-environment node
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { writeFakeDist } from './fake-dist';
import { seedDataDir } from './pglite-template';
import { freePort } from '../utils/free-port';

const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) child.kill('SIGKILL');
});

it('npm start exits non-zero when its server is killed (so an on-failure restart happens)', { timeout: 120_000 }, async () => {
  const port = await freePort();
  const dataDir = await seedDataDir(fs.mkdtempSync(path.join(os.tmpdir(), 'studio-start-')));
  const start = spawn(process.execPath, ['scripts/start.mjs'], {
    env: {
      ...process.env,
      NODE_ENV: 'test',
      SKIP_BUILD: '1',
      DIST_DIR: writeFakeDist(),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'silent',
      PASSWORD_HASH_COST: '10',
      ADMIN_PASSWORD: 'start-script-not-used',
    },
    stdio: 'ignore',
  });
  children.push(start);
  const exited = new Promise<number | null>((resolve) => start.once('exit', (code) => resolve(code)));
  let up = false;
  for (let i = 0; i < 900 && !up && start.exitCode === null; i++) {
    await new Promise((r) => setTimeout(r, 100));
    up = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.ok,
      () => false,
    );
  }
  expect(up, 'the server started').toBe(true);
  // The server is start.mjs's child; kill it the way the OOM killer would.
  const server = Number(
    execFileSync('ps', ['-o', 'pid=', '--ppid', String(start.pid)], { encoding: 'utf8' })
      .trim()
      .split(/\s+/)[0],
  );
  process.kill(server, 'SIGKILL');
  expect(await exited).toBe(137);
});
