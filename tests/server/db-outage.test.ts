// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#src/server/db/postgres';
import { privateClusterAvailable, startPrivateCluster } from './pg-cluster';
import { postLead, startApi } from './spawn-server';

/**
 * The database going away under a running server (DATABASE_URL mode): idle
 * connections terminated by the server, a fast restart, a stop. The process
 * must stay up, answer 503 with a clear message while the database is
 * unreachable, reconnect by itself, and lose nothing it acknowledged.
 * Runs on a private PostgreSQL (other test files keep the shared one).
 */
const children: ChildProcess[] = [];
let cluster: Awaited<ReturnType<typeof startPrivateCluster>> | undefined;
afterAll(() => {
  children.forEach((c) => c.kill('SIGKILL'));
  cluster?.destroy();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(privateClusterAvailable())('database outages (PostgreSQL)', () => {
  it('stays up through terminated connections and a restart under a stream of writes, and loses nothing acknowledged', async () => {
    cluster = await startPrivateCluster();
    const api = await startApi(
      {
        DATABASE_URL: `${cluster.url}?application_name=studio_outage`,
        PG_POOL_MAX: '4',
        RATE_LIMIT_MAX: '1000000',
        ADMIN_PASSWORD: 'outage-test-password',
      },
      children,
    );

    const acked: { id: string; message: string }[] = [];
    const statuses = new Map<number, number>();
    const unclear: unknown[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        try {
          const result = await postLead(api.base, 'outage');
          statuses.set(result.status, (statuses.get(result.status) ?? 0) + 1);
          if (result.status === 201 && result.id) acked.push({ id: result.id, message: result.message });
          else if (result.status !== 503 || !String(result.body.message).includes('database is unreachable')) unclear.push(result);
        } catch (error) {
          unclear.push(String(error));
          await sleep(50);
        }
      }
    };
    const writers = [writer(), writer(), writer()];

    const admin = await openPostgres(cluster.url);
    const terminate = () =>
      admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = 'studio_outage' AND pid <> pg_backend_pid()`,
      );
    await sleep(800);
    for (let i = 0; i < 4; i++) {
      await terminate();
      await sleep(400);
    }
    await admin.close();
    const beforeRestart = acked.length;
    // A fast restart: every connection ends (57P01) and the server refuses connections for a moment.
    cluster.stop();
    await sleep(300);
    cluster.start();
    await sleep(1500);
    writing = false;
    await Promise.all(writers);

    expect(api.child.exitCode).toBeNull();
    expect(api.output()).not.toMatch(/Unhandled|57P01|terminating connection/);
    expect(unclear).toEqual([]);
    expect(acked.length).toBeGreaterThan(beforeRestart);

    // While the database is down: a clear 503 with Retry-After; liveness still answers, readiness does not.
    cluster.stop();
    const down = await postLead(api.base, 'down');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ error: 'unavailable' });
    expect(String(down.body.message)).toMatch(/database is unreachable/);
    expect((await fetch(`${api.base}/healthz`)).status).toBe(200);
    expect((await fetch(`${api.base}/readyz`)).status).toBe(503);
    cluster.start();
    // Back by itself, without a restart of the app.
    expect((await postLead(api.base, 'back')).status).toBe(201);
    expect((await fetch(`${api.base}/readyz`)).status).toBe(200);
    expect(api.child.exitCode).toBeNull();

    const check = await openPostgres(cluster.url);
    const stored = await check.query<{ id: string; message: string }>('SELECT id::text, message FROM lead_submissions');
    await check.close();
    const byId = new Map(stored.rows.map((r) => [r.id, r.message]));
    const lost = acked.filter((a) => byId.get(a.id) !== a.message);
    console.info(
      `database outages: ${acked.length} writes acknowledged, ${lost.length} lost, answers ${JSON.stringify(Object.fromEntries(statuses))}`,
    );
    expect(lost).toEqual([]);
  }, 120_000);
});
