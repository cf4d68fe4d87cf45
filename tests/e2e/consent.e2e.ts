import type { Page, Request, Route } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentCopy } from '#src/content/consent';
import { RELOAD_FLAG } from '#src/preload-recovery';
import { tickUntil } from './browser-paths';
import { baseUrl, CONSENT_REVISION, gotoHydrated, pageErrors, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();

type Consent = {
  necessary: boolean;
  analytics: boolean;
  marketing: boolean;
  preferences: boolean;
  date: string;
  revision: number;
  id: string;
};

const banner = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });
const stored = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('cookieConsent') ?? 'null') as unknown) as Promise<Consent | null>;
/** Consent commands in window.dataLayer (each entry is an `arguments` object). */
const consentCommands = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer?: ArrayLike<unknown>[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry))
      .filter((entry) => entry[0] === 'consent'),
  ) as Promise<[string, 'default' | 'update', Record<string, unknown>][]>;

const GRANTED_ALL = {
  ad_storage: 'granted',
  ad_user_data: 'granted',
  ad_personalization: 'granted',
  analytics_storage: 'granted',
  functionality_storage: 'granted',
  personalization_storage: 'granted',
  security_storage: 'granted',
};
const DENIED_ALL = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'denied',
  personalization_storage: 'denied',
  security_storage: 'granted',
};

/** The page clock, installed and paused before the page opens: time moves only when a test runs it. */
async function pausedClock(page: Page) {
  const now = Date.now();
  await page.clock.install({ time: now });
  await page.clock.pauseAt(now + 1000);
}

/** The chat launcher shares the banner's lazy boundary: once it is there, the banner's code has started. */
const bannerCodeStarted = async (page: Page) => (await page.getByTestId('chat-launcher').count()) > 0;

/**
 * Page-clock milliseconds until the banner is in the page, running the clock in 10 ms steps (at most `limit`).
 * React renders on real time; only the machine's timers wait for the clock.
 */
async function pageTimeUntilBanner(page: Page, limit = 3000) {
  for (let ran = 0; ran <= limit; ran += 10) {
    if ((await banner(page).count()) > 0) return ran;
    await page.clock.runFor(10);
  }
  return Infinity;
}

/**
 * Holds the page's load event back: a picture added when the document is parsed waits for the test. Returns a
 * function that lets it through and resolves once the page has loaded.
 */
async function holdPageLoad(page: Page) {
  const held: Route[] = [];
  await page.route('**/__load-hold.gif', (route) => void held.push(route));
  await page.addInitScript(() => {
    if (window !== window.top) return;
    document.addEventListener('DOMContentLoaded', () => {
      const img = document.createElement('img');
      img.src = '/__load-hold.gif';
      img.alt = '';
      img.hidden = true;
      document.body.append(img);
    });
  });
  return async () => {
    await expect.poll(() => held.length, { timeout: 10_000 }).toBeGreaterThan(0);
    const gif = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
    for (const route of held) await route.fulfill({ contentType: 'image/gif', body: gif });
    await expect.poll(() => page.evaluate(() => document.readyState), { timeout: 15_000 }).toBe('complete');
  };
}

/**
 * Playwright's page clock empties the performance timeline, where the site reads when the page loaded if its code
 * starts after that. This puts the navigation entry's load time back, in the page clock's time, and keeps it on
 * `window` for the test.
 */
async function keepLoadTiming(page: Page) {
  await page.addInitScript(() => {
    if (window !== window.top) return;
    window.addEventListener('load', () => {
      const at = performance.now();
      (window as unknown as { __loadedAt: number }).__loadedAt = at;
      const entries = performance.getEntriesByType.bind(performance);
      performance.getEntriesByType = ((type: string) =>
        type === 'navigation' ? [{ loadEventStart: at, loadEventEnd: at }] : entries(type)) as typeof performance.getEntriesByType;
    });
  });
}

