import { describe, expect, it } from 'vitest';
import { baseUrl, gotoHydrated, pageErrors, useBrowser } from './helpers';

const { newPage } = useBrowser();

async function fill(page: import('playwright-core').Page, name: string) {
  await page.getByLabel('Name', { exact: true }).fill(name);
  await page.getByLabel('Email', { exact: true }).fill('producer@brand.example');
  await page.getByLabel('Company (optional)', { exact: true }).fill('Brand Co');
  await page.getByLabel('Budget', { exact: true }).selectOption('10k-25k');
  await page.getByLabel('Service', { exact: true }).selectOption('online-content');
  await page.getByLabel('Message', { exact: true }).fill('Twelve short social cut-downs for a product launch in May.');
}

describe('contact form in Chromium', () => {
  it('submits with JavaScript and lands on the success variant', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/contact');
    await fill(page, 'Script Visitor');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    await page.getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.").waitFor();
    expect(new URL(page.url()).search).toBe('?success=true');
    expect(pageErrors(page)).toEqual([]);
  });

  it('shows our validation messages instead of submitting bad input', async () => {
    const page = await newPage();
    await gotoHydrated(page, '/contact');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText('Please enter a valid email address, like name@company.com.').waitFor();
    await page.getByText('Please tell us your name.').waitFor();
  });

  it('works with JavaScript disabled through the native form post', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    await page.goto('/contact');
    await fill(page, 'No Script Visitor');
    await Promise.all([page.waitForURL('**/contact?success=true'), page.getByRole('button', { name: 'Send Message' }).click()]);
    expect(await page.getByText("Thank you! Your message has been sent successfully. We'll get back to you within 24 hours.").count()).toBe(
      1,
    );
  });

  it('keeps what the visitor typed before the page’s script arrived, and sends it', async () => {
    const page = await newPage();
    // Hold the client entry back until the visitor has filled the prerendered form.
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/entry-client-*.js', async (route) => {
      await held;
      await route.continue();
    });
    await page.goto('/contact', { waitUntil: 'commit' });
    await fill(page, 'Early Visitor');
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
    release();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Early Visitor');
    expect(await page.getByLabel('Budget', { exact: true }).inputValue()).toBe('10k-25k');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/contact') && r.request().method() === 'POST'),
      page.getByRole('button', { name: 'Send Message' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(response.request().postDataJSON()).toMatchObject({ name: 'Early Visitor', budget: '10k-25k', service: 'online-content' });
    expect(pageErrors(page)).toEqual([]);
  });

  it('the success variant is served prerendered for /contact?success=true', async () => {
    const html = await (await fetch(`${baseUrl}/contact?success=true`)).text();
    expect(html).toContain('Your message has been sent successfully');
  });
});
