// @vitest-environment node
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consultationRequest } from '#src/api/consultation';
import { buildIcs } from '#src/consultation/calendar';
import { addDays, isoDateIn } from '#src/consultation/time';
import type { ConsultationData } from '#src/forms/consultation';
import { countRows } from '#src/server/leads/store';
import type { Mail } from '#src/server/notify/mailer';
import { deliverPending } from '#src/server/notify/outbox-worker';
import { validConsultation } from '../utils/consultation-fixtures';
import { testApp } from './app-harness';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;

// The server checks dates against the real clock: build them from today (UTC).
const todayUtc = isoDateIn(new Date(), 'UTC');
const data = (change: Partial<Record<keyof ConsultationData, unknown>> = {}): ConsultationData =>
  ({ ...validConsultation, preferred_date: addDays(todayUtc, 10), ...change }) as ConsultationData;

/**
 * The server's clock, fixed by the tests that need a given "now". Only the server's clock: faking the
 * process's Date would move the embedded database's clock too, and its timers armed in the faked
 * future would be re-armed years ahead once the real clock is back (TimeoutOverflowWarning).
 */
let fixedNow: Date | undefined;

let counter = 0;
const newId = () => `req-${Date.now().toString(36)}-${(counter++).toString().padStart(4, '0')}`;

const post = (payload: unknown, headers: Record<string, string> = {}) =>
  h.app.inject({
    method: 'POST',
    url: '/api/schedule-consultation',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });

/** The page's own request body (subject and summary built by the page's builders). */
const body = (d: ConsultationData = data(), requestId = newId()) => consultationRequest({ requestId, data: d });

beforeAll(async () => {
  h = await testApp({}, { clock: () => fixedNow ?? new Date() });
}, 60_000);
beforeEach(async () => {
  await h.reset();
});
afterAll(async () => {
  await h?.close();
}, 60_000);

