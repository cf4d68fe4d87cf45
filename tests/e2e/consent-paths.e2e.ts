import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { cookieConsentMachine } from '../../machines/cookie-consent.machine';
import { describeBrowserPaths } from './browser-paths';
import { gotoHydrated, useBrowser } from './helpers';

const { newPage } = useBrowser();
const banner = (page: Page) => page.getByTestId('cookie-banner');
const inBanner = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true });

// A first-time visitor (nothing saved, no Global Privacy Control), replayed on /studio.
describeBrowserPaths('cookieConsent', cookieConsentMachine, {
  newPage: () => newPage({ viewport: { width: 1280, height: 900 } }),
  start: (page) => gotoHydrated(page, '/studio').then(() => undefined),
  events: [
    { type: 'consent.init' },
    { type: 'consent.open' },
    { type: 'consent.customise' },
    { type: 'consent.toggle', category: 'analytics' },
    { type: 'consent.acceptAll' },
    { type: 'consent.rejectAll' },
    { type: 'consent.save' },
    { type: 'consent.close' },
  ],
  serializeState: (s) => JSON.stringify({ v: s.value, saved: Boolean(s.context.saved), draft: s.context.draft }),
  maxPaths: 16,
  exec: {
    // Sent by the banner itself once the page has hydrated.
    'consent.init': async () => undefined,
    'consent.open': async (page) => page.getByRole('button', { name: 'Cookie Settings', exact: true }).click(),
    'consent.customise': async (page) => inBanner(page, 'Customise').click(),
    'consent.toggle': async (page, e) => page.locator(`#consent-switch-${e.category}`).click(),
    'consent.acceptAll': async (page) => inBanner(page, 'Accept All').click(),
    'consent.rejectAll': async (page) => inBanner(page, 'Reject All').click(),
    'consent.save': async (page) => inBanner(page, 'Save Preferences').click(),
    'consent.close': async (page) => banner(page).press('Escape'),
  },
  states: {
    // idle/waiting are not asserted here: the page clock keeps running while the page loads, so on a
    // slow machine the 1 s delay can elapse before the check. The jsdom path suite and consent.e2e.ts
    // (banner not before 950 ms) cover the wait.
    'shown.simple': async (page) => {
      await banner(page).waitFor({ state: 'visible' });
      await expect.poll(() => inBanner(page, 'Customise').count()).toBe(1);
    },
    'shown.customise': async (page, s) => {
      await inBanner(page, 'Save Preferences').waitFor({ state: 'visible' });
      expect(await page.locator('#consent-switch-analytics').isChecked()).toBe(s.context.draft.analytics);
      expect(await page.locator('#consent-switch-necessary').isDisabled()).toBe(true);
    },
    hidden: async (page, s) => {
      await expect.poll(() => banner(page).count()).toBe(0);
      const saved = await page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null'));
      expect(saved?.analytics ?? null).toBe(s.context.saved?.analytics ?? null);
    },
  },
});
