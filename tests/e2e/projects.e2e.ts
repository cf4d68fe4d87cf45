import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, pageErrors, useBrowser } from './helpers';

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

const cardTitles = (page: Page) => page.locator('article[data-category] h3').allTextContents();
const pressed = (page: Page) =>
  page.getByRole('group', { name: 'Filter projects by category' }).locator('button[aria-pressed="true"]').allTextContents();

const studies = ['/projects/danone-avatars', '/projects/spiral-potato-truck', '/projects/tropic-twist', '/projects/cultural-luxury'];

describe('case studies (served HTML)', () => {
  it.each(studies)('%s has Article and CreativeWork structured data and its own share image', async (path) => {
    const response = await fetch(`${baseUrl}${path}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const blocks = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]!));
    const types = blocks.map((b) => b['@type']);
    expect(types).toContain('Article');
    expect(types).toContain('CreativeWork');
    const article = blocks.find((b) => b['@type'] === 'Article');
    expect(article.headline).toBeTruthy();
    expect(article.datePublished).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const slug = path.split('/').pop();
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="https?://[^"]+/media/projects/og-${slug}\\.jpg"`));
    expect(html).toContain('<meta property="og:type" content="article"');
    const image = await fetch(`${baseUrl}/media/projects/og-${slug}.jpg`);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toContain('image/jpeg');
  });
});

describe('case study films', () => {
  it.each([1440, 1920])(
    "at %i px the film's pause control lines up with the page's content column, not the screen's edge",
    async (width) => {
      const page = await newPage({ viewport: { width, height: 900 } });
      await gotoHydrated(page, '/projects/tropic-twist');
      const control = page.locator('[data-case-frame] [data-clip-control]');
      const firstFact = page.getByRole('region', { name: 'Project facts' }).locator('dt').first();
      const [button, fact] = await Promise.all([control.boundingBox(), firstFact.boundingBox()]);
      expect(Math.abs(button!.x - fact!.x)).toBeLessThan(2);
      await page.close();
    },
  );
});

describe('/projects in Chromium', () => {
  it('the category filter round-trips through the URL: click, reload, back', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/projects');
    await answerCookieBanner(page);
    expect(await cardTitles(page)).toHaveLength(4);
    await page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button', { name: 'Animation' }).click();
    await page.waitForURL('**/projects?category=animation');
    expect(await cardTitles(page)).toEqual(['Spiral Potato Truck']);
    await gotoHydrated(page, page.url());
    await expect.poll(() => cardTitles(page)).toEqual(['Spiral Potato Truck']);
    expect(await pressed(page)).toEqual(['Animation']);
    await page.goBack();
    await page.waitForURL((url) => url.pathname === '/projects' && url.search === '');
    await expect.poll(() => cardTitles(page)).toHaveLength(4);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a shared filtered link hydrates without errors and shows only that category', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/projects?category=brand-research');
    await expect.poll(() => cardTitles(page)).toEqual(['Cultural Luxury in the Gulf']);
    await page.getByRole('link', { name: /Read the case study\s+for Cultural Luxury/ }).click();
    await page.waitForURL('**/projects/cultural-luxury');
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
