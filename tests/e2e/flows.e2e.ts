import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { FlowReport } from '#src/api/flows';
import { baseUrl, CONSENT_REVISION, gotoHydrated, seedStorage, sessionCookie, staffAccounts, useBrowser } from './helpers';

const browser = useBrowser();

/** A visitor whose stored cookie choice allows analytics, or not. */
async function visitor(analytics: boolean) {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  await seedStorage(page, {
    local: {
      cookieConsent: JSON.stringify({
        necessary: true,
        analytics,
        marketing: false,
        preferences: false,
        date: new Date().toISOString(),
        revision: CONSENT_REVISION,
        id: analytics ? '0f0e9a3c-1b2d-4c5e-8f70-a1b2c3d4e5f6' : '1f0e9a3c-1b2d-4c5e-8f70-a1b2c3d4e5f6',
      }),
    },
  });
  return page;
}

/** Two steps of the booking wizard (step one to two, two to three), then leaving the page (its beacon goes on pagehide). */
async function walkTwoSteps(page: Page) {
  await gotoHydrated(page, '/schedule-consultation');
  const stepOf = page.getByTestId('wizard-step-of');
  await expect.poll(() => stepOf.textContent()).toMatch(/1 of 4/);
  await page.getByRole('button', { name: /Next Step/ }).click();
  await expect.poll(() => stepOf.textContent()).toMatch(/2 of 4/);
  await page.getByRole('button', { name: /Next Step/ }).click();
  await expect.poll(() => stepOf.textContent()).toMatch(/3 of 4/);
  await gotoHydrated(page, '/');
}

const NEXT_ONE = { source: 'editing.step.one', event: 'wizard.next', target: 'editing.step.two' };
const NEXT_TWO = { source: 'editing.step.two', event: 'wizard.next', target: 'editing.step.three' };

let cookie = '';
async function counts(): Promise<[number, number]> {
  cookie ||= await sessionCookie('admin');
  const res = await fetch(`${baseUrl}/api/admin/flows?machine=consultationWizard&days=7`, { headers: { cookie } });
  expect(res.status).toBe(200);
  const report = (await res.json()) as FlowReport;
  const of = (t: typeof NEXT_ONE) =>
    report.transitions.find((r) => r.source === t.source && r.event === t.event && r.target === t.target)?.count ?? 0;
  return [of(NEXT_ONE), of(NEXT_TWO)];
}

/** The count in the /admin/flows table for one transition, as the admin sees it. */
const shownCount = (admin: Page, t: typeof NEXT_ONE) =>
  admin
    .getByTestId('flow-transitions')
    .getByRole('row')
    .filter({ hasText: `${t.source}${t.event}${t.target}` })
    .getByRole('cell')
    .last()
    .textContent();

describe('flow counting in the browser', () => {
  it('counts two wizard steps with analytics consent, shows them to the admin, and counts nothing without consent', async () => {
    const [one, two] = await counts();

    const consenting = await visitor(true);
    await walkTwoSteps(consenting);
    await expect.poll(counts, { timeout: 20_000 }).toEqual([one + 1, two + 1]);

    // The admin sees them on the statechart page.
    const admin = await browser.newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(admin, '/login');
    await admin.getByLabel('Email', { exact: true }).fill(staffAccounts.admin.email);
    await admin.getByLabel('Password', { exact: true }).fill(staffAccounts.admin.password);
    await admin.getByRole('button', { name: 'Sign in' }).click();
    await admin.waitForURL(/\/admin$/);
    await gotoHydrated(admin, '/admin/flows');
    await admin.getByLabel('Period').selectOption('7');
    await expect.poll(() => shownCount(admin, NEXT_ONE)).toBe(String(one + 1));
    expect(await shownCount(admin, NEXT_TWO)).toBe(String(two + 1));
    const funnel = admin.getByRole('table', { name: /Consultation booking/ });
    expect(await funnel.getByRole('row', { name: /Step 2/ }).textContent()).toContain(String(one + 1));

    // Without consent: the same walk sends nothing (no request to /api/flows at all) and the counts stay.
    const declining = await visitor(false);
    const beacons: string[] = [];
    declining.on('request', (request) => {
      if (request.url().includes('/api/flows')) beacons.push(request.url());
    });
    await walkTwoSteps(declining);
    // Another consenting visitor's walk after it: once that one is counted, the declining one had every chance to be.
    await walkTwoSteps(await visitor(true));
    await expect.poll(counts, { timeout: 20_000 }).toEqual([one + 2, two + 2]);
    expect(beacons).toEqual([]);
    await admin.reload();
    await admin.getByLabel('Period').selectOption('7');
    await expect.poll(() => shownCount(admin, NEXT_ONE)).toBe(String(one + 2));
  }, 420_000);
});