describe('POST /api/schedule-consultation: accepted requests', () => {
  it('answers 201 with an id, stores every field and queues the team notification', async () => {
    const res = await post(body(), { referer: 'http://localhost/schedule-consultation' });
    expect(res.statusCode).toBe(201);
    const { id, status } = res.json();
    expect(status).toBe('accepted');
    const rows = await h.db.query('SELECT * FROM consultation_requests WHERE id = $1', [id]);
    expect(rows.rows).toHaveLength(1);
    const row = rows.rows[0]!;
    expect(row).toMatchObject({
      page: '/schedule-consultation',
      name: 'Jordan Reyes',
      email: 'jordan@northwind.example',
      phone: '+1 415 555 0142',
      company: 'Northwind Outfitters',
      role: 'Head of Brand',
      project_type: 'Brand Films',
      timeline: '1-2 months',
      budget_range: '$15,000 - $50,000',
      platforms: ['Social Media', 'Website'],
      goals: 'Launch awareness and pre-orders for the collection.',
      preferred_time: '1:00 PM',
      timezone: 'America/New_York',
      meeting_type: 'video',
      how_heard: 'Referral',
      consent_email: true,
      consent_marketing: false,
      subject: 'Consultation Request: Jordan Reyes (Northwind Outfitters)',
    });
    expect(isoDateIn(new Date(row.preferred_date as string | Date), 'UTC')).toBe(addDays(todayUtc, 10));
    expect(await countRows(h.db, 'notification_outbox', "kind = 'consultation' AND status = 'pending' AND record_id = $1", [id])).toBe(1);
  });

  it('stores the requested slot as a UTC instant (time zone offsets, half-hour zones)', async () => {
    const date = addDays(todayUtc, 12);
    const a = await post(body(data({ preferred_date: date, timezone: 'UTC', preferred_time: '1:00 PM' })));
    const b = await post(body(data({ preferred_date: date, timezone: 'Asia/Kolkata', preferred_time: '1:00 PM' })));
    const rows = await h.db.query<{ id: string; start: string }>(
      `SELECT id, to_char(preferred_start_utc AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI') AS start FROM consultation_requests`,
    );
    const byId = Object.fromEntries(rows.rows.map((r) => [r.id, r.start]));
    expect(byId[a.json().id]).toBe(`${date}T13:00`);
    expect(byId[b.json().id]).toBe(`${date}T07:30`);
  });

  it('the notification carries the summary (6-item, 50-minute agenda) and the slot as a tentative .ics', async () => {
    const requestId = newId();
    await post(body(data(), requestId));
    const mails: Mail[] = [];
    const result = await deliverPending(h.db, {
      mailer: { send: async (mail) => void mails.push(mail) },
      to: 'team@studio.example',
      from: 'web@studio.example',
      log: { info: () => undefined, warn: () => undefined },
    });
    // The team's notification, and the visitor's own confirmation (tests/server/visitor-email.test.ts).
    expect(result.sent).toBe(2);
    const mail = mails.find((m) => m.to === 'team@studio.example')!;
    expect(mail.subject).toBe('Consultation Request: Jordan Reyes (Northwind Outfitters)');
    for (const section of [
      'CONTACT INFORMATION',
      'PROJECT DETAILS',
      'SCHEDULING',
      'CONTEXT',
      'PREPARATION CHECKLIST',
      'AGENDA (6 items, 50 minutes)',
      'FOLLOW-UP ACTIONS',
    ]) {
      expect(mail.text).toContain(section);
    }
    expect(mail.attachments).toHaveLength(1);
    const ics = mail.attachments![0]!;
    expect(ics.filename).toBe('lumora-consultation.ics');
    expect(ics.contentType).toContain('text/calendar');
    expect(ics.content).toContain('STATUS:TENTATIVE');
    // The same UID as the visitor's own .ics (success screen): both come from the client-generated request id.
    expect(ics.content).toContain(`UID:${requestId}@lumora.studio\r\n`);
    expect(ics.content).toContain(buildIcs(data(), { requestId, now: new Date() })!.match(/UID:[^\r]+/)![0]);
    expect(ics.content).toContain(`DTSTART;TZID=America/New_York:${addDays(todayUtc, 10).replace(/-/g, '')}T130000`);
  });

  it('rebuilds subject and summary from the validated data (client text is not trusted)', async () => {
    const request = { ...body(), subject: 'FREE MONEY', summary: 'nothing to see' };
    const res = await post(request);
    expect(res.statusCode).toBe(201);
    const row = (await h.db.query<{ subject: string; summary: string }>('SELECT subject, summary FROM consultation_requests')).rows[0]!;
    expect(row.subject).toBe('Consultation Request: Jordan Reyes (Northwind Outfitters)');
    expect(row.summary).toContain('Name: Jordan Reyes');
    expect(row.summary).not.toContain('nothing to see');
  });

  it('a retry with the same request id is stored once and answers the same id', async () => {
    const request = body();
    const first = await post(request);
    const second = await post(request);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual({ id: first.json().id, status: 'accepted' });
    expect(await countRows(h.db, 'consultation_requests')).toBe(1);
    // One team notification and one visitor confirmation, not two of each.
    expect(await countRows(h.db, 'notification_outbox', "kind = 'consultation'")).toBe(1);
    expect(await countRows(h.db, 'notification_outbox', "kind = 'visitor-consultation'")).toBe(1);
  });

  it('concurrent duplicates are stored once too', async () => {
    const request = body();
    const answers = await Promise.all([post(request), post(request), post(request)]);
    expect(new Set(answers.map((a) => a.json().id)).size).toBe(1);
    expect(await countRows(h.db, 'consultation_requests')).toBe(1);
  });

  it('different request ids are different requests', async () => {
    await post(body());
    await post(body());
    expect(await countRows(h.db, 'consultation_requests')).toBe(2);
  });

  it('optional fields may be empty or absent; meeting type defaults to video', async () => {
    const d: Record<string, unknown> = {
      ...data(),
      phone: '',
      role: '',
      timezone: '',
      platforms: [],
      current_challenges: '',
      inspiration_links: '',
      additional_notes: '',
      how_heard: '',
    };
    delete d.meeting_type;
    delete d.consent_marketing;
    const res = await post({ request_id: newId(), subject: '', summary: '', consultation_data: d });
    expect(res.statusCode).toBe(201);
    const row = (await h.db.query('SELECT meeting_type, consent_marketing, platforms, timezone FROM consultation_requests')).rows[0];
    expect(row).toEqual({ meeting_type: 'video', consent_marketing: false, platforms: [], timezone: '' });
  });

  it('trims text, drops unknown keys and stores each platform once', async () => {
    const res = await post(body(data({ name: '  Jordan Reyes  ', platforms: ['Website', 'Website'], admin: true } as never)));
    expect(res.statusCode).toBe(201);
    const row = (await h.db.query('SELECT name, platforms FROM consultation_requests')).rows[0];
    expect(row).toEqual({ name: 'Jordan Reyes', platforms: ['Website'] });
  });

  it.each(['in_person', 'phone'])('accepts meeting type %s', async (meeting) => {
    expect((await post(body(data({ meeting_type: meeting })))).statusCode).toBe(201);
  });
});

