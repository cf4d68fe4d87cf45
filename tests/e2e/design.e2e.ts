import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { consentAnswered, gotoHydrated, scrollSettled, seedStorage, seenOnScreen, useBrowser } from './helpers';

/**
 * The measurable rules of the art direction, in Chromium against the
 * production build: the display size of the home headline, the cookie banner
 * never hiding the hero's call to action, the chat launcher never covering
 * text or controls, no grid ending on a lone item (case study facts in balanced
 * rows), stat figures on one baseline, studio illustrations drawn for the theme.
 */
const { newPage } = useBrowser();

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function answeredPage(width: number, height = 900): Promise<Page> {
  const page = await newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
  await seedStorage(page, { local: consentAnswered('design-e2e') });
  return page;
}

describe('type', () => {
  it.each([
    [1440, 96],
    [1920, 120],
  ])('at %i px the home headline is set at %i px or more, and much larger than the body text', async (width, min) => {
    const page = await answeredPage(width);
    await gotoHydrated(page, '/');
    const sizes = await page.evaluate(() => ({
      h1: parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize),
      body: parseFloat(getComputedStyle(document.body).fontSize),
    }));
    expect(sizes.h1).toBeGreaterThanOrEqual(min);
    expect(sizes.h1 / sizes.body).toBeGreaterThan(5);
  });

  it('the headline scales with the viewport', async () => {
    const size = async (width: number) => {
      const page = await answeredPage(width, 844);
      await gotoHydrated(page, '/');
      return page.evaluate(() => parseFloat(getComputedStyle(document.querySelector('h1')!).fontSize));
    };
    const narrow = await size(390);
    const wide = await size(1440);
    expect(narrow).toBeLessThan(64);
    expect(wide / narrow).toBeGreaterThan(1.6);
  });
});

/** The first screens the floating layers are checked on: small and large phones, laptop, desktop, full HD. */
const screens: [number, number][] = [
  [360, 640],
  [390, 844],
  [1280, 720],
  [1440, 900],
  [1920, 1080],
];

describe('the cookie banner on a first visit', () => {
  it.each(screens)('at %ix%i leaves the primary hero call to action visible and clickable', async (width, height) => {
    const page = await newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await banner.waitFor({ state: 'visible' });
    const cta = page.locator('#hero').getByRole('link', { name: 'Start Your AI Project' });
    const [ctaBox, bannerBox] = [(await cta.boundingBox())!, (await banner.boundingBox())!];
    expect(ctaBox.y + ctaBox.height).toBeLessThanOrEqual(height);
    expect(overlaps(ctaBox, bannerBox)).toBe(false);
    // What a tap at the button's centre hits is the button.
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('a')?.textContent?.trim(),
      [ctaBox.x + ctaBox.width / 2, ctaBox.y + ctaBox.height / 2],
    );
    expect(hit).toBe('Start Your AI Project');
    await cta.click({ timeout: 3000 });
    await page.waitForURL('**/schedule-consultation');
  });

  it.each([
    [360, 640],
    [390, 844],
  ])('at %ix%i the settings sheet shows Save Preferences in full, inside the sheet, and it answers a tap', async (width, height) => {
    const page = await newPage({ viewport: { width, height }, reducedMotion: 'reduce' });
    await gotoHydrated(page, '/');
    const banner = page.getByTestId('cookie-banner');
    await banner.getByRole('button', { name: 'Customise' }).click();
    await page.getByTestId('cookie-settings').waitFor();
    const save = banner.getByRole('button', { name: 'Save Preferences' });
    const [saveBox, sheetBox] = [(await save.boundingBox())!, (await banner.boundingBox())!];
    expect(saveBox.y).toBeGreaterThanOrEqual(sheetBox.y);
    expect(saveBox.y + saveBox.height).toBeLessThanOrEqual(Math.min(sheetBox.y + sheetBox.height, height));
    expect(saveBox.x).toBeGreaterThanOrEqual(0);
    expect(saveBox.x + saveBox.width).toBeLessThanOrEqual(width);
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x!, y!)?.closest('button')?.textContent?.trim(),
      [saveBox.x + saveBox.width / 2, saveBox.y + saveBox.height / 2],
    );
    expect(hit).toBe('Save Preferences');
    await save.click({ timeout: 3000 });
    expect(await banner.count()).toBe(0);
  });
});

