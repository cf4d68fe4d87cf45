// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consultationRequest } from '#src/api/consultation';
import { addDays, isoDateIn } from '#src/consultation/time';
import { countRows } from '#src/server/leads/store';
import { validConsultation } from '../utils/consultation-fixtures';
import { testApp } from './app-harness';

/**
 * One honeypot policy for every form endpoint: validate first, exactly as
 * for a visitor; a filled honeypot then answers exactly like success, is
 * stored only as spam that never collides with a real record, and sends no
 * email.
 */
type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

beforeAll(async () => {
  h = await testApp();
}, 60_000);
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await h?.close();
}, 60_000);

const BOT = { 'bot-field': 'http://spam.example' };
const contact = {
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  budget: '25k-50k',
  service: 'brand-films',
  message: 'We need a 90 second brand film for our spring launch.',
};
const consultation = (requestId: string, extra: Record<string, unknown> = {}) => ({
  ...consultationRequest({ requestId, data: { ...validConsultation, preferred_date: addDays(isoDateIn(new Date(), 'UTC'), 10) } }),
  ...extra,
});

type Answer = { statusCode: number; headers: Record<string, unknown>; body: string };
type Endpoint = { name: string; table: string; send: (extra: Record<string, unknown>, invalid?: boolean) => Promise<Answer> };
const json = (url: string, payload: unknown) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    payload: JSON.stringify(payload),
  });
const endpoints: Endpoint[] = [
  {
    name: 'contact (JSON)',
    table: 'contact_messages',
    send: (x, bad) => json('/contact', { ...contact, ...(bad ? { email: 'nope' } : {}), ...x }),
  },
  {
    name: 'contact (form post without JavaScript)',
    table: 'contact_messages',
    send: (x, bad) =>
      h.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: new URLSearchParams({ ...contact, ...(bad ? { email: 'nope' } : {}), ...(x as Record<string, string>) }).toString(),
      }),
  },
  {
    name: 'lead form',
    table: 'lead_submissions',
    send: (x, bad) => json('/api/leads', { source: 'service-page', name: 'Al Bo', email: bad ? 'nope' : 'al@bo.example', ...x }),
  },
  {
    name: 'chat lead',
    table: 'chat_leads',
    send: (x, bad) =>
      json('/api/leads', { source: 'chat', conversation_id: 'conv-1', name: 'Al Bo', email: bad ? 'nope' : 'al@bo.example', ...x }),
  },
  {
    name: 'newsletter',
    table: 'newsletter_subscriptions',
    send: (x, bad) => json('/api/newsletter', { email: bad ? 'nope' : 'reader@example.com', ...x }),
  },
  {
    name: 'consultation',
    table: 'consultation_requests',
    send: (x, bad) => json('/api/schedule-consultation', consultation('req-honeypot-1', bad ? { ...x, request_id: '!' } : x)),
  },
];
/** An answer with its ids blanked (they are random by design). */
const shape = (res: Answer) => ({
  status: res.statusCode,
  location: res.headers.location,
  type: String(res.headers['content-type'] ?? '').split(';')[0],
  body: res.body.replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, '<id>'),
});

describe('one honeypot policy', () => {
  it.each(endpoints)('$name: invalid input gets the same 400 with or without the honeypot, and nothing is stored', async (endpoint) => {
    const visitor = shape(await endpoint.send({}, true));
    expect(visitor.status).toBe(400);
    expect(shape(await endpoint.send(BOT, true))).toEqual(visitor);
    expect(await countRows(h.db, endpoint.table)).toBe(0);
  });

  it.each(endpoints)(
    '$name: a filled honeypot answers exactly like success, is stored only as spam, and sends nothing',
    async (endpoint) => {
      const bot = shape(await endpoint.send(BOT));
      expect(await countRows(h.db, endpoint.table, 'spam = true')).toBe(1);
      expect(await countRows(h.db, 'notification_outbox')).toBe(0);
      await h.reset();
      expect(shape(await endpoint.send({}))).toEqual(bot);
      expect(await countRows(h.db, endpoint.table, 'spam = false')).toBe(1);
    },
  );

  it.each(endpoints.filter((e) => ['chat lead', 'newsletter', 'consultation'].includes(e.name)))(
    '$name: spam never collides with a real record sent later or earlier under the same key',
    async (endpoint) => {
      expect((await endpoint.send(BOT)).statusCode).toBe(201);
      const real = await endpoint.send({});
      expect(real.statusCode).toBe(201);
      expect(await countRows(h.db, endpoint.table, 'spam = false')).toBe(1);
      expect(await countRows(h.db, endpoint.table, 'spam = true')).toBe(1);
      // The real record is notified; a later honeypot hit changes nothing about it.
      const queued = await countRows(h.db, 'notification_outbox');
      expect(queued).toBeGreaterThan(0);
      await endpoint.send(BOT);
      expect(await countRows(h.db, endpoint.table, 'spam = false')).toBe(1);
      expect(await countRows(h.db, 'notification_outbox')).toBe(queued);
    },
  );
});
