/**
 * `npm run bench:abuse`: the hardening figures the README's Reliability section reports.
 *
 * 1. Fuzz: BENCH_FUZZ_REQUESTS (5000) random requests against the production server (built site
 *    from DIST_DIR, embedded database): every page of the sitemap, every API and form route, with
 *    random methods, headers, content types, encodings and bodies (garbage, truncated, deep,
 *    huge, wrong types) and malformed paths. Counts the answers by status class; any 5xx is
 *    listed.
 * 2. kill -9: BENCH_KILL_ROUNDS (10) rounds of three writers posting leads to a real API process
 *    that is SIGKILLed mid-stream, then restarted on the same store. Counts the writes answered 201
 *    and how many of those are missing afterwards. On the embedded database, and on PostgreSQL
 *    when BENCH_DATABASE_URL is set (a schema of its own on that server).
 * 3. Slow SMTP: the production server sends to a mail server that takes each message and answers
 *    250 only after BENCH_SMTP_DELAY_MS (3000), beyond a 1 s OUTBOX_SEND_TIMEOUT_MS. Counts the
 *    copies of each of 4 notifications the mail server received in BENCH_SMTP_WATCH_MS (20000),
 *    and how long a notification queued 0.4 s after a stuck one took to arrive.
 * 4. Bad settings: starts the production server with empty and malformed settings and reports
 *    what each does (exit code and the line printed, or that it started).
 *
 * 5. Owner lock-out: 100 wrong guesses from 100 addresses, then the owner's right password from a new
 *    address without and with the device cookie of an earlier sign-in (answers of each).
 * 6. Owner under a sign-in flood: 12 guessers on rotating addresses keep the hashing queue full while the
 *    owner (device cookie) signs in 15 times: how many of the owner's were refused, and the waits.
 * 7. Emails per recipient: 10 contact messages naming one address: how many were accepted and how many
 *    receipts were queued for that address.
 *
 * BENCH_ABUSE (a comma-separated list of fuzz, kill, smtp, settings, owner, flood, mails) runs only those.
 * Prints a table and writes bench/abuse.json. Never part of `npm test`; needs a build (DIST_DIR,
 * default dist/) for the fuzz part.
 */
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { openDb } from '#src/server/db/open';
import { openPostgres } from '#src/server/db/postgres';
import type { Queryable } from '#src/server/db/types';
import { startSink } from '#tests/server/smtp-sink';
import { exitAtStart, postLead, startApi } from '#tests/server/spawn-server';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const distDir = path.resolve(root, process.env.DIST_DIR ?? 'dist');
const fuzzRequests = Number(process.env.BENCH_FUZZ_REQUESTS ?? 5000);
const killRounds = Number(process.env.BENCH_KILL_ROUNDS ?? 10);
const pgUrl = process.env.BENCH_DATABASE_URL;
const only = process.env.BENCH_ABUSE?.split(',').map((name) => name.trim());
const wanted = (scenario: string) => !only || only.includes(scenario);
const children: ChildProcess[] = [];
process.on('exit', () => children.forEach((c) => c.kill('SIGKILL')));

/** A small deterministic random source, so a run can be repeated (BENCH_SEED). */
let seed = Number(process.env.BENCH_SEED ?? 20261125);
const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)]!;

// 1. Fuzz
const sitemap = fs.existsSync(path.join(distDir, 'client/sitemap.xml'))
  ? fs.readFileSync(path.join(distDir, 'client/sitemap.xml'), 'utf8')
  : '';
