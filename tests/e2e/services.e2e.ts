import { describe, expect, it } from 'vitest';
import { pages } from '#src/content/pages';
import { servicePages } from '#src/content/service-pages';
import { services } from '#src/content/services';
import { animationFrames, baseUrl, gotoHydrated, pageErrors, staffAccounts, useBrowser } from './helpers';

const { newPage } = useBrowser();

describe('service pages', () => {
  it.each(services.map((s) => s.path))('%s renders its hero and Service structured data with its price range', async (path) => {
    const html = await (await fetch(`${baseUrl}${path}`)).text();
    const slug = path.split('/').pop() as keyof typeof servicePages;
    const ld = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!) as Record<string, unknown>)
      .find((x) => x['@type'] === 'Service')!;
    expect(ld.offers).toMatchObject({
      priceCurrency: 'USD',
      lowPrice: servicePages[slug].priceRange.min,
      highPrice: servicePages[slug].priceRange.max,
    });

    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, path);
    expect(await page.locator('h1').textContent()).toBe(pages[path].heading);
    expect(await page.locator('[data-service-hero] img').evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(
      true,
    );
    expect(await page.locator('[data-lead-form] form').count()).toBe(1);
    expect(pageErrors(page)).toEqual([]);
  });

  it('/services lists the seven services and opens one', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/services');
    expect(await page.locator('[data-service]').count()).toBe(7);
    await page.locator('[data-service="ai-image-design"] h3 a').click();
    await page.waitForURL('**/services/ai-image-design');
    await expect.poll(() => page.locator('h1').textContent()).toBe(pages['/services/ai-image-design'].heading);
  });
});

describe('/services layout (Chromium)', () => {
  it('on a wide screen the seven services fill two rows edge to edge, four narrower cards over three wider ones', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/services');
    const boxes = await page
      .locator('[data-service]')
      .evaluateAll((cards) => cards.map((card) => card.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes).toHaveLength(7);
    const rows = [boxes.slice(0, 4), boxes.slice(4)];
    for (const row of rows) {
      // One row each, starting and ending at the same edges.
      expect(new Set(row.map((b) => Math.round(b.y))).size).toBe(1);
      expect(Math.abs(row[0]!.x - rows[0]![0]!.x)).toBeLessThan(2);
      expect(Math.abs(row.at(-1)!.right - rows[0]!.at(-1)!.right)).toBeLessThan(2);
    }
    expect(rows[1]![0]!.y).toBeGreaterThan(rows[0]![0]!.y);
    expect(rows[1]![0]!.width).toBeGreaterThan(rows[0]![0]!.width * 1.2);
  });
});

describe('home services carousel (Chromium)', () => {
  it('keeps keyboard focus on Next when it reaches the end, and on Previous back at the start', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    const carousel = page.getByTestId('services-carousel');
    const next = carousel.getByRole('button', { name: 'Next services' });
    const previous = carousel.getByRole('button', { name: 'Previous services' });
    await carousel.scrollIntoViewIfNeeded();
    await next.focus();
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');
    expect(await carousel.getAttribute('data-start')).toBe('4');
    expect(await next.getAttribute('aria-disabled')).toBe('true');
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? document.activeElement?.tagName);
    expect(await focused()).toBe('Next services');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Shift+Tab'); // back past the five dots
    expect(await focused()).toBe('Previous services');
    for (let i = 0; i < 6; i++) await page.keyboard.press('Enter');
    expect(await carousel.getAttribute('data-start')).toBe('0');
    expect(await previous.getAttribute('aria-disabled')).toBe('true');
    expect(await focused()).toBe('Previous services');
  });
});

