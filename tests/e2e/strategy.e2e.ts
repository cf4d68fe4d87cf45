import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { expectNoHorizontalOverflow, gotoHydrated, pageErrors, pauseClock, scrollSettled, useBrowser } from './helpers';

const { newPage } = useBrowser();

/** The cookie banner appears 1 s after load; answer it so it cannot cover anything. */
async function answerCookieBanner(page: Page) {
  const reject = page.getByRole('button', { name: 'Reject All' });
  try {
    await reject.waitFor({ state: 'visible', timeout: 4000 });
    await reject.click();
  } catch {
    /* no banner (already answered) */
  }
  // Park the pointer on the fixed header: left where the banner's button was, a later scroll
  // would carry the carousel under it (hover, so a hold) without the browser reporting it left.
  await page.mouse.move(5, 5);
}

const carousel = (page: Page) => page.getByRole('region', { name: 'Consultation process' });
const selectedStep = async (region: Locator) =>
  region.getByRole('tab').evaluateAll((tabs) => tabs.findIndex((tab) => tab.getAttribute('aria-selected') === 'true'));

/** Scroll the carousel into view and wait until its countdown runs (the visibility sensor is not on the clock). */
async function scrollIntoViewRunning(region: Locator) {
  await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
  await expect.poll(() => region.getAttribute('data-carousel-state')).toBe('running');
}