const pages = [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]!);
const apiRoutes = [
  '/api/leads',
  '/api/newsletter',
  '/api/schedule-consultation',
  '/api/consent',
  '/api/auth/login',
  '/api/auth/logout',
  '/api/auth/session',
  '/api/admin/leads',
  '/api/admin/leads/contact/00000000-0000-0000-0000-000000000000',
  '/api/admin/leads/contact/export.csv',
  '/api/admin/leads/contact/x/status',
  '/contact',
  '/consultation/manage',
  '/healthz',
  '/readyz',
];
const oddPaths = [
  '/%ZZ',
  '/insights/%E0%A4%A',
  '/..%2f..%2fetc/passwd',
  '//double',
  '/a'.repeat(400),
  '/search?q=%00',
  '/?x=' + 'y'.repeat(5000),
  '/insights/\u00e9',
  '/%2e%2e/',
];
const methods = ['GET', 'GET', 'POST', 'POST', 'POST', 'PUT', 'DELETE', 'PATCH', 'HEAD', 'OPTIONS'];
const contentTypes = [
  'application/json',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'text/plain',
  'application/xml',
  'application/json; charset=utf-16',
  '',
  'application/json;;;',
];
const fields = [
  'source',
  'name',
  'email',
  'message',
  'company',
  'service',
  'consent',
  'password',
  'date',
  'time',
  'timezone',
  'token',
  'budget',
  'phone',
  'website',
  '__proto__',
  'constructor',
];
const values: unknown[] = [
  '',
  'x',
  'a'.repeat(20_000),
  -1,
  1e308,
  null,
  true,
  [],
  {},
  { $gt: '' },
  '<script>alert(1)</script>',
  "'; DROP TABLE leads; --",
  '\u0000',
  '😀'.repeat(50),
  'a@b.co?cc=x%40evil.example',
  '2024-02-30',
  '=cmd|calc',
  [1, [2, [3]]],
];
function body(type: string): string | Uint8Array<ArrayBuffer> {
  const shape = random();
  if (shape < 0.15) return Uint8Array.from(Array.from({ length: Math.floor(random() * 2000) }, () => Math.floor(random() * 256)));
  if (shape < 0.25) return '{"name": "truncated';
  if (shape < 0.3) return '['.repeat(5000) + ']'.repeat(5000);
  const object: Record<string, unknown> = {};
  for (let i = 0; i < 1 + random() * 6; i++) object[pick(fields)] = pick(values);
  if (type.startsWith('application/x-www-form-urlencoded'))
    return new URLSearchParams(Object.entries(object).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
  return JSON.stringify(object);
}

async function fuzz(): Promise<{ requests: number; byClass: Record<string, number>; errors: string[]; transport: number }> {
  const api = await startApi({ RATE_LIMIT_MAX: '100000000', DIST_DIR: distDir, ADMIN_PASSWORD: 'fuzz-password-not-used' }, children, {
    entry: 'main',
  });
  const byClass: Record<string, number> = {};
  const errors: string[] = [];
  let transport = 0;
  const targets = [...pages, ...apiRoutes, ...oddPaths];
  let done = 0;
  const lane = async () => {
    while (done < fuzzRequests) {
      done++;
      const method = pick(methods);
      const url = pick(targets);
      const type = pick(contentTypes);
      const headers: Record<string, string> = {};
      if (type) headers['content-type'] = type;
      if (random() < 0.3) headers.origin = pick([api.base, 'http://evil.example', 'null']);
      if (random() < 0.1) headers['content-encoding'] = pick(['gzip', 'br', 'identity', 'bogus']);
      if (random() < 0.2) headers.cookie = pick(['session=abc', 'session=' + 'z'.repeat(5000), 'consent=%7B']);
      if (random() < 0.2) headers.accept = pick(['text/html', 'application/json', '*/*', '']);
      const hasBody = method !== 'GET' && method !== 'HEAD' && method !== 'OPTIONS';
      try {
        const res = await fetch(api.base + url, {
          method,
          headers,
          body: hasBody ? body(type) : undefined,
          signal: AbortSignal.timeout(20_000),
          redirect: 'manual',
        });
        await res.arrayBuffer().catch(() => undefined);
        const key = `${Math.floor(res.status / 100)}xx`;
        byClass[key] = (byClass[key] ?? 0) + 1;
        if (res.status >= 500) errors.push(`${res.status} ${method} ${url.slice(0, 80)} ${type}`);
      } catch (error) {
        // The server closing a connection it refused (Connection: close before the body was read) is not a failure.
        transport++;
        if (!/fetch failed|other side closed|ECONNRESET|socket/i.test(String((error as Error).cause ?? error))) errors.push(String(error));
      }
    }
  };
  await Promise.all(Array.from({ length: 8 }, lane));
  if (api.child.exitCode !== null) errors.push(`server exited: ${api.child.exitCode}`);
  api.child.kill('SIGTERM');
  await api.exited;
  return { requests: fuzzRequests, byClass, errors, transport };
}

// 2. kill -9
async function killRuns(
  label: string,
  env: Record<string, string>,
  store: () => Promise<{ ids: () => Promise<Set<string>>; close: () => Promise<void> }>,
) {
  let acked = 0;
  let lost = 0;
  for (let round = 0; round < killRounds; round++) {
    const api = await startApi({ ...env, RATE_LIMIT_MAX: '100000000', ADMIN_PASSWORD: 'kill-password-not-used' }, children);
    const roundAcked: string[] = [];
    let writing = true;
    const writer = async () => {
      while (writing) {
        try {
          const result = await postLead(api.base, `kill-${round}`);
          if (result.status === 201 && result.id) roundAcked.push(result.id);
        } catch {
          return; // the process is gone
        }
      }
    };
    const writers = [writer(), writer(), writer()];
    await new Promise((r) => setTimeout(r, 500 + random() * 1000));
    api.child.kill('SIGKILL');
    await api.exited;
    writing = false;
    await Promise.all(writers);
    const opened = await store();
    const stored = await opened.ids();
    await opened.close();
    acked += roundAcked.length;
    lost += roundAcked.filter((id) => !stored.has(id)).length;
  }
  return { label, rounds: killRounds, acked, lost };
}

// 3. Slow SMTP
/** Poll `done` every 50 ms until it holds or `ms` pass; answers whether it held. */
async function until(done: () => boolean, ms: number): Promise<boolean> {
  const end = performance.now() + ms;
  while (!done() && performance.now() < end) await new Promise((r) => setTimeout(r, 50));
  return done();
}

async function slowSmtp() {
  const delayMs = Number(process.env.BENCH_SMTP_DELAY_MS ?? 3000);
  const watchMs = Number(process.env.BENCH_SMTP_WATCH_MS ?? 20_000);
  let slow = true;
  const sink = await startSink({ replyAfter: () => (slow ? new Promise((r) => setTimeout(r, delayMs)) : undefined) });
  const team = 'team@bench.example';
  const env = { SMTP_URL: `smtp://127.0.0.1:${sink.port}`, NOTIFY_TO: team, OUTBOX_SEND_TIMEOUT_MS: '1000', OUTBOX_INTERVAL_MS: '100' };
  const teamMail = () => sink.received.filter((m) => m.to.includes(team));
  const copiesOf = (tag: string) => teamMail().filter((m) => m.raw.includes(tag));
  const start = async () =>
    startApi({ ...env, RATE_LIMIT_MAX: '100000000', ADMIN_PASSWORD: 'smtp-password-not-used' }, children, {
      entry: 'main',
    });

  // Every message slow: how many copies of each arrive while retries run.
  let api = await start();
  const tags = [];
  for (let i = 0; i < 4; i++) tags.push((await postLead(api.base, `smtp-copies-${i}`)).message);
  await new Promise((r) => setTimeout(r, watchMs));
  const copies = tags.map((tag) => copiesOf(tag).length);
  const messageIds = tags.map((tag) => new Set(copiesOf(tag).map((m) => /^Message-ID:\s*(\S+)/im.exec(m.raw)?.[1])).size);
  api.child.kill('SIGKILL');
  await api.exited;

  // Only the first message slow: how long the second, queued 0.4 s later, waits.
  sink.received.length = 0;
  let first = true;
  slow = false;
  const holdFirst = startSink({
    replyAfter: () => (first ? ((first = false), new Promise((r) => setTimeout(r, delayMs * 10))) : undefined),
  });
  const sink2 = await holdFirst;
  api = await startApi(
    {
      ...env,
      SMTP_URL: `smtp://127.0.0.1:${sink2.port}`,
      OUTBOX_SEND_TIMEOUT_MS: '120000',
      RATE_LIMIT_MAX: '100000000',
      ADMIN_PASSWORD: 'x-not-used',
    },
    children,
    { entry: 'main' },
  );
  await postLead(api.base, 'smtp-stuck');
  await until(() => sink2.received.length > 0, 10_000);
  await new Promise((r) => setTimeout(r, 400));
  const queued = performance.now();
  const next = (await postLead(api.base, 'smtp-next')).message;
  const arrived = await until(() => sink2.received.some((m) => m.raw.includes(next)), 60_000);
  const nextDelayMs = arrived ? Math.round(performance.now() - queued) : null;
  api.child.kill('SIGKILL');
  await api.exited;
  await Promise.all([sink.close(), sink2.close()]);
  return {
    replyDelayMs: delayMs,
    sendTimeoutMs: 1000,
    watchedMs: watchMs,
    copiesPerMessage: copies,
    messageIdsPerMessage: messageIds,
    nextDelayMs,
  };
}

// 4. Bad settings
async function badSettings() {
  const cases: Record<string, string>[] = [
    { RATE_LIMIT_MAX: '' },
    { RATE_LIMIT_MAX: 'abc' },
    { RATE_LIMIT_WINDOW_MS: '' },
    { REQUEST_TIMEOUT_MS: '' },
    { OUTBOX_INTERVAL_MS: '' },
    { OUTBOX_INTERVAL_MS: '0' },
    { SHUTDOWN_TIMEOUT_MS: '' },
    { SHUTDOWN_TIMEOUT_MS: '200' },
    { OUTBOX_SEND_TIMEOUT_MS: '' },
    { TRUST_PROXY: 'TRUE' },
    { TRUST_PROXY: 'everyone' },
    { PG_POOL_MAX: 'many' },
    { LOG_LEVEL: 'verbose' },
  ];
  const outcomes = [];
  for (const env of cases) {
    const { code, output } = await exitAtStart({ ...env, PASSWORD_HASH_COST: '16', ADMIN_PASSWORD: 'settings-not-used' }, children);
    const lines = output.trim().split('\n').filter(Boolean);
    outcomes.push({
      setting: Object.entries(env).map(([k, v]) => `${k}='${v}'`)[0],
      outcome: code === null ? 'started (default or accepted value)' : `exit ${code}`,
      printed: lines.length ? `${lines[0]}${lines.length > 1 ? ` (+${lines.length - 1} lines)` : ''}` : '',
    });
  }
  return outcomes;
}

const idsOf = async (db: Queryable) =>
  new Set((await db.query<{ id: string }>('SELECT id::text AS id FROM lead_submissions')).rows.map((r) => r.id));

const OWNER = { email: 'admin@lumora.studio', password: 'bench owner password', role: 'admin' };

/** A sign-in through a trusted proxy from `from`; answers the status, the ms it took and the device cookie. */
async function signIn(base: string, from: string, password: string, cookie?: string) {
  const started = performance.now();
  const res = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: base, 'x-forwarded-for': from, ...(cookie ? { cookie } : {}) },
    body: JSON.stringify({ ...OWNER, password }),
  });
  await res.arrayBuffer();
  const device = res.headers
    .getSetCookie()
    .find((c) => c.startsWith('lumora_device_admin='))
    ?.split(';')[0];
  return { status: res.status, ms: Math.round(performance.now() - started), device };
}

