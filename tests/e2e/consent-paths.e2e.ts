import type { Page, Route } from 'playwright-core';
import { expect } from 'vitest';
import { assign } from 'xstate';
import { cookieConsentMachine } from '#machines/cookie-consent.machine';
import { CONSENT_REVISION, CONSENT_STORAGE_KEY, type StoredConsent } from '#src/analytics/consent-storage';
import { consentCopy } from '#src/content/consent';
import { RELOAD_FLAG } from '#src/preload-recovery';
import { describeBrowserPaths, tickUntil } from './browser-paths';
import { useBrowser } from './helpers';

const { newPage } = useBrowser();
const banner = (page: Page) => page.getByTestId('cookie-banner');
const inBanner = (page: Page, name: string) => banner(page).getByRole('button', { name, exact: true });
const { buttons } = consentCopy;

// What the visitor's browser holds when the page loads: nothing (first visit) or a choice in force.
const RETURNING: StoredConsent = {
  necessary: true,
  analytics: false,
  marketing: false,
  preferences: true,
  date: '2026-01-05T10:00:00.000Z',
  revision: CONSENT_REVISION,
  id: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
};
type Fixture = 'fresh' | 'returning';
const fixtureOf = (event: unknown): Fixture => (event as { fixture?: Fixture }).fixture ?? 'fresh';

// The model reads the fixture named by consent.init instead of the (node-side) storage.
const model = cookieConsentMachine.provide({
  actions: {
    readEnvironment: assign(({ event }) => {
      const saved = fixtureOf(event) === 'returning' ? RETURNING : null;
      return { saved, consentId: saved?.id ?? null, gpc: false };
    }),
  },
});

// The lazily loaded settings view: held in flight, then made to fail, for consent.settingsFailed.
const SETTINGS_CHUNK = /\/assets\/cookie-settings-[^/]+\.js$/;
const held = new WeakMap<Page, Route[]>();
async function holdSettingsChunk(page: Page) {
  held.set(page, []);
  await page.route(SETTINGS_CHUNK, (route) => void held.get(page)!.push(route));
}

// The page's load event, held back by one picture added when the document is parsed, so the banner's code starts
// while the page is still loading; consent.pageLoaded lets the picture (and so the load event) through.
const LOAD_HOLD = '/__load-hold.gif';
const heldLoad = new WeakMap<Page, Route[]>();
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

