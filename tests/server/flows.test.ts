// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import privacyPolicy from 'virtual:legal/privacy-policy';
import { FLOW_BATCH_MAX, FLOW_RETENTION_MONTHS, flowCountingCopy } from '#src/content/flows';
import { flowCountRetention, purgeExpired } from '#src/server/retention';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;
let adminCookie = '';
let clientCookie = '';
/** The server's clock: the tests move it between days. */
let now = new Date('2026-03-10T23:59:00Z');

const ORIGIN = 'http://localhost';
const ADMIN = { email: 'admin@lumora.studio', password: 'flows admin password', role: 'admin' };
const CLIENT = { email: 'client@lumora.studio', password: 'flows client password', role: 'client' };

const next = { machine: 'consultationWizard', source: 'editing.step.one', event: 'wizard.next', target: 'editing.step.two' };
const back = { machine: 'consultationWizard', source: 'editing.step.two', event: 'wizard.previous', target: 'editing.step.one' };
const welcome = { machine: 'chatQualification', source: 'idle', event: 'chat.welcome', target: 'project_type' };

const sendJson = (counts: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({ method: 'POST', url: '/api/flows', headers, payload: { counts } });
/** What the browser's beacon sends: a form with the batch as JSON in one field. */
const sendBeaconBody = (counts: unknown) =>
  h.app.inject({
    method: 'POST',
    url: '/api/flows',
    headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
    payload: new URLSearchParams({ counts: JSON.stringify(counts) }).toString(),
  });
const flows = (query: string, cookie = adminCookie) =>
  h.app.inject({ method: 'GET', url: `/api/admin/flows${query}`, headers: cookie ? { cookie } : {} });

async function signIn(payload: Record<string, string>) {
  const res = await h.app.inject({ method: 'POST', url: '/api/auth/login', headers: { origin: ORIGIN }, payload });
  expect(res.statusCode).toBe(200);
  return String(res.headers['set-cookie']).split(';')[0]!;
}

beforeAll(async () => {
  h = await testApp({ adminPassword: ADMIN.password, clientPassword: CLIENT.password }, { clock: () => now });
  adminCookie = await signIn(ADMIN);
  clientCookie = await signIn(CLIENT);
}, 120_000);
beforeEach(async () => {
  now = new Date('2026-03-10T23:59:00Z');
  await h.db.query('TRUNCATE flow_counts');
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('POST /api/flows', () => {
  it('adds each batch to the day’s counts, JSON or a beacon’s form body alike', async () => {
    expect(
      (
        await sendBeaconBody([
          { ...next, count: 2 },
          { ...welcome, count: 1 },
        ])
      ).statusCode,
    ).toBe(204);
    expect((await sendJson([{ ...next, count: 3 }])).statusCode).toBe(204);
    // Past midnight (UTC) a new day starts.
    now = new Date('2026-03-11T00:01:00Z');
    expect((await sendJson([{ ...next, count: 1 }])).statusCode).toBe(204);
    const rows = await h.db.query<{ day: string; machine: string; count: string | number }>(
      `SELECT to_char(day, 'YYYY-MM-DD') AS day, machine, count FROM flow_counts ORDER BY day, machine`,
    );
    expect(rows.rows.map((r) => [r.day, r.machine, Number(r.count)])).toEqual([
      ['2026-03-10', 'chatQualification', 1],
      ['2026-03-10', 'consultationWizard', 5],
      ['2026-03-11', 'consultationWizard', 1],
    ]);
  });

  it('stores nothing about the sender: no address, browser, cookie, identifier or time of day', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/api/flows',
      headers: { 'x-forwarded-for': '203.0.113.50', 'user-agent': 'FlowTestBrowser/1.0', cookie: 'sid=abc123secret' },
      payload: { counts: [{ ...next, count: 1, visitor: 'v-123', at: '2026-03-10T12:34:56Z' }] },
    });
    const columns = await h.db.query<{ column_name: string; data_type: string }>(
      `SELECT column_name, data_type FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = 'flow_counts' ORDER BY ordinal_position`,
    );
    expect(columns.rows.map((c) => `${c.column_name}:${c.data_type}`)).toEqual([
      'day:date',
      'machine:text',
      'source:text',
      'event:text',
      'target:text',
      'count:bigint',
    ]);
    const stored = JSON.stringify((await h.db.query('SELECT * FROM flow_counts')).rows);
    for (const text of ['203.0.113', 'FlowTestBrowser', 'abc123', 'v-123', '12:34']) expect(stored).not.toContain(text);
  });

  it('refuses a transition the machine does not have, an unknown machine and a bad count, storing none of the batch', async () => {
    const refused = [
      [{ ...next, target: 'editing.step.four', count: 1 }],
      [{ ...next, event: 'wizard.teleport', count: 1 }],
      [{ ...next, machine: 'cursor', count: 1 }],
      [{ ...next, machine: 'nosuchmachine', count: 1 }],
      [{ ...next, count: 0 }],
      [{ ...next, count: 1.5 }],
      [{ ...next, count: 1_000_000 }],
      [{ ...next, source: { $gt: '' }, count: 1 }],
      [],
      'not a list',
    ];
    for (const counts of refused) {
      // A valid count first: a refused batch is refused whole.
      const batch = Array.isArray(counts) && counts.length ? [{ ...welcome, count: 1 }, ...counts] : counts;
      const res = await sendJson(batch);
      expect(res.statusCode, JSON.stringify(counts)).toBe(400);
      expect(res.json().error).toBe('validation');
    }
    expect((await sendBeaconBody('{not json')).statusCode).toBe(400);
    expect((await h.db.query('SELECT * FROM flow_counts')).rows).toEqual([]);
  });

  it('bounds the batch and the body', async () => {
    const tooMany = Array.from({ length: FLOW_BATCH_MAX + 1 }, () => ({ ...next, count: 1 }));
    expect((await sendJson(tooMany)).statusCode).toBe(400);
    const huge = await h.app.inject({
      method: 'POST',
      url: '/api/flows',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ counts: [{ ...next, count: 1, padding: 'x'.repeat(40 * 1024) }] }),
    });
    expect(huge.statusCode).toBe(413);
    expect((await h.db.query('SELECT * FROM flow_counts')).rows).toEqual([]);
  });

  it('takes every transition the machines define, eventless and delayed ones included', async () => {
    const res = await sendJson([
      {
        machine: 'chatQualification',
        source: 'project_type.answered',
        event: 'xstate.after.typingDelay.chatQualification.project_type.answered',
        target: 'timeline',
        count: 1,
      },
      {
        machine: 'consultationWizard',
        source: 'editing.submission.busy',
        event: 'xstate.done.actor.submitConsultation',
        target: 'success',
        count: 1,
      },
    ]);
    expect(res.statusCode).toBe(204);
  });
});

