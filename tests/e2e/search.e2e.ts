import { describe, expect, it } from 'vitest';
import { baseUrl, consentAnswered, gotoHydrated, pageErrors, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();

describe('/search in Chromium', () => {
  it('the header search link reaches /search; a query shows results with their section and writes ?q=', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: consentAnswered('search-e2e') });
    await gotoHydrated(page, '/');
    await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).click();
    await page.waitForURL((url) => url.pathname === '/search');
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    await field.fill('emberfall');
    await page.waitForURL((url) => url.searchParams.get('q') === 'emberfall');
    const results = page.getByRole('list', { name: 'Search results' });
    const link = results.getByRole('link', { name: 'Emberfall: Opening Sequence for Ironleaf Games' });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe('/portfolio?project=9');
    expect(await results.getByText('Portfolio', { exact: true }).count()).toBeGreaterThan(0);
    await link.click();
    await page.getByRole('dialog', { name: 'Emberfall: Opening Sequence' }).waitFor();
    expect(new URL(page.url()).search).toBe('?project=9');
    expect(pageErrors(page)).toEqual([]);
  });

  it('the header search control puts focus in the field, by click, Enter or Space, so typing searches at once', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: consentAnswered('search-focus-e2e') });
    const field = page.getByRole('searchbox', { name: 'Search the site' });
    const control = page.getByRole('banner').getByRole('link', { name: 'Search the site' });
    const fieldFocused = () => field.evaluate((el) => el === document.activeElement).catch(() => false);
    for (const open of ['click', 'Enter', 'Space'] as const) {
      await gotoHydrated(page, '/studio');
      if (open === 'click') await control.click();
      else {
        await control.focus();
        await page.keyboard.press(open);
      }
      await page.waitForURL((url) => url.pathname === '/search');
      await expect.poll(fieldFocused, { message: open }).toBe(true);
      await page.keyboard.type('riyadh');
      await page.waitForURL((url) => url.searchParams.get('q') === 'riyadh');
      expect(await field.inputValue()).toBe('riyadh');
    }
    // Loaded by its address (a bookmark, a shared link) the page starts at its top, the field not focused.
    await gotoHydrated(page, '/search');
    expect(await fieldFocused()).toBe(false);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a shared /search?q= link shows its results after hydration', async () => {
    const page = await newPage();
    await seedStorage(page, { local: consentAnswered('search-e2e-2') });
    await gotoHydrated(page, '/search?q=Riyadh');
    await page
      .getByRole('list', { name: 'Search results' })
      .getByRole('link', { name: /Cultural/ })
      .first()
      .waitFor();
    expect(await page.getByRole('searchbox', { name: 'Search the site' }).inputValue()).toBe('Riyadh');
    expect(pageErrors(page)).toEqual([]);
  });

  it('on a phone the field takes the full width with the button below it, so its hint is not cut off', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await seedStorage(page, { local: consentAnswered('search-e2e-phone') });
    await gotoHydrated(page, '/search');
    const field = (await page.getByRole('searchbox', { name: 'Search the site' }).boundingBox())!;
    const button = (await page.getByRole('button', { name: 'Search', exact: true }).boundingBox())!;
    expect(button.y).toBeGreaterThanOrEqual(field.y + field.height);
    expect(field.width).toBeGreaterThan(300);
    const hintFits = await page.getByRole('searchbox', { name: 'Search the site' }).evaluate((input: HTMLInputElement) => {
      const style = getComputedStyle(input);
      const context = document.createElement('canvas').getContext('2d')!;
      context.font = `${style.fontSize} ${style.fontFamily}`;
      const room = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
      return context.measureText(input.placeholder).width <= room;
    });
    expect(hintFits).toBe(true);
  });

  it('at 1440 px the results fill the page in two columns, print ranges with an en dash and submit with the site’s primary button', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await seedStorage(page, { local: consentAnswered('search-e2e-wide') });
    await gotoHydrated(page, '/search?q=video');
    const results = page.getByRole('list', { name: 'Search results' });
    await results.getByRole('listitem').first().waitFor();
    const layout = await results.evaluate((ol) => {
      const main = ol.closest('main')!.querySelector('h1')!.getBoundingClientRect();
      const items = [...ol.children].map((li) => li.getBoundingClientRect());
      const lefts = new Set(items.map((r) => Math.round(r.left)));
      const last = items[items.length - 1]!;
      return { width: ol.getBoundingClientRect().width, left: main.left, columns: lefts.size, lastWidth: last.width, count: items.length };
    });
    // One column of 52rem left the right half of a wide page empty.
    expect(layout.width).toBeGreaterThan(1440 * 0.75);
    expect(layout.columns).toBe(2);
    if (layout.count % 2 === 1) expect(layout.lastWidth).toBeGreaterThan(layout.width * 0.9);
    expect(await results.innerText()).not.toMatch(/\d-\d/);
    const [submit, book] = await Promise.all([
      page.getByRole('button', { name: 'Search', exact: true }).evaluate((el) => getComputedStyle(el).backgroundColor),
      page
        .getByRole('banner')
        .getByRole('link', { name: 'Book a call' })
        .evaluate((el) => getComputedStyle(el).backgroundColor),
    ]);
    expect(submit).toBe(book);
  });

  it('the served page is noindex and left out of the sitemap', async () => {
    const html = await (await fetch(`${baseUrl}/search?q=video`)).text();
    expect(html).toMatch(/<meta name="robots" content="noindex[^"]*"/);
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    expect(sitemap).not.toContain('/search');
  });
});
