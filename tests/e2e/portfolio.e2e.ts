import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentAnswered, gotoHydrated, pageErrors, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();

async function answerCookieBanner(page: Page) {
  const reject = page.getByRole('button', { name: 'Reject All' });
  try {
    await reject.waitFor({ state: 'visible', timeout: 4000 });
    await reject.click();
  } catch {
    /* no banner */
  }
}

const dialog = (page: Page) => page.locator('[role="dialog"][data-project]');
const focusInDialog = (page: Page) => page.evaluate(() => !!document.activeElement?.closest('[role="dialog"][data-project]'));
const search = (page: Page) => new URL(page.url()).searchParams;

describe('/portfolio dialog in Chromium', () => {
  it('opens with Enter on a card, keeps Tab inside, closes with Escape and returns focus', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/portfolio');
    await answerCookieBanner(page);
    const card = page.locator('[data-portfolio-card="3"]');
    await card.focus();
    await page.keyboard.press('Enter');
    await dialog(page).waitFor();
    expect(await dialog(page).getAttribute('aria-modal')).toBe('true');
    await expect.poll(() => search(page).get('project')).toBe('3');
    await expect.poll(() => focusInDialog(page)).toBe(true);
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await focusInDialog(page)).toBe(true);
    }
    await page.keyboard.press('Shift+Tab');
    expect(await focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => search(page).get('project')).toBeNull();
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it('View Live Project (Night Ritual) plays the film with focus on its pause button; one Escape closes and returns to the card', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: consentAnswered('portfolio-play-focus') });
    await gotoHydrated(page, '/portfolio');
    const card = page.locator('[data-portfolio-card="1"]');
    await card.focus();
    await page.keyboard.press('Enter');
    const d = page.getByRole('dialog', { name: 'Night Ritual' });
    await d.waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await d.getByRole('button', { name: 'View Live Project' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => d.locator('[data-clip]').getAttribute('data-clip-state')).toMatch(/^manual/);
    // Focus stays in the dialog, on the control of the film that now plays.
    const pause = d.getByRole('button', { name: /^Pause video/ });
    await expect.poll(() => pause.evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => card.evaluate((el) => el === document.activeElement)).toBe(true);
    expect(pageErrors(page)).toEqual([]);
  });

  it("the player's own play button hands focus to the pause button that replaces it", async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: consentAnswered('portfolio-play-focus-2') });
    await gotoHydrated(page, '/portfolio?project=2');
    const d = page.getByRole('dialog', { name: 'Coastlines' });
    await d.waitFor();
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await d.getByRole('button', { name: /^Play video/ }).focus();
    await page.keyboard.press('Space');
    const pause = d.getByRole('button', { name: /^Pause video/ });
    await expect.poll(() => pause.evaluate((el) => el === document.activeElement)).toBe(true);
    // Pausing keeps focus on the same control, now offering to play again.
    await page.keyboard.press('Space');
    await expect.poll(() => focusInDialog(page)).toBe(true);
    await page.keyboard.press('Escape');
    await dialog(page).waitFor({ state: 'detached' });
  });

  it('a link to ?project=9 opens that project with Watch Full Sequence; Close closes it', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/portfolio?project=9');
    const d = page.getByRole('dialog', { name: 'Emberfall: Opening Sequence' });
    await d.waitFor();
    for (const name of ['Challenge', 'Solution', 'Key scenes', 'Impact']) expect(await d.getByRole('heading', { name }).count()).toBe(1);
    await d.getByRole('button', { name: 'Watch Full Sequence' }).click();
    // The site's own film plays in the dialog: no player from another host.
    expect(await d.locator('iframe').count()).toBe(0);
    await expect.poll(() => d.locator('video').evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 10_000 }).toBeGreaterThan(0);
    await d.getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    expect(search(page).get('project')).toBeNull();
    expect(pageErrors(page)).toEqual([]);
  });

  it('opening a project adds a history entry: Back closes the dialog, Forward reopens it, Close returns to the filter URL', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/portfolio?category=animation');
    await answerCookieBanner(page);
    await page.locator('[data-portfolio-card="9"]').click();
    await dialog(page).waitFor();
    await expect.poll(() => search(page).get('project')).toBe('9');
    await page.goBack();
    await dialog(page).waitFor({ state: 'detached' });
    expect(new URL(page.url()).search).toBe('?category=animation');
    await page.goForward();
    await page.getByRole('dialog', { name: 'Emberfall: Opening Sequence' }).waitFor();
    expect(search(page).get('project')).toBe('9');
    await dialog(page).getByRole('button', { name: 'Close' }).click();
    await dialog(page).waitFor({ state: 'detached' });
    await expect.poll(() => new URL(page.url()).search).toBe('?category=animation');
    expect(await page.locator('[data-portfolio-card]').count()).toBe(2);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the category filter lives in the URL and survives a reload', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/portfolio');
    await answerCookieBanner(page);
    await page.getByRole('group', { name: 'Filter the portfolio by category' }).getByRole('button', { name: 'Animation' }).click();
    await page.waitForURL('**/portfolio?category=animation');
    const ids = () => page.locator('[data-portfolio-card]').evaluateAll((els) => els.map((el) => el.getAttribute('data-portfolio-card')));
    expect(await ids()).toEqual(['7', '9']);
    await gotoHydrated(page, page.url());
    await expect.poll(ids).toEqual(['7', '9']);
    expect(pageErrors(page)).toEqual([]);
  });
});