describe('POST /api/schedule-consultation: no slot in the past, with today in the request’s own time zone (fixed clock)', () => {
  // 2030-03-04 15:00 UTC: 10:00 AM in New York, 7:00 AM in San Francisco, midnight of 5 March in Tokyo.
  beforeEach(() => {
    fixedNow = new Date('2030-03-04T15:00:00Z');
  });
  afterEach(() => {
    fixedNow = undefined;
  });

  const slot = (preferred_date: string, preferred_time: string, timezone: string) =>
    body(data({ preferred_date, preferred_time, timezone }));
  const fieldsOf = async (request: unknown) => {
    const res = await post(request);
    return { status: res.statusCode, fields: (res.json().fields ?? {}) as Record<string, string> };
  };
  const DATE_PAST = 'Please choose today or a later date.';
  const TIME_PAST = 'That time has already passed today. Please choose a later time or another day.';

  it.each([
    ['yesterday in New York', '2030-03-03', '1:00 PM', 'America/New_York', 'preferred_date', DATE_PAST],
    ['today in New York at 9:00 AM (an hour ago)', '2030-03-04', '9:00 AM', 'America/New_York', 'preferred_time', TIME_PAST],
    ['today in New York at 10:00 AM (starting now)', '2030-03-04', '10:00 AM', 'America/New_York', 'preferred_time', TIME_PAST],
    ['4 March in Tokyo, where it is already the 5th', '2030-03-04', '5:00 PM', 'Asia/Tokyo', 'preferred_date', DATE_PAST],
    ['yesterday in San Francisco, with no time zone (the studio’s is used)', '2030-03-03', '5:00 PM', '', 'preferred_date', DATE_PAST],
  ])('refuses %s with 400 naming the field', async (_label, date, time, zone, field, message) => {
    const { status, fields } = await fieldsOf(slot(date, time, zone));
    expect(status).toBe(400);
    expect(fields[field]).toBe(message);
    expect(await countRows(h.db, 'consultation_requests')).toBe(0);
  });

  it.each([
    ['today in New York at 11:00 AM', '2030-03-04', '11:00 AM', 'America/New_York'],
    ['5 March at 9:00 AM in Tokyo (nine hours from now)', '2030-03-05', '9:00 AM', 'Asia/Tokyo'],
    ['today at 9:00 AM with no time zone (the studio’s: 7:00 AM there now)', '2030-03-04', '9:00 AM', ''],
  ])('accepts %s', async (_label, date, time, zone) => {
    expect((await fieldsOf(slot(date, time, zone))).status).toBe(201);
  });

  it('an unknown time zone is refused, and the date is still checked in the studio’s zone', async () => {
    const { status, fields } = await fieldsOf(slot('2030-03-03', '1:00 PM', 'Mars/Olympus_Mons'));
    expect(status).toBe(400);
    expect(fields).toMatchObject({ timezone: 'Please choose a valid time zone.', preferred_date: DATE_PAST });
  });

  it('late in the UTC day, "today" is still the visitor’s own: 4 March in San Francisco, 5 March in UTC', async () => {
    fixedNow = new Date('2030-03-05T02:00:00Z'); // 6:00 PM on 4 March in San Francisco, 4:00 PM in Honolulu
    expect((await fieldsOf(slot('2030-03-04', '5:00 PM', 'America/Los_Angeles'))).fields.preferred_time).toBe(TIME_PAST);
    expect((await fieldsOf(slot('2030-03-04', '5:00 PM', 'Pacific/Honolulu'))).status).toBe(201);
    expect((await fieldsOf(slot('2030-03-04', '5:00 PM', 'Europe/London'))).fields.preferred_date).toBe(DATE_PAST);
  });
});

