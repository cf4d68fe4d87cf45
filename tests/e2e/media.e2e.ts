/**
 * First-party playback in Chromium against the production server: the home
 * reel, the work showcase, reduced motion, card previews and every play
 * button on every page.
 */
import type { Locator, Page } from 'playwright-core';
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, pageErrors, useBrowser } from './helpers';

// Renditions, bytes and playback are what this file checks: the real films, not the stand-ins.
const { newPage } = useBrowser({ films: 'real' });
const ownHost = new URL(baseUrl).host;

/** Every request to another host is aborted and recorded; every video request is recorded with whether the load event had fired. */
async function watchRequests(page: Page) {
  const foreign: string[] = [];
  const video: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (/\.(webm|mp4)(\?|$)/.test(request.url())) video.push({ url: request.url(), afterLoad: loaded });
  });
  await page.route(
    (url) => url.host !== ownHost && url.protocol.startsWith('http'),
    (route) => {
      foreign.push(route.request().url());
      return route.abort();
    },
  );
  return { foreign, video };
}

const time = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.currentTime);
const paused = (video: Locator) => video.evaluate((v: HTMLVideoElement) => v.paused);
/** currentTime keeps moving: two readings some way apart differ. */
async function advancing(video: Locator) {
  const before = await time(video);
  await new Promise((resolve) => setTimeout(resolve, 600));
  return (await time(video)) > before;
}

describe('home reel', () => {
  it('plays after load with no cookie choice, asks for no video before the load event, and makes no request to another host', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    const requests = await watchRequests(page);
    await gotoHydrated(page, '/');
    const hero = page.locator('[data-home-section="hero"]');
    const reel = hero.locator('video');
    await expect.poll(() => time(reel), { timeout: 15_000 }).toBeGreaterThan(0);
    expect(await advancing(reel)).toBe(true);
    expect(requests.video.length).toBeGreaterThan(0);
    expect(requests.video.every((r) => r.afterLoad)).toBe(true);
    expect(requests.foreign).toEqual([]);
    // The poster is still the page's first image, fetched first (the LCP element).
    expect(await hero.locator('picture img').getAttribute('fetchpriority')).toBe('high');
    // Always a pause control (WCAG 2.2.2): pausing stops it.
    await hero.getByRole('button', { name: 'Pause background video' }).click();
    await expect.poll(() => paused(reel)).toBe(true);
    expect(await advancing(reel)).toBe(false);
    await hero.getByRole('button', { name: 'Play background video' }).click();
    await expect.poll(() => paused(reel)).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });

  it('on a phone the film never becomes the Largest Contentful Paint: it is settled (headline or poster) before the reel starts', async () => {
    // Lighthouse's phone: 412 × 823 CSS px at 1.75 device pixels per px. Chrome counts a video's first frame as an
    // LCP candidate; a reel that started seconds after load used to become the page's LCP that way.
    const page = await newPage({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75 });
    await page.addInitScript(() => {
      const seen = { entries: [] as { tag: string; at: number }[], playing: 0 };
      (window as unknown as { lcp: typeof seen }).lcp = seen;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries() as (PerformanceEntry & { element: Element | null })[])
          seen.entries.push({ tag: e.element?.tagName ?? '', at: e.startTime });
      }).observe({ type: 'largest-contentful-paint', buffered: true });
      document.addEventListener('playing', () => void (seen.playing ||= performance.now()), true);
    });
    await gotoHydrated(page, '/');
    const reel = page.locator('[data-home-section="hero"] video');
    await expect.poll(() => time(reel), { timeout: 15_000 }).toBeGreaterThan(0.5);
    const seen = await page.evaluate(() => (window as unknown as { lcp: { entries: { tag: string; at: number }[]; playing: number } }).lcp);
    expect(seen.playing).toBeGreaterThan(0);
    expect(seen.entries.length).toBeGreaterThan(0);
    expect(seen.entries.filter((e) => e.tag === 'VIDEO')).toEqual([]);
    expect(seen.entries.at(-1)!.at).toBeLessThan(seen.playing);
  });
});

