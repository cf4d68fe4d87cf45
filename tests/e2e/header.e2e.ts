import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { still } from '#src/content/media-library';
import { mainNav } from '#src/content/navigation';
import { seriousViolations } from './axe';
import { consentAnswered, gotoHydrated, pageErrors, pauseClock, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();
const services = mainNav.find((item) => item.id === 'services')!;

describe('desktop dropdown thumbnails', () => {
  it('the page fetches no thumbnail until a menu opens, then the small AVIF renditions of that menu only', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    const requested: string[] = [];
    page.on('request', (request) => requested.push(new URL(request.url()).pathname));
    await gotoHydrated(page, '/');
    await page.waitForLoadState('networkidle');
    expect(requested.filter((url) => url.includes('.thumb.'))).toEqual([]);
    expect(await page.locator('header nav img').count()).toBe(0);

    await page.locator('[data-dropdown="services"] > a').hover();
    const images = page.getByTestId('nav-menu-services').locator('img');
    await expect.poll(() => images.count()).toBe(services.children.length);
    await expect
      .poll(() =>
        images.evaluateAll((all) =>
          all.every((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 192),
        ),
      )
      .toBe(true);
    const thumbs = requested.filter((url) => url.includes('.thumb.'));
    expect(thumbs.sort()).toEqual(services.children.map((child) => still(child.still).thumb!.avif).sort());
    // drawn at 80 x 45 CSS pixels, in the frame that was there before the picture came
    const box = await images.first().boundingBox();
    expect(Math.round(box!.width)).toBe(80);
    expect(Math.round(box!.height)).toBe(45);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('custom cursor', () => {
  const cursor = (page: Awaited<ReturnType<typeof newPage>>) => page.locator('[data-cursor-state]').first();

  it('on a mouse: a dot and a trailing ring, a label over a work card, and the native caret over a text field', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await seedStorage(page, { local: consentAnswered('cursor-e2e') });
    await gotoHydrated(page, '/projects');
    await page.mouse.move(300, 600);
    await page.mouse.move(320, 620, { steps: 3 });
    await expect.poll(() => page.locator('[data-cursor-state]').count()).toBe(2);
    expect(await page.evaluate(() => getComputedStyle(document.body).cursor)).toBe('none');
    // Links ask for a pointer of their own; the drawing hides it there too.
    expect(
      await page
        .locator('main a[href]')
        .first()
        .evaluate((el) => getComputedStyle(el).cursor),
    ).toBe('none');
    // Its drawing arrived as its own chunk once a mouse was found.
    expect(
      await page.evaluate(() => performance.getEntriesByType('resource').some((entry) => /\/cursor-layers-[\w-]+\.js$/.test(entry.name))),
    ).toBe(true);

    const card = page.locator('article[data-cursor="view"]').first();
    await card.scrollIntoViewIfNeeded();
    const box = (await card.boundingBox())!;
    await page.mouse.move(box.x + box.width / 2, box.y + 80, { steps: 4 });
    await expect.poll(() => cursor(page).getAttribute('data-cursor-state')).toBe('media');
    expect(await cursor(page).textContent()).toBe('View');

    await gotoHydrated(page, '/contact');
    const field = page.getByRole('textbox').first();
    await field.scrollIntoViewIfNeeded();
    const fieldBox = (await field.boundingBox())!;
    await page.mouse.move(fieldBox.x + 20, fieldBox.y + fieldBox.height / 2, { steps: 4 });
    await expect.poll(() => cursor(page).getAttribute('data-cursor-state')).toBe('text');
    expect(await field.evaluate((el) => getComputedStyle(el).cursor)).toBe('text');
    await expect.poll(() => cursor(page).evaluate((el) => getComputedStyle(el).opacity)).toBe('0');
    expect(pageErrors(page)).toEqual([]);
  });

  it('at rest it asks for no animation frames', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await seedStorage(page, { local: consentAnswered('cursor-idle-e2e') });
    await gotoHydrated(page, '/contact');
    // On the page's clock (which also drives animation frames): the cursor's easing runs its course in the first
    // second of clock time, then the frames asked for over the next 800 ms are counted.
    await pauseClock(page);
    await page.mouse.move(400, 500, { steps: 5 });
    await expect.poll(() => page.locator('[data-cursor-state]').count()).toBe(2);
    await page.clock.runFor(1000);
    await page.evaluate(() => {
      const w = window as Window & { framesAsked?: number };
      w.framesAsked = 0;
      const original = window.requestAnimationFrame.bind(window);
      window.requestAnimationFrame = (callback) => {
        w.framesAsked! += 1;
        return original(callback);
      };
    });
    await page.clock.runFor(800);
    expect(await page.evaluate(() => (window as Window & { framesAsked?: number }).framesAsked)).toBe(0);
  });

  it('never under reduced motion, nor on a touch screen: the native cursor stays, and its drawing is not downloaded', async () => {
    const fetched: string[] = [];
    const reduced = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    reduced.on('request', (request) => fetched.push(request.url()));
    await gotoHydrated(reduced, '/');
    await reduced.mouse.move(400, 400, { steps: 3 });
    expect(await reduced.locator('[data-cursor-state]').count()).toBe(0);
    expect(await reduced.evaluate(() => getComputedStyle(document.body).cursor)).toBe('auto');
    const phone = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    phone.on('request', (request) => fetched.push(request.url()));
    await gotoHydrated(phone, '/');
    expect(await phone.locator('[data-cursor-state]').count()).toBe(0);
    expect(fetched.some((url) => url.endsWith('.js'))).toBe(true);
    expect(fetched.filter((url) => /\/cursor-layers-[\w-]+\.js$/.test(url))).toEqual([]);
  });
});

describe('mobile menu', () => {
  it('offers Book a call at its top and the contact details', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await seedStorage(page, { local: consentAnswered('menu-e2e') });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    const book = menu.getByRole('link', { name: 'Book a call' });
    expect(await book.getAttribute('href')).toBe('/schedule-consultation');
    expect((await book.boundingBox())!.y).toBeLessThan(120);
    expect(await menu.locator('a[href^="mailto:"]').count()).toBe(1);
    expect(await menu.locator('a[href^="tel:"]').count()).toBe(1);
  });
});

describe('mobile menu contrast', () => {
  // Over the home hero the bar takes the dark frame's light text; the open panel is in the page's theme and must
  // not inherit it (light text on the off-white panel), on / as on any other page.
  it.each([
    ['light', '/'],
    ['light', '/projects'],
    ['dark', '/'],
  ])('in the %s theme on %s axe finds no contrast problem in the open menu', async (themeName, path) => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await seedStorage(page, { local: { theme: themeName, ...consentAnswered('menu-contrast-e2e') } });
    await gotoHydrated(page, path);
    await page.getByRole('button', { name: 'Menu' }).tap();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await menu.getByRole('button', { name: 'Services pages' }).tap();
    expect(await seriousViolations(page, { include: '#mobile-menu' })).toEqual([]);
  });
});

describe('desktop dropdown by keyboard (disclosure)', () => {
  const focused = (page: Page) =>
    page.evaluate(() => {
      const el = document.activeElement;
      return el ? (el.getAttribute('aria-label') ?? el.textContent?.trim() ?? '') : '';
    });
  const expanded = (page: Page) => page.locator('#nav-trigger-strategy').getAttribute('aria-expanded');
  const shown = (page: Page) => page.getByTestId('nav-menu-strategy').isVisible();

  it('tabbing onto Strategy and its button leaves the menu shut; Enter, Space and ArrowDown on the button open it', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await seedStorage(page, { local: consentAnswered('dropdown-keys-e2e') });
    await gotoHydrated(page, '/studio');
    // From the top of the page, Tab until the Strategy link has focus (skip link, logo, …).
    for (let i = 0; i < 8 && (await focused(page)) !== 'Strategy'; i++) await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Strategy');
    expect(await expanded(page)).toBe('false');
    await page.keyboard.press('Tab');
    expect(await focused(page)).toBe('Strategy submenu');
    expect(await expanded(page)).toBe('false');
    expect(await shown(page)).toBe(false);

    // The first Enter opens it; Tab walks into its links.
    await page.keyboard.press('Enter');
    expect(await expanded(page)).toBe('true');
    await expect.poll(() => shown(page)).toBe(true);
    await page.keyboard.press('Tab');
    expect(await focused(page)).toMatch(/^Strategy Details/);
    // Escape shuts it and gives focus back to the button.
    await page.keyboard.press('Escape');
    expect(await expanded(page)).toBe('false');
    expect(await focused(page)).toBe('Strategy submenu');

    // Space opens and shuts it.
    await page.keyboard.press('Space');
    expect(await expanded(page)).toBe('true');
    await page.keyboard.press('Space');
    expect(await expanded(page)).toBe('false');

    // ArrowDown opens it and moves to its first link.
    await page.keyboard.press('ArrowDown');
    expect(await expanded(page)).toBe('true');
    await expect.poll(() => focused(page)).toMatch(/^Strategy Details/);
    expect(pageErrors(page)).toEqual([]);
  });
});