/** Relative luminance of a computed `rgb()`/`rgba()` colour (0 black … 1 white). */
const luminance = (css: string) => {
  const [r, g, b] = (css.match(/[\d.]+/g) ?? [])
    .slice(0, 3)
    .map((v) => Number(v) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
};

describe('play buttons over posters (Chromium)', () => {
  it.each(['dark', 'light'])('in the %s theme, the dialog and card play buttons are a light glyph on a dark disc', async (theme) => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: { ...consentAnswered(`play-${theme}`), theme } });
    await gotoHydrated(page, '/portfolio?project=9');
    const play = page.getByRole('dialog').getByRole('button', { name: /^Play video:/ });
    const colours = await play.evaluate((el) => ({ glyph: getComputedStyle(el).color, disc: getComputedStyle(el).backgroundColor }));
    expect(luminance(colours.glyph)).toBeGreaterThan(0.7);
    expect(luminance(colours.disc)).toBeLessThan(0.05);
    await page.keyboard.press('Escape');
    const chip = page
      .locator('article', { has: page.locator('[data-portfolio-card="1"]') })
      .locator('span[aria-hidden="true"]', { has: page.locator('svg') });
    expect(luminance(await chip.evaluate((el) => getComputedStyle(el).color))).toBeGreaterThan(0.7);
    expect(pageErrors(page)).toEqual([]);
  });
});

describe('Start Your Project form in Chromium', () => {
  it('checks the fields, then sends a portfolio lead to the leads API', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/portfolio');
    await answerCookieBanner(page);
    const form = page.getByRole('form', { name: 'Start Your Project' });
    await form.getByLabel('Email', { exact: true }).fill('not-an-email');
    await form.getByRole('button', { name: 'Send Project Details' }).click();
    await form.getByText('Please enter a valid email address, like name@company.com.').waitFor();
    await form.getByText('Please tell us your name.').waitFor();
    await form.getByLabel('Name', { exact: true }).fill('Portfolio Visitor');
    await form.getByLabel('Email', { exact: true }).fill('visitor@brand.example');
    await form.getByLabel(/What are you making/).selectOption('Brand Films');
    await form.getByLabel(/Project details/).fill('A two-minute brand film for our spring launch.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      form.getByRole('button', { name: 'Send Project Details' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      source: 'portfolio',
      name: 'Portfolio Visitor',
      email: 'visitor@brand.example',
    });
    await page.getByText('Thank you! Your project details are with our producers.', { exact: false }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
