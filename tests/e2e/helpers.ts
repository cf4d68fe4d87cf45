import fs from 'node:fs';
import path from 'node:path';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, beforeEach, expect } from 'vitest';
import { CONSENT_REVISION } from '#src/analytics/consent-storage';
import { pages } from '#src/content/pages';
import { launchBrowser } from './browser';

export const baseUrl = process.env.E2E_BASE_URL ?? 'http://127.0.0.1:3000';

/** The staff accounts scripts/e2e.mjs starts the server with. */
export const staffAccounts = {
  admin: { email: process.env.ADMIN_EMAIL ?? 'admin@lumora.studio', password: process.env.ADMIN_PASSWORD ?? 'e2e-admin-password' },
  client: { email: process.env.CLIENT_EMAIL ?? 'client@lumora.studio', password: process.env.CLIENT_PASSWORD ?? 'e2e-client-password' },
} as const;

/** Sign a role in through the API (outside any browser) and answer its session as a Cookie header. */
export async function sessionCookie(role: keyof typeof staffAccounts): Promise<string> {
  const login = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: baseUrl },
    body: JSON.stringify({ ...staffAccounts[role], role }),
  });
  if (login.status !== 200) throw new Error(`sign-in as ${role} answered ${login.status}`);
  return login.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

/** Stand-ins for the site's films, by container: 128 × 72 px, 40 s (longer than the reel, which a test plays whole). */
const standInFilms = { webm: 'stand-in.webm', mp4: 'stand-in.mp4' } as const;
const standInDir = path.resolve(import.meta.dirname, '../fixtures/films');
const FILM_URL = /\/media\/[^?#]+\.(webm|mp4)(?:[?#]|$)/;

/**
 * One Chromium per test file; a fresh context (storage, cookies) per `newPage`.
 *
 * Films: by default every request for one of the site's films is answered with a tiny stand-in of the same container
 * (tests/fixtures/films). The page still asks for the same files at the same moments, and the stand-in plays, pauses
 * and loops like the real one, but Chromium decodes 128 × 72 pixels instead of 1080p AV1: a playing reel cost about
 * two thirds of a core, which the other browser worker then lacked. `{ films: 'real' }` serves the real files, for
 * the tests about renditions, bytes and playback (media.e2e.ts).
 */
export function useBrowser({ films = 'stand-in' }: { films?: 'real' | 'stand-in' } = {}) {
  const state: { browser?: Browser; contexts: BrowserContext[]; testStart: number | null } = { contexts: [], testStart: null };
  beforeAll(async () => {
    state.browser = await launchBrowser();
  });
  // A test's pages close when it ends: left open, each would go on playing its films and animations beside the
  // next tests for the rest of the file. Pages a `beforeAll` opened for several tests stay until the file ends.
  beforeEach(() => {
    state.testStart = state.contexts.length;
  });
  afterEach(async () => {
    if (state.testStart === null) return;
    const opened = state.contexts.splice(state.testStart);
    state.testStart = null;
    await Promise.all(opened.map((context) => context.close().catch(() => undefined)));
  });
  afterAll(async () => {
    await state.browser?.close();
  });
  return {
    async newPage(options: Parameters<Browser['newContext']>[0] = {}): Promise<Page> {
      const context = await state.browser!.newContext({ baseURL: baseUrl, ...options });
      state.contexts.push(context);
      if (films === 'stand-in') {
        await context.route(FILM_URL, (route) => {
          const kind = FILM_URL.exec(route.request().url())![1] as keyof typeof standInFilms;
          return route.fulfill({
            status: 200,
            contentType: kind === 'webm' ? 'video/webm' : 'video/mp4',
            body: fs.readFileSync(path.join(standInDir, standInFilms[kind])),
          });
        });
      }
      const page = await context.newPage();
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      page.on('console', (msg) => {
        if (msg.type() === 'error') errors.push(msg.text());
      });
      (page as Page & { errors: string[] }).errors = errors;
      return page;
    },
  };
}

/** Every page the build prerendered (articles and /contact?success=true included), else the route table. */
export const prerendered = (): string[] => {
  const manifest = path.join(path.resolve(process.env.DIST_DIR ?? 'dist'), 'prerendered.json');
  if (!fs.existsSync(manifest)) return Object.keys(pages);
  return (JSON.parse(fs.readFileSync(manifest, 'utf8')) as { pages: { path: string }[] }).pages.map((p) => p.path);
};

export const pageErrors = (page: Page): string[] => (page as Page & { errors?: string[] }).errors ?? [];

type StorageSeed = { local?: Record<string, string>; session?: Record<string, string> };

/**
 * Seeds the site's storage before its scripts run, on every navigation, in the
 * site's own top-level document only. Embedded players' frames (and the error
 * page Chromium puts in them when their host cannot be reached offline) have an
 * opaque or foreign origin where touching storage throws.
 */
export async function seedStorage(page: Page, seed: StorageSeed): Promise<void> {
  await page.addInitScript(({ local, session }: StorageSeed) => {
    if (window !== window.top) return;
    for (const [key, value] of Object.entries(local ?? {})) localStorage.setItem(key, value);
    for (const [key, value] of Object.entries(session ?? {})) sessionStorage.setItem(key, value);
  }, seed);
}

/** The cookie policy revision a stored choice must carry to count as answered. */
export { CONSENT_REVISION };

/** A visitor who already answered the cookie banner (necessary only), so it never covers the page. */
export const consentAnswered = (id: string): StorageSeed['local'] => ({
  cookieConsent: JSON.stringify({
    necessary: true,
    analytics: false,
    marketing: false,
    preferences: false,
    date: new Date().toISOString(),
    revision: CONSENT_REVISION,
    id,
  }),
});

/** Navigate and wait until React has hydrated (the router marks it on window). */
export async function gotoHydrated(page: Page, url: string) {
  const response = await page.goto(url, { waitUntil: 'load' });
  // Generous: two browser workers, the server and the test runner share two cores in CI.
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true', null, { timeout: 30_000 });
  return response;
}

/**
 * What makes the page scroll sideways: the document's scroll width when it is wider than the viewport, with the
 * outermost elements that reach past the right edge (tag, class, right edge in px), so a failure names its cause.
 * Empty when nothing sticks out.
 */
export function horizontalOverflow(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const scrollWidth = document.documentElement.scrollWidth;
    if (scrollWidth <= width) return [];
    const sticking = [...document.body.querySelectorAll<HTMLElement>('*')].filter(
      (el) =>
        el.getBoundingClientRect().right > width + 0.5 &&
        !(el.parentElement && el.parentElement.getBoundingClientRect().right > width + 0.5),
    );
    return [
      `document ${scrollWidth} px wide in a ${width} px viewport`,
      ...sticking
        .slice(0, 8)
        .map(
          (el) =>
            `${el.tagName.toLowerCase()}.${String(el.className).split(' ').join('.')} right ${Math.round(el.getBoundingClientRect().right)}`,
        ),
    ];
  });
}