const ownerEnv = { ADMIN_PASSWORD: OWNER.password, TRUST_PROXY: '1', RATE_LIMIT_MAX: '100000000' };

/** Item 3: can guesses spread over many addresses lock the owner out? */
async function ownerLockout() {
  const api = await startApi({ ...ownerEnv, PASSWORD_HASH_COST: '10' }, children);
  const { device } = await signIn(api.base, '198.51.100.7', OWNER.password);
  for (let n = 1; n <= 100; n++) await signIn(api.base, `10.77.0.${n}`, 'wrong guess');
  const newDevice = await signIn(api.base, '192.0.2.50', OWNER.password);
  const knownDevice = await signIn(api.base, '192.0.2.51', OWNER.password, device);
  api.child.kill();
  await api.exited;
  return { guesses: 100, ownerNewDeviceStatus: newDevice.status, ownerKnownDeviceStatus: knownDevice.status };
}

/** Item 4: does a flood of unknown sign-ins refuse or hold up the owner's known device? */
async function ownerUnderFlood() {
  const api = await startApi(ownerEnv, children);
  const { device } = await signIn(api.base, '198.51.100.7', OWNER.password);
  let stop = false;
  let next = 0;
  const attacker = async () => {
    while (!stop) await signIn(api.base, `10.88.${(next >> 8) & 255}.${next++ & 255}`, 'wrong guess');
  };
  const attackers = Array.from({ length: 12 }, attacker);
  await new Promise((r) => setTimeout(r, 1000));
  const owner: { status: number; ms: number }[] = [];
  for (let i = 0; i < 15; i++) {
    const { status, ms } = await signIn(api.base, '198.51.100.7', OWNER.password, device);
    owner.push({ status, ms });
  }
  stop = true;
  await Promise.all(attackers);
  api.child.kill();
  await api.exited;
  const waits = owner.filter((o) => o.status === 200).map((o) => o.ms);
  return {
    attackers: 12,
    ownerTries: owner.length,
    ownerRefused: owner.filter((o) => o.status !== 200).length,
    ownerWaitMs: { min: Math.min(...waits), max: Math.max(...waits) },
  };
}

