import { describe, expect, it } from 'vitest';
import { pages } from '../../src/content/pages';
import { baseUrl, gotoHydrated, pageErrors, useBrowser } from './helpers';

const routes = Object.keys(pages);
const { newPage } = useBrowser();

describe('served HTML (before any script runs)', () => {
  it.each(routes)('%s answers 200 with its own title, one h1 and a canonical link', async (route) => {
    const response = await fetch(`${baseUrl}${route}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    const title = /<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '';
    const expected = pages[route as keyof typeof pages].title.replace(/&/g, '&amp;');
    expect(title).toContain(expected);
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
    expect(html).toMatch(/<link rel="canonical" href="http[^"]+"/);
    expect(html).toContain('application/ld+json');
    expect(response.headers.get('content-security-policy')).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(response.headers.get('content-security-policy')).not.toMatch(/script-src[^;]*unsafe-inline/);
  });

  it('titles are unique across routes', async () => {
    const titles = new Set<string>();
    for (const route of routes) {
      const html = await (await fetch(`${baseUrl}${route}`)).text();
      titles.add(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    }
    expect(titles.size).toBe(routes.length);
  });

  it('unknown paths answer 404 with a way home', async () => {
    const response = await fetch(`${baseUrl}/no-such-page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain('href="/"');
    expect(html.match(/<h1[\s>]/g)?.length).toBe(1);
  });

  it('legacy footer links redirect permanently', async () => {
    const response = await fetch(`${baseUrl}/services/branding`, { redirect: 'manual' });
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe('/branding');
  });

  it('serves sitemap.xml with absolute URLs and robots.txt pointing at it', async () => {
    const sitemap = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
    for (const route of routes.filter((r) => !('noindex' in pages[r as keyof typeof pages]))) expect(sitemap).toMatch(new RegExp(`<loc>https?://[^<]+${route === '/' ? '/' : route}</loc>`));
    expect(sitemap).not.toContain('/admin<');
    const robots = await (await fetch(`${baseUrl}/robots.txt`)).text();
    expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
  });

  it('every response carries the security headers', async () => {
    const response = await fetch(`${baseUrl}/`);
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('referrer-policy')).toBeTruthy();
    expect(response.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('in Chromium', () => {
  it.each(routes)('%s hydrates without console errors', async (route) => {
    const page = await newPage();
    await gotoHydrated(page, route);
    expect(await page.locator('h1').count(), route).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  it('client-side navigation works after hydration', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Studio' }).click();
    await page.waitForURL('**/studio');
    await expect.poll(() => page.title()).toContain('Studio');
  });

  it('the theme toggle persists across a reload', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await gotoHydrated(page, '/');
    expect(await page.evaluate(() => document.documentElement.classList.contains('light'))).toBe(true);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(false);
    await expect.poll(() => page.getByRole('button', { name: 'Switch to dark theme' }).count()).toBe(1);
  });

  it('the desktop dropdown is still open 250 ms after the pointer leaves and closed after 900 ms', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    const item = page.locator('[data-dropdown="services"]');
    const menu = page.getByTestId('nav-menu-services');
    await item.hover();
    await expect.poll(() => menu.isVisible()).toBe(true);
    await page.mouse.move(700, 600);
    await page.waitForTimeout(250);
    expect(await menu.getAttribute('data-open')).not.toBeNull();
    await page.waitForTimeout(650);
    expect(await menu.getAttribute('data-open')).toBeNull();
  });

  it('clicking the submenu button with the mouse while hovering keeps the menu open', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    await page.locator('#nav-trigger-services').click();
    await page.waitForTimeout(100);
    expect(await page.getByTestId('nav-menu-services').getAttribute('data-open')).not.toBeNull();
  });

  it('the dropdown opens with the keyboard and Escape closes it', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    await page.locator('#nav-trigger-strategy').focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => page.getByTestId('nav-menu-strategy').getAttribute('data-open')).not.toBeNull();
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByTestId('nav-menu-strategy').getAttribute('data-open')).toBeNull();
  });

  it('the header turns opaque after scrolling more than 20 px', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 800 } });
    await gotoHydrated(page, '/privacy-policy');
    const header = page.getByTestId('site-header');
    const before = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    await page.mouse.wheel(0, 600);
    await expect.poll(() => header.getAttribute('data-scrolled')).not.toBeNull();
    await page.waitForTimeout(400);
    const after = await header.evaluate((el) => getComputedStyle(el).backgroundColor);
    expect(after).not.toBe(before);
  });

  it('the mobile menu opens and closes with the keyboard and keeps focus inside', async () => {
    const page = await newPage({ viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/');
    const button = page.getByRole('button', { name: 'Menu' });
    await button.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Menu' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    // The trap takes focus into the dialog as soon as it is active.
    await expect.poll(() => dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    for (let i = 0; i < 40; i++) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect.poll(() => dialog.isVisible()).toBe(false);
    expect(await button.evaluate((el) => el === document.activeElement)).toBe(true);
  });
});
