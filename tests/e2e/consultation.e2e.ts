import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { addDays, isoDateIn } from '#src/consultation/time';
import { seriousViolations } from './axe';
import { baseUrl, consentAnswered, gotoHydrated, pageErrors, seedStorage, useBrowser } from './helpers';

const browser = useBrowser();

/** A page whose visitor already answered the cookie banner (so it never covers the wizard). */
async function newPage(options: Parameters<typeof browser.newPage>[0] = {}) {
  const page = await browser.newPage(options);
  await seedStorage(page, { local: consentAnswered('e2e-consultation') });
  return page;
}

const CONSENT = 'I consent to receive email communication about my consultation and project. *';
const ERROR = 'There was an error submitting your consultation request. Please try again or contact us directly at info@lumora.studio';
const zone = 'America/New_York';
const date = addDays(isoDateIn(new Date(), zone), 7);

const stepOf = (page: Page) => page.getByTestId('wizard-step-of').textContent();
const next = (page: Page) => page.getByRole('button', { name: /Next Step/ }).click();

async function fillAll(page: Page, name = 'Jordan Reyes') {
  await page.getByRole('textbox', { name: 'Full Name' }).fill(name);
  await page.getByRole('textbox', { name: 'Email Address' }).fill('jordan@northwind.example');
  await page.getByRole('textbox', { name: 'Company' }).fill('Northwind Outfitters');
  await next(page);
  await page.getByRole('combobox', { name: 'Project Type' }).selectOption('Brand Films');
  await page
    .getByRole('textbox', { name: 'Project Description' })
    .fill('A 90 second brand film for our spring launch, with social cut-downs.');
  await page.getByRole('combobox', { name: 'Timeline' }).selectOption('1-2 months');
  await page.getByRole('combobox', { name: 'Budget Range' }).selectOption('$15,000 - $50,000');
  await page.getByRole('checkbox', { name: 'Website' }).check();
  await page.getByRole('textbox', { name: 'Goals' }).fill('Awareness and pre-orders.');
  await next(page);
  await page.getByLabel(/^Preferred Date/).fill(date);
  await page.getByRole('combobox', { name: 'Preferred Time' }).selectOption('1:00 PM');
  await next(page);
  await page.getByRole('textbox', { name: /Inspiration Links/ }).fill('https://vimeo.com/76979871\nwww.example.com/reel');
}