/** Item 5: how many visitor emails can a form aim at one address? */
async function mailsPerRecipient() {
  const mailDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-mail-'));
  const api = await startApi({ RATE_LIMIT_MAX: '100000000', ADMIN_PASSWORD: 'mail-bench-not-used', DATA_DIR: mailDir }, children);
  let accepted = 0;
  for (let i = 0; i < 10; i++) {
    const res = await fetch(`${api.base}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        name: 'Dana',
        email: 'target@victim.example',
        budget: '25k-50k',
        service: 'tv-commercial',
        message: `Message number ${i}`,
      }),
    });
    await res.arrayBuffer();
    if (res.status === 201) accepted++;
  }
  api.child.kill();
  await api.exited;
  const db = await openDb({ dataDir: mailDir });
  const queued = await db.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM notification_outbox WHERE recipient = 'target@victim.example'",
  );
  await db.close();
  fs.rmSync(mailDir, { recursive: true, force: true });
  return { messages: 10, accepted, visitorEmailsQueued: queued.rows[0]!.n };
}

const report: Record<string, unknown> = { date: new Date().toISOString(), cores: os.cpus().length, load: os.loadavg()[0] };
if (!wanted('fuzz')) {
  /* skipped */
} else if (pages.length) report.fuzz = await fuzz();
else console.warn(`no build in ${distDir}: fuzz skipped (npm run build, or set DIST_DIR)`);
if (wanted('owner')) report.ownerLockout = await ownerLockout();
if (wanted('flood')) report.ownerUnderFlood = await ownerUnderFlood();
if (wanted('mails')) report.mailsPerRecipient = await mailsPerRecipient();

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-kill-'));
if (wanted('kill'))
  report.killPglite = await killRuns('embedded (PGlite)', { DATA_DIR: dataDir }, async () => {
    const db = await openDb({ dataDir });
    return { ids: () => idsOf(db), close: () => db.close() };
  });
fs.rmSync(dataDir, { recursive: true, force: true });

if (pgUrl && wanted('kill')) {
  const schema = `abuse_${process.pid}`;
  const bootstrap = await openPostgres(pgUrl);
  await bootstrap.query(`CREATE SCHEMA ${schema}`);
  await bootstrap.close();
  const url = `${pgUrl}${pgUrl.includes('?') ? '&' : '?'}options=-c%20search_path%3D${schema}`;
  report.killPostgres = await killRuns('PostgreSQL', { DATABASE_URL: url }, async () => {
    const db = await openPostgres(url);
    return { ids: () => idsOf(db), close: () => db.close() };
  });
}

if (wanted('smtp')) report.slowSmtp = await slowSmtp();
if (wanted('settings')) report.badSettings = await badSettings();

fs.writeFileSync(path.join(root, 'bench/abuse.json'), JSON.stringify(report, null, 2) + '\n');
console.log(JSON.stringify(report, null, 2));
process.exit(0);
