// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import privacyPolicy from 'virtual:legal/privacy-policy';
import type { Db } from '#src/server/db/types';
import { countRows } from '#src/server/leads/store';
import { runOutboxWorker } from '#src/server/notify/outbox-worker';
import { keptUntilRemoved, OUTBOX_KEEP_DAYS, purgeExpired, retentionPeriods } from '#src/server/retention';
import { testDb } from './app-harness';

let store: Awaited<ReturnType<typeof testDb>>;
const silent = { info: () => undefined, warn: () => undefined };
const tables = [...new Set([...retentionPeriods.map((r) => r.table), ...keptUntilRemoved.map((r) => r.table), 'notification_outbox'])];

beforeAll(async () => {
  store = await testDb();
}, 60_000);
beforeEach(async () => {
  await store.db.query(`TRUNCATE ${tables.join(', ')}`);
});
afterAll(async () => {
  await store?.close();
}, 60_000);

/** Insert a row with every required column filled (whatever the table's columns are), received `ageDays` ago; answers its id. */
async function insertAged(db: Db, table: string, ageDays: number, handledDaysAgo: number | null = null): Promise<string> {
  const columns = await db.query<{ column_name: string; data_type: string }>(
    `SELECT column_name, data_type FROM information_schema.columns
      WHERE table_schema = current_schema() AND table_name = $1 AND is_nullable = 'NO' AND column_default IS NULL`,
    [table],
  );
  const id = randomUUID();
  const names = ['received_at'];
  const values: unknown[] = [new Date(Date.now() - ageDays * 86_400_000).toISOString()];
  for (const { column_name: name, data_type: type } of columns.rows) {
    names.push(name);
    values.push(
      name === 'id'
        ? id
        : type === 'boolean'
          ? true
          : type === 'date'
            ? '2030-01-01'
            : type === 'jsonb'
              ? '{}'
              : type === 'integer'
                ? 1
                : type.startsWith('timestamp')
                  ? new Date().toISOString()
                  : `${name}-${randomUUID()}`,
    );
  }
  if (handledDaysAgo !== null) {
    names.push('handled_at');
    values.push(new Date(Date.now() - handledDaysAgo * 86_400_000).toISOString());
  }
  await db.query(`INSERT INTO ${table} (${names.join(', ')}) VALUES (${values.map((_, i) => `$${i + 1}`).join(', ')})`, values);
  return id;
}

const DAYS_PER_MONTH = 30.44;

describe('retention purge', () => {
  it('deletes each kind of record once its period has passed, counting from the last contact', async () => {
    const expected: Record<string, string[]> = {};
    for (const { table, months } of retentionPeriods) {
      const period = months * DAYS_PER_MONTH;
      await insertAged(store.db, table, period + 5);
      const recent = await insertAged(store.db, table, period - 5);
      // Old, but the studio answered it recently: the period runs from that contact.
      const answered = await insertAged(store.db, table, period + 60, 20);
      expected[table] = [recent, answered].sort();
    }
    const kept = await insertAged(store.db, 'newsletter_subscriptions', 3000);

    const purged = await purgeExpired(store.db);

    for (const { table } of retentionPeriods) {
      expect(purged[table], table).toBe(1);
      const ids = (await store.db.query<{ id: string }>(`SELECT id FROM ${table}`)).rows.map((r) => r.id).sort();
      expect(ids, table).toEqual(expected[table]);
    }
    expect((await store.db.query('SELECT id FROM newsletter_subscriptions')).rows).toEqual([{ id: kept }]);
  });

  it('deletes delivered notifications (copies of their record) after 30 days, never pending ones', async () => {
    const add = (status: string, ageDays: number) =>
      store.db.query(
        `INSERT INTO notification_outbox (id, created_at, kind, record_id, subject, body, status) VALUES ($1, now() - ($2 || ' days')::interval, 'contact', $3, 's', 'b', $4)`,
        [randomUUID(), String(ageDays), randomUUID(), status],
      );
    await add('sent', OUTBOX_KEEP_DAYS + 1);
    await add('logged', OUTBOX_KEEP_DAYS + 1);
    await add('failed', OUTBOX_KEEP_DAYS + 1);
    await add('pending', OUTBOX_KEEP_DAYS + 100);
    await add('sent', OUTBOX_KEEP_DAYS - 1);
    expect((await purgeExpired(store.db)).notification_outbox).toBe(3);
    expect((await store.db.query<{ status: string }>('SELECT status FROM notification_outbox ORDER BY status')).rows).toEqual([
      { status: 'pending' },
      { status: 'sent' },
    ]);
  });

  it('runs in the outbox worker loop', async () => {
    await insertAged(store.db, 'chat_leads', 400);
    const stop = new AbortController();
    const worker = runOutboxWorker(store.db, {
      to: 'team@example.com',
      from: 'site@example.com',
      log: silent,
      intervalMs: 60_000,
      signal: stop.signal,
    });
    try {
      await expect.poll(() => countRows(store.db, 'chat_leads'), { timeout: 15_000 }).toBe(0);
    } finally {
      stop.abort();
      await worker;
    }
  });
});

describe('the privacy policy states the periods the server keeps', () => {
  const section = privacyPolicy.sections.find((s) => s.id === 'retention');
  const table = section?.blocks.find((b) => b.kind === 'table');
  const rows = new Map<string, string>(table && table.kind === 'table' ? table.rows.map((r) => [r[0]!, r[1]!]) : []);

  it.each(retentionPeriods.map((r) => [r.table, r.months, r.policyRow] as const))('%s: %i months (“%s”)', (_table, months, policyRow) => {
    expect(rows.get(policyRow)).toMatch(new RegExp(`^${months} months\\b`));
  });

  it.each(keptUntilRemoved.map((r) => [r.table, r.policyRow] as const))(
    '%s is kept until removal (“%s”), with no period the server would have to enforce',
    (_table, policyRow) => {
      expect(rows.get(policyRow)).toBeDefined();
      expect(rows.get(policyRow)).not.toMatch(/\d+\s*(months?|years?|days?)/);
    },
  );
});