describe('GET /api/admin/flows', () => {
  it('sums a machine’s counts over the chosen period', async () => {
    await sendJson([
      { ...next, count: 4 },
      { ...back, count: 1 },
      { ...welcome, count: 7 },
    ]);
    now = new Date('2026-03-01T12:00:00Z');
    await sendJson([{ ...next, count: 2 }]);
    now = new Date('2026-01-20T12:00:00Z');
    await sendJson([{ ...next, count: 100 }]);
    now = new Date('2026-03-10T08:00:00Z');

    const week = await flows('?machine=consultationWizard&days=7');
    expect(week.statusCode).toBe(200);
    expect(week.json()).toMatchObject({
      machine: 'consultationWizard',
      days: 7,
      transitions: [
        { source: 'editing.step.one', event: 'wizard.next', target: 'editing.step.two', count: 4 },
        { source: 'editing.step.two', event: 'wizard.previous', target: 'editing.step.one', count: 1 },
      ],
    });
    const month = (await flows('?machine=consultationWizard&days=30')).json();
    expect(month.transitions[0]).toEqual({ ...next, machine: undefined, count: 6 });
    const quarter = (await flows('?machine=consultationWizard&days=90')).json();
    expect(quarter.transitions[0].count).toBe(106);
    // The page draws the whole machine: every state and transition of its definition comes along.
    expect(quarter.states).toContain('editing.step.four');
    expect(quarter.graph).toContainEqual({ source: 'editing.step.three', event: 'wizard.next', target: 'editing.step.four' });
  });

  it('exports the same as CSV', async () => {
    await sendJson([{ ...next, count: 4 }]);
    const res = await h.app.inject({
      method: 'GET',
      url: '/api/admin/flows.csv?machine=consultationWizard&days=30',
      headers: { cookie: adminCookie },
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.headers['content-disposition']).toContain('flows-consultationWizard-30d-2026-03-10.csv');
    expect(res.body).toBe('\uFEFFsource,event,target,count\r\nediting.step.one,wizard.next,editing.step.two,4\r\n');
  });

  it('refuses an unknown machine or period', async () => {
    expect((await flows('?machine=cursor&days=30')).statusCode).toBe(400);
    expect((await flows('?machine=consultationWizard&days=365')).statusCode).toBe(400);
  });

  it('is for admins only: 401 without a session, 403 for a client', async () => {
    expect((await flows('?machine=consultationWizard&days=7', '')).statusCode).toBe(401);
    expect((await flows('?machine=consultationWizard&days=7', clientCookie)).statusCode).toBe(403);
    const csv = await h.app.inject({
      method: 'GET',
      url: '/api/admin/flows.csv?machine=consultationWizard&days=7',
      headers: { cookie: clientCookie },
    });
    expect(csv.statusCode).toBe(403);
  });
});

describe('retention', () => {
  it(`deletes daily counts older than ${FLOW_RETENTION_MONTHS} months and keeps the rest`, async () => {
    await h.db.query(
      `INSERT INTO flow_counts (day, machine, source, event, target, count) VALUES
        ((now() - interval '13 months' - interval '2 days')::date, 'consultationWizard', 'a', 'b', 'c', 1),
        ((now() - interval '13 months' + interval '2 days')::date, 'consultationWizard', 'a', 'b', 'c', 2),
        (now()::date, 'consultationWizard', 'a', 'b', 'c', 3)`,
    );
    expect((await purgeExpired(h.db)).flow_counts).toBe(1);
    const left = await h.db.query<{ count: string | number }>('SELECT count FROM flow_counts ORDER BY count');
    expect(left.rows.map((r) => Number(r.count))).toEqual([2, 3]);
  });

  it('is the period the privacy policy states', () => {
    const section = privacyPolicy.sections.find((s) => s.id === 'retention');
    const table = section?.blocks.find((b) => b.kind === 'table');
    const rows = new Map<string, string>(table && table.kind === 'table' ? table.rows.map((r) => [r[0]!, r[1]!]) : []);
    expect(flowCountRetention.policyRow).toBe(flowCountingCopy.retentionRow);
    expect(rows.get(flowCountRetention.policyRow)).toMatch(new RegExp(`^${FLOW_RETENTION_MONTHS} months\\b`));
  });
});
