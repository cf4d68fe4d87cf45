import { describe, expect, it } from 'vitest';
import { seriousViolations } from './axe';
import { consentAnswered, gotoHydrated, pageErrors, prerendered, seedStorage, useBrowser } from './helpers';

const { newPage } = useBrowser();
describe('accessibility (axe-core): no serious or critical violations', () => {
  // Every page the build prerendered, on one load each: it hydrates with no console error or uncaught exception,
  // has one h1, and axe finds nothing serious.
  it.each(prerendered())('%s, dark theme, desktop (and it hydrates cleanly with one h1)', async (route) => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, route);
    expect(await page.locator('h1').count(), route).toBe(1);
    expect(pageErrors(page)).toEqual([]);
    expect(await seriousViolations(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
    await page.context().close();
  });

  // The light theme is art-directed separately (white cards, paper bands, dark stages): every main page, wide.
  it.each([
    '/',
    '/services',
    '/services/brand-films',
    '/projects',
    '/projects/tropic-twist',
    '/portfolio',
    '/insights',
    '/insights/budgeting-for-ai-video',
    '/studio',
    '/process',
    '/contact',
    '/schedule-consultation',
  ])('%s, light theme, desktop', async (route) => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    await seedStorage(page, { local: { theme: 'light', ...consentAnswered('a11y-light') } });
    await gotoHydrated(page, route);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it.each(['/', '/contact', '/services/brand-films', '/insights'])('%s, light theme, phone', async (route) => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await seedStorage(page, { local: { theme: 'light' } });
    await gotoHydrated(page, route);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it('the open mobile menu', async () => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 390, height: 844 } });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Menu' }).click();
    await page.locator('#mobile-sub-services').evaluate(() => undefined);
    await page.getByRole('button', { name: 'Services pages' }).click();
    expect(await seriousViolations(page, { include: '#mobile-menu' })).toEqual([]);
    await page.context().close();
  });

  it('an open desktop dropdown', async () => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    await page.locator('[data-dropdown="services"] > a').hover();
    await expect.poll(() => page.getByTestId('nav-menu-services').getAttribute('data-open')).not.toBeNull();
    expect(await seriousViolations(page, { include: 'header' })).toEqual([]);
    await page.context().close();
  });

  it.each(['dark', 'light'])('the cookie banner, first ask and customise view (%s theme)', async (theme) => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: { theme } });
    await gotoHydrated(page, '/studio');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor({ state: 'visible' });
    expect(await seriousViolations(page, { include: '[data-testid="cookie-banner"]' })).toEqual([]);
    await banner.getByRole('button', { name: 'Customise', exact: true }).click();
    await page.locator('#consent-switch-analytics').waitFor({ state: 'visible' });
    expect(await seriousViolations(page, { include: '[data-testid="cookie-banner"]' })).toEqual([]);
    await page.context().close();
  });

  it('an open portfolio project dialog', async () => {
    const page = await newPage({ bypassCSP: true, viewport: { width: 1280, height: 900 } });
    await seedStorage(page, { local: consentAnswered('e2e-a11y-portfolio') });
    await gotoHydrated(page, '/portfolio?project=9');
    const dialog = page.getByRole('dialog');
    await dialog.waitFor({ state: 'visible' });
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await page.context().close();
  });
});
