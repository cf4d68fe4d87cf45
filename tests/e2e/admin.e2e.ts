import fs from 'node:fs';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consultationRequest } from '#src/api/consultation';
import { addDays, isoDateIn } from '#src/consultation/time';
import type { ConsultationData } from '#src/forms/consultation';
import { seriousViolations } from './axe';
import {
  animationFrames,
  baseUrl,
  consentAnswered,
  gotoHydrated,
  pageAtRest,
  pageErrors,
  seedStorage,
  staffAccounts,
  useBrowser,
} from './helpers';

const browser = useBrowser();

const { admin: ADMIN, client: CLIENT } = staffAccounts;

/** A visitor who already answered the cookie banner (so it never covers the form). */
async function newPage(options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, bypassCSP: true, ...options });
  await seedStorage(page, { local: consentAnswered('e2e-admin') });
  return page;
}

async function signIn(page: Page, account: { email: string; password: string }, role: 'admin' | 'client' = 'admin') {
  await gotoHydrated(page, '/login');
  await page.getByLabel('Email', { exact: true }).fill(account.email);
  await page.getByLabel('Password', { exact: true }).fill(account.password);
  if (role !== 'admin') await page.getByLabel('Role', { exact: true }).selectOption(role);
  await page.getByRole('button', { name: 'Sign in' }).click();
}

