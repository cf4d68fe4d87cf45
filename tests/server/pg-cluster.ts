import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

import { freePort } from '../utils/free-port';

export { freePort };

/** Debian's PostgreSQL binaries (the ones .ci/postgres.sh installs), or null. */
function postgresBin(): string | null {
  const base = '/usr/lib/postgresql';
  if (!fs.existsSync(base)) return null;
  const versions = fs.readdirSync(base).filter((v) => fs.existsSync(path.join(base, v, 'bin', 'pg_ctl')));
  versions.sort((a, b) => Number(a) - Number(b));
  return versions.length ? path.join(base, versions.at(-1)!, 'bin') : null;
}

/**
 * A private PostgreSQL server for the tests that stop and restart the
 * database under a running app: the shared TEST_DATABASE_URL server keeps
 * serving the other test files. Runs only where the suite runs on PostgreSQL
 * (TEST_DATABASE_URL is set) and the binaries can be run as `postgres`.
 */
export const privateClusterAvailable = () => Boolean(process.env.TEST_DATABASE_URL) && postgresBin() !== null && process.getuid?.() === 0;

export async function startPrivateCluster() {
  const bin = postgresBin()!;
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-pg-private-'));
  fs.chmodSync(dir, 0o755);
  execFileSync('chown', ['postgres:postgres', dir]);
  const port = await freePort();
  const asPostgres = (command: string) => execFileSync('su', ['postgres', '-c', command], { stdio: 'ignore' });
  asPostgres(`${bin}/initdb -D ${dir}/data -A trust -U postgres`);
  const start = () =>
    asPostgres(`${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off' -l ${dir}/log -w start`);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    /** A fast shutdown (what a restart by a service manager does): every connection is ended with 57P01. */
    stop: () => asPostgres(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop`),
    start,
    destroy() {
      try {
        asPostgres(`${bin}/pg_ctl -D ${dir}/data -m immediate -w stop`);
      } catch {
        /* already stopped */
      }
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
