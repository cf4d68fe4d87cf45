// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { countRows } from '#src/server/leads/store';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

const contact = {
  'form-name': 'contact',
  'bot-field': '',
  name: 'Dana Whitfield',
  email: 'dana@northwind.example',
  company: 'Northwind',
  budget: '25k-50k',
  service: 'brand-films',
  message: 'We need a 90 second brand film for our spring launch.',
};

const form = (data: Record<string, string>) => new URLSearchParams(data).toString();

// The embedded database and the first start's password hash take a while on a busy machine.
beforeAll(async () => {
  h = await testApp();
}, 60_000);
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('POST /contact', () => {
  it('stores a valid HTML form post and redirects to the success variant', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', referer: 'http://localhost/contact' },
      payload: form(contact),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?success=true');
    const rows = await h.db.query('SELECT name, email, budget, service, spam, page FROM contact_messages');
    expect(rows.rows).toEqual([
      { name: 'Dana Whitfield', email: 'dana@northwind.example', budget: '25k-50k', service: 'brand-films', spam: false, page: '/contact' },
    ]);
    expect(await countRows(h.db, 'notification_outbox', "kind = 'contact' AND status = 'pending'")).toBe(1);
  });

  it('answers 201 with an id for the script-driven JSON submit', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/contact', headers: { accept: 'application/json' }, payload: contact });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(String), status: 'accepted' });
  });

  it.each([
    ['name', { name: '' }, 'Please tell us your name.'],
    ['email', { email: 'not-an-email' }, 'Please enter a valid email address, like name@company.com.'],
    ['budget', { budget: 'a-million' }, 'Please choose a budget range.'],
    ['service', { service: '' }, 'Please choose a service.'],
    ['message', { message: '' }, 'Please tell us a little about your project.'],
  ])('rejects a bad %s with 400 naming the field', async (field, change, message) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'application/json' },
      payload: { ...contact, ...change },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await countRows(h.db, 'contact_messages')).toBe(0);
  });

  it('a form post with bad input gets a readable HTML page, not a 500', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...contact, email: 'nope' }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('Please enter a valid email address');
  });

  it('the no-JavaScript error page names each field with its label', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
      payload: form({ ...contact, name: 'D', email: 'nope', message: '' }),
    });
    expect(res.statusCode).toBe(400);
    const items = [...res.body.matchAll(/<li>(.*?)<\/li>/g)].map((m) => m[1]);
    expect(items).toEqual([
      'Name: Please enter at least 2 characters.',
      'Email: Please enter a valid email address, like name@company.com.',
      'Message: Please tell us a little about your project.',
    ]);
  });

  it('company is optional', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'application/json' },
      payload: { ...contact, company: '' },
    });
    expect(res.statusCode).toBe(201);
  });

  it('a filled honeypot answers exactly like a success, stores the message as spam and queues no notification', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form({ ...contact, 'bot-field': 'http://spam.example' }),
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?success=true');
    expect(await countRows(h.db, 'contact_messages', 'spam = true')).toBe(1);
    expect(await countRows(h.db, 'notification_outbox')).toBe(0);
  });

  it('a honeypot sent twice (a repeated form field arrives as a list) is still a silent success stored as spam', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: `${form(contact)}&bot-field=${encodeURIComponent('http://spam.example')}`,
    });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?success=true');
    expect(await countRows(h.db, 'contact_messages', 'spam = true')).toBe(1);
    expect(await countRows(h.db, 'notification_outbox')).toBe(0);
  });
});

