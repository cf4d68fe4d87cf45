// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { addDays, isoDateIn } from '#src/consultation/time';
import { countRows } from '#src/server/leads/store';
import { inputMessages } from '#src/server/validation';
import { validConsultation } from '../utils/consultation-fixtures';
import { testApp } from './app-harness';

/**
 * Whatever a client sends, the answer is a 2xx or a 4xx with a reason, never
 * a 500: NUL characters (PostgreSQL cannot store them), keys named like
 * Object.prototype members, wrong types, odd content types, deep and huge
 * bodies.
 */
type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

const NUL = '\u0000';
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
const lead = {
  source: 'service-page',
  name: 'Ravi Menon',
  email: 'ravi@acme.example',
  service: 'tv-commercial',
  message: 'A 30s spot for Q3.',
};
const chat = { source: 'chat', name: 'Mia Chen', email: 'mia@zest.example', project_type: 'TV Commercial', conversation_id: 'conv-1-abc' };
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const FORM = 'application/x-www-form-urlencoded';

const form = (data: Record<string, string>) => new URLSearchParams(data).toString();
const json = (url: string, payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', accept: 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const formPost = (url: string, body: string) =>
  h.app.inject({ method: 'POST', url, headers: { 'content-type': FORM, accept: BROWSER_ACCEPT }, payload: body });

beforeAll(async () => {
  h = await testApp();
}, 60_000);
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('a NUL character is a 400 naming the field, never a 500', () => {
  it('POST /contact as a plain form post: a readable page that says what to fix', async () => {
    const res = await formPost('/contact', form({ ...contact, message: `Hello${NUL} there, a film please` }));
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('invisible control character (NUL)');
    expect(await countRows(h.db, 'contact_messages')).toBe(0);
  });

  it.each([
    ['/contact', { ...contact, name: `Dana${NUL}` }, 'name'],
    ['/contact', { ...contact, company: `North${NUL}wind` }, 'company'],
    ['/api/leads', { ...lead, message: `A spot${NUL}` }, 'message'],
    ['/api/leads', { ...chat, conversation_id: `conv${NUL}` }, 'conversation_id'],
    ['/api/leads', { ...lead, page: `/services${NUL}` }, 'page'],
    ['/api/newsletter', { email: `reader${NUL}@example.com` }, 'email'],
  ])('JSON to %s with NUL in %o names the field', async (url, payload, field) => {
    const res = await json(url, payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ [field]: inputMessages.nul });
  });

  it('POST /api/schedule-consultation (the shared validation) names the consultation field', async () => {
    const today = isoDateIn(new Date(), 'UTC');
    const data = { ...validConsultation, preferred_date: addDays(today, 10), goals: `Launch${NUL}`, platforms: ['Website', `Email${NUL}`] };
    const res = await json('/api/schedule-consultation', {
      request_id: 'req-nul-0001',
      subject: 'x',
      summary: 'y',
      consultation_data: data,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({ goals: inputMessages.nul, platforms: inputMessages.nul });
    expect(await countRows(h.db, 'consultation_requests')).toBe(0);
  });

  it('the honeypot path validates first, like a visitor’s: a NUL in a field is the same 400, a NUL in the honeypot is spam', async () => {
    expect((await formPost('/contact', form({ ...contact, 'bot-field': 'x', message: `Buy${NUL} now` }))).statusCode).toBe(400);
    const res = await formPost('/contact', form({ ...contact, 'bot-field': `x${NUL}` }));
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/contact?success=true');
    expect(await countRows(h.db, 'contact_messages', 'spam = true')).toBe(1);
    for (const url of ['/api/leads', '/api/newsletter']) {
      const bot = await json(url, { ...lead, email: `bot${NUL}@spam.example`, 'bot-field': 'x' });
      expect(bot.statusCode, url).toBe(400);
    }
  });
});

describe('extra fields named like Object.prototype members are ignored', () => {
  const extras = { toString: 'x', hasOwnProperty: 'y', constructor: 'z', valueOf: '1', __proto__: 'p' };

  it('in a plain form post to /contact', async () => {
    const res = await formPost('/contact', `${form(contact)}&${form(extras)}`);
    expect(res.statusCode).toBe(303);
    expect(await countRows(h.db, 'contact_messages', 'spam = false')).toBe(1);
  });

  it.each([
    ['/contact', contact],
    ['/api/leads', lead],
    ['/api/newsletter', { email: 'reader@example.com' }],
  ])('in JSON to %s (including __proto__ and constructor.prototype)', async (url, payload) => {
    const body = `${JSON.stringify(payload).slice(0, -1)},"toString":"x","hasOwnProperty":"y","constructor":{"prototype":{"polluted":true}},"__proto__":{"polluted":true}}`;
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      payload: body,
    });
    expect(res.statusCode).toBe(201);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('only JSON and urlencoded forms are read', () => {
  it.each(['/contact', '/api/leads', '/api/newsletter'])('text/plain to %s is 415 Unsupported Media Type', async (url) => {
    const res = await h.app.inject({
      method: 'POST',
      url,
      headers: { 'content-type': 'text/plain', accept: 'application/json' },
      payload: 'name=Dana',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().error).toBe('unsupported_media_type');
  });

  it.each(['multipart/form-data; boundary=x', 'application/xml', 'text/plain; charset=utf-8'])('%s to /contact is 415', async (type) => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { 'content-type': type, accept: 'application/json' },
      payload: '--x--',
    });
    expect(res.statusCode).toBe(415);
  });

  it('a compression we do not read is a 415 that names the encoding, not the content type; a broken gzip body is a 400', async () => {
    const headers = { 'content-type': 'application/json', accept: 'application/json' };
    const zstd = await h.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...headers, 'content-encoding': 'zstd' },
      payload: 'garbage',
    });
    expect(zstd.statusCode).toBe(415);
    expect(zstd.json().message).toMatch(/^Unsupported content encoding: .*gzip, deflate or br\.$/);
    const gzip = await h.app.inject({
      method: 'POST',
      url: '/api/newsletter',
      headers: { ...headers, 'content-encoding': 'gzip' },
      payload: 'garbage',
    });
    expect(gzip.statusCode).toBe(400);
  });
});

