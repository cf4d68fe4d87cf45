// @vitest-environment node
import fs from 'node:fs';
import ICAL from 'ical.js';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { consultationRequest } from '#src/api/consultation';
import type { LeadDetail, LeadList } from '#src/api/admin';
import { addDays, describeSlot, formatLongDate, isoDateIn } from '#src/consultation/time';
import type { ConsultationData } from '#src/forms/consultation';
import { buildApp } from '#src/server/app';
import { signManageToken, verifyManageToken } from '#src/server/email/manage-link';
import { countRows } from '#src/server/leads/store';
import { smtpMailer } from '#src/server/notify/mailer';
import { deliverPending } from '#src/server/notify/outbox-worker';
import { validConsultation } from '../utils/consultation-fixtures';
import { testApp } from './app-harness';
import { writeFakeDist } from './fake-dist';
import { startSink } from './smtp-sink';

type Harness = Awaited<ReturnType<typeof testApp>>;
let h: Harness;
let sink: Awaited<ReturnType<typeof startSink>>;
const silent = { info: () => undefined, warn: () => undefined };

/** Work the outbox once through SMTP, then parse what arrived for `address`. */
async function deliver(): Promise<void> {
  await deliverPending(h.db, {
    mailer: smtpMailer(`smtp://127.0.0.1:${sink.port}`),
    to: 'team@studio.example',
    from: 'web@studio.example',
    log: silent,
  });
}
async function mailsTo(address: string): Promise<ParsedMail[]> {
  return Promise.all(sink.received.filter((m) => m.to.includes(address)).map((m) => simpleParser(m.raw)));
}

const todayUtc = isoDateIn(new Date(), 'UTC');
const data = (change: Partial<ConsultationData> = {}): ConsultationData => ({
  ...validConsultation,
  preferred_date: addDays(todayUtc, 10),
  ...change,
});
let counter = 0;
const newId = () => `req-${Date.now().toString(36)}-${(counter++).toString().padStart(4, '0')}`;
const book = (d: ConsultationData = data()) =>
  h.app.inject({
    method: 'POST',
    url: '/api/schedule-consultation',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(consultationRequest({ requestId: newId(), data: d })),
  });
const VISITOR = validConsultation.email;
const ADMIN_PASSWORD = 'inbox admin password';

const manageLinkIn = (mail: ParsedMail) => {
  const match = /https?:\/\/[^\s"<>]+\/consultation\/manage\?token=[^\s"<>]+/.exec(mail.text ?? '');
  if (!match) throw new Error('no manage link in the email');
  const url = new URL(match[0]);
  return `${url.pathname}${url.search}`;
};
/** The page's own form, posted by the browser (same origin unless `from` says otherwise). */
const form = (path: string, fields: Record<string, string>, from: Record<string, string> = { origin: 'http://studio.test' }) =>
  h.app.inject({
    method: 'POST',
    url: path,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', ...from },
    payload: new URLSearchParams(fields).toString(),
  });
const visitorAction = async () =>
  (await h.db.query<{ visitor_action: string }>('SELECT visitor_action FROM consultation_requests')).rows[0]!.visitor_action;

let dist: string;
beforeAll(async () => {
  dist = writeFakeDist(['/consultation/manage']);
  h = await testApp({ siteUrl: 'http://studio.test', distDir: dist }, { serveSite: true });
  sink = await startSink();
}, 60_000);
beforeEach(async () => {
  await h.reset();
  sink.received.length = 0;
});
afterAll(async () => {
  await sink?.close();
  await h?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
}, 60_000);