describe('POST /api/leads', () => {
  const lead = {
    source: 'service-page',
    name: 'Ravi Menon',
    email: 'ravi@acme.example',
    company: 'Acme',
    service: 'tv-commercial',
    message: 'A 30s spot for Q3.',
    page: '/services/tv-commercial',
  };

  it('stores a lead-form submission with its source and page', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/leads', payload: lead });
    expect(res.statusCode).toBe(201);
    const rows = await h.db.query('SELECT source, service, page, spam FROM lead_submissions');
    expect(rows.rows).toEqual([{ source: 'service-page', service: 'tv-commercial', page: '/services/tv-commercial', spam: false }]);
  });

  it('stores chat leads in their own table with the qualification answers', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/api/leads',
      payload: {
        source: 'chat',
        name: 'Mia Chen',
        email: 'mia@zest.example',
        company: 'Zest',
        project_type: 'TV Commercial',
        timeline: '2-4 weeks',
        budget_band: '$15K - $50K',
        conversation_id: 'conv-1-abc',
      },
    });
    expect(res.statusCode).toBe(201);
    const rows = await h.db.query('SELECT name, project_type, timeline, budget_band, conversation_id FROM chat_leads');
    expect(rows.rows[0]).toEqual({
      name: 'Mia Chen',
      project_type: 'TV Commercial',
      timeline: '2-4 weeks',
      budget_band: '$15K - $50K',
      conversation_id: 'conv-1-abc',
    });
  });

  it('rejects an unknown source and a missing email', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/leads', payload: { ...lead, source: 'fax', email: '' } });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'source']);
  });

  it('malformed JSON is a 400, a wrong content type a 415, an oversized body a 413', async () => {
    const bad = await h.app.inject({
      method: 'POST',
      url: '/api/leads',
      headers: { 'content-type': 'application/json' },
      payload: '{"name": ',
    });
    expect(bad.statusCode).toBe(400);
    const type = await h.app.inject({ method: 'POST', url: '/api/leads', headers: { 'content-type': 'text/csv' }, payload: 'a,b' });
    expect(type.statusCode).toBe(415);
    const big = await h.app.inject({ method: 'POST', url: '/api/leads', payload: { ...lead, message: 'x'.repeat(70 * 1024) } });
    expect(big.statusCode).toBe(413);
  });

  it('non-object bodies and wrong field types are 400s, never 500s', async () => {
    for (const payload of [
      '[]',
      '"text"',
      '42',
      'null',
      JSON.stringify({ ...lead, name: { $gt: '' } }),
      JSON.stringify({ ...lead, email: ['a@b.co'] }),
    ]) {
      const res = await h.app.inject({ method: 'POST', url: '/api/leads', headers: { 'content-type': 'application/json' }, payload });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('a retried chat lead (same conversation) is stored and notified once, with the same answer', async () => {
    const chat = {
      source: 'chat',
      name: 'Mia Chen',
      email: 'mia@zest.example',
      project_type: 'TV Commercial',
      conversation_id: 'conv-retry-1',
    };
    const first = await h.app.inject({ method: 'POST', url: '/api/leads', payload: chat });
    const retry = await h.app.inject({ method: 'POST', url: '/api/leads', payload: chat });
    expect(first.statusCode).toBe(201);
    expect(retry.statusCode).toBe(201);
    expect(retry.json()).toEqual(first.json());
    expect(await countRows(h.db, 'chat_leads')).toBe(1);
    expect(await countRows(h.db, 'notification_outbox', "kind = 'chat'")).toBe(1);
    // Another conversation is another lead; leads without a conversation id are never merged.
    await h.app.inject({ method: 'POST', url: '/api/leads', payload: { ...chat, conversation_id: 'conv-retry-2' } });
    await h.app.inject({ method: 'POST', url: '/api/leads', payload: { ...chat, conversation_id: '' } });
    await h.app.inject({ method: 'POST', url: '/api/leads', payload: { ...chat, conversation_id: '' } });
    expect(await countRows(h.db, 'chat_leads')).toBe(4);
  });

  it('unknown API routes are 404 JSON', async () => {
    const res = await h.app.inject({ method: 'POST', url: '/api/nothing', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/newsletter', () => {
  const subscribe = (payload: Record<string, unknown>) => h.app.inject({ method: 'POST', url: '/api/newsletter', payload });

  it('subscribes once per address (case-insensitive) and notifies once', async () => {
    expect((await subscribe({ email: 'Reader@Example.com' })).statusCode).toBe(201);
    expect((await subscribe({ email: 'reader@example.com' })).statusCode).toBe(201);
    expect(await countRows(h.db, 'newsletter_subscriptions')).toBe(1);
    expect(await countRows(h.db, 'notification_outbox', "kind = 'newsletter'")).toBe(1);
  });

  it('answers a new and an already subscribed address alike (the list cannot be probed)', async () => {
    await subscribe({ email: 'known@example.com' });
    const known = await subscribe({ email: 'known@example.com' });
    const fresh = await subscribe({ email: 'fresh@example.com' });
    expect(known.statusCode).toBe(fresh.statusCode);
    expect(known.body).toBe(fresh.body);
    expect(fresh.json()).toEqual({ status: 'accepted' });
  });

  it('a honeypot hit never stands in the way of a real subscription of the same address (tests/server/honeypot.test.ts)', async () => {
    expect((await subscribe({ email: 'victim@example.com', 'bot-field': 'spam' })).statusCode).toBe(201);
    expect(await countRows(h.db, 'notification_outbox')).toBe(0);
    expect((await subscribe({ email: 'Victim@example.com', page: '/insights' })).statusCode).toBe(201);
    expect((await subscribe({ email: 'victim@example.com' })).statusCode).toBe(201);
    const real = await h.db.query<{ id: string; page: string }>('SELECT id, page FROM newsletter_subscriptions WHERE spam = false');
    expect(real.rows).toEqual([{ id: expect.any(String), page: '/insights' }]);
    const outbox = await h.db.query<{ record_id: string }>("SELECT record_id FROM notification_outbox WHERE kind = 'newsletter'");
    expect(outbox.rows).toEqual([{ record_id: real.rows[0]!.id }]);
  });

  it('validates the email', async () => {
    const res = await subscribe({ email: 'reader@' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBeTruthy();
  });
});

describe('rate limiting', () => {
  let limitedApp: Harness;
  beforeAll(async () => {
    limitedApp = await testApp({ rateLimit: { max: 3, windowMs: 60_000 } });
  }, 60_000);
  afterAll(async () => {
    await limitedApp?.close();
  }, 60_000);
  // The limit is per address: each test posts from its own.
  const post = (remoteAddress: string, extra = {}) =>
    limitedApp.app.inject({
      method: 'POST',
      url: '/api/leads',
      remoteAddress,
      payload: { source: 'other', name: 'Al Bo', email: 'al@bo.example', ...extra },
    });
  const browserPost = (remoteAddress: string, payload: string, referer = 'http://localhost/contact') =>
    limitedApp.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress,
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html,application/xhtml+xml,*/*;q=0.8', referer },
      payload,
    });

  it('allows the configured number of form posts per IP, then answers 429 with Retry-After (honeypot hits count too)', async () => {
    expect((await post('198.51.100.1')).statusCode).toBe(201);
    expect((await post('198.51.100.1', { 'bot-field': 'x' })).statusCode).toBe(201);
    expect((await post('198.51.100.1')).statusCode).toBe(201);
    const limited = await post('198.51.100.1');
    expect(limited.statusCode).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.json().message).toMatch(/Too many requests/);
  });

  it('a plain HTML form post that is limited gets a readable page with a way back and the studio email', async () => {
    for (let i = 0; i < 3; i++) await browserPost('198.51.100.2', form(contact));
    const res = await browserPost('198.51.100.2', form(contact));
    expect(res.statusCode).toBe(429);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toMatch(/<h1>Please wait a moment<\/h1>/);
    expect(res.body).toContain('href="/contact"');
    expect(res.body).toContain('mailto:info@lumora.studio');
  });

  it('a plain HTML form post that is too large gets a readable page; scripts keep JSON', async () => {
    const res = await browserPost(
      '198.51.100.3',
      form({ ...contact, message: 'x'.repeat(70 * 1024) }),
      'http://localhost/services/brand-films',
    );
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('too long to send');
    expect(res.body).toContain('href="/services/brand-films"');
    expect(res.body).toContain('info@lumora.studio');
    const script = await limitedApp.app.inject({
      method: 'POST',
      url: '/contact',
      remoteAddress: '198.51.100.4',
      headers: { accept: 'application/json' },
      payload: { ...contact, message: 'x'.repeat(70 * 1024) },
    });
    expect(script.statusCode).toBe(413);
    expect(script.json().error).toBe('payload_too_large');
  });
});

describe('a full disk', () => {
  // PGlite on a full volume fails its writes with ENOSPC; PostgreSQL answers SQLSTATE 53100 (disk_full).
  const failures = [
    Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' }),
    Object.assign(new Error('could not extend file "base/16384/16385": No space left on device'), { code: '53100' }),
  ];
  it.each(failures)('answers a form post with 503 and Retry-After, not 500 (%s)', async (failure) => {
    const { query, transaction } = h.db;
    h.db.query = () => Promise.reject(failure);
    h.db.transaction = () => Promise.reject(failure);
    try {
      const json = await h.app.inject({ method: 'POST', url: '/contact', headers: { accept: 'application/json' }, payload: contact });
      expect(json.statusCode).toBe(503);
      expect(Number(json.headers['retry-after'])).toBeGreaterThan(0);
      expect(JSON.stringify(json.json())).toMatch(/try again/i);
      const page = await h.app.inject({
        method: 'POST',
        url: '/contact',
        headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html' },
        payload: form(contact),
      });
      expect(page.statusCode).toBe(503);
      expect(page.headers['content-type']).toMatch(/text\/html/);
    } finally {
      h.db.query = query;
      h.db.transaction = transaction;
    }
  });
});
