import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { freePort } from '#tests/utils/free-port';

/**
 * The production server (src/server/main.ts, NODE_ENV=production) on a free
 * loopback port with the embedded store in `dataDir`, as the benches measure it.
 * Answers once /healthz does (start-up hashes the staff passwords: allow a
 * minute or two on a busy machine).
 */
export async function startProductionServer(
  root: string,
  { distDir, dataDir, env = {} }: { distDir: string; dataDir: string; env?: Record<string, string> },
): Promise<{ base: string; server: ChildProcess }> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'src/server/main.ts')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DIST_DIR: distDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; ; i++) {
    const up = await fetch(`${base}/healthz`).then(
      (res) => res.ok,
      () => false,
    );
    if (up) return { base, server };
    if (i >= 600) {
      server.kill('SIGKILL');
      throw new Error('the production server did not start within two minutes');
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** Builds the site into `distDir` (scripts/build.mjs) unless SKIP_BUILD=1 says to reuse what is there. */
export function buildUnlessSkipped(root: string, distDir: string): void {
  if (process.env.SKIP_BUILD === '1') return;
  execFileSync(process.execPath, [path.join(root, 'scripts/build.mjs')], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, DIST_DIR: distDir },
  });
}