describe('work showcase', () => {
  it('plays the current film once half of it is in view and pauses it when scrolled away', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/');
    const showcase = page.getByTestId('work-showcase');
    const film = showcase.locator('video');
    // Stop the rotation first so the film under test stays the current one.
    await showcase.getByRole('button', { name: 'Stop automatic advance' }).click();
    // Out of view (scrolled past it): paused.
    const outOfView = () => film.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().bottom + window.scrollY + 10));
    await outOfView();
    await expect.poll(() => paused(film)).toBe(true);
    // A sliver of the stage in view: not enough.
    await film.evaluate((el) => window.scrollTo(0, el.getBoundingClientRect().top + window.scrollY - window.innerHeight + 40));
    await new Promise((resolve) => setTimeout(resolve, 800));
    expect(await paused(film)).toBe(true);
    await film.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => paused(film), { timeout: 10_000 }).toBe(false);
    await expect.poll(() => advancing(film), { timeout: 10_000 }).toBe(true);
    await outOfView();
    await expect.poll(() => paused(film)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('reduced motion', () => {
  it('nothing plays by itself on the home page; each film offers play instead', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    const requests = await watchRequests(page);
    await gotoHydrated(page, '/');
    await page.getByTestId('work-showcase').evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await new Promise((resolve) => setTimeout(resolve, 2500));
    for (const video of await page.locator('video').all()) {
      expect(await paused(video)).toBe(true);
      expect(await time(video)).toBe(0);
    }
    expect(requests.video).toEqual([]);
    expect(await page.getByRole('button', { name: 'Play background video' }).count()).toBe(1);
    expect(await page.getByRole('button', { name: /^Pause/ }).count()).toBe(0);
  });
});

describe('card previews', () => {
  it('a portfolio card plays its preview while hovered and stops when the pointer leaves', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/portfolio');
    const card = page.locator('article', { has: page.locator('[data-portfolio-card="1"]') });
    const preview = card.locator('video');
    await card.scrollIntoViewIfNeeded();
    expect(await paused(preview)).toBe(true);
    await card.hover();
    await expect.poll(() => time(preview), { timeout: 10_000 }).toBeGreaterThan(0);
    await page.mouse.move(5, 5);
    await expect.poll(() => paused(preview)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a project card plays its preview when its link has keyboard focus', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/projects');
    const link = page.getByRole('link', { name: /for Danone AI Avatars/ });
    const card = page.locator('article', { has: link });
    await link.focus();
    await expect.poll(() => time(card.locator('video')), { timeout: 10_000 }).toBeGreaterThan(0);
  });
});

const validFacade = /^https:\/\/(www\.youtube-nocookie\.com\/embed\/[A-Za-z0-9_-]{11}|player\.vimeo\.com\/video\/[0-9]+)(\?|$)/;

/** Every page the sitemap lists, read from the build the server runs. */
const sitemapPaths = [
  ...fs.readFileSync(path.resolve(process.env.DIST_DIR ?? 'dist', 'client', 'sitemap.xml'), 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g),
].map((m) => new URL(m[1]!).pathname);

describe('every play button', () => {
  // One page for the whole walk (reduced motion: nothing plays until pressed), one test per route.
  let page: Page;
  let requests: Awaited<ReturnType<typeof watchRequests>>;
  let pressed = 0;
  beforeAll(async () => {
    page = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    requests = await watchRequests(page);
  });

  it('the sitemap lists every page', () => {
    expect(sitemapPaths.length).toBeGreaterThan(30);
  });

  it.each(sitemapPaths)('%s: each leads to a playing first-party film or a valid provider facade', async (route) => {
    await gotoHydrated(page, route);
    const buttons = page.getByRole('button', { name: /^Play (video|background video)/ });
    const count = await buttons.count();
    for (let i = 0; i < count; i++) {
      const button = buttons.nth(0);
      // Pinned by position: once pressed, the button is renamed and a lazy locator would move on to the next one.
      const index = await button.evaluate((b) =>
        [...document.querySelectorAll('[data-clip], [data-video]')].indexOf(b.closest('[data-clip], [data-video]')!),
      );
      expect(index, `${route}: play button ${i + 1} sits in a film`).toBeGreaterThanOrEqual(0);
      const frame = page.locator('[data-clip], [data-video]').nth(index);
      await button.scrollIntoViewIfNeeded();
      await button.click();
      pressed += 1;
      const iframe = frame.locator('iframe');
      if (await iframe.count()) {
        expect(await iframe.getAttribute('src'), route).toMatch(validFacade);
      } else {
        const video = frame.locator('video');
        await expect.poll(() => time(video), { timeout: 10_000, message: `${route}: play button ${i + 1}` }).toBeGreaterThan(0);
      }
    }
    expect(requests.foreign).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it('pressed the play buttons of several films in all', () => {
    expect(pressed).toBeGreaterThan(3);
  });
});