describe('cookie consent in Chromium', () => {
  type Box = { x: number; y: number; width: number; height: number };
  const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  /** The boxes of the home hero's figures ('50+ countries', '4.9 rating from 150 reviews' …), each number with its caption. */
  const heroFigures = async (page: Page) => {
    const proof = page.locator('#hero dl > div');
    return Promise.all((await proof.all()).map(async (figure) => ({ text: await figure.innerText(), box: (await figure.boundingBox())! })));
  };

  it.each([
    [1440, 900],
    [1280, 800],
    [1920, 1080],
    [1024, 768],
  ])("at %i×%i the banner leaves the home hero's figures visible, and stays a non-modal region with its buttons", async (width, height) => {
    const page = await newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await banner(page).waitFor({ state: 'visible', timeout: 8000 });
    const box = (await banner(page).boundingBox())!;
    const figures = await heroFigures(page);
    expect(figures.map((f) => f.text.replace(/\s+/g, ' '))).toEqual(
      expect.arrayContaining([expect.stringContaining('50+'), expect.stringContaining('4.9')]),
    );
    for (const figure of figures) expect(overlaps(box, figure.box), `banner ${JSON.stringify(box)} covers "${figure.text}"`).toBe(false);
    // Inside the viewport, whole.
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(width);
    expect(box.y + box.height).toBeLessThanOrEqual(height);
    expect(await page.getByRole('dialog', { name: 'Cookie consent' }).count()).toBe(0);
    for (const name of [consentCopy.buttons.acceptAll, consentCopy.buttons.rejectAll, consentCopy.buttons.customise]) {
      const button = banner(page).getByRole('button', { name, exact: true });
      expect(await button.isVisible()).toBe(true);
      expect(await button.isEnabled()).toBe(true);
    }
  });

  it('at 390 px the banner spans the screen above the chat launcher, whole and readable, without covering the headline or the first call to action', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce', isMobile: true, hasTouch: true });
    await gotoHydrated(page, '/');
    await banner(page).waitFor({ state: 'visible', timeout: 8000 });
    const box = (await banner(page).boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(box.y).toBeGreaterThanOrEqual(0);
    expect(box.y + box.height).toBeLessThanOrEqual(844);
    const headline = (await page.locator('#home-title').boundingBox())!;
    const cta = (await page.locator('#hero').getByRole('link').first().boundingBox())!;
    expect(overlaps(box, headline)).toBe(false);
    expect(overlaps(box, cta)).toBe(false);
    const launcher = await page.getByTestId('chat-launcher').boundingBox();
    if (launcher) expect(overlaps(box, launcher)).toBe(false);
    for (const name of [consentCopy.buttons.acceptAll, consentCopy.buttons.rejectAll, consentCopy.buttons.customise]) {
      const button = (await banner(page).getByRole('button', { name, exact: true }).boundingBox())!;
      expect(button.y + button.height).toBeLessThanOrEqual(box.y + box.height);
      expect(button.height).toBeGreaterThanOrEqual(40);
    }
  });

  it('appears 1 s after the page has loaded, not before, with focus moved to it (banner code ready before the load)', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await pausedClock(page);
    const letLoad = await holdPageLoad(page);
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    await tickUntil(page, () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'));
    await tickUntil(page, () => bannerCodeStarted(page));
    // The code is there but the page is still loading: no banner, however long that takes.
    await page.clock.runFor(3000);
    expect(await banner(page).count()).toBe(0);
    await letLoad();
    await page.clock.runFor(990);
    expect(await banner(page).count()).toBe(0);
    expect(await pageTimeUntilBanner(page)).toBeLessThanOrEqual(20);
    // Not a modal: no dialog, focus is in the banner (moved there after its first paint) but not trapped there.
    expect(await page.getByRole('dialog').count()).toBe(0);
    await expect
      .poll(
        async () => {
          await page.clock.runFor(50);
          return banner(page).evaluate((el) => el.contains(document.activeElement));
        },
        { timeout: 5000 },
      )
      .toBe(true);
    for (let i = 0; i < 6; i++) await page.keyboard.press('Tab');
    expect(await banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(false);
    // Until a choice is made, everything but security storage stays denied and nothing is stored.
    expect(await consentCommands(page)).toEqual([['consent', 'default', { ...DENIED_ALL, wait_for_update: 500 }]]);
    expect(await stored(page)).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('appears as soon as its code arrives when that is more than 1 s after the page loaded', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await pausedClock(page);
    await keepLoadTiming(page);
    const held: Route[] = [];
    await page.route('**/assets/site-consent-*.js', (route) => void held.push(route));
    await page.goto('/', { waitUntil: 'load' });
    await tickUntil(page, () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'));
    await tickUntil(page, async () => held.length > 0);
    const sinceLoad = await page.evaluate(() => performance.now() - (window as unknown as { __loadedAt: number }).__loadedAt);
    await page.clock.runFor(Math.max(0, 1500 - sinceLoad));
    expect(await banner(page).count()).toBe(0);
    for (const route of held) await route.continue();
    await tickUntil(page, () => bannerCodeStarted(page));
    // Had it counted a fresh second from its code's arrival, this would take about 1000 ms of page time.
    expect(await pageTimeUntilBanner(page)).toBeLessThanOrEqual(100);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Accept All stores the choice, grants all seven consent types, is logged anonymously and is not asked again', async () => {
    const page = await newPage();
    const offsite: string[] = [];
    page.on('request', (request: Request) => {
      if (!request.url().startsWith(baseUrl) && !request.url().startsWith('data:')) offsite.push(request.url());
    });
    await gotoHydrated(page, '/services');
    const [logRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/consent') && r.method() === 'POST'),
      banner(page).getByRole('button', { name: 'Accept All' }).click(),
    ]);
    expect(await banner(page).count()).toBe(0);
    const saved = (await stored(page))!;
    expect(saved).toMatchObject({ necessary: true, analytics: true, marketing: true, preferences: true, revision: CONSENT_REVISION });
    expect(Date.now() - Date.parse(saved.date)).toBeLessThan(60_000);
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', GRANTED_ALL]);
    expect(logRequest.postDataJSON()).toEqual({
      consentId: saved.id,
      categories: { necessary: true, analytics: true, marketing: true, preferences: true },
      revision: CONSENT_REVISION,
      source: 'banner',
      gpc: false,
    });
    expect((await logRequest.response())?.status()).toBe(201);

    // The page clock from the next visit on: the banner's wait can then be run through instead of slept through.
    await page.clock.install();
    await gotoHydrated(page, '/services');
    // The head script restores the choice before anything else runs.
    expect(await consentCommands(page)).toEqual([
      ['consent', 'default', { ...DENIED_ALL, wait_for_update: 500 }],
      ['consent', 'update', GRANTED_ALL],
    ]);
    await expect.poll(() => bannerCodeStarted(page), { timeout: 15_000 }).toBe(true);
    await page.clock.runFor(1500);
    expect(await banner(page).count()).toBe(0);
    // No measurement id is configured in this build: nothing was fetched from another host.
    expect(offsite).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Reject All by keyboard keeps only necessary, denies the rest, and is not asked again', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/');
    await banner(page).waitFor({ state: 'visible' });
    await banner(page).getByRole('button', { name: 'Reject All' }).focus();
    await page.keyboard.press('Enter');
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false, preferences: false });
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED_ALL]);
    await page.clock.install();
    await gotoHydrated(page, '/');
    await expect.poll(() => bannerCodeStarted(page), { timeout: 15_000 }).toBe(true);
    await page.clock.runFor(1500);
    expect(await banner(page).count()).toBe(0);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Customise shows necessary locked on; Save Preferences stores exactly the switches', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    const necessary = page.getByRole('switch', { name: 'Necessary' });
    await necessary.waitFor();
    expect(await necessary.isChecked()).toBe(true);
    expect(await necessary.isDisabled()).toBe(true);
    await necessary.click({ force: true });
    expect(await necessary.isChecked()).toBe(true);
    for (const name of ['Analytics', 'Marketing', 'Preferences']) expect(await page.getByRole('switch', { name }).isChecked()).toBe(false);
    // Keyboard: Space toggles a switch.
    await page.getByRole('switch', { name: 'Preferences' }).focus();
    await page.keyboard.press('Space');
    expect(await page.getByRole('switch', { name: 'Preferences' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save Preferences' }).click();
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false, preferences: true });
    expect((await consentCommands(page)).at(-1)).toEqual([
      'consent',
      'update',
      { ...DENIED_ALL, functionality_storage: 'granted', personalization_storage: 'granted' },
    ]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the footer’s Cookie Settings reopens the settings with the saved choice, and focus goes back to it', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await seedStorage(page, {
      local: {
        cookieConsent: JSON.stringify({
          necessary: true,
          analytics: true,
          marketing: false,
          preferences: false,
          date: '2026-01-05T10:00:00.000Z',
          revision: CONSENT_REVISION,
          id: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
        }),
      },
    });
    await page.clock.install();
    await gotoHydrated(page, '/studio');
    await expect.poll(() => bannerCodeStarted(page), { timeout: 15_000 }).toBe(true);
    await page.clock.runFor(1500);
    expect(await banner(page).count()).toBe(0);
    const settingsButton = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' });
    await settingsButton.click();
    await page.getByRole('switch', { name: 'Analytics' }).waitFor();
    expect(await page.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(true);
    expect(await page.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(false);
    expect(await banner(page).evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    expect(await banner(page).count()).toBe(0);
    expect(await settingsButton.evaluate((el) => el === document.activeElement)).toBe(true);
    // Changing it there logs a "settings" record under the same anonymous id.
    await settingsButton.click();
    await page.getByRole('switch', { name: 'Analytics' }).click();
    const [logRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/consent')),
      page.getByRole('button', { name: 'Save Preferences' }).click(),
    ]);
    expect(logRequest.postDataJSON()).toMatchObject({
      consentId: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
      source: 'settings',
      categories: { analytics: false },
    });
    expect((await consentCommands(page)).at(-1)).toEqual(['consent', 'update', DENIED_ALL]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('Global Privacy Control: analytics and marketing are denied by default and shown off, with a note saying what the buttons do', async () => {
    const page = await newPage();
    await page.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await gotoHydrated(page, '/');
    await banner(page).waitFor({ state: 'visible' });
    expect(await banner(page).getByText(consentCopy.gpcNote.simple).count()).toBe(1);
    const [first] = await consentCommands(page);
    expect(first?.[2]).toMatchObject({
      analytics_storage: 'denied',
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
    });
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    await page.getByRole('switch', { name: 'Analytics' }).waitFor();
    expect(await banner(page).getByText(consentCopy.gpcNote.settings).count()).toBe(1);
    expect(await page.getByRole('switch', { name: 'Analytics' }).isChecked()).toBe(false);
    expect(await page.getByRole('switch', { name: 'Marketing' }).isChecked()).toBe(false);
    // Still the visitor's call: switching analytics on is possible, and the log says GPC was sent.
    await page.getByRole('switch', { name: 'Analytics' }).click();
    const [logRequest] = await Promise.all([
      page.waitForRequest((r) => r.url().endsWith('/api/consent')),
      page.getByRole('button', { name: 'Save Preferences' }).click(),
    ]);
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: false });
    expect(logRequest.postDataJSON()).toMatchObject({ gpc: true, categories: { analytics: true, marketing: false } });
    expect((await logRequest.response())?.status()).toBe(201);
  });

  it('Global Privacy Control: Accept All is an explicit choice and grants everything, as the note says', async () => {
    const accepting = await newPage();
    await accepting.addInitScript(() =>
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: () => true, configurable: true }),
    );
    await gotoHydrated(accepting, '/services');
    await banner(accepting).getByRole('button', { name: 'Accept All' }).click();
    expect((await consentCommands(accepting)).at(-1)).toEqual(['consent', 'update', GRANTED_ALL]);
  });

  it('without Global Privacy Control the banner shows no GPC note', async () => {
    const withoutGpc = await newPage();
    await gotoHydrated(withoutGpc, '/');
    await banner(withoutGpc).waitFor({ state: 'visible' });
    expect(
      await banner(withoutGpc)
        .getByText(/Global Privacy Control/)
        .count(),
    ).toBe(0);
  });

  it('a stored record without a valid date grants nothing in the head and is asked again', async () => {
    const page = await newPage();
    await seedStorage(page, {
      local: {
        cookieConsent: JSON.stringify({
          necessary: true,
          analytics: true,
          marketing: true,
          preferences: true,
          date: 'not a date',
          revision: CONSENT_REVISION,
          id: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
        }),
      },
    });
    await gotoHydrated(page, '/');
    expect(await consentCommands(page)).toEqual([['consent', 'default', { ...DENIED_ALL, wait_for_update: 500 }]]);
    await banner(page).waitFor({ state: 'visible' });
    expect(await page.locator('iframe').count()).toBe(0);
  });

  it('if the settings part fails to load, the simple view still works', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    // The tab reloaded for a stale chunk moments ago, so the recovery gives up and the failure reaches the banner.
    await seedStorage(page, { session: { [RELOAD_FLAG]: String(Date.now()) } });
    await page.route('**/assets/cookie-settings-*.js', (route) => route.abort());
    await gotoHydrated(page, '/');
    await banner(page).getByRole('button', { name: 'Customise' }).click();
    await banner(page)
      .getByText(/could not load/)
      .waitFor();
    expect(await page.getByRole('switch').count()).toBe(0);
    await banner(page).getByRole('button', { name: 'Accept All' }).click();
    expect(await banner(page).count()).toBe(0);
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: true, preferences: true });
  });

  it.each([390, 800])('at %i px the waiting banner leaves the chat within reach, and the open chat is above it', async (width) => {
    const page = await newPage({ viewport: { width, height: 844 } });
    await gotoHydrated(page, '/services');
    await banner(page).waitFor({ state: 'visible' });
    // A click the banner intercepted would time out here.
    await page.getByRole('button', { name: 'Ask Avery, our project assistant' }).click({ timeout: 10_000 });
    const input = page.getByRole('textbox', { name: 'Message Avery' });
    await input.waitFor();
    const box = (await input.boundingBox())!;
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('[data-testid]')?.getAttribute('data-testid'),
      [box.x + box.width / 2, box.y + box.height / 2],
    );
    expect(hit).toBe('chat-window');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Open chat with Avery' }).click({ timeout: 10_000 });
    // The banner is still there for its answer.
    expect(await banner(page).isVisible()).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});