describe('consultation confirmation email', () => {
  it('arrives at the visitor with both bodies, both time zones, the next steps and a parseable invite', async () => {
    expect((await book()).statusCode).toBe(201);
    await deliver();
    const [mail, ...others] = await mailsTo(VISITOR);
    expect(others).toHaveLength(0);
    expect(sink.received.filter((m) => m.to.includes('team@studio.example'))).toHaveLength(1);
    expect(mail!.subject).toMatch(/^Your consultation request for \w{3}, \w{3} \d{1,2}, 1:00 PM E[SD]T$/);
    const text = mail!.text ?? '';
    // The visitor's own zone, and the same instant at the studio (New York 1 PM = Los Angeles 10 AM).
    expect(text).toMatch(/1:00 PM E[SD]T \(America\/New York\)/);
    expect(text).toMatch(/10:00 AM P[SD]T on .* at our San Francisco studio/);
    for (const step of ['Team review within 2 hours', 'Calendar invite within 24 hours', '30 minute consultation call']) {
      expect(text).toContain(step);
      expect(mail!.html).toContain(step);
    }
    expect(mail!.html).toContain('href="http://studio.test/consultation/manage?token=');
    // No marketing without consent.
    expect(text).not.toContain('/insights');

    const ics = mail!.attachments.find((a) => a.filename === 'lumora-consultation.ics');
    expect(ics?.contentType).toBe('text/calendar');
    const calendar = new ICAL.Component(ICAL.parse(ics!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    const event = new ICAL.Event(calendar.getFirstSubcomponent('vevent')!);
    // VTIMEZONE present: the start resolves to the real instant.
    const zone = calendar.getFirstSubcomponent('vtimezone');
    expect(zone?.getFirstPropertyValue('tzid')).toBe('America/New_York');
    const start = event.startDate.toJSDate().getTime();
    expect(new Date(start).toLocaleString('en-US', { timeZone: 'America/Los_Angeles', hour: 'numeric', minute: '2-digit' })).toBe(
      '10:00 AM',
    );
    expect(event.endDate.toJSDate().getTime() - start).toBe(30 * 60_000);
    expect(event.organizer).toBe('mailto:info@lumora.studio');
    const attendee = event.attendees[0]!;
    expect(attendee.getFirstValue()).toBe(`mailto:${VISITOR}`);
    expect(attendee.getParameter('cn')).toBe('Jordan Reyes');
    expect(event.sequence).toBe(0);
  });

  it('mentions insights only when the visitor agreed to marketing email', async () => {
    expect((await book(data({ consent_marketing: true }))).statusCode).toBe(201);
    await deliver();
    const [mail] = await mailsTo(VISITOR);
    expect(mail!.text).toContain('http://studio.test/insights');
  });
});

describe('change-or-withdraw link', () => {
  it('a GET only shows the page; the form withdraws once; the link then says it was used', async () => {
    await book();
    await deliver();
    const link = manageLinkIn((await mailsTo(VISITOR))[0]!);

    // Opening the link (or a mail scanner following it) changes nothing.
    // It leads to the form itself (its address completed with the first day allowed), never to an outcome page.
    const view = await h.app.inject({ method: 'GET', url: link });
    expect(String(view.headers.location ?? '')).toMatch(/^\/consultation\/manage\?token=[^&]+&min=\d{4}-\d{2}-\d{2}$/);
    expect((await h.db.query<{ visitor_action: string }>('SELECT visitor_action FROM consultation_requests')).rows[0]!.visitor_action).toBe(
      '',
    );

    const first = await form(link, { action: 'withdraw' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/consultation/manage?done=withdrawn');
    const row = (
      await h.db.query<{ visitor_action: string; handled_at: unknown }>('SELECT visitor_action, handled_at FROM consultation_requests')
    ).rows[0]!;
    expect(row).toEqual({ visitor_action: 'withdrawn', handled_at: null });

    // The team hears of it, the visitor gets a cancellation for their calendar.
    sink.received.length = 0;
    await deliver();
    const team = sink.received.find((m) => m.to.includes('team@studio.example'));
    expect(team?.raw).toContain('Consultation request withdrawn by Jordan Reyes');
    const [cancel] = await mailsTo(VISITOR);
    const calendar = new ICAL.Component(ICAL.parse(cancel!.attachments[0]!.content.toString('utf8')));
    expect(calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(new ICAL.Event(calendar.getFirstSubcomponent('vevent')!).sequence).toBe(1);

    // Used: both the page and a second post say so, and nothing changes again.
    const again = await form(link, { action: 'withdraw' });
    expect(again.headers.location).toBe('/consultation/manage?done=used');
    const reopened = await h.app.inject({ method: 'GET', url: link });
    expect(reopened.statusCode).toBe(303);
    expect(reopened.headers.location).toBe('/consultation/manage?done=used');
  });

  it('moves the request to a new slot once, sends a new invite and a fresh link, and the inbox shows it', async () => {
    await book();
    await deliver();
    const link = manageLinkIn((await mailsTo(VISITOR))[0]!);
    const newDate = addDays(todayUtc, 12);

    // A refused slot comes back to the same form (the link still works), with the values and the field to fix.
    const token = new URL(link, 'http://studio.test').searchParams.get('token')!;
    const today = isoDateIn(new Date(), 'America/New_York');
    const past = await form(link, { action: 'change', date: addDays(todayUtc, -2), time: '10:00 AM' });
    expect(Object.fromEntries(new URL(past.headers.location as string, 'http://studio.test').searchParams)).toEqual({
      token,
      date: addDays(todayUtc, -2),
      time: '10:00 AM',
      error: 'date',
      min: today,
    });
    const odd = await form(link, { action: 'change', date: newDate, time: '7:30 PM' });
    expect(new URL(odd.headers.location as string, 'http://studio.test').searchParams.get('error')).toBe('time');

    const moved = await form(link, { action: 'change', date: newDate, time: '3:00 PM' });
    expect(moved.headers.location).toBe('/consultation/manage?done=changed');
    const row = (
      await h.db.query<{ preferred_date: string; preferred_time: string; visitor_action: string; previous_slot: string }>(
        "SELECT to_char(preferred_date, 'YYYY-MM-DD') AS preferred_date, preferred_time, visitor_action, previous_slot FROM consultation_requests",
      )
    ).rows[0]!;
    expect(row).toMatchObject({ preferred_date: newDate, preferred_time: '3:00 PM', visitor_action: 'rescheduled' });
    expect(row.previous_slot).toContain('1:00 PM (America/New_York)');

    sink.received.length = 0;
    await deliver();
    const [update] = await mailsTo(VISITOR);
    expect(update!.subject).toMatch(/moved to .*3:00 PM/);
    const event = new ICAL.Event(
      new ICAL.Component(ICAL.parse(update!.attachments[0]!.content.toString('utf8'))).getFirstSubcomponent('vevent')!,
    );
    expect(event.sequence).toBe(1);
    const freshLink = manageLinkIn(update!);
    expect(freshLink).not.toBe(link);
    expect((await form(link, { action: 'withdraw' })).headers.location).toBe('/consultation/manage?done=used');
    expect((await form(freshLink, { action: 'withdraw' })).headers.location).toBe('/consultation/manage?done=withdrawn');
  });

  it('after a move and then a withdrawal, the admin record’s summary and history tell what happened, in order', async () => {
    // An app of its own, with an admin account (the shared one is emptied between tests, accounts included).
    const shared = h;
    h = await testApp({ siteUrl: 'http://studio.test', adminPassword: ADMIN_PASSWORD });
    try {
      await changeThenWithdraw();
    } finally {
      await h.close();
      h = shared;
    }
  });
});

async function changeThenWithdraw() {
  {
    await book();
    await deliver();
    const link = manageLinkIn((await mailsTo(VISITOR))[0]!);
    const newDate = addDays(todayUtc, 12);
    expect((await form(link, { action: 'change', date: newDate, time: '3:00 PM' })).headers.location).toBe(
      '/consultation/manage?done=changed',
    );
    sink.received.length = 0;
    await deliver();
    const freshLink = manageLinkIn((await mailsTo(VISITOR))[0]!);
    expect((await form(freshLink, { action: 'withdraw' })).headers.location).toBe('/consultation/manage?done=withdrawn');

    const login = await h.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { origin: 'http://localhost' },
      payload: { email: 'admin@lumora.studio', password: ADMIN_PASSWORD, role: 'admin' },
    });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const listed = (
      await h.app.inject({ method: 'GET', url: '/api/admin/leads?kind=consultation', headers: { cookie } })
    ).json() as LeadList;
    const res = await h.app.inject({ method: 'GET', url: `/api/admin/leads/consultation/${listed.items[0]!.id}`, headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const field = (name: string) => (res.json() as LeadDetail).fields.find((f) => f.name === name)?.value as string;
    const first = describeSlot(addDays(todayUtc, 10), '1:00 PM', 'America/New_York')!;
    const moved = describeSlot(newDate, '3:00 PM', 'America/New_York')!;
    expect(field('preferred_date')).toBe(newDate);
    // The summary's scheduling is the slot the request ended on, not the first one.
    const scheduling = /SCHEDULING\n([\s\S]*?)\n\n/.exec(field('summary'))![1]!;
    expect(scheduling).toContain(`Preferred date: ${moved.date}`);
    expect(scheduling).toContain('Preferred time: 3:00 PM');
    expect(scheduling).toContain(`UTC: ${moved.start.toISOString().replace('.000Z', 'Z')}`);
    expect(scheduling).not.toContain(first.date);
    // Its history names both steps, in order, each with the slot it concerned.
    const history = field('summary').split('CHANGES BY THE VISITOR\n')[1]!.split('\n');
    expect(history).toHaveLength(2);
    expect(history[0]).toMatch(
      new RegExp(`^- .+: moved from ${formatLongDate(addDays(todayUtc, 10))}, 1:00 PM .* to ${formatLongDate(newDate)}, 3:00 PM`),
    );
    expect(history[1]).toMatch(new RegExp(`^- .+: withdrawn \\(the slot then: ${formatLongDate(newDate)}, 3:00 PM`));
    // The slot before the last change is the one withdrawn.
    expect(field('visitor_action')).toBe('withdrawn');
    expect(field('previous_slot')).toContain(`${formatLongDate(newDate)}, 3:00 PM`);
  }
}

describe('change-or-withdraw link, continued', () => {
  it('a forged, altered or expired link is refused with its own page, never a 500', async () => {
    await book();
    await deliver();
    const link = manageLinkIn((await mailsTo(VISITOR))[0]!);
    const altered = link.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    expect((await form(altered, { action: 'withdraw' })).headers.location).toBe('/consultation/manage?done=invalid');
    expect((await h.app.inject({ method: 'GET', url: '/consultation/manage?token=nonsense' })).headers.location).toBe(
      '/consultation/manage?done=invalid',
    );
    expect((await h.app.inject({ method: 'GET', url: '/consultation/manage' })).headers.location).toBe('/consultation/manage?done=invalid');

    const secret = (await h.db.query<{ value: string }>('SELECT value FROM server_secrets')).rows[0]!.value;
    const requestId = (await h.db.query<{ request_id: string }>('SELECT request_id FROM consultation_requests')).rows[0]!.request_id;
    const stale = signManageToken(secret, requestId, new Date(Date.now() - 60_000));
    const res = await form(`/consultation/manage?token=${stale}`, { action: 'withdraw' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/consultation/manage?done=expired');
    expect((await h.db.query<{ visitor_action: string }>('SELECT visitor_action FROM consultation_requests')).rows[0]!.visitor_action).toBe(
      '',
    );
  });

  it('the page its link opens is sent with Referrer-Policy: no-referrer (its address holds the secret token)', async () => {
    await book();
    await deliver();
    const link = manageLinkIn((await mailsTo(VISITOR))[0]!);
    const headers = { accept: 'text/html', 'accept-encoding': 'br' };
    // The first answer adds the form's earliest date to the address (303); both answers carry the token.
    const opened = await h.app.inject({ method: 'GET', url: link, headers });
    expect(opened.statusCode).toBe(303);
    expect(opened.headers['referrer-policy']).toBe('no-referrer');
    const view = await h.app.inject({ method: 'GET', url: opened.headers.location as string, headers });
    expect(view.statusCode).toBe(200);
    expect(view.headers['referrer-policy']).toBe('no-referrer');
    expect(view.headers['cache-control']).toMatch(/no-store/);
  });

  it("a post from another site is refused with a 403 page and changes nothing; the page's own form works", async () => {
    await book();
    await deliver();
    const link = manageLinkIn((await mailsTo(VISITOR))[0]!);
    const crossSite: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { origin: 'null' },
      { referer: 'https://evil.example/page' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const from of crossSite) {
      const refused = await form(link, { action: 'withdraw' }, from);
      expect(refused.statusCode).toBe(403);
      expect(refused.headers['content-type']).toMatch(/^text\/html/);
      expect(refused.body).toContain('This form must be sent from our site');
      expect(refused.body).toContain('nothing was changed');
    }
    // A script gets the reason in JSON.
    const json = await h.app.inject({
      method: 'POST',
      url: link,
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: { action: 'withdraw' },
    });
    expect(json.statusCode).toBe(403);
    expect(json.json()).toMatchObject({ error: 'forbidden' });
    expect(await visitorAction()).toBe('');

    // The page is sent with no-referrer, so the browser's own post says Origin: null and vouches with Sec-Fetch-Site.
    const own = await form(link, { action: 'withdraw' }, { origin: 'null', 'sec-fetch-site': 'same-origin' });
    expect(own.statusCode).toBe(303);
    expect(own.headers.location).toBe('/consultation/manage?done=withdrawn');
    expect(await visitorAction()).toBe('withdrawn');
  });

  it('tokens: signed with the secret, bound to their expiry', () => {
    const now = new Date('2030-01-01T00:00:00Z');
    const token = signManageToken('s3cret', 'req-abc-0001', new Date('2030-01-02T00:00:00Z'));
    expect(verifyManageToken('s3cret', token, now)).toMatchObject({ ok: true, requestId: 'req-abc-0001' });
    expect(verifyManageToken('other', token, now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyManageToken('s3cret', token.replace('.1893542400.', '.1993542400.'), now)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyManageToken('s3cret', token, new Date('2030-01-03T00:00:00Z'))).toEqual({ ok: false, reason: 'expired' });
  });
});

describe('contact message receipt', () => {
  it('a short receipt in text and HTML with the labels the visitor chose, and no marketing', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'application/json' },
      payload: {
        name: 'Dana Whitfield',
        email: 'dana@northwind.example',
        company: 'Northwind',
        budget: '25k-50k',
        service: 'tv-commercial',
        message: 'A 30 second spot for spring.',
      },
    });
    expect(res.statusCode).toBe(201);
    await deliver();
    const [mail, ...others] = await mailsTo('dana@northwind.example');
    expect(others).toHaveLength(0);
    expect(mail!.subject).toBe('We have your message');
    expect(mail!.text).toContain('Hi Dana,');
    expect(mail!.text).toContain('Service: TV Commercial');
    expect(mail!.text).toContain('Budget: $25,000 - $50,000');
    expect(mail!.text).toContain('within 24 hours');
    expect(mail!.html).toContain('Service: TV Commercial');
    expect(mail!.text).not.toContain('/insights');
    expect(mail!.attachments).toHaveLength(0);
  });

  it('a honeypot hit sends nobody anything', async () => {
    await h.app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'application/json' },
      payload: {
        'bot-field': 'x',
        name: 'Bot',
        email: 'victim@example.com',
        budget: '25k-50k',
        service: 'tv-commercial',
        message: 'spam spam spam',
      },
    });
    await deliver();
    expect(sink.received).toHaveLength(0);
  });
});

describe('emails aimed at someone else', () => {
  const contact = (app: Harness['app'], change: Record<string, string> = {}) =>
    app.inject({
      method: 'POST',
      url: '/contact',
      headers: { accept: 'application/json' },
      payload: {
        name: 'Dana Whitfield',
        email: 'target@victim.example',
        budget: '25k-50k',
        service: 'tv-commercial',
        message: 'Hello there.',
        ...change,
      },
    });

  it('at most 3 visitor emails per recipient a day, counted across processes; every form still succeeds and reaches the team', async () => {
    // A second server process on the same store.
    const other = await buildApp({ config: h.config, db: h.db, serveSite: false, logger: false, announce: () => undefined });
    await other.ready();
    try {
      for (const app of [h.app, other, h.app, other]) expect((await contact(app)).statusCode).toBe(201);
      // Upper case is the same inbox.
      expect((await book(data({ email: 'Target@Victim.example' }))).statusCode).toBe(201);
      await deliver();
      expect(await mailsTo('target@victim.example')).toHaveLength(3);
      expect(sink.received.filter((m) => m.to.includes('team@studio.example'))).toHaveLength(5);
      expect(await countRows(h.db, 'contact_messages')).toBe(4);
      expect(await countRows(h.db, 'consultation_requests')).toBe(1);
      // Another address is not affected.
      expect((await contact(h.app, { email: 'someone@else.example' })).statusCode).toBe(201);
      await deliver();
      expect(await mailsTo('someone@else.example')).toHaveLength(1);
    } finally {
      await other.close();
    }
  });

  it('greets with "Hi there," when the name looks like a link, an address or a slogan', async () => {
    const names = ['WIN-$1000-NOW-at-evil.example/claim', 'www.evil.example', 'boss@evil.example', 'Call 0800 555', 'A'.repeat(41)];
    for (const [i, name] of names.entries()) await contact(h.app, { name, email: `n${i}@victim.example` });
    await contact(h.app, { name: 'Zoë O’Brien-Smith', email: 'plain@victim.example' });
    await deliver();
    for (let i = 0; i < names.length; i++) {
      const [mail] = await mailsTo(`n${i}@victim.example`);
      expect(mail!.text).toContain('Hi there,');
      expect(mail!.text).not.toContain(names[i]!.split(/\s+/)[0]);
    }
    expect((await mailsTo('plain@victim.example'))[0]!.text).toContain('Hi Zoë,');
  });

  it('the invite’s title names the company only when it is plainly a company name', async () => {
    const titleFor = async (company: string, email: string) => {
      expect((await book(data({ company, email, name: 'Free money at evil.example' }))).statusCode).toBe(201);
      await deliver();
      const [mail] = await mailsTo(email);
      expect(mail!.text).toContain('Hi there,');
      const ics = mail!.attachments.find((a) => a.filename === 'lumora-consultation.ics')!;
      return new ICAL.Event(new ICAL.Component(ICAL.parse(ics.content.toString('utf8'))).getFirstSubcomponent('vevent')!).summary;
    };
    expect(await titleFor('WIN $1000 NOW at evil.example/claim', 'a@victim.example')).toBe('Consultation with Lumora Studio');
    expect(await titleFor('Northwind '.repeat(16).trim(), 'b@victim.example')).toBe('Consultation with Lumora Studio');
    expect(await titleFor('AT&T Brands, Inc.', 'c@victim.example')).toBe('Consultation with Lumora Studio — AT&T Brands, Inc.');
  });
});
