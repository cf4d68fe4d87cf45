// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { migrate, migrationsDir } from '#src/server/db/migrate';
import { countRows, saveRecord } from '#src/server/leads/store';
import { testDb } from './app-harness';

/**
 * The store itself, on the embedded PGlite always and on a real PostgreSQL
 * server when TEST_DATABASE_URL is set (CI runs both).
 */
type Store = Awaited<ReturnType<typeof testDb>>;
let store: Store;
const opened: Store[] = [];

const contact = {
  page: '/contact',
  spam: false,
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  company: '',
  budget: '25k-50k',
  service: 'brand-films',
  message: 'A brand film.',
};
const note = { kind: 'contact', subject: 'New contact message', body: 'name: Dana Whitfield' };
const chat = (conversation: string, name = 'Mia Chen') => ({
  page: '/',
  spam: false,
  conversation_id: conversation,
  name,
  email: 'mia@zest.example',
});

beforeAll(async () => {
  store = await testDb();
}, 60_000);
beforeEach(async () => {
  await store.db.query('TRUNCATE contact_messages, chat_leads, newsletter_subscriptions, notification_outbox');
});
afterAll(async () => {
  await store?.close();
  for (const s of opened) await s.close();
}, 60_000);

describe('a record and its notification are one transaction', () => {
  it('a failing outbox insert leaves no record behind', async () => {
    await expect(saveRecord(store.db, 'contact_messages', contact, { ...note, kind: null as never })).rejects.toThrow();
    await expect(saveRecord(store.db, 'contact_messages', contact, { ...note, body: 'cannot store \u0000' })).rejects.toThrow();
    expect(await countRows(store.db, 'contact_messages')).toBe(0);
    expect(await countRows(store.db, 'notification_outbox')).toBe(0);
  });

  it('a failing record insert queues no notification', async () => {
    await expect(saveRecord(store.db, 'contact_messages', { ...contact, name: null }, note)).rejects.toThrow();
    expect(await countRows(store.db, 'notification_outbox')).toBe(0);
  });

  it('both are there after a successful save, the notification pointing at the record', async () => {
    const { id, created } = await saveRecord(store.db, 'contact_messages', contact, note);
    expect(created).toBe(true);
    const outbox = await store.db.query<{ record_id: string; status: string }>('SELECT record_id, status FROM notification_outbox');
    expect(outbox.rows).toEqual([{ record_id: id, status: 'pending' }]);
  });

  it('parallel saves of the same chat conversation store one lead and one notification', async () => {
    const options = { conflictKey: 'conversation_id', conflictWhere: "conversation_id <> ''" };
    const results = await Promise.all(
      Array.from({ length: 6 }, () => saveRecord(store.db, 'chat_leads', chat('conv-race'), { ...note, kind: 'chat' }, options)),
    );
    expect(new Set(results.map((r) => r.id)).size).toBe(1);
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(await countRows(store.db, 'chat_leads')).toBe(1);
    expect(await countRows(store.db, 'notification_outbox')).toBe(1);
  });
});

describe('migrations', () => {
  it('applying them again to a live database is harmless: nothing re-run, nothing lost', async () => {
    await saveRecord(store.db, 'contact_messages', contact, note);
    expect(await migrate(store.db)).toEqual([]);
    // Even when every file runs again (the bookkeeping lost), each statement is idempotent.
    const names = (await store.db.query<{ name: string }>('SELECT name FROM schema_migrations ORDER BY name')).rows.map((r) => r.name);
    await store.db.query('DELETE FROM schema_migrations');
    expect(await migrate(store.db)).toEqual(names);
    expect(await countRows(store.db, 'contact_messages')).toBe(1);
    expect(await countRows(store.db, 'notification_outbox')).toBe(1);
  });

  it('three migration runs at once (processes starting together) apply each file exactly once and none fails', async () => {
    // The race is in PostgreSQL's catalogue (two CREATE TABLE IF NOT EXISTS at once), so on a
    // server several fresh databases are tried; PGlite runs one query at a time, once is enough.
    const rounds = store.db.kind === 'postgres' ? 25 : 1;
    for (let round = 0; round < rounds; round++) {
      const fresh = await testDb({ migrated: false });
      opened.push(fresh);
      const runs = await Promise.all([migrate(fresh.db), migrate(fresh.db), migrate(fresh.db)]);
      expect(runs.flat().sort()).toEqual(
        fs
          .readdirSync(migrationsDir)
          .filter((f) => f.endsWith('.sql'))
          .sort(),
      );
    }
  }, 180_000); // Many fresh databases, each migrated three times over: slow on a loaded 2-core machine.

  it('the chat-lead migration is safe on a database that already holds duplicates: every row kept, one per conversation after', async () => {
    const fresh = await testDb({ migrated: false });
    opened.push(fresh);
    const before = fs.mkdtempSync(path.join(os.tmpdir(), 'migrations-'));
    try {
      for (const file of fs.readdirSync(migrationsDir).filter((f) => f.endsWith('.sql') && f < '0300')) {
        fs.copyFileSync(path.join(migrationsDir, file), path.join(before, file));
      }
      await migrate(fresh.db, before);
    } finally {
      fs.rmSync(before, { recursive: true, force: true });
    }
    // An older release stored a retried chat lead twice (and a third time), plus two leads without a conversation id.
    for (const [conversation, minutes] of [
      ['conv-dup', 3],
      ['conv-dup', 2],
      ['conv-dup', 1],
      ['conv-solo', 1],
      ['', 1],
      ['', 1],
    ] as const) {
      await fresh.db.query(
        `INSERT INTO chat_leads (id, received_at, conversation_id, name, email) VALUES (gen_random_uuid(), now() - ($2 || ' minutes')::interval, $1, 'Mia', 'mia@zest.example')`,
        [conversation, String(minutes)],
      );
    }
    const earliest = (
      await fresh.db.query<{ id: string }>("SELECT id FROM chat_leads WHERE conversation_id = 'conv-dup' ORDER BY received_at LIMIT 1")
    ).rows[0]!.id;

    await migrate(fresh.db);

    expect(await countRows(fresh.db, 'chat_leads')).toBe(6);
    const kept = await fresh.db.query<{ id: string }>("SELECT id FROM chat_leads WHERE conversation_id = 'conv-dup'");
    expect(kept.rows).toEqual([{ id: earliest }]);
    expect(await countRows(fresh.db, 'chat_leads', "conversation_id LIKE 'conv-dup (duplicate %)'")).toBe(2);
    // From now on a retry finds the first record.
    const retry = await saveRecord(fresh.db, 'chat_leads', chat('conv-dup'), null, {
      conflictKey: 'conversation_id',
      conflictWhere: "conversation_id <> ''",
    });
    expect(retry).toEqual({ id: earliest, created: false });
  }, 60_000);
});