describe('odd input is a 4xx with a reason', () => {
  const deep = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
  const cases: [string, string, string, string][] = [
    ['a repeated form field (an array)', '/contact', FORM, `${form(contact)}&name=Again`],
    ['bad percent-encoding', '/contact', FORM, 'name=%E0%A4%A&email=%zz'],
    ['an object where text belongs', '/api/leads', 'application/json', JSON.stringify({ ...lead, name: { $gt: '' } })],
    ['a list where text belongs', '/api/newsletter', 'application/json', JSON.stringify({ email: ['a@b.co'] })],
    ['null fields', '/api/leads', 'application/json', JSON.stringify({ ...lead, name: null, email: null })],
    ['a deeply nested field', '/api/leads', 'application/json', JSON.stringify({ ...lead, message: 'x' }).replace('"x"', deep(5000))],
    ['a deeply nested body', '/api/newsletter', 'application/json', deep(5000)],
    ['a lone surrogate', '/api/leads', 'application/json', JSON.stringify({ ...lead, name: 'Ravi \ud800' })],
    ['an empty JSON body', '/api/leads', 'application/json', ''],
    ['a JSON string', '/contact', 'application/json', '"hello"'],
    ['a charset JSON cannot have', '/api/leads', 'application/json; charset=latin1', JSON.stringify(lead)],
    // A run of dots makes a naive email pattern backtrack for minutes: the length rule answers first.
    ['a 60 KB email address', '/api/newsletter', 'application/json', JSON.stringify({ email: `a@${'.'.repeat(60_000)}@` })],
    ['a 60 KB name in a form post', '/contact', FORM, form({ ...contact, name: 'n'.repeat(60_000) })],
  ];

  it.each(cases)('%s', async (_label, url, type, payload) => {
    const res = await h.app.inject({ method: 'POST', url, headers: { 'content-type': type, accept: 'application/json' }, payload });
    expect(res.statusCode).toBeGreaterThanOrEqual(200);
    expect(res.statusCode).toBeLessThan(500);
    if (res.statusCode >= 400) expect(res.json().message).toEqual(expect.any(String));
  });

  it('wrong types get a plain message that does not echo the input', async () => {
    const res = await json('/api/leads', { ...lead, name: { $where: 'sleep(1000)' }, email: ['a@b.co'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: inputMessages.type.string, email: inputMessages.type.string });
    expect(res.body).not.toContain('sleep');
  });

  it('null is a field left out: the required message, or the default for an optional field', async () => {
    const res = await json('/api/leads', { ...lead, name: null, email: null, company: null });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({ name: 'Please tell us your name.', email: 'Please enter your email address.' });

    const accepted = await json('/api/leads', { ...lead, company: null, message: null });
    expect(accepted.statusCode).toBe(201);
    const rows = await h.db.query('SELECT company, message FROM lead_submissions');
    expect(rows.rows).toEqual([{ company: '', message: '' }]);
  });

  it('a list holding objects is named as a list of text values, not as one text', async () => {
    const today = isoDateIn(new Date(), 'UTC');
    const data = {
      ...validConsultation,
      preferred_date: addDays(today, 10),
      platforms: [{ $ne: '' }, 'Website'],
      phone: null,
      how_heard: null,
    };
    const res = await json('/api/schedule-consultation', { request_id: 'req-list-0001', consultation_data: data });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.platforms).toBe(inputMessages.listOfText);
    expect(Object.keys(res.json().fields).filter((key) => !key.startsWith('platforms'))).toEqual([]);
  });

  it('an overlong email gets the length message, not the format one', async () => {
    const res = await json('/api/newsletter', { email: `a@${'.'.repeat(60_000)}@` });
    expect(res.json().fields.email).toBe('Please keep this under 254 characters.');
  });

  it('numbers where text is expected are read as text', async () => {
    const res = await json('/api/leads', { ...lead, company: 42, message: 12345 });
    expect(res.statusCode).toBe(201);
    const rows = await h.db.query('SELECT company, message FROM lead_submissions');
    expect(rows.rows).toEqual([{ company: '42', message: '12345' }]);
  });
});