/** Sum of the layout shifts (none caused by input) on the page so far; the observer is installed before the page's own scripts. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as Window & { layoutShift?: number };
    w.layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) w.layoutShift! += entry.value;
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as Window & { layoutShift?: number }).layoutShift ?? 0);
}

const stored = (page: Page) => page.evaluate(() => [localStorage.getItem('isAuthenticated'), localStorage.getItem('userRole')]);
const rowFor = (page: Page, name: string) => page.getByRole('list', { name: 'Leads' }).getByRole('button', { name: new RegExp(name) });

function consultation(name: string): ConsultationData {
  return {
    name,
    email: 'priya@orbit.example',
    phone: '',
    company: 'Orbit Labs',
    role: 'Head of Brand',
    project_type: 'Brand Films',
    project_description: 'A 60-second brand film for our autumn launch.',
    timeline: '2-4 weeks',
    budget_range: '$15,000 - $50,000',
    platforms: ['Website', 'Social Media'],
    goals: 'Launch awareness in three markets.',
    preferred_date: addDays(isoDateIn(new Date(), 'America/New_York'), 7),
    preferred_time: '10:00 AM',
    timezone: 'America/New_York',
    meeting_type: 'video',
    current_challenges: '',
    inspiration_links: '',
    additional_notes: '',
    how_heard: 'Referral',
    consent_email: true,
    consent_marketing: false,
  } as ConsultationData;
}

describe('admin sign-in and leads inbox in Chromium', () => {
  it('signs in as admin, sees the leads sent earlier, marks them handled, exports CSV and logs out to /', async () => {
    const stamp = Date.now().toString(36);
    const contactName = `Inbox Contact ${stamp}`;
    const consultName = `Inbox Consult ${stamp}`;
    const contact = await fetch(`${baseUrl}/contact`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({
        'form-name': 'contact',
        name: contactName,
        email: 'dana@northwind.example',
        company: 'Northwind',
        budget: '25k-50k',
        service: 'brand-films',
        message: 'A 90 second brand film for our spring launch.',
      }),
    });
    expect(contact.status).toBe(201);
    const consult = await fetch(`${baseUrl}/api/schedule-consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify(consultationRequest({ requestId: `e2e-admin-${stamp}`, data: consultation(consultName) })),
    });
    expect(consult.ok).toBe(true);

    const page = await newPage();
    await signIn(page, ADMIN);
    await page.waitForURL('**/admin');
    expect(await stored(page)).toEqual(['true', 'admin']);

    // Both leads are in the inbox (unhandled, newest first).
    await rowFor(page, consultName).waitFor();
    await rowFor(page, contactName).waitFor();

    // The consultation, every field including the summary; mark it handled.
    await rowFor(page, consultName).click();
    const detail = page.getByRole('region', { name: consultName });
    await detail.waitFor();
    expect(await detail.locator('[data-field="summary"] dd').textContent()).toContain(consultName);
    expect(await detail.locator('[data-field="platforms"] dd').textContent()).toBe('Website, Social Media');
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    await detail.getByRole('button', { name: 'Mark handled' }).click();
    await detail.getByRole('button', { name: 'Mark unhandled' }).waitFor();
    expect(await detail.getByRole('status').textContent()).toMatch(/^Handled /);
    // The unhandled list no longer holds it.
    await expect.poll(() => rowFor(page, consultName).count()).toBe(0);

    // The contact message too.
    await rowFor(page, contactName).click();
    const contactDetail = page.getByRole('region', { name: contactName });
    await contactDetail.getByRole('button', { name: 'Mark handled' }).click();
    await contactDetail.getByRole('button', { name: 'Mark unhandled' }).waitFor();

    // Handled consultation requests, exported as CSV.
    await page
      .getByRole('navigation', { name: 'Lead kinds' })
      .getByRole('button', { name: /Consultation requests/ })
      .click();
    await page.getByRole('group', { name: 'Status' }).getByRole('button', { name: 'Handled', exact: true }).click();
    await rowFor(page, consultName).waitFor();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: /Export CSV/ }).click()]);
    expect(download.suggestedFilename()).toMatch(/^consultation-\d{4}-\d\d-\d\d\.csv$/);
    const csv = fs.readFileSync((await download.path())!, 'utf8');
    expect(csv.split('\r\n')[0]).toContain('summary');
    expect(csv).toContain(consultName);
    expect(csv).not.toContain(contactName);

    // Log out: back to /, flags gone, and the server no longer knows the session.
    await page.getByRole('button', { name: 'Sign out' }).click();
    await page.waitForURL(`${baseUrl}/`);
    expect(await stored(page)).toEqual([null, null]);
    const session = await page.request.get('/api/auth/session');
    expect(await session.json()).toEqual({ authenticated: false });
    expect((await page.request.get('/api/admin/leads')).status()).toBe(401);
    expect(pageErrors(page)).toEqual([]);
  });

  it('refuses a role that does not match the account with "Invalid credentials", then signs the client in to /client', async () => {
    const page = await newPage();
    await signIn(page, ADMIN, 'client');
    await page.getByRole('alert').filter({ hasText: 'Invalid credentials' }).waitFor();
    expect(await stored(page)).toEqual([null, null]);
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    await page.getByLabel('Email', { exact: true }).fill(CLIENT.email);
    await page.getByLabel('Password', { exact: true }).fill(CLIENT.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await page.waitForURL('**/client');
    await page.getByRole('heading', { name: 'Project status' }).waitFor();
    expect(await stored(page)).toEqual(['true', 'client']);
    // Beside the status panel: Avery's support variant, inline, with the same sample statuses; no floating sales launcher here.
    const support = page.getByRole('region', { name: 'Ask Avery' });
    const log = support.getByRole('log');
    await expect.poll(() => log.textContent(), { timeout: 5_000 }).toContain('LUM-2417 · Spring launch TV spot: In review.');
    for (const line of [
      'LUM-2388 · Social cutdowns for the summer range: In production.',
      'LUM-2351 · Onboarding film for new hires: Delivered.',
      'LUM-2440 · Product photography in AI sets: Scheduled.',
    ]) {
      expect(await log.textContent()).toContain(line);
    }
    const panel = page.getByRole('region', { name: 'Project status' });
    for (const ref of ['LUM-2417', 'LUM-2388', 'LUM-2351', 'LUM-2440']) expect(await panel.getByText(ref, { exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Ask Avery, our project assistant' }).count()).toBe(0);
    expect(await page.getByRole('dialog').count()).toBe(0);
    await support.getByRole('button', { name: 'Talk to my producer' }).click();
    await expect.poll(() => log.textContent(), { timeout: 5_000 }).toContain('Your producer is the fastest route');
    const layout = await Promise.all([panel.boundingBox(), support.boundingBox()]);
    expect(layout[1]!.x).toBeGreaterThan(layout[0]!.x + layout[0]!.width - 1); // side by side at 1440 px
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    // A client is not an admin: /admin sends it to /login, which offers the client area.
    await gotoHydrated(page, '/admin');
    await page.waitForURL('**/login');
    await page.getByRole('link', { name: 'Open the client area' }).waitFor();
    expect(pageErrors(page).filter((e) => !e.includes('401'))).toEqual([]);
  });

  it('nothing visible moves while /admin and /client find out who is signed in (phone screen, CLS under 0.02)', async () => {
    const phone = { viewport: { width: 412, height: 823 } };
    // Signed out: the server sends /admin straight to /login.
    const visitor = await newPage(phone);
    const visitorShift = await watchLayoutShifts(visitor);
    await visitor.goto('/admin');
    await visitor.waitForURL('**/login');
    await visitor.getByRole('button', { name: 'Sign in' }).waitFor();
    await pageAtRest(visitor);
    await animationFrames(visitor, 2);
    expect(await visitorShift()).toBeLessThan(0.02);

    // Signed in: the notice gives way to the inbox, then to its loaded list; the client's projects likewise.
    for (const [account, role, path, ready] of [
      [ADMIN, 'admin', '/admin', 'Lead kinds'],
      [CLIENT, 'client', '/client', 'Project status'],
    ] as const) {
      const page = await newPage(phone);
      const shift = await watchLayoutShifts(page);
      const login = await page.request.post('/api/auth/login', { headers: { origin: baseUrl }, data: { ...account, role } });
      expect(login.status()).toBe(200);
      await seedStorage(page, { local: { isAuthenticated: 'true', userRole: role } });
      await page.goto(path);
      await (role === 'admin' ? page.getByRole('navigation', { name: ready }) : page.getByRole('heading', { name: ready })).waitFor();
      // Shifts are counted once everything the page asked for has arrived and been drawn.
      await pageAtRest(page);
      await animationFrames(page, 2);
      expect(await shift()).toBeLessThan(0.02);
    }
  });

  it('without a session /admin and /client go to /login, and stale flags in storage do not open the inbox', async () => {
    const page = await newPage();
    await seedStorage(page, { local: { isAuthenticated: 'true', userRole: 'admin' } });
    await page.goto('/admin');
    await page.waitForURL('**/login');
    // /login asks the server, which knows no session, and the stale flags are cleared.
    await expect.poll(() => stored(page)).toEqual([null, null]);
    expect(await page.getByRole('button', { name: 'Sign in' }).count()).toBe(1);
    // The server decides before any page is sent, so it holds with JavaScript off as well.
    for (const area of ['/admin', '/client']) {
      const res = await fetch(`${baseUrl}${area}`, { redirect: 'manual' });
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/login');
      expect(await res.text()).not.toContain('Leads inbox');
    }
  });
});