describe('home creative loop (Chromium)', () => {
  it('the ring does not move on its own: it turns only while hovered, and never under reduced motion', async () => {
    const page = await newPage({ viewport: { width: 1440, height: 900 } });
    await gotoHydrated(page, '/');
    const ring = page.locator('[data-loop-ring]');
    const svg = ring.locator('svg');
    // Centred: at the viewport's bottom edge the cookie banner (shown after 1 s) would take the hover.
    await ring.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await page.mouse.move(5, 5);
    expect(await svg.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');
    const angle = () => svg.evaluate((el) => getComputedStyle(el).transform);
    // Paused is still: its CSS animations are paused (the document timeline, not the page clock, runs them), and
    // over the next frames the drawn angle holds.
    expect(await svg.evaluate((el) => el.getAnimations().map((animation) => animation.playState))).not.toContain('running');
    const before = await angle();
    await animationFrames(page, 30);
    expect(await angle()).toBe(before);
    await ring.hover();
    expect(await svg.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('running');
    await page.mouse.move(5, 5);
    expect(await svg.evaluate((el) => getComputedStyle(el).animationPlayState)).toBe('paused');

    const still = await newPage({ viewport: { width: 1440, height: 900 }, reducedMotion: 'reduce' });
    await gotoHydrated(still, '/');
    const stillSvg = still.locator('[data-loop-ring] svg');
    await stillSvg.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await stillSvg.hover();
    expect(await stillSvg.evaluate((el) => getComputedStyle(el).animationName)).toBe('none');
  });
});

describe('lead form', () => {
  it('submits to POST /api/leads, shows success, and the record is stored', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/services/real-estate-video');
    const block = page.locator('[data-lead-form="real-estate-video"]');
    await block.scrollIntoViewIfNeeded();
    const email = `lead-${Date.now()}@agency.example`;
    await block.getByLabel('Name').fill('Rafael Costa');
    await block.getByLabel('Work email').fill(email);
    await block.getByLabel(/Company/).fill('Costa Luxury Homes');
    await block.getByLabel(/Tell us about the property/).fill('Four-bedroom villa, launch in May.');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/leads') && r.request().method() === 'POST'),
      block.getByRole('button', { name: 'Request a property film' }).click(),
    ]);
    expect(response.status()).toBe(201);
    expect(JSON.parse(response.request().postData() ?? '{}')).toMatchObject({
      source: 'service-page',
      service: 'real-estate-video',
      page: '/services/real-estate-video',
      email,
    });
    const { id } = (await response.json()) as { id: string };
    await expect.poll(() => block.getByRole('status').textContent()).toContain('Thank you');

    // Read it back through the signed-in inbox API (the e2e server's admin password comes from scripts/e2e.mjs).
    const login = await page.request.post('/api/auth/login', {
      data: { ...staffAccounts.admin, role: 'admin' },
      headers: { Origin: baseUrl },
    });
    expect(login.status()).toBe(200);
    const detail = await page.request.get(`/api/admin/leads/lead/${id}`);
    expect(detail.status()).toBe(200);
    const record = (await detail.json()) as { item: { email: string; page: string }; fields: { name: string; value: unknown }[] };
    expect(record.item).toMatchObject({ email, page: '/services/real-estate-video' });
    const fields = Object.fromEntries(record.fields.map((f) => [f.name, f.value]));
    expect(fields).toMatchObject({
      name: 'Rafael Costa',
      company: 'Costa Luxury Homes',
      service: 'real-estate-video',
      source: 'service-page',
    });
  });

  it('shows the failure state when the server cannot be reached', async () => {
    const page = await newPage({ viewport: { width: 1280, height: 900 } });
    await gotoHydrated(page, '/services/tv-commercial');
    await page.route('**/api/leads', (route) => route.abort());
    const block = page.locator('[data-lead-form="tv-commercial"]');
    await block.getByLabel('Name').fill('Ada Park');
    await block.getByLabel('Work email').fill('ada@park.example');
    await block.getByRole('button', { name: 'Request my proposal' }).click();
    await expect.poll(() => block.getByRole('alert').textContent()).toContain('There was an error sending your request');
    expect(await block.getByLabel('Name').inputValue()).toBe('Ada Park');
  });
});