describe('social media consultation carousel (Chromium)', () => {
  it('advances after 5 s while on screen, stops when paused and resumes with play', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/strategy/social-media');
    await answerCookieBanner(page);
    await pauseClock(page);
    const region = carousel(page);
    expect(await selectedStep(region)).toBe(0);
    await scrollIntoViewRunning(region);
    // Not before 5 s, at 5 s.
    await page.clock.runFor(4900);
    expect(await selectedStep(region)).toBe(0);
    await page.clock.runFor(100);
    await expect.poll(() => selectedStep(region)).toBe(1);
    expect(await region.getByRole('tabpanel').textContent()).toContain('Step 2 of 5');

    await region.getByRole('button', { name: 'Pause autoplay' }).click();
    expect(await region.getAttribute('data-carousel-state')).toBe('paused');
    await page.clock.runFor(10_000);
    expect(await selectedStep(region)).toBe(1);

    await region.getByRole('button', { name: 'Play autoplay' }).click();
    // The pointer is still over the carousel: it holds until the pointer leaves.
    expect(await region.getAttribute('data-carousel-state')).toBe('held');
    await page.clock.runFor(10_000);
    expect(await selectedStep(region)).toBe(1);
    await page.mouse.move(5, 5);
    await expect.poll(() => region.getAttribute('data-carousel-state')).toBe('running');
    // The full interval starts again on release.
    await page.clock.runFor(4900);
    expect(await selectedStep(region)).toBe(1);
    await page.clock.runFor(100);
    await expect.poll(() => selectedStep(region)).toBe(2);
    expect(pageErrors(page)).toEqual([]);
  });

  it('holds while the pointer is over it or keyboard focus is inside it, and runs again after', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/strategy/social-media');
    await answerCookieBanner(page);
    await pauseClock(page);
    const region = carousel(page);
    await scrollIntoViewRunning(region);

    await region.getByRole('tabpanel').hover();
    expect(await region.getAttribute('data-carousel-state')).toBe('held');
    await page.clock.runFor(10_000);
    expect(await selectedStep(region)).toBe(0);
    await page.mouse.move(5, 5);
    await expect.poll(() => region.getAttribute('data-carousel-state')).toBe('running');

    // Keyboard: focus on the selected step tab holds it, and so do the step arrows; on the
    // pause/play control (the control for the motion itself) it runs again.
    await region.getByRole('tab', { selected: true }).focus();
    expect(await region.getAttribute('data-carousel-state')).toBe('held');
    await page.clock.runFor(10_000);
    expect(await selectedStep(region)).toBe(0);
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Next step');
    expect(await region.getAttribute('data-carousel-state')).toBe('held');
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Shift+Tab');
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Pause autoplay');
    await expect.poll(() => region.getAttribute('data-carousel-state')).toBe('running');
    await page.clock.runFor(5000);
    await expect.poll(() => selectedStep(region)).toBe(1);
    expect(await region.getAttribute('data-carousel-state')).toBe('running');
    expect(pageErrors(page)).toEqual([]);
  });

  it('does not advance while it is scrolled out of view', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/strategy/social-media');
    await pauseClock(page);
    const region = carousel(page);
    await expect.poll(() => region.getAttribute('data-carousel-state')).toBe('waiting');
    await page.clock.runFor(10_000);
    expect(await selectedStep(region)).toBe(0);
  });

  it('with reduced motion, never advances on its own and offers no autoplay control', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/strategy/social-media');
    await answerCookieBanner(page);
    await pauseClock(page);
    const region = carousel(page);
    await region.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await expect.poll(() => region.textContent()).toContain('Autoplay is off');
    await page.clock.runFor(10_000);
    expect(await selectedStep(region)).toBe(0);
    expect(await region.getByRole('button', { name: /autoplay/ }).count()).toBe(0);
    // The steps stay reachable by hand.
    await region.getByRole('button', { name: 'Next step' }).click();
    expect(await selectedStep(region)).toBe(1);
  });

  it('the platform strip loops over 30 s, pauses on hover and stands still under reduced motion', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/strategy/social-media');
    await answerCookieBanner(page);
    const strip = page.getByRole('region', { name: 'Platforms we produce for' });
    const track = strip.locator('[data-marquee-duration]');
    expect(await track.evaluate((el) => getComputedStyle(el).animationDuration)).toBe('30s');
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await strip.hover();
    expect(await track.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

    const still = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await gotoHydrated(still, '/strategy/social-media');
    const stillTrack = still.getByRole('region', { name: 'Platforms we produce for' }).locator('[data-marquee-duration]');
    expect(await stillTrack.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

describe('strategy area layout (Chromium)', () => {
  it('branding and digital service blocks put their images on alternating sides on a wide screen, and stack on a phone', async () => {
    for (const path of ['/branding', '/digital']) {
      const page = await newPage({ viewport: { width: 1440, height: 900 } });
      await gotoHydrated(page, path);
      const sides = await page.$$eval('article[data-image-side]', (blocks) =>
        blocks.map((block) => {
          const image = block.querySelector('figure')!.getBoundingClientRect();
          const text = block.querySelector('h3')!.getBoundingClientRect();
          return image.left < text.left ? 'left' : 'right';
        }),
      );
      expect(sides, path).toEqual(['left', 'right', 'left', 'right', 'left', 'right']);

      await page.setViewportSize({ width: 390, height: 844 });
      const stacked = await page.$$eval('article[data-image-side]', (blocks) =>
        blocks.every(
          (block) =>
            block.querySelector('h3')!.getBoundingClientRect().bottom <= block.querySelector('figure')!.getBoundingClientRect().top,
        ),
      );
      expect(stacked, path).toBe(true);
      // Nothing wider than the phone.
      await expectNoHorizontalOverflow(page);
    }
  });

  it('lab status badges use the theme colours: Active Use green, Beta Testing accent, In Development yellow, Concept Stage accent', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/imagination-engine');
    const result = await page.evaluate(() => {
      const root = getComputedStyle(document.documentElement);
      const rgb = (value: string) => {
        const probe = document.createElement('span');
        probe.style.color = value;
        document.body.append(probe);
        const colour = getComputedStyle(probe).color;
        probe.remove();
        return colour;
      };
      const tokens = {
        success: rgb(root.getPropertyValue('--c-success')),
        accent: rgb(root.getPropertyValue('--c-accent')),
        warning: rgb(root.getPropertyValue('--c-warning')),
      };
      // The dot is the pure token colour (the label is nudged towards the text colour for contrast).
      const badges = [...document.querySelectorAll<HTMLElement>('article[data-tool] [data-tone]')].map((badge) => ({
        label: badge.textContent,
        colour: getComputedStyle(badge.querySelector('[data-badge-dot]')!).backgroundColor,
      }));
      return { tokens, badges };
    });
    const expected = { 'Active Use': 'success', 'Beta Testing': 'accent', 'In Development': 'warning', 'Concept Stage': 'accent' } as const;
    expect(result.badges).toHaveLength(6);
    expect(new Set([result.tokens.success, result.tokens.accent, result.tokens.warning]).size).toBe(3);
    for (const badge of result.badges) {
      expect(badge.colour, badge.label!).toBe(result.tokens[expected[badge.label as keyof typeof expected]]);
    }
    // "Learn more" opens the details in place.
    const button = page.locator('article[data-tool="avatar-forge"] button[aria-controls]');
    expect(await button.getAttribute('aria-label')).toBe('Learn more about Avatar Forge');
    await button.click();
    await expect.poll(() => button.getAttribute('aria-label')).toBe('Show less about Avatar Forge');
    expect(await button.getAttribute('aria-expanded')).toBe('true');
    expect(await page.locator(`#${await button.getAttribute('aria-controls')}`).isVisible()).toBe(true);
  });

  it('a legal page’s table of contents jumps to the section heading, clear of the fixed header', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/terms-of-service');
    await answerCookieBanner(page);
    await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Governing law and disputes' }).click();
    await page.waitForURL('**/terms-of-service#governing-law');
    // Smooth scrolling takes a moment.
    await expect
      .poll(() => page.locator('#governing-law').evaluate((el) => Math.round(el.getBoundingClientRect().top)), { timeout: 5000 })
      .toBeLessThan(300);
    await scrollSettled(page);
    const top = await page.locator('#governing-law').evaluate((el) => el.getBoundingClientRect().top);
    expect(top).toBeGreaterThanOrEqual(72);
    expect(top).toBeLessThan(300);
  });
});
