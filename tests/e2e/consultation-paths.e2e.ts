import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { consultationWizardMachine, wizardStepOf, type WizardEnvironment } from '#machines/consultation-wizard.machine';
import { CONSULTATION_ENDPOINT } from '#src/api/consultation';
import { successCopy, wizardCopy, wizardSteps } from '#src/content/consultation';
import { site } from '#src/content/site';
import { DRAFT_KEY, DRAFT_VERSION } from '#src/consultation/draft';
import { addDays, isoDateIn } from '#src/consultation/time';
import type { ConsultationData } from '#src/forms/consultation';
import { breakableFields, breakableStepOf, optionalEdits, validConsultation, wizardViewEvents } from '../utils/consultation-fixtures';
import { describeBrowserPaths, tickUntil } from './browser-paths';
import { consentAnswered, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();
const PAGE = '/schedule-consultation';
const zone = validConsultation.timezone;
/** What the visitor typed earlier in the session: the fixture's request, for a slot a week from the page's today. */
const visitor: ConsultationData = { ...validConsultation, preferred_date: addDays(isoDateIn(new Date(), zone), 7) };

const stepOf = (page: Page) => page.getByTestId('wizard-step-of');
const button = (page: Page, name: string | RegExp) => page.getByRole('button', { name });
const field = (page: Page, name: string) => page.locator(`[name="${name}"]`);
const wizardForm = (page: Page) => page.getByRole('form', { name: 'Consultation request' });
const errorBanner = (page: Page) => page.getByTestId('consultation-error');

/** Types (or chooses) a value the way a visitor would, whatever the control. */
async function setField(page: Page, name: string, value: string) {
  const control = field(page, name);
  if ((await control.evaluate((el) => el.tagName)) === 'SELECT') await control.selectOption(value);
  else await control.fill(value);
}

/** The session draft the page keeps (what a reload would bring back). */
const keptDraft = (page: Page) =>
  page.evaluate((key) => JSON.parse(sessionStorage.getItem(key) ?? 'null') as { values?: Record<string, unknown> } | null, DRAFT_KEY);

// Every POST /api/schedule-consultation waits here until the walk says how the server answers (the submit actor's done or error).
const heldRequests = new WeakMap<Page, Route[]>();
async function holdRequests(page: Page) {
  heldRequests.set(page, []);
  await page.route(`**${CONSULTATION_ENDPOINT}`, (route) =>
    route.request().method() === 'POST' ? void heldRequests.get(page)!.push(route) : route.continue(),
  );
}
async function nextHeldRequest(page: Page) {
  await expect.poll(() => heldRequests.get(page)!.length, { timeout: 10_000 }).toBeGreaterThan(0);
  return heldRequests.get(page)!.shift()!;
}

const draftStepOf = (event: AnyEventObject | undefined) => (event as { output?: WizardEnvironment } | undefined)?.output?.draft?.step ?? 1;

async function expectStep(page: Page, n: number) {
  expect(await stepOf(page).textContent()).toBe(wizardCopy.stepOf(n));
  expect(await page.getByTestId('wizard-percent').textContent()).toBe(wizardCopy.percentComplete(n * 25));
  expect(await page.getByRole('progressbar', { name: wizardCopy.progressLabel }).getAttribute('aria-valuenow')).toBe(String(n * 25));
  expect(await page.getByRole('heading', { level: 2, name: wizardSteps[n - 1]!.title, exact: true }).isVisible()).toBe(true);
  expect(await button(page, new RegExp(wizardCopy.previous)).count()).toBe(n > 1 ? 1 : 0);
  expect(await button(page, new RegExp(wizardCopy.next)).count()).toBe(n < 4 ? 1 : 0);
}

const stepStates = Object.fromEntries(
  (['one', 'two', 'three', 'four'] as const).map((name, index) => [
    `editing.step.${name}`,
    async (page: Page, s: { context: { draft: unknown } }) => {
      await expectStep(page, index + 1);
      // The session's draft came back, and the page says so.
      expect(await page.getByRole('status').filter({ hasText: wizardCopy.draftRestored }).count()).toBe(s.context.draft ? 1 : 0);
    },
  ]),
);

describeBrowserPaths('consultationWizard', consultationWizardMachine, {
  newPage: async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, timezoneId: zone });
    await seedStorage(page, { local: consentAnswered('e2e-consultation-paths') });
    await holdRequests(page);
    return page;
  },
  startText:
    'a desktop browser window 1280 px wide on the consultation booking page (/schedule-consultation), as a visitor who has already answered the cookie banner and, earlier in this browser session, filled in every step of the booking form without sending it',
  // The session holds a complete draft on the step the first event names; the prerendered page is what shows while the wizard loads it.
  start: async (page, walk) => {
    await seedStorage(page, {
      session: { [DRAFT_KEY]: JSON.stringify({ v: DRAFT_VERSION, values: visitor, step: draftStepOf(walk[0]) }) },
    });
    await page.goto(PAGE, { waitUntil: 'load' });
  },
  events: wizardViewEvents as never[],
  serializeState: (s) => JSON.stringify(s.value),
  unreachable: {
    'consultationWizard.loading:xstate.error.actor.loadEnvironment:0':
      "reading the session cannot fail in a browser: the draft, today's date and the time zone are read with every error caught (a blocked or garbled storage reads as no draft). The actor paths in tests/machines/consultation-wizard.test.tsx take it.",
    'consultationWizard.loading:draft.save:0':
      'in a browser the wizard reads the session as soon as its code has hydrated the page, leaving no time to type in between; the machine and jsdom view paths in tests/machines/consultation-wizard.test.tsx take it (with the session read held back).',
  },
  exec: {
    // The app's code arrives and hydrates; the wizard reads the session.
    'xstate.done.actor.loadEnvironment': async (page) => {
      await tickUntil(page, () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'));
    },
    'wizard.next': async (page) => button(page, new RegExp(wizardCopy.next)).click(),
    'wizard.previous': async (page) => button(page, new RegExp(wizardCopy.previous)).click(),
    'wizard.submit': async (page) => button(page, wizardCopy.submit).click(),
    // An edit: the session draft keeps it.
    'draft.save': async (page, _e, { before }) => {
      const [name, value] = optionalEdits[wizardStepOf(before)]!;
      await setField(page, name, value);
      await expect.poll(async () => (await keptDraft(page))?.values?.[name]).toBe(value);
    },
    // A jump happens when a submit finds an invalid field: break one on the target step, submit from the last step, then mend it there.
    'wizard.invalid': async (page, e) => {
      const target = breakableStepOf((e as { fields?: string[] }).fields![0]!);
      const [name, invalid] = breakableFields[target]!;
      for (let n = 4; n > target; n--) await button(page, new RegExp(wizardCopy.previous)).click();
      await setField(page, name, invalid);
      // Straight from the field to Next: pressing it keeps focus in the field, so no message appears above the
      // button between press and release and moves it from under the pointer (that click would be lost).
      for (let n = target; n < 4; n++) await button(page, new RegExp(wizardCopy.next)).click();
      await button(page, wizardCopy.submit).click();
      await expect.poll(() => stepOf(page).textContent()).toBe(wizardCopy.stepOf(target));
      await expect.poll(() => field(page, name).evaluate((el) => el === document.activeElement)).toBe(true);
      expect(await field(page, name).getAttribute('aria-invalid')).toBe('true');
      await setField(page, name, String(visitor[name as keyof ConsultationData]));
    },
    // The real server stores the request.
    'xstate.done.actor.submitConsultation': async (page) => {
      const route = await nextHeldRequest(page);
      expect(route.request().postDataJSON()).toMatchObject({
        request_id: expect.stringMatching(/^[A-Za-z0-9-]{8,64}$/),
        consultation_data: { name: visitor.name, email: visitor.email, preferred_date: visitor.preferred_date, timezone: zone },
      });
      const [response] = await Promise.all([page.waitForResponse((r) => r.url().endsWith(CONSULTATION_ENDPOINT)), route.continue()]);
      expect(response.status()).toBe(201);
    },
    'xstate.error.actor.submitConsultation': async (page) => {
      const route = await nextHeldRequest(page);
      await route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"error":"internal","message":"Something went wrong on our side."}',
      });
    },
  },
  states: {
    // Before the app's code runs: the prerendered wizard on its first step.
    loading: async (page) => {
      await expectStep(page, 1);
      expect(await page.getByText(wizardCopy.draftRestored).count()).toBe(0);
    },
    ...stepStates,
    'editing.submission.idle': async (page, s) => {
      expect(await errorBanner(page).count()).toBe(0);
      if (wizardStepOf(s) === 4) expect(await button(page, wizardCopy.submit).isEnabled()).toBe(true);
    },
    'editing.submission.busy': async (page) => {
      expect(await button(page, wizardCopy.submitting).isDisabled()).toBe(true);
      expect(await button(page, new RegExp(wizardCopy.previous)).isDisabled()).toBe(true);
      expect(await errorBanner(page).count()).toBe(0);
    },
    // The banner stays with the form (on whichever step) until the next attempt.
    'editing.submission.error': async (page, s) => {
      expect(await page.getByRole('alert').filter({ hasText: 'There was an error submitting' }).textContent()).toBe(
        wizardCopy.error(site.email),
      );
      expect(await errorBanner(page).getByRole('link', { name: site.email }).getAttribute('href')).toBe(`mailto:${site.email}`);
      expect(await wizardForm(page).count()).toBe(1);
      if (wizardStepOf(s) === 4) expect(await button(page, wizardCopy.submit).isEnabled()).toBe(true);
    },
    success: async (page) => {
      expect(await page.getByRole('heading', { name: successCopy.title }).isVisible()).toBe(true);
      expect(await page.getByRole('heading', { name: successCopy.nextTitle }).isVisible()).toBe(true);
      expect(await page.getByTestId('success-slot').textContent()).toMatch(/ at 1:00 PM E[SD]T \(America\/New_York\)$/);
      expect(await wizardForm(page).count()).toBe(0);
      expect(await stepOf(page).count()).toBe(0);
      // The booking is tracked with its project type, and the session forgets the draft.
      const tracked = await page.evaluate(() =>
        JSON.stringify(
          ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).map((e) =>
            e && typeof e === 'object' && 'length' in e ? Array.from(e as ArrayLike<unknown>) : e,
          ),
        ),
      );
      expect(tracked).toContain(JSON.stringify(['event', 'consultation_booked', { project_type: visitor.project_type }]));
      expect(await keptDraft(page)).toBeNull();
    },
  },
});
