import { describe, expect, it } from 'vitest';
import { consentAnswered, gotoHydrated, pageErrors, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();

/**
 * A prerendered page goes out exactly as built (brotli from the build) with a
 * fixed policy that allows its inline scripts and styles by hash: Chromium must
 * run them all and block nothing, through hydration and a client-side visit to
 * another page (which adds styled-components styles of its own).
 */
describe('Content-Security-Policy in the browser', () => {
  it('/ is served precompressed and Chromium reports no CSP violation, before or after moving to another page', async () => {
    const page = await newPage({ extraHTTPHeaders: { 'accept-encoding': 'gzip, deflate, br' } });
    await seedStorage(page, { local: consentAnswered('csp-test') });
    await page.addInitScript(() => {
      const seen: string[] = [];
      (window as Window & { cspViolations?: string[] }).cspViolations = seen;
      document.addEventListener('securitypolicyviolation', (event) => seen.push(`${event.violatedDirective}: ${event.blockedURI}`));
    });
    const response = await gotoHydrated(page, '/');
    expect(response?.headers()['content-encoding']).toBe('br');
    expect(response?.headers()['content-security-policy']).toMatch(/script-src 'self' 'sha256-/);
    // The inline theme script ran (it sets the theme class before the first paint).
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);

    await page.locator('a[href="/contact"]:visible').first().click();
    await page.waitForURL('**/contact');
    await expect.poll(() => page.locator('h1').first().textContent()).not.toBe('');

    const violations = await page.evaluate(() => (window as Window & { cspViolations?: string[] }).cspViolations ?? []);
    expect(violations).toEqual([]);
    expect(pageErrors(page).filter((message) => /content security policy/i.test(message))).toEqual([]);
  });
});
