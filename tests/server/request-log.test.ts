// @vitest-environment node
import { Writable } from 'node:stream';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;
const lines: Record<string, unknown>[] = [];
const raw: string[] = [];

/** Everything the structured log writes, line by line. */
const sink = new Writable({
  write(chunk: Buffer, _encoding, callback) {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      raw.push(line);
      lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    callback();
  },
});

const EMAIL = 'dana.whitfield@northwind.example';
const contact = {
  'form-name': 'contact',
  name: 'Dana Whitfield',
  email: EMAIL,
  company: 'Northwind',
  budget: '25k-50k',
  service: 'brand-films',
  message: 'A confidential launch film for our spring collection.',
};

beforeAll(async () => {
  h = await testApp({ logLevel: 'info', adminPassword: 'log test admin password' }, { logger: { stream: sink } });
}, 60_000);
beforeEach(async () => {
  await h.reset();
  lines.length = 0;
  raw.length = 0;
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('request log', () => {
  it('writes exactly one structured line per request: method, route (no query), status, time', async () => {
    const requests = [
      () => h.app.inject({ method: 'POST', url: '/contact', headers: { accept: 'application/json' }, payload: contact }),
      () => h.app.inject({ method: 'POST', url: '/api/leads', payload: { source: 'other', name: 'x' } }),
      () => h.app.inject({ method: 'GET', url: '/api/auth/session' }),
      () => h.app.inject({ method: 'GET', url: '/api/admin/leads/contact/export.csv?status=all' }),
      () =>
        h.app.inject({
          method: 'POST',
          url: '/api/auth/login',
          headers: { origin: 'http://localhost' },
          payload: { email: EMAIL, password: 'wrong' },
        }),
      () => h.app.inject({ method: 'GET', url: '/no/such/page?x=1' }),
    ];
    const answers = [];
    for (const request of requests) answers.push(await request());
    expect(lines).toHaveLength(requests.length);
    expect(lines.map((l) => [l.method, l.route, l.status])).toEqual([
      ['POST', '/contact', 201],
      ['POST', '/api/leads', 400],
      ['GET', '/api/auth/session', 200],
      ['GET', '/api/admin/leads/:kind/export.csv', 401],
      ['POST', '/api/auth/login', 401],
      ['GET', '/no/such/page', 404],
    ]);
    for (const line of lines) {
      expect(line.ms).toEqual(expect.any(Number));
      expect(line.msg).toBe('request');
    }
    // What happened on a sign-in is part of its one line, not a line of its own.
    expect(lines[4]).toMatchObject({ event: 'auth.login_failed', role: 'admin' });
    expect(answers.map((a) => a.statusCode)).toEqual([201, 400, 200, 401, 401, 404]);
  });

  it('never writes a query string, a body or an email address (the booking link carries name and email in its query)', async () => {
    await h.app.inject({
      method: 'GET',
      url: `/schedule-consultation?name=Dana%20Whitfield&email=${encodeURIComponent(EMAIL)}&source=chat`,
    });
    await h.app.inject({ method: 'GET', url: `/api/unknown/${EMAIL}` });
    await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(contact).toString(),
    });
    await h.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: EMAIL } });
    await h.app.inject({ method: 'POST', url: '/api/newsletter', payload: { email: 'not an email' } });
    expect(lines).toHaveLength(5);
    const all = raw.join('\n');
    expect(all).not.toContain('dana.whitfield');
    expect(all).not.toContain('Dana');
    expect(all).not.toContain('confidential');
    expect(all).not.toContain('source=chat');
    expect(lines.map((l) => l.route)).toEqual([
      '/schedule-consultation',
      '/api/unknown/[email]',
      '/contact',
      '/api/newsletter',
      '/api/newsletter',
    ]);
  });

  it('a fault of ours is one line at level error, with a summary of the error that holds no address', async () => {
    // A database error whose driver detail would name the address ("Key (email)=(…) already exists").
    await h.db.query('CREATE UNIQUE INDEX log_test_email_once ON contact_messages (email)');
    try {
      const post = () => h.app.inject({ method: 'POST', url: '/contact', headers: { accept: 'application/json' }, payload: contact });
      expect((await post()).statusCode).toBe(201);
      const failed = await post();
      expect(failed.statusCode).toBe(500);
      expect(failed.json()).toEqual({ error: 'internal', message: 'Something went wrong on our side. Please try again.' });
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatchObject({
        level: 50,
        route: '/contact',
        status: 500,
        err: { message: expect.stringContaining('duplicate key') },
      });
      expect(raw.join('\n')).not.toContain('dana.whitfield');
    } finally {
      await h.db.query('DROP INDEX log_test_email_once');
    }
  });
});