describe('consultation wizard in Chromium', () => {
  it('a visitor in Berlin sees our call hours in their own time, and a 2:00 PM slot (5:00 AM Pacific) is called outside them in the wizard and on the thank-you screen', async () => {
    const berlin = 'Europe/Berlin';
    const page = await newPage({ timezoneId: berlin });
    await gotoHydrated(page, '/schedule-consultation');
    // A Wednesday at least a week ahead: only the hour, not the day, is outside the studio's hours.
    let wednesday = addDays(isoDateIn(new Date(), berlin), 7);
    while (new Date(`${wednesday}T12:00:00Z`).getUTCDay() !== 3) wednesday = addDays(wednesday, 1);
    await fillAll(page);
    await page.getByRole('button', { name: /Previous/ }).click();
    await page.getByLabel(/^Preferred Date/).fill(wednesday);
    const preview = page.getByTestId('slot-preview');
    // 9 AM-6 PM Pacific is 6 PM-3 AM in Berlin (5 PM-2 AM in the weeks when only one of them keeps summer time).
    await expect
      .poll(() => preview.textContent())
      .toMatch(/Our call hours, Monday[-–]Friday 9 AM[-–]6 PM PST, are [56]:00 PM[-–][23]:00 AM (CES?T|GMT\+[12]) in your time zone/);
    await page.getByRole('combobox', { name: 'Preferred Time' }).selectOption('2:00 PM');
    await expect.poll(() => preview.textContent()).toContain('That is outside our usual call hours');
    await next(page);
    await page.getByRole('checkbox', { name: CONSENT }).check();
    await page.getByRole('button', { name: 'Schedule Consultation' }).click();
    const success = page.getByTestId('consultation-success');
    await success.waitFor();
    expect(await success.textContent()).toMatch(/That time is outside our usual call hours \(Monday[-–]Friday 9 AM[-–]6 PM PST\)/);
    expect(await success.textContent()).toMatch(/5:00 AM PST/);
  });

  it('full flow: fill four steps, submit, the request is stored (201), thank-you screen with calendar links', async () => {
    const page = await newPage({ timezoneId: zone, bypassCSP: true });
    await gotoHydrated(page, '/schedule-consultation');
    expect(await stepOf(page)).toBe('Step 1 of 4');
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    await fillAll(page);

    // Defaults seen on the way: the browser's zone and video meeting.
    await page.getByRole('button', { name: /Previous/ }).click();
    expect(await page.getByRole('combobox', { name: /^Time Zone/ }).inputValue()).toBe(zone);
    expect(await page.getByRole('radio', { name: /Video call/ }).isChecked()).toBe(true);
    expect(await page.getByTestId('slot-preview').textContent()).toMatch(/at 1:00 PM E[SD]T.*\(America\/New_York\)/);
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);
    await next(page);
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/schedule-consultation') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Schedule Consultation' }).click(),
    ]);
    expect(response.status()).toBe(201);
    const answer = await response.json();
    expect(answer).toEqual({ id: expect.any(String), status: 'accepted' });
    const sent = response.request().postDataJSON();
    expect(sent.subject).toBe('Consultation Request: Jordan Reyes (Northwind Outfitters)');
    expect(sent.consultation_data).toMatchObject({
      timezone: zone,
      meeting_type: 'video',
      preferred_date: date,
      consent_email: true,
      consent_marketing: false,
    });
    expect(sent.summary).toContain('AGENDA (6 items, 50 minutes)');

    await page.getByRole('heading', { name: 'Consultation Request Sent!' }).waitFor();
    expect(await page.getByRole('heading', { name: 'What Happens Next?' }).count()).toBe(1);
    expect(await page.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
    expect(await page.getByRole('link', { name: 'See our projects' }).getAttribute('href')).toBe('/projects');
    const ics = page.getByRole('link', { name: /Add to calendar/ });
    expect(await ics.getAttribute('href')).toMatch(/^blob:/);
    const icsText = await ics.evaluate(async (a) => (await fetch((a as HTMLAnchorElement).href)).text());
    expect(icsText).toContain('STATUS:TENTATIVE');
    expect(icsText).toContain(`DTSTART;TZID=${zone}:${date.replace(/-/g, '')}T130000`);
    expect(await page.getByRole('link', { name: /Google Calendar/ }).getAttribute('href')).toContain('calendar.google.com');
    expect(await seriousViolations(page, { include: 'main' })).toEqual([]);

    // The record exists on the server: a replay of the same request id is recognised and answers the stored id.
    const replay = await fetch(`${baseUrl}/api/schedule-consultation`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(sent),
    });
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual(answer);

    // The session draft is gone: a new visit starts empty.
    await gotoHydrated(page, '/schedule-consultation');
    expect(await page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows the error banner when the API answers 500, keeps the form, and a retry succeeds', async () => {
    const page = await newPage({ timezoneId: zone });
    let fail = true;
    await page.route('**/api/schedule-consultation', (route) =>
      fail
        ? route.fulfill({
            status: 500,
            contentType: 'application/json',
            body: '{"error":"internal","message":"Something went wrong on our side."}',
          })
        : route.continue(),
    );
    await gotoHydrated(page, '/schedule-consultation');
    await fillAll(page, 'Error Path Visitor');
    await page.getByRole('button', { name: 'Schedule Consultation' }).click();
    const banner = page.getByRole('alert').filter({ hasText: 'There was an error submitting' });
    await banner.waitFor();
    expect(await banner.textContent()).toBe(ERROR);
    expect(await stepOf(page)).toBe('Step 4 of 4');
    expect(await page.getByRole('textbox', { name: /Inspiration Links/ }).inputValue()).toContain('https://vimeo.com/76979871');

    fail = false;
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/schedule-consultation')),
      page.getByRole('button', { name: 'Schedule Consultation' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.getByRole('heading', { name: 'Consultation Request Sent!' }).waitFor();
    expect(await banner.count()).toBe(0);
  });

  it('the submit button is disabled without email consent', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/schedule-consultation');
    for (let i = 0; i < 3; i++) await next(page);
    const submit = page.getByRole('button', { name: 'Schedule Consultation' });
    expect(await submit.isEnabled()).toBe(true);
    await page.getByText(CONSENT, { exact: true }).click();
    expect(await page.getByRole('checkbox', { name: CONSENT }).isChecked()).toBe(false);
    expect(await submit.isDisabled()).toBe(true);
    await page.getByText(CONSENT, { exact: true }).click();
    expect(await submit.isEnabled()).toBe(true);
  });

  it('a reload keeps what the visitor typed and the step they were on', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/schedule-consultation');
    await page.getByRole('textbox', { name: 'Full Name' }).fill('Reload Visitor');
    await page.getByRole('textbox', { name: 'Email Address' }).fill('reload@northwind.example');
    await next(page);
    await page.getByRole('textbox', { name: 'Goals' }).fill('Keep me after a reload');
    await page.reload({ waitUntil: 'load' });
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect.poll(() => stepOf(page)).toBe('Step 2 of 4');
    await expect.poll(() => page.getByRole('textbox', { name: 'Goals' }).inputValue()).toBe('Keep me after a reload');
    await page.getByRole('button', { name: /Previous/ }).click();
    await expect.poll(() => page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Reload Visitor');
    await expect.poll(() => page.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe('reload@northwind.example');
    expect(pageErrors(page)).toEqual([]);
  });

  it('the chat’s booking link prefills the form and leaves no personal data in the address bar', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/schedule-consultation?name=Mia%20Chen&email=mia%40zest.example&company=Zest&project_type=Social%20Content');
    await expect.poll(() => page.getByRole('textbox', { name: 'Full Name' }).inputValue()).toBe('Mia Chen');
    expect(await page.getByRole('textbox', { name: 'Email Address' }).inputValue()).toBe('mia@zest.example');
    await expect.poll(() => new URL(page.url()).search).toBe('');
    await next(page);
    expect(await page.getByRole('combobox', { name: 'Project Type' }).inputValue()).toBe('Social Media Content');
  });

  it('keyboard only: Next, fields and Previous are reachable, focus lands on the step heading', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/schedule-consultation');
    await page.getByRole('textbox', { name: 'Full Name' }).focus();
    await page.keyboard.type('Key Board');
    await page.getByRole('button', { name: /Next Step/ }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Project Details');
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => (document.activeElement as HTMLElement | null)?.getAttribute('name'))).toBe('project_type');
  });
});