/** Text-bearing elements and controls whose box meets the launcher's (decorative, hidden ones excluded). */
async function coveredByLauncher(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const launcher = document.querySelector('[data-testid="chat-launcher"]');
    if (!launcher) return ['no launcher'];
    const l = launcher.getBoundingClientRect();
    if (getComputedStyle(launcher).visibility === 'hidden') return [];
    const hits: string[] = [];
    const candidates = document.querySelectorAll(
      'a, button, input, select, textarea, label, p, li, span, h1, h2, h3, h4, dd, dt, td, th, address, time',
    );
    for (const el of candidates) {
      if (launcher.contains(el) || el.closest('[aria-hidden="true"], [hidden]')) continue;
      const style = getComputedStyle(el);
      if (style.visibility === 'hidden' || style.display === 'none' || style.opacity === '0') continue;
      const own = [...el.childNodes].some((n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim() !== '');
      const control = el.matches('a, button, input, select, textarea');
      if (!own && !control) continue;
      // Measure the text itself, not a block's empty width.
      const range = document.createRange();
      range.selectNodeContents(el);
      for (const r of control ? [el.getBoundingClientRect()] : [...range.getClientRects()]) {
        if (r.width === 0 || r.height === 0) continue;
        if (r.left < l.right && l.left < r.right && r.top < l.bottom && l.top < r.bottom) {
          hits.push(`${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
          break;
        }
      }
    }
    return hits;
  });
}

describe('the chat launcher', () => {
  it.each(screens)(
    'at %ix%i covers no text or control of the home hero: its call to action, its figures and their captions',
    async (width, height) => {
      const page = await answeredPage(width, height);
      await gotoHydrated(page, '/');
      const launcher = page.getByTestId('chat-launcher');
      await launcher.waitFor();
      // The first screen as it loads, and the hero's foot brought to the bottom of the screen (where the figures rest).
      expect(await coveredByLauncher(page)).toEqual([]);
      await page
        .locator('#hero')
        .evaluate((hero) => window.scrollTo(0, hero.getBoundingClientRect().bottom + window.scrollY - window.innerHeight));
      await scrollSettled(page);
      expect(await coveredByLauncher(page)).toEqual([]);
      const caption = page.locator('#hero dt').filter({ hasText: 'rating from 150 reviews' });
      const cta = page.locator('#hero').getByRole('link', { name: 'Start Your AI Project' });
      for (const target of [caption, cta]) {
        const box = await target.boundingBox();
        if (box) expect(overlaps(box, (await launcher.boundingBox())!)).toBe(false);
      }
    },
  );

  it.each([
    [1440, '/'],
    [1920, '/'],
    [1440, '/services'],
    [1440, '/contact'],
    [390, '/'],
    [390, '/studio'],
    [390, '/insights'],
    [360, '/'],
    [360, '/contact'],
  ])('at %i px covers no text or control at the bottom of %s', async (width, path) => {
    const page = await answeredPage(width, width < 600 ? 844 : 900);
    await gotoHydrated(page, path);
    await page.getByTestId('chat-launcher').waitFor();
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await scrollSettled(page);
    expect(await coveredByLauncher(page)).toEqual([]);
  });

  it.each([360, 390, 1440, 1920])('at %i px never covers the contact form field being filled in, nor its submit button', async (width) => {
    const page = await answeredPage(width, width < 600 ? 844 : 900);
    await gotoHydrated(page, '/contact');
    await page.getByTestId('chat-launcher').waitFor();
    const form = page.locator('form').filter({ has: page.getByRole('button', { name: /send/i }) });
    const fields = form.locator('input:not([type="hidden"]):not([tabindex="-1"]), select, textarea');
    const count = await fields.count();
    expect(count).toBeGreaterThan(3);
    for (let i = 0; i < count; i += 1) {
      const field = fields.nth(i);
      if (!(await field.isVisible())) continue;
      await field.focus();
      const launcher = page.getByTestId('chat-launcher');
      const hidden = await launcher.evaluate((el) => getComputedStyle(el).visibility === 'hidden');
      if (!hidden) expect(overlaps((await field.boundingBox())!, (await launcher.boundingBox())!)).toBe(false);
    }
    await page.locator('body').click({ position: { x: 2, y: 2 } });
    const submit = form.getByRole('button', { name: /send/i });
    await submit.evaluate((el) => el.scrollIntoView({ block: 'end' }));
    await scrollSettled(page);
    expect(overlaps((await submit.boundingBox())!, (await page.getByTestId('chat-launcher').boundingBox())!)).toBe(false);
  });
});

describe('one left edge', () => {
  it.each([
    [1440, '/process'],
    [1920, '/process'],
    [1920, '/studio'],
  ])('at %i px on %s the header logo starts where the page heading does', async (width, path) => {
    const page = await answeredPage(width, 1080);
    await gotoHydrated(page, path);
    const logo = (await page.locator('header a').first().boundingBox())!;
    const heading = (await page.locator('main h1').boundingBox())!;
    expect(Math.abs(logo.x - heading.x)).toBeLessThanOrEqual(2);
  });
});

describe('the chat launcher keeps clear of the controls under it', () => {
  /** Brings `target` to the bottom of the screen (where the launcher sits) and checks the launcher's box misses it. */
  async function clearOf(page: Page, target: ReturnType<Page['locator']>) {
    const count = await target.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const control = target.nth(i);
      for (const block of ['end', 'center'] as const) {
        await control.evaluate((el, b) => el.scrollIntoView({ block: b, behavior: 'instant' }), block);
        await scrollSettled(page);
        await expect
          .poll(
            async () => {
              const [c, l] = [await control.boundingBox(), await page.getByTestId('chat-launcher').boundingBox()];
              return c && l ? overlaps(c, l) : false;
            },
            { message: `${await control.evaluate((el) => el.getAttribute('aria-label') ?? el.textContent?.trim())} (${block})` },
          )
          .toBe(false);
      }
    }
  }

  it('at 1440 px the showcase’s pause, previous and next buttons', async () => {
    const page = await answeredPage(1440, 900);
    await gotoHydrated(page, '/');
    await page.getByTestId('chat-launcher').waitFor();
    await clearOf(page, page.getByRole('button', { name: /^(Previous video|Next video|Stop automatic advance|Start automatic advance)$/ }));
  });

  it('at 390 px the /projects filter buttons', async () => {
    const page = await answeredPage(390, 844);
    await gotoHydrated(page, '/projects');
    await page.getByTestId('chat-launcher').waitFor();
    await clearOf(page, page.getByRole('group', { name: 'Filter projects by category' }).getByRole('button'));
  });

  it('at 390 px the consultation wizard’s time field', async () => {
    const page = await answeredPage(390, 844);
    await gotoHydrated(page, '/schedule-consultation');
    await page.getByTestId('chat-launcher').waitFor();
    for (const step of ['Step 2 of 4', 'Step 3 of 4']) {
      await page.getByRole('button', { name: 'Next Step' }).click();
      await page.getByText(step).first().waitFor();
    }
    await clearOf(page, page.getByLabel(/Preferred Time/));
  });
});

/** Grids in the page's main whose last row is a single item (an item spanning most of the row is a composition). */
function loneItems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const grid of document.querySelectorAll('main *')) {
      const style = getComputedStyle(grid);
      if (style.display !== 'grid' || grid.closest('[hidden], [aria-hidden="true"]')) continue;
      const items = [...grid.children].filter((c) => {
        const s = getComputedStyle(c);
        const r = c.getBoundingClientRect();
        return s.display !== 'none' && s.position !== 'absolute' && r.width > 0 && r.height > 0;
      });
      if (items.length < 3) continue;
      const gridWidth = grid.getBoundingClientRect().width;
      const rows = new Map<number, Element[]>();
      for (const item of items) {
        const top = Math.round(item.getBoundingClientRect().top);
        rows.set(top, [...(rows.get(top) ?? []), item]);
      }
      const ordered = [...rows.entries()].sort((a, b) => a[0] - b[0]).map(([, row]) => row);
      const first = ordered[0]!;
      const last = ordered[ordered.length - 1]!;
      if (ordered.length < 2 || first.length < 2 || last.length !== 1) continue;
      // Only a grid of like items (cards, facts, logos) can leave one behind: a composition of unlike parts
      // (a pull quote's hanging mark beside its words, its caption under them) is not a row of items.
      const widths = first.map((item) => item.getBoundingClientRect().width);
      if (Math.max(...widths) > Math.min(...widths) * 1.5) continue;
      // An item meant to span the row (a wide feature card) is a composition, not an orphan.
      if (last[0]!.getBoundingClientRect().width > gridWidth * 0.6) continue;
      found.push(`${grid.className.split(' ')[0]} (${items.length} items, ${first.length} a row)`);
    }
    return found;
  });
}

const caseStudies = ['/projects/danone-avatars', '/projects/spiral-potato-truck', '/projects/tropic-twist', '/projects/cultural-luxury'];

/**
 * Which pages are checked at which widths: every main page at 1440 px, the pages with most grids on a phone, and,
 * between the phone and the desktop layouts (grids in two, three or four columns), the pages whose card grids,
 * quotes, steps, related links, portfolio or platform strip change their column count there.
 */
const gridWidths: Record<string, readonly number[]> = {};
const checkAt = (widths: readonly number[], paths: readonly string[]) => {
  for (const path of paths) gridWidths[path] = [...new Set([...(gridWidths[path] ?? []), ...widths])].sort((a, b) => b - a);
};
checkAt(
  [1440],
  [
    '/',
    '/services',
    '/services/tv-commercial',
    '/projects',
    '/portfolio',
    '/process',
    '/studio',
    '/insights',
    '/for-brands',
    '/strategy/social-media',
    ...caseStudies,
  ],
);
checkAt(
  [390],
  ['/', '/services/tv-commercial', '/services/ai-image-design', '/process', '/strategy/social-media', '/studio', ...caseStudies],
);
checkAt(
  [1152, 1024, 900, 768],
  ['/services/recruitment-video', '/services/brand-films', '/process', '/portfolio', '/insights', '/strategy/social-media', ...caseStudies],
);

describe('grids: no grid of like items ends on a lone item', () => {
  // Each page loads once at its widest width and is then narrowed: the grids are laid out by CSS alone, so a
  // narrowed page lays them out as a page loaded at that width would (two frames are let pass after each resize).
  it.each(Object.entries(gridWidths))('%s at %j px', async (path, widths) => {
    const page = await answeredPage(widths[0]!, widths[0]! < 600 ? 844 : 900);
    await gotoHydrated(page, path);
    const found: string[] = [];
    for (const width of widths) {
      await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
      await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
      for (const grid of await loneItems(page)) found.push(`${width} px: ${grid}`);
    }
    expect(found).toEqual([]);
  });
});

describe('case study facts', () => {
  it.each([1152, 1280, 1366, 1440, 1536, 1599, 1600, 1920])(
    'at %i px run in balanced rows: every row holds as many facts as the first',
    async (width) => {
      const page = await answeredPage(width);
      for (const path of caseStudies) {
        await gotoHydrated(page, path);
        const rows = await page.locator('[aria-label="Project facts"] dl').evaluate((dl) => {
          const counts = new Map<number, number>();
          for (const fact of dl.children) {
            const top = Math.round(fact.getBoundingClientRect().top);
            counts.set(top, (counts.get(top) ?? 0) + 1);
          }
          return [...counts.entries()].sort((a, b) => a[0] - b[0]).map(([, n]) => n);
        });
        // Six facts as four and two, or seven as six and one, read as a leftover; four and three is a near pair.
        expect(Math.min(...rows), `${path}: ${rows.join(' + ')}`).toBeGreaterThanOrEqual(Math.max(...rows) - 1);
      }
    },
  );
});

describe('stat figures', () => {
  it.each([
    ['/', 390],
    ['/', 1440],
    ['/process', 1440],
    ['/services/tv-commercial', 1440],
    ['/services/tv-commercial', 390],
  ])('on %s at %i px sit on one baseline in each row whatever their captions', async (path, width) => {
    const page = await answeredPage(width, width < 600 ? 844 : 900);
    await gotoHydrated(page, path);
    const rows = await page.evaluate(() =>
      [...document.querySelectorAll('main dl')].map((dl) => {
        const figures = [...dl.querySelectorAll(':scope > div > dd')].map((dd) => {
          const range = document.createRange();
          range.selectNodeContents(dd);
          const rects = [...range.getClientRects()];
          const box = dd.getBoundingClientRect();
          return { top: Math.round(box.top), baseline: rects.length ? rects[rects.length - 1]!.bottom : box.bottom };
        });
        return figures;
      }),
    );
    const checked = rows.filter((figures) => figures.length > 1);
    expect(checked.length).toBeGreaterThan(0);
    for (const figures of checked) {
      // Figures laid out on the same row (their boxes start within a line of each other) share a baseline.
      const byRow = new Map<number, number[]>();
      for (const f of figures) {
        const key = [...byRow.keys()].find((k) => Math.abs(k - f.top) < 40) ?? f.top;
        byRow.set(key, [...(byRow.get(key) ?? []), f.baseline]);
      }
      for (const baselines of byRow.values()) expect(Math.max(...baselines) - Math.min(...baselines)).toBeLessThanOrEqual(2);
    }
  });
});

describe('case studies open on the work', () => {
  const studies = caseStudies;
  it.each([
    [390, 844],
    [1440, 900],
    [1920, 1080],
  ])(
    'at %i × %i px every case study gives its hero frame a fifth (phone) or a third (larger) of the first screen, edge to edge',
    async (width, height) => {
      const page = await answeredPage(width, height);
      for (const path of studies) {
        await gotoHydrated(page, path);
        const box = await page.locator('[data-case-frame]').boundingBox();
        expect(box, path).not.toBeNull();
        const visible = Math.min(box!.y + box!.height, height) - Math.max(box!.y, 0);
        expect(visible / height, `${path}: share of the first screen given to the frame`).toBeGreaterThan(width < 600 ? 0.2 : 0.33);
        expect(box!.width, `${path}: edge to edge`).toBeGreaterThanOrEqual(width - 20);
      }
    },
  );
});

describe('list pages open on the work', () => {
  it.each([
    [1440, 900],
    [1920, 1080],
  ])(
    'at %i × %i px the portfolio, /projects, /services and /insights show the first card’s picture on the first screen',
    async (width, height) => {
      const page = await answeredPage(width, height);
      for (const path of ['/portfolio', '/projects', '/services', '/insights']) {
        await gotoHydrated(page, path);
        const picture = page
          .locator('main :is(li, [role="listitem"])')
          .filter({ has: page.locator('img, video') })
          .first()
          .locator('img, video')
          .first();
        const box = await picture.boundingBox();
        expect(box, path).not.toBeNull();
        // At least a fifth of the picture's height shows above the fold, so the visitor sees work before scrolling.
        expect(height - box!.y, `${path}: how much of the first picture is on the first screen`).toBeGreaterThan(box!.height / 5);
      }
    },
  );
});

describe('studio illustrations', () => {
  it.each([
    ['dark', '/branding'],
    ['light', '/branding'],
    ['light', '/studio'],
  ])('in the %s theme %s shows and downloads only that theme’s rendition, at the same size', async (themeName, path) => {
    const page = await answeredPage(1440);
    await seedStorage(page, { local: { theme: themeName } });
    const fetched: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/media/strategy/') && url.pathname.endsWith('.svg') && !url.pathname.includes('/platforms/')) {
        fetched.push(url.pathname);
      }
    });
    await gotoHydrated(page, path);
    // Bring every illustration on screen once, so each lazy one that is displayed loads.
    const art = page.locator('main img[data-art-theme]');
    const count = await art.count();
    expect(count).toBeGreaterThan(0);
    for (let i = 0; i < count; i += 1) {
      const displayed = await art.nth(i).evaluate((img) => {
        img.scrollIntoView({ block: 'center', behavior: 'instant' });
        return getComputedStyle(img).display !== 'none';
      });
      if (displayed) await seenOnScreen(art.nth(i));
    }
    // Every displayed illustration has loaded (so each one a visitor can see was fetched).
    await expect
      .poll(() =>
        art.evaluateAll((imgs: HTMLImageElement[]) =>
          imgs.filter((img) => getComputedStyle(img).display !== 'none').every((img) => img.complete && img.naturalWidth > 0),
        ),
      )
      .toBe(true);
    const shown = await art.evaluateAll((imgs) =>
      imgs
        .filter((img) => getComputedStyle(img).display !== 'none')
        .map((img) => ({
          theme: img.getAttribute('data-art-theme'),
          ratio: img.getBoundingClientRect().width / img.getBoundingClientRect().height,
        })),
    );
    expect(shown.length).toBe(count / 2);
    expect(new Set(shown.map((s) => s.theme))).toEqual(new Set([themeName]));
    const light = fetched.filter((p) => p.includes('/light/'));
    expect(light.length, 'light renditions fetched').toBe(themeName === 'light' ? fetched.length : 0);
    expect(fetched.length).toBeGreaterThan(0);
    expect(fetched.length).toBeLessThanOrEqual(count / 2);
  });
});
