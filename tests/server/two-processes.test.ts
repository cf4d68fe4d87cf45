// @vitest-environment node
import type { ChildProcess } from 'node:child_process';
import { afterAll, describe, expect, it } from 'vitest';
import { openPostgres } from '#src/server/db/postgres';
import type { Db } from '#src/server/db/types';
import { startSink, type SmtpSink } from './smtp-sink';
import { postLead, startApi } from './spawn-server';

/**
 * Several instances behind a load balancer (README "Running several instances"): two real server
 * processes (the production entry, each with its own outbox worker) on one PostgreSQL, driven
 * alternately, behave as one site. Needs a PostgreSQL server (TEST_DATABASE_URL, as CI sets);
 * the processes get a schema of their own on it.
 */
const children: ChildProcess[] = [];
let sink: SmtpSink | undefined;
let db: Db | undefined;
afterAll(async () => {
  children.forEach((c) => c.kill('SIGKILL'));
  await sink?.close();
  await db?.close();
});

const SITE = 'http://studio.test';
const ADMIN = { email: 'admin@lumora.studio', password: 'two-processes-password' };
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('two processes on one PostgreSQL', () => {
  it('share sessions, rate limits and sign-in limits, migrate once and send each notification exactly once', async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const schema = `two_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
    const bootstrap = await openPostgres(url);
    await bootstrap.query(`CREATE SCHEMA ${schema}`);
    await bootstrap.close();
    const databaseUrl = `${url}${url.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
    sink = await startSink();
    const env = {
      DATABASE_URL: databaseUrl,
      SITE_URL: SITE,
      ADMIN_PASSWORD: ADMIN.password,
      RATE_LIMIT_MAX: '12',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      NOTIFY_TO: 'team@studio.example',
      OUTBOX_INTERVAL_MS: '20',
      // Behind one load balancer, which names the visitor's address in X-Forwarded-For.
      TRUST_PROXY: '1',
    };
    // Both start at once on an empty schema: the migrations race and must apply once.
    const [a, b] = await Promise.all([startApi(env, children, { entry: 'main' }), startApi(env, children, { entry: 'main' })]);
    db = await openPostgres(databaseUrl);
    const migrations = await db.query<{ name: string; n: number }>('SELECT name, count(*)::int AS n FROM schema_migrations GROUP BY name');
    expect(migrations.rows.length).toBeGreaterThan(5);
    expect(migrations.rows.filter((r) => r.n !== 1)).toEqual([]);

    const login = (base: string, password: string, from = '198.51.100.1') =>
      fetch(`${base}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: SITE, 'x-forwarded-for': from },
        body: JSON.stringify({ email: ADMIN.email, password }),
      });

    // A session made on one process is valid on the other, and signing out on either ends it on both.
    const signedIn = await login(a.base, ADMIN.password);
    expect(signedIn.status).toBe(200);
    const cookie = signedIn.headers.get('set-cookie')!.split(';')[0]!;
    const inbox = (base: string) => fetch(`${base}/api/admin/leads`, { headers: { cookie } });
    expect((await inbox(b.base)).status).toBe(200);
    expect((await fetch(`${b.base}/api/auth/logout`, { method: 'POST', headers: { cookie, origin: SITE } })).status).toBeLessThan(300);
    expect((await inbox(a.base)).status).toBe(401);

    // The sign-in limit (5 wrong passwords per account and address the account never signed in from) counts across both.
    const wrong: number[] = [];
    for (let i = 0; i < 6; i++) wrong.push((await login(i % 2 ? b.base : a.base, `wrong ${i}`, '203.0.113.7')).status);
    expect(wrong).toEqual([401, 401, 401, 401, 401, 429]);

    // The form rate limit (12 a minute per address) counts across both.
    const statuses: number[] = [];
    for (let i = 0; i < 13; i++) statuses.push((await postLead(i % 2 ? b.base : a.base, 'two')).status);
    expect(statuses.slice(0, 12)).toEqual(Array(12).fill(201));
    expect(statuses[12]).toBe(429);

    // Flow counts sent to both processes at once are each added once (one upserted row per day and transition).
    const flowBatch = (base: string, i: number) =>
      fetch(`${base}/api/flows`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${100 + i}` },
        body: JSON.stringify({
          counts: [
            { machine: 'consultationWizard', source: 'editing.step.one', event: 'wizard.next', target: 'editing.step.two', count: 2 },
          ],
        }),
      });
    const flowStatuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => flowBatch(i % 2 ? b.base : a.base, i).then((r) => r.status)),
    );
    expect(flowStatuses).toEqual(Array(20).fill(204));
    const flowRows = await db.query<{ count: string }>('SELECT count::text AS count FROM flow_counts');
    expect(flowRows.rows).toEqual([{ count: '40' }]);

    // Both workers poll every 20 ms; each queued message reaches the mail server once.
    const queued = async () => (await db!.query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox')).rows[0]!.n;
    const unsent = async () =>
      (await db!.query<{ n: number }>("SELECT count(*)::int AS n FROM notification_outbox WHERE status <> 'sent'")).rows[0]!.n;
    for (let i = 0; i < 300 && (await unsent()) > 0; i++) await sleep(100);
    expect(await unsent()).toBe(0);
    const total = await queued();
    expect(total).toBeGreaterThanOrEqual(12);
    await sleep(300); // a duplicate would arrive in this time
    const ids = sink.received.map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1]);
    expect(sink.received).toHaveLength(total);
    expect(new Set(ids).size).toBe(total);
  }, 120_000);
});