/** Asserts the page does not scroll sideways once layout has settled (a resize may leave a transition running). */
export async function expectNoHorizontalOverflow(page: Page) {
  await expect.poll(() => horizontalOverflow(page), { timeout: 3_000 }).toEqual([]);
}

/** Resolves once the page has stopped scrolling (a smooth scroll has ended): the position holds over a few frames. */
export async function scrollSettled(page: Page) {
  const still = () =>
    page.evaluate(
      () =>
        new Promise<boolean>((resolve) => {
          const y = window.scrollY;
          let frames = 0;
          const next = () => (window.scrollY !== y ? resolve(false) : ++frames === 3 ? resolve(true) : requestAnimationFrame(next));
          requestAnimationFrame(next);
        }),
    );
  await expect.poll(still).toBe(true);
}

/**
 * Installs the page's clock and pauses it, so the test (not the machine's load) decides when time passes: timers,
 * animation frames and Date/performance.now then move only by `page.clock.runFor`. After hydration, because the
 * prerendered page's loader runs on a timer and a frame.
 */
export async function pauseClock(page: Page) {
  await page.clock.install();
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1000);
}

/**
 * Resolves once the browser has reported the element on screen to an IntersectionObserver made now. Observers
 * are told in the order they were made, so the page's own (older) observers have been told too.
 */
export async function seenOnScreen(target: Locator) {
  await target.evaluate(
    (el) =>
      new Promise<void>((resolve) => {
        const observer = new IntersectionObserver((entries) => {
          if (entries.some((entry) => entry.isIntersecting)) {
            observer.disconnect();
            resolve();
          }
        });
        observer.observe(el);
      }),
  );
}

/** Waits for the browser to draw `count` more frames. */
export async function animationFrames(page: Page, count: number) {
  await page.evaluate(
    (n) =>
      new Promise<void>((resolve) => {
        let left = n;
        const next = () => (--left <= 0 ? resolve() : requestAnimationFrame(next));
        requestAnimationFrame(next);
      }),
    count,
  );
}

/** Waits until the current document has loaded and gone without network requests for a while (Playwright's network idle). */
export async function pageAtRest(page: Page) {
  await page.waitForLoadState('networkidle', { timeout: 30_000 });
}
