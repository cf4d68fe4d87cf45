// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows } from '#src/server/leads/store';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

const valid = {
  consentId: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
  categories: { necessary: true, analytics: true, marketing: false, preferences: true },
  revision: 1,
  source: 'banner',
  gpc: false,
};

// One embedded database for the file (starting PGlite is the slow part); each test starts from an empty log.
beforeAll(async () => {
  h = await testApp();
}, 120_000);
afterAll(async () => {
  await h?.close();
}, 60_000);
beforeEach(async () => {
  await h.db.query('DELETE FROM consent_log');
});

describe('POST /api/consent', () => {
  it('logs an anonymous consent record with its categories, revision and time', async () => {
    const before = Date.now();
    const res = await h.app.inject({ method: 'POST', url: '/api/consent', payload: valid, headers: { 'x-forwarded-for': '203.0.113.9' } });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'accepted' });
    const rows = await h.db.query<{ consent_id: string; categories: unknown; revision: number; source: string; received_at: Date }>(
      'SELECT * FROM consent_log',
    );
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0]!;
    expect(row.consent_id).toBe(valid.consentId);
    expect(typeof row.categories === 'string' ? JSON.parse(row.categories) : row.categories).toEqual(valid.categories);
    expect(row.revision).toBe(1);
    expect(row.source).toBe('banner');
    expect((row as unknown as { gpc: boolean | null }).gpc).toBe(false);
    expect(new Date(row.received_at).getTime()).toBeGreaterThanOrEqual(before - 1000);
    // Anonymous: nothing about the visitor's address or browser is kept, and nobody is notified.
    expect(JSON.stringify(row)).not.toContain('203.0.113.9');
    expect(await countRows(h.db, 'notification_outbox')).toBe(0);
  });

  it('keeps every choice of the same browser under one consent id', async () => {
    await h.app.inject({ method: 'POST', url: '/api/consent', payload: valid });
    await h.app.inject({
      method: 'POST',
      url: '/api/consent',
      payload: { ...valid, source: 'settings', categories: { necessary: true, analytics: false, marketing: false, preferences: false } },
    });
    expect(await countRows(h.db, 'consent_log', 'consent_id = $1', [valid.consentId])).toBe(2);
  });

  it('records whether the browser sent Global Privacy Control with the choice', async () => {
    const post = (payload: Record<string, unknown>) => h.app.inject({ method: 'POST', url: '/api/consent', payload });
    expect((await post({ ...valid, gpc: true })).statusCode).toBe(201);
    expect((await post({ ...valid, consentId: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', gpc: false })).statusCode).toBe(201);
    // A page cached from before the signal was sent: logged, with the signal unknown.
    const { gpc: _omitted, ...withoutGpc } = valid;
    expect((await post({ ...withoutGpc, consentId: '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4' })).statusCode).toBe(201);
    const rows = await h.db.query<{ consent_id: string; gpc: boolean | null }>(
      'SELECT consent_id, gpc FROM consent_log ORDER BY consent_id',
    );
    expect(rows.rows).toEqual([
      { consent_id: '0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d', gpc: false },
      { consent_id: valid.consentId, gpc: true },
      { consent_id: '5d6e7f80-91a2-4b3c-8d4e-5f60718293a4', gpc: null },
    ]);
  });

  it.each([
    ['a Global Privacy Control flag that is not a boolean', { gpc: 'yes' }, 'gpc'],
    ['a consent id that is not a random UUID', { consentId: 'visitor@example.com' }, 'consentId'],
    ['necessary switched off', { categories: { ...valid.categories, necessary: false } }, 'categories.necessary'],
    ['a missing category', { categories: { necessary: true, analytics: true, marketing: false } }, 'categories.preferences'],
    ['a category that is not a boolean', { categories: { ...valid.categories, marketing: 'yes' } }, 'categories.marketing'],
    ['no revision', { revision: undefined }, 'revision'],
    ['an unknown source', { source: 'import' }, 'source'],
  ])('rejects %s with 400 and stores nothing', async (_label, change, field) => {
    const res = await h.app.inject({ method: 'POST', url: '/api/consent', payload: { ...valid, ...change } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields)).toContain(field);
    expect(await countRows(h.db, 'consent_log')).toBe(0);
  });

  it('rejects a body that is not an object', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/consent',
      payload: '[1,2]',
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
  });
});
