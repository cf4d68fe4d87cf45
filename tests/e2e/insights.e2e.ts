import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { articles, relatedArticles, sortByDate } from '#src/content/articles';
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

const shown = (page: Page) => page.locator('[data-article]').evaluateAll((els) => els.map((el) => el.getAttribute('data-article')));

describe('insights (served files)', () => {
  it('/insights/rss.xml is valid RSS 2.0 listing every article, and the pages link to it', async () => {
    const response = await fetch(`${baseUrl}/insights/rss.xml`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/xml/);
    const xml = await response.text();
    const page = await newPage();
    await page.goto('/insights');
    const parsed = await page.evaluate((text) => {
      const doc = new DOMParser().parseFromString(text, 'application/xml');
      return {
        error: doc.getElementsByTagName('parsererror').length > 0,
        root: doc.documentElement.nodeName,
        version: doc.documentElement.getAttribute('version'),
        title: doc.querySelector('channel > title')?.textContent,
        links: [...doc.querySelectorAll('item > link')].map((l) => l.textContent),
        dates: [...doc.querySelectorAll('item > pubDate')].map((d) => d.textContent),
      };
    }, xml);
    expect(parsed.error).toBe(false);
    expect(parsed.root).toBe('rss');
    expect(parsed.version).toBe('2.0');
    expect(parsed.title).toBeTruthy();
    expect(parsed.links.map((l) => new URL(l!).pathname)).toEqual(sortByDate(articles).map((a) => `/insights/${a.slug}`));
    for (const date of parsed.dates) expect(Number.isNaN(Date.parse(date!))).toBe(false);
    for (const path of ['/insights', `/insights/${articles[0]!.slug}`]) {
      const html = await (await fetch(`${baseUrl}${path}`)).text();
      expect(html).toMatch(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="https?:\/\/[^"]+\/insights\/rss\.xml"/);
    }
  });

  it('every article is prerendered with BlogPosting data; an unknown slug answers 404 Post Not Found', async () => {
    for (const article of articles) {
      const response = await fetch(`${baseUrl}/insights/${article.slug}`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('"@type":"BlogPosting"');
      expect(html).toContain('<meta property="article:published_time"');
    }
    const missing = await fetch(`${baseUrl}/insights/no-such-article`);
    expect(missing.status).toBe(404);
    const html = await missing.text();
    expect(html).toContain('Post Not Found');
    expect(html).toContain('href="/insights"');
  });
});

describe('insights in Chromium', () => {
  it('search, category and load more; the filters round-trip through the URL', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/insights');
    await answerCookieBanner(page);
    expect(await shown(page)).toHaveLength(6);
    await page.getByRole('button', { name: 'Load More Articles' }).click();
    expect(await shown(page)).toHaveLength(articles.length);
    await page.getByLabel('Search articles').fill('Avatar');
    await page.waitForURL(/q=Avatar/);
    await page.getByLabel('Category').selectOption({ label: 'AI Trends' });
    await page.waitForURL(/category=ai-trends/);
    expect(await shown(page)).toEqual(['ai-avatars-consent-disclosure-and-trust']);
    await gotoHydrated(page, page.url());
    await expect.poll(() => shown(page)).toEqual(['ai-avatars-consent-disclosure-and-trust']);
    expect(await page.getByLabel('Search articles').inputValue()).toBe('Avatar');
    expect(pageErrors(page)).toEqual([]);
  });

  it('an article links to related articles, and Copy link copies the canonical URL', async () => {
    const article = articles.find((a) => a.slug === 'ai-content-labels-what-advertisers-need-to-know')!;
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await gotoHydrated(page, `/insights/${article.slug}`);
    await answerCookieBanner(page);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/insights/${article.slug}$`));
    await page.getByRole('button', { name: 'Copy link' }).click();
    await page.getByRole('status').filter({ hasText: 'Link copied' }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(canonical);
    const linkedIn = await page.getByRole('link', { name: 'Share on LinkedIn' }).getAttribute('href');
    expect(linkedIn).toBe(`https://www.linkedin.com/sharing/share-offsite/?url=${encodeURIComponent(canonical!)}`);
    expect(await page.getByRole('link', { name: 'Share on X' }).getAttribute('href')).toContain(encodeURIComponent(canonical!));

    const related = relatedArticles(article, articles);
    const section = page.getByTestId('related-articles');
    expect(await section.getByRole('link', { name: /^Read more/ }).evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual(
      related.map((a) => `/insights/${a.slug}`),
    );
    await section.getByRole('link', { name: `Read more about ${related[0]!.title}` }).click();
    await page.waitForURL(`**/insights/${related[0]!.slug}`);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).textContent()).toBe(related[0]!.title);
    expect(pageErrors(page)).toEqual([]);
  });

  it('the newsletter box subscribes through POST /api/newsletter', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/insights');
    await answerCookieBanner(page);
    await page.getByLabel('Email address').fill('nope');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await page.getByText('Please enter a valid email address, like name@company.com.').waitFor();
    await page.getByLabel('Email address').fill('reader@brand.example');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/newsletter') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Subscribe' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.getByText('You’re subscribed.', { exact: false }).waitFor();
    expect(pageErrors(page)).toEqual([]);
  });
});