describe('POST /api/schedule-consultation: every rule answers 400 naming the field', () => {
  const long = (n: number) => 'x'.repeat(n);
  it.each([
    ['name', 'empty', { name: '' }, 'Please tell us your name.'],
    ['name', '"J"', { name: 'J' }, 'Please enter at least 2 characters.'],
    ['name', '121 characters', { name: long(121) }, 'Please keep this under 120 characters.'],
    ['email', 'empty', { email: '' }, 'Please enter your email address.'],
    ['email', '"jordan@northwind"', { email: 'jordan@northwind' }, 'Please enter a valid email address, like name@company.com.'],
    [
      'email',
      '"jordan northwind.example"',
      { email: 'jordan northwind.example' },
      'Please enter a valid email address, like name@company.com.',
    ],
    ['phone', '"call me maybe"', { phone: 'call me maybe' }, 'Please enter a valid phone number, like +1 415 555 0142.'],
    ['phone', '"12"', { phone: '12' }, 'Please enter a valid phone number, like +1 415 555 0142.'],
    ['company', 'empty', { company: '' }, 'Please tell us your company or brand.'],
    ['company', '161 characters', { company: long(161) }, 'Please keep this under 160 characters.'],
    ['role', '121 characters', { role: long(121) }, 'Please keep this under 120 characters.'],
    ['project_type', 'empty', { project_type: '' }, 'Please choose a project type.'],
    ['project_type', '"Documentary"', { project_type: 'Documentary' }, 'Please choose a project type.'],
    ['project_type', '"brand films"', { project_type: 'brand films' }, 'Please choose a project type.'],
    ['project_description', 'empty', { project_description: '' }, 'Please describe your project in a sentence or two.'],
    ['project_description', '"A film"', { project_description: 'A film' }, 'Please tell us a little more (at least 10 characters).'],
    ['project_description', '5001 characters', { project_description: long(5001) }, 'Please keep this under 5000 characters.'],
    ['timeline', 'empty', { timeline: '' }, 'Please choose a timeline.'],
    ['timeline', '"Tomorrow"', { timeline: 'Tomorrow' }, 'Please choose a timeline.'],
    ['budget_range', 'empty', { budget_range: '' }, 'Please choose a budget range.'],
    ['budget_range', '"$1"', { budget_range: '$1' }, 'Please choose a budget range.'],
    ['platforms[0]', '["Billboards"]', { platforms: ['Billboards'] }, 'Please choose from the listed platforms.'],
    ['goals', 'empty', { goals: '' }, 'Please tell us what the project should achieve.'],
    ['goals', '2001 characters', { goals: long(2001) }, 'Please keep this under 2000 characters.'],
    ['preferred_date', 'empty', { preferred_date: '' }, 'Please choose a date.'],
    ['preferred_date', '"2030-02-30"', { preferred_date: '2030-02-30' }, 'Please enter a real date (YYYY-MM-DD).'],
    ['preferred_date', '"12/03/2030"', { preferred_date: '12/03/2030' }, 'Please enter a real date (YYYY-MM-DD).'],
    ['preferred_date', 'two days ago (UTC)', { preferred_date: addDays(todayUtc, -2) }, 'Please choose today or a later date.'],
    ['preferred_date', '400 days ahead', { preferred_date: addDays(todayUtc, 400) }, 'Please choose a date within the next 12 months.'],
    ['preferred_time', 'empty', { preferred_time: '' }, 'Please choose a time.'],
    ['preferred_time', '"8:00 AM"', { preferred_time: '8:00 AM' }, 'Please choose a time.'],
    ['preferred_time', '"9:30 AM"', { preferred_time: '9:30 AM' }, 'Please choose a time.'],
    ['preferred_time', '"6:00 PM"', { preferred_time: '6:00 PM' }, 'Please choose a time.'],
    ['timezone', '"Mars/Olympus_Mons"', { timezone: 'Mars/Olympus_Mons' }, 'Please choose a valid time zone.'],
    ['meeting_type', '"carrier pigeon"', { meeting_type: 'carrier pigeon' }, 'Please choose how you would like to meet.'],
    ['current_challenges', '2001 characters', { current_challenges: long(2001) }, 'Please keep this under 2000 characters.'],
    [
      'inspiration_links',
      '"https://vimeo.com/1\\nsee our deck"',
      { inspiration_links: 'https://vimeo.com/1\nsee our deck' },
      'Please put one web address per line, like https://vimeo.com/12345.',
    ],
    [
      'inspiration_links',
      '21 links',
      { inspiration_links: Array.from({ length: 21 }, (_, i) => `https://vimeo.com/${i}`).join('\n') },
      'Please share up to 20 links.',
    ],
    ['additional_notes', '2001 characters', { additional_notes: long(2001) }, 'Please keep this under 2000 characters.'],
    ['how_heard', '"Television"', { how_heard: 'Television' }, 'Please choose an option from the list.'],
    ['consent_email', 'false', { consent_email: false }, 'Please agree so we can email you about your consultation.'],
  ])('%s: %s', async (field, _label, change, message) => {
    const res = await post(body(data(change)));
    expect(res.statusCode).toBe(400);
    const answer = res.json();
    expect(answer.error).toBe('validation');
    expect(answer.fields[field]).toBe(message);
    expect(await countRows(h.db, 'consultation_requests')).toBe(0);
    expect(await countRows(h.db, 'notification_outbox')).toBe(0);
  });

  it('reports every invalid field at once', async () => {
    const res = await post(body({ ...data(), name: '', email: 'x', project_type: 'X' }));
    expect(Object.keys(res.json().fields).sort()).toEqual(['email', 'name', 'project_type']);
  });

  it('a missing consent_email is refused', async () => {
    const d: Record<string, unknown> = { ...data() };
    delete d.consent_email;
    const res = await post({ request_id: newId(), consultation_data: d });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.consent_email).toBeTruthy();
  });

  it('the request id is required and must look like one', async () => {
    for (const requestId of [undefined, '', 'short', 'has spaces in it', 'x'.repeat(65)]) {
      const res = await post({ ...body(), request_id: requestId });
      expect(res.statusCode, String(requestId)).toBe(400);
      expect(res.json().fields.request_id).toBeTruthy();
    }
  });

  it('consultation_data must be an object', async () => {
    for (const value of [undefined, null, 'text', ['a'], 42]) {
      const res = await post({ request_id: newId(), consultation_data: value });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.consultation_data).toBeTruthy();
    }
  });
});

