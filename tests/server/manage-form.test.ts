// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consultationRequest } from '#src/api/consultation';
import { addDays, isoDateIn } from '#src/consultation/time';
import { signManageToken } from '#src/server/email/manage-link';
import { buildApp } from '#src/server/app';
import { loadConfig, type Config } from '#src/server/config';
import { validConsultation } from '../utils/consultation-fixtures';
import { testDb } from './app-harness';
import { writeFakeDist } from './fake-dist';

/**
 * The change-slot form without JavaScript: its date field has a minimum (today in the visitor's
 * zone), and a refused slot is answered on the same form, with what the visitor entered and the
 * reason next to the field. The page is rendered for the request; the fake server bundle shows
 * what it was asked to render.
 */
let dist: string;
let app: Awaited<ReturnType<typeof buildApp>>;
let store: Awaited<ReturnType<typeof testDb>>;

beforeAll(async () => {
  dist = writeFakeDist(['/consultation/manage']);
  fs.mkdirSync(path.join(dist, 'server'), { recursive: true });
  fs.writeFileSync(
    path.join(dist, 'server', 'entry-server.js'),
    `export async function render(url) {
      const search = Object.fromEntries(new URL(url, 'http://x').searchParams);
      return { status: 200, html: '<!doctype html><html><body><main data-page="manage-form">' + JSON.stringify(search).replace(/</g, '') + '</main></body></html>' };
    }`,
  );
  store = await testDb();
  const config: Config = {
    ...loadConfig({ ...process.env, DATABASE_URL: '' }),
    distDir: dist,
    dataDir: path.join(dist, 'data'),
    databaseUrl: undefined,
    logLevel: 'silent',
    siteUrl: 'http://studio.test',
  };
  app = await buildApp({ config, db: store.db, serveSite: true, logger: false, announce: () => undefined });
  await app.ready();
}, 180_000);

afterAll(async () => {
  await app?.close();
  await store?.close();
  if (dist) fs.rmSync(dist, { recursive: true, force: true });
});

const rendered = (body: string) => JSON.parse(/data-page="manage-form">([^<]*)</.exec(body)![1]!) as Record<string, string>;

describe('the change-slot form', () => {
  it('has a minimum date, and answers a past date on the same form with the values kept and the error named', async () => {
    const requestId = 'req-manage-form-0001';
    const booked = await app.inject({
      method: 'POST',
      url: '/api/schedule-consultation',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(
        consultationRequest({ requestId, data: { ...validConsultation, preferred_date: addDays(isoDateIn(new Date(), 'UTC'), 10) } }),
      ),
    });
    expect(booked.statusCode).toBe(201);
    const secret = (await store.db.query<{ value: string }>('SELECT value FROM server_secrets')).rows[0]!.value;
    const token = signManageToken(secret, requestId, new Date(Date.now() + 86_400_000));
    const today = isoDateIn(new Date(), validConsultation.timezone);

    // Opening the link: the form gets the first day allowed.
    const opened = await app.inject({ method: 'GET', url: `/consultation/manage?token=${token}` });
    expect(opened.statusCode).toBe(303);
    const page = await app.inject({ method: 'GET', url: opened.headers.location as string });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toContain("default-src 'self'");
    expect(page.headers['referrer-policy']).toBe('no-referrer');
    expect(page.headers['cache-control']).toBe('private, no-store');
    expect(rendered(page.body)).toEqual({ token, min: today });

    // A past date: the same form again, not a page that says to go Back.
    const past = addDays(today, -3);
    const posted = await app.inject({
      method: 'POST',
      url: `/consultation/manage?token=${token}`,
      // The browser's own form post: no usable Origin (the page sends no referrer), Sec-Fetch-Site says same-origin.
      headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'text/html', 'sec-fetch-site': 'same-origin' },
      payload: new URLSearchParams({ action: 'change', date: past, time: '3:00 PM' }).toString(),
    });
    expect(posted.statusCode).toBe(303);
    const again = await app.inject({ method: 'GET', url: posted.headers.location as string });
    expect(again.statusCode).toBe(200);
    expect(rendered(again.body)).toEqual({ token, date: past, time: '3:00 PM', error: 'date', min: today });

    // Nothing changed, and the link still works.
    const row = (await store.db.query<{ visitor_action: string }>('SELECT visitor_action FROM consultation_requests')).rows[0]!;
    expect(row.visitor_action).toBe('');
  });
});
