import type { Page, Request } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import {
  baseUrl,
  CONSENT_REVISION,
  consentAnswered,
  expectNoHorizontalOverflow,
  gotoHydrated,
  pageAtRest,
  pageErrors,
  pauseClock,
  seedStorage,
  seenOnScreen,
  useBrowser,
} from './helpers';

const { newPage } = useBrowser();
const ownHost = new URL(baseUrl).host;

/** Abort and record every request to a host other than the site's own (the test must not depend on an outside network). */
async function recordForeignRequests(page: Page) {
  const foreign: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  await page.route(
    (url) => url.host !== ownHost && url.protocol.startsWith('http'),
    (route) => {
      foreign.push({ url: route.request().url(), afterLoad: loaded });
      return route.abort();
    },
  );
  return foreign;
}

/**
 * Scroll through the whole page so lazy images load (each screenful stays until the browser has drawn it, when
 * lazy loading and the page's observers see it), then come back to the top.
 */
async function scrollThrough(page: Page) {
  const height = await page.evaluate(() => document.documentElement.scrollHeight);
  for (let y = 0; y < height; y += 600) {
    await page.evaluate(
      (top) =>
        new Promise<void>((resolve) => {
          window.scrollTo({ top, behavior: 'instant' });
          requestAnimationFrame(() => requestAnimationFrame(() => resolve()));
        }),
      y,
    );
  }
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/** The images a visitor can see that have not loaded (yet). */
const unloadedImages = (page: Page) =>
  page.$$eval('img', (imgs) =>
    imgs
      .filter((img) => img.getClientRects().length > 0 && !img.closest('[inert]') && !(img.complete && img.naturalWidth > 0))
      .map((img) => img.getAttribute('src')),
  );

/** A returning visitor's stored cookie choice. */
const storedChoice = (marketing: boolean) => ({
  cookieConsent: JSON.stringify({
    necessary: true,
    analytics: false,
    marketing,
    preferences: false,
    date: new Date().toISOString(),
    revision: CONSENT_REVISION,
    id: '3f1c2b9e-7d4a-4c1e-9b2f-5a6d7e8f9a0b',
  }),
});

const heroReelState = (page: Page) => page.locator('#hero [data-clip-state]').first().getAttribute('data-clip-state');
const showcase = (page: Page) => page.getByTestId('work-showcase');
const showcaseIndex = async (page: Page) => Number(await showcase(page).getAttribute('data-index'));

describe('home page media', () => {
  it('with reduced motion, makes no request to another host before interaction (even with marketing consent), and the page is complete with local media only', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await seedStorage(page, { local: storedChoice(true) });
    const foreign = await recordForeignRequests(page);
    const broken: string[] = [];
    page.on('requestfailed', (request: Request) => {
      if (new URL(request.url()).host === ownHost) broken.push(request.url());
    });
    await gotoHydrated(page, '/');
    await scrollThrough(page);
    await expect.poll(() => unloadedImages(page)).toEqual([]);
    await pageAtRest(page);
    expect(foreign).toEqual([]);
    expect(broken).toEqual([]);
    expect(await page.locator('iframe').count()).toBe(0);
    // Every image has loaded from the site itself, with its size set.
    // Images a visitor can see: not the marquee's duplicate half (not rendered under reduced motion)
    // nor the carousel cards outside its window (inert; they load lazily when moved into view).
    const images = await page.$$eval('img', (imgs) =>
      imgs
        .filter((img) => img.getClientRects().length > 0 && !img.closest('[inert]'))
        .map((img) => ({
          src: img.getAttribute('src'),
          ok: img.complete && img.naturalWidth > 0,
          w: img.getAttribute('width'),
          h: img.getAttribute('height'),
          squashed:
            Math.abs(img.getBoundingClientRect().width / img.getBoundingClientRect().height - img.naturalWidth / img.naturalHeight) > 0.1,
        })),
    );
    // The hero and showcase posters, the service and work cards and the client logos at least.
    expect(images.length).toBeGreaterThanOrEqual(15);
    for (const image of images) {
      expect(image.src, JSON.stringify(image)).toMatch(/^\/media\//);
      expect(image.ok, JSON.stringify(image)).toBe(true);
      expect(image.w && image.h, JSON.stringify(image)).toBeTruthy();
    }
    // Logos keep their proportions when the strip stands still.
    expect(images.filter((i) => i.src!.startsWith('/media/clients/') && i.squashed)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it("with or without a cookie choice, makes no request to another host at all, even after load: the hero reel and the showcase films are the site's own", async () => {
    for (const seed of [undefined, storedChoice(true), storedChoice(false)]) {
      const page = await newPage({ viewport: { width: 1440, height: 900 } });
      if (seed) await seedStorage(page, { local: seed });
      const foreign = await recordForeignRequests(page);
      await gotoHydrated(page, '/');
      await scrollThrough(page);
      // After load: the hero reel starts once the page has settled; then nothing more is fetched.
      await expect.poll(() => heroReelState(page), { timeout: 30_000 }).toMatch(/^auto\.playing|^failed/);
      await pageAtRest(page);
      expect(foreign).toEqual([]);
      expect(await page.locator('iframe').count()).toBe(0);
      expect(pageErrors(page)).toEqual([]);
      await page.context().close();
    }
  }, 180_000);
});

describe('work showcase', () => {
  it('advances after 8 s while visible, and not while scrolled away', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/');
    await pauseClock(page);
    await showcase(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => showcase(page).getAttribute('data-advance')).toBe('counting');
    const first = await showcaseIndex(page);
    // Not before 8 s on the page's clock, at 8 s.
    await page.clock.runFor(7900);
    expect(await showcaseIndex(page)).toBe(first);
    await page.clock.runFor(100);
    await expect.poll(() => showcaseIndex(page)).toBe((first + 1) % 5);
    expect(await page.getByRole('tab', { selected: true }).textContent()).toBe(
      ['Social media', 'Anime & animation', 'Film production', 'Advertising', 'Tourism'][(first + 1) % 5],
    );

    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(() => showcase(page).getAttribute('data-advance')).toBe('waiting');
    const parked = await showcaseIndex(page);
    await page.clock.runFor(20_000);
    expect(await showcaseIndex(page)).toBe(parked);
  });

  it('with reduced motion, nothing advances while visible', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 }, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await pauseClock(page);
    await showcase(page).evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await seenOnScreen(showcase(page));
    expect(await showcase(page).getAttribute('data-advance')).toBe('waiting');
    await page.clock.runFor(20_000);
    expect(await showcase(page).getAttribute('data-advance')).toBe('waiting');
    expect(await showcaseIndex(page)).toBe(0);
    expect(
      await showcase(page)
        .getByRole('button', { name: /automatic advance/ })
        .count(),
    ).toBe(0);
  });

  it('a vertical film is shown whole as a phone screen: an upright 9:16 frame in the middle of the stage, not a strip of a 16:9 crop', async () => {
    for (const width of [390, 1440]) {
      const page = await newPage({ viewport: { width, height: 900 }, reducedMotion: 'reduce' });
      await gotoHydrated(page, '/');
      const frame = showcase(page).locator('[data-clip][data-vertical]');
      await frame.scrollIntoViewIfNeeded();
      const [stage, screen] = await Promise.all([frame.boundingBox(), frame.locator('picture').boundingBox()]);
      expect(stage && screen, `${width} px`).toBeTruthy();
      expect(screen!.width / screen!.height, `${width} px: 9:16`).toBeCloseTo(9 / 16, 1);
      expect(screen!.height / stage!.height, `${width} px: most of the stage's height`).toBeGreaterThan(0.8);
      const middle = (box: { x: number; width: number }) => box.x + box.width / 2;
      expect(Math.abs(middle(screen!) - middle(stage!)), `${width} px: centred`).toBeLessThan(2);
      await page.close();
    }
  });
});

describe('client marquee', () => {
  it('loops 12 logos over 40 s, pauses on hover, and stands still under reduced motion', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    const region = page.getByRole('region', { name: 'Brands we have worked with' });
    const track = region.locator('[data-marquee-duration]');
    expect(await region.locator('ul:not([aria-hidden]) img').count()).toBe(12);
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('40s');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    // Scrolling the strip into view can still move it under the pointer (sections settle as they enter), and
    // Chromium updates :hover on the next pointer move: so point at it until it is under the pointer.
    await expect
      .poll(async () => {
        await region.hover();
        return track.evaluate((el) => getComputedStyle(el).animationPlayState);
      })
      .toBe('paused');

    const still = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await gotoHydrated(still, '/');
    const stillTrack = still.getByRole('region', { name: 'Brands we have worked with' }).locator('[data-marquee-duration]');
    expect(await stillTrack.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

describe('home layout', () => {
  it("'Discover More' scrolls to the three pillars", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 }, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    await page.getByRole('link', { name: /Discover More/ }).click();
    await expect.poll(() => page.evaluate(() => location.hash)).toBe('#pillars');
    await expect.poll(() => page.locator('#pillars').evaluate((el) => Math.abs(el.getBoundingClientRect().top) < 200)).toBe(true);
  });

  it.each([
    [390, 'Reel'],
    [1440, 'Watch the reel'],
  ])(
    "at %i px, 'Watch the reel' (shown as '%s') opens the whole reel in a dialog; Escape closes it and focus returns",
    async (width, shown) => {
      const page = await newPage({ viewport: { width, height: width < 600 ? 844 : 900 }, reducedMotion: 'reduce' });
      await seedStorage(page, { local: consentAnswered('e2e-home-reel') });
      await gotoHydrated(page, '/');
      const watch = page.locator('#hero').getByRole('button', { name: 'Watch the reel' });
      expect((await watch.innerText()).trim()).toBe(shown);
      await watch.click();
      const dialog = page.getByRole('dialog');
      await dialog.waitFor();
      const film = dialog.locator('video');
      expect(await film.evaluate((v: HTMLVideoElement) => v.controls)).toBe(true);
      // The whole reel plays larger: it has started and runs longer than a few seconds.
      await expect.poll(() => film.evaluate((v: HTMLVideoElement) => v.currentTime > 0 && v.duration > 20), { timeout: 15_000 }).toBe(true);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'detached' });
      // focus-trap gives focus back on the task after the dialog closes.
      await expect.poll(() => watch.evaluate((el) => el === document.activeElement)).toBe(true);
      expect(pageErrors(page)).toEqual([]);
    },
  );

  it('has no horizontal overflow at 360 px', async () => {
    const page = await newPage({ viewport: { width: 360, height: 800 } });
    await gotoHydrated(page, '/');
    await expectNoHorizontalOverflow(page);
  });

  it('on a phone the short-card lists (home, service pages) are rails to swipe (and scroll with the arrow keys); on a desktop they are grids', async () => {
    const phone = await newPage({ viewport: { width: 390, height: 844 }, reducedMotion: 'reduce' });
    for (const [route, names] of [
      ['/', ['What we make', 'Why Lumora']],
      ['/services/tv-commercial', ['What we offer', 'Benefits']],
    ] as const) {
      await gotoHydrated(phone, route);
      for (const name of names) {
        const rail = phone.getByRole('list', { name });
        const cards = await rail.getByRole('listitem').count();
        expect(cards).toBeGreaterThanOrEqual(4);
        // One row: every card starts at the same height, and the row is wider than the screen.
        const tops = await rail.getByRole('listitem').evaluateAll((items) => items.map((li) => Math.round(li.getBoundingClientRect().top)));
        expect(new Set(tops).size).toBe(1);
        expect(await rail.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
        await rail.focus();
        await phone.keyboard.press('ArrowRight');
        await expect.poll(() => rail.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
      }
      await expectNoHorizontalOverflow(phone);
    }

    const desktop = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await gotoHydrated(desktop, '/');
    const grid = desktop.locator('#what-we-make ul');
    expect(await grid.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    const rows = await grid
      .locator('li')
      .evaluateAll((items) => new Set(items.map((li) => Math.round(li.getBoundingClientRect().top))).size);
    expect(rows).toBeGreaterThan(1);
  });
});