describe('POST /api/schedule-consultation: transport', () => {
  it('answers 415 to anything but JSON', async () => {
    const form = await h.app.inject({
      method: 'POST',
      url: '/api/schedule-consultation',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'name=Jordan',
    });
    expect(form.statusCode).toBe(415);
    const csv = await h.app.inject({
      method: 'POST',
      url: '/api/schedule-consultation',
      headers: { 'content-type': 'text/csv' },
      payload: 'a,b',
    });
    expect(csv.statusCode).toBe(415);
  });

  it('malformed JSON and non-object bodies are 400s, never 500s', async () => {
    for (const payload of ['{"request_id": ', '[]', '"text"', '42', 'null']) {
      const res = await h.app.inject({
        method: 'POST',
        url: '/api/schedule-consultation',
        headers: { 'content-type': 'application/json' },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
    }
  });

  it('an oversized body is a 413', async () => {
    const res = await post({ ...body(), summary: 'x'.repeat(140 * 1024) });
    expect(res.statusCode).toBe(413);
  });

  it('is rate limited per client (429 with a reason)', { timeout: 60_000 }, async () => {
    const limited = await testApp({ rateLimit: { max: 2, windowMs: 60_000 } });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/schedule-consultation',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body()),
        });
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.json().error).toBe('rate_limited');
    } finally {
      await limited.close();
    }
  });
});