describeBrowserPaths('cookieConsent', model, {
  newPage: () => newPage({ viewport: { width: 1280, height: 900 } }),
  startText:
    'a desktop browser window 1280 px wide; the first step opens a page, either as a visitor who has never chosen cookies or as one who chose (analytics and marketing off) on an earlier visit; the page is still loading (one picture is held back) until a step lets it finish',
  // The first event (consent.init) opens the page: what it finds in storage is the fixture.
  start: async () => undefined,
  events: [
    { type: 'consent.init', fixture: 'fresh' },
    { type: 'consent.init', fixture: 'returning' },
    { type: 'consent.pageLoaded' },
    { type: 'consent.open' },
    { type: 'consent.customise' },
    { type: 'consent.toggle', category: 'analytics' },
    { type: 'consent.acceptAll' },
    { type: 'consent.rejectAll' },
    { type: 'consent.save' },
    { type: 'consent.close' },
    { type: 'consent.settingsFailed' },
  ] as never[],
  serializeState: (s) =>
    JSON.stringify({
      v: s.value,
      saved: s.context.saved ? s.context.saved.analytics : null,
      draft: s.context.draft,
      failed: s.context.settingsFailed,
    }),
  // The settings view can only fail to load before it has loaded once: such walks reach it first.
  isolate: ['consent.settingsFailed'],
  unreachable: {
    'cookieConsent.checking:always:1':
      'here the banner code always starts while the page is still loading, so its wait is counted from the load event exactly; code that starts after the load is covered by tests/e2e/consent.e2e.ts and the actor and view suites',
    'cookieConsent.shown.simple:consent.close:0':
      'closing the simple view with a choice in force needs a failed settings load after a saved choice; the page keeps the failure note and the walks end the failure in the first ask. Covered by the actor and view suites in tests/machines/cookie-consent.test.tsx.',
  },
  exec: {
    'consent.init': async (page, event, { walk }) => {
      await page.addInitScript(
        ({ key, record, failing, flag, hold }) => {
          if (window !== window.top) return;
          if (record) localStorage.setItem(key, record);
          // This tab has just reloaded for a stale chunk, so a failed chunk now surfaces instead of reloading again.
          if (failing) sessionStorage.setItem(flag, String(Date.now()));
          document.addEventListener('DOMContentLoaded', () => {
            const img = document.createElement('img');
            img.src = hold;
            img.alt = '';
            img.hidden = true;
            document.body.append(img);
          });
        },
        {
          key: CONSENT_STORAGE_KEY,
          record: fixtureOf(event) === 'returning' ? JSON.stringify(RETURNING) : null,
          failing: walk.some((e) => e.type === 'consent.settingsFailed'),
          flag: RELOAD_FLAG,
          hold: LOAD_HOLD,
        },
      );
      heldLoad.set(page, []);
      await page.route(`**${LOAD_HOLD}`, (route) => void heldLoad.get(page)!.push(route));
      await page.goto('/studio', { waitUntil: 'domcontentloaded' });
      await tickUntil(page, () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'));
      // The banner mounts after hydration with the chat (one lazy boundary) and sends consent.init.
      await tickUntil(page, async () => (await page.getByTestId('chat-launcher').count()) > 0);
    },
    'consent.pageLoaded': async (page) => {
      await tickUntil(page, async () => (heldLoad.get(page) ?? []).length > 0);
      for (const route of heldLoad.get(page)!) await route.fulfill({ contentType: 'image/gif', body: GIF });
      await expect.poll(() => page.evaluate(() => document.readyState), { timeout: 15_000 }).toBe('complete');
    },
    'consent.open': async (page, _e, { next }) => {
      if (next?.type === 'consent.settingsFailed') await holdSettingsChunk(page);
      await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings', exact: true }).click();
    },
    'consent.customise': async (page, _e, { next }) => {
      if (next?.type === 'consent.settingsFailed') await holdSettingsChunk(page);
      await inBanner(page, buttons.customise).click();
    },
    'consent.settingsFailed': async (page) => {
      for (const route of held.get(page) ?? []) await route.abort();
      await page.unroute(SETTINGS_CHUNK);
    },
    'consent.toggle': async (page, e) => page.locator(`#consent-switch-${(e as { category?: string }).category}`).click(),
    'consent.acceptAll': async (page) => inBanner(page, buttons.acceptAll).click(),
    'consent.rejectAll': async (page) => inBanner(page, buttons.rejectAll).click(),
    'consent.save': async (page) => inBanner(page, buttons.save).click(),
    'consent.close': async (page) => banner(page).press('Escape'),
  },
  states: {
    // Before the page and during the 1 s wait: nothing shown (the clock is paused, so the wait cannot run out early).
    idle: async (page) => expect(await banner(page).count()).toBe(0),
    waiting: async (page) => expect(await banner(page).count()).toBe(0),
    'shown.simple': async (page, s) => {
      expect(await banner(page).getAttribute('data-view')).toBe('simple');
      expect(await inBanner(page, buttons.customise).isVisible()).toBe(true);
      expect(await banner(page).getByText(consentCopy.settingsFailed).count()).toBe(s.context.settingsFailed ? 1 : 0);
      expect(await inBanner(page, buttons.close).count()).toBe(s.context.saved ? 1 : 0);
    },
    'shown.customise': async (page, s, step) => {
      expect(await banner(page).getAttribute('data-view')).toBe('customise');
      if (step?.next?.type === 'consent.settingsFailed') {
        expect(await banner(page).getByText(consentCopy.settingsLoading).isVisible()).toBe(true);
        return;
      }
      expect(await inBanner(page, buttons.save).isVisible()).toBe(true);
      expect(await page.locator('#consent-switch-analytics').isChecked()).toBe(s.context.draft.analytics);
      expect(await page.locator('#consent-switch-necessary').isDisabled()).toBe(true);
    },
    hidden: async (page, s) => {
      expect(await banner(page).count()).toBe(0);
      const saved = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), CONSENT_STORAGE_KEY);
      expect(saved?.analytics ?? null).toBe(s.context.saved?.analytics ?? null);
      expect(saved?.preferences ?? null).toBe(s.context.saved?.preferences ?? null);
    },
  },
});
