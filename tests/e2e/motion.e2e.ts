import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { pages } from '#src/content/pages';
import { consentAnswered, gotoHydrated, pageErrors, seedStorage, useBrowser } from './helpers';

/**
 * Section transitions on the main pages, as a visitor sees them in Chromium: below the fold a section's
 * header and blocks wait a little lower (and its media frames a little closed) until the page scrolls to
 * them; once in view they are at rest, exactly where the layout puts them. The hero never moves. Under
 * reduced motion nothing is animated, neither in time nor with the scroll.
 */
const { newPage } = useBrowser();

const mainPages = Object.keys(pages).filter((route) => /^\/($|services\/|projects\/|studio$|process$|strategy($|\/))/.test(route));

async function visit(route: string, options: Parameters<typeof newPage>[0] = {}): Promise<Page> {
  const page = await newPage({ viewport: { width: 1440, height: 900 }, ...options });
  await seedStorage(page, { local: consentAnswered('motion-e2e') });
  await gotoHydrated(page, route);
  return page;
}

/** Animations that run now or follow the scroll (a paused or finished one shows nothing moving). */
const moving = (page: Page) =>
  page.evaluate(() =>
    document
      .getAnimations()
      .filter((a) => a.playState === 'running' || !(a.timeline instanceof DocumentTimeline))
      .map((a) => `${(a.effect as KeyframeEffect | null)?.target?.tagName ?? '?'}: ${(a as CSSAnimation).animationName ?? a.id}`),
  );

/** What offsets or clips an element: its `translate` and `transform`, and its clip path. */
const placement = (page: Page, selector: string) =>
  page.locator(selector).evaluate((el) => {
    const style = getComputedStyle(el);
    return { translate: style.translate, transform: style.transform, clipPath: style.clipPath };
  });
const atRest = { translate: 'none', transform: 'none', clipPath: 'none' };

describe('section transitions', () => {
  it('covers every main page', () => {
    expect(mainPages).toEqual(
      expect.arrayContaining(['/', '/services/brand-films', '/projects/cultural-luxury', '/studio', '/process', '/strategy/social-media']),
    );
  });

  it.each(mainPages)('%s: under reduced motion nothing is animated, in time or with the scroll', async (route) => {
    const page = await visit(route, { reducedMotion: 'reduce' });
    await page.evaluate(() => window.scrollTo({ top: document.documentElement.scrollHeight / 2, behavior: 'instant' }));
    await expect.poll(() => moving(page)).toEqual([]);
    expect(pageErrors(page)).toEqual([]);
  });

  it.each(mainPages)('%s: a section below the fold waits lower and rises to rest once in view; the hero never moves', async (route) => {
    const page = await visit(route);
    // The hero (everything before the first page section) has no scroll-linked motion at all.
    const heroMotion = await page.evaluate(() => {
      const first = document.querySelector('main section:has(> * > header)');
      const hero = [...document.querySelectorAll('main > *')].filter(
        (el) => first && el.compareDocumentPosition(first) & Node.DOCUMENT_POSITION_FOLLOWING && !el.contains(first),
      );
      const scrollLinked = hero
        .flatMap((el) => el.getAnimations({ subtree: true }))
        .filter((a) => !(a.timeline instanceof DocumentTimeline));
      return { parts: hero.length, hasTitle: hero.some((el) => el.querySelector('h1')), scrollLinked: scrollLinked.length };
    });
    expect(heroMotion).toEqual({ parts: expect.any(Number), hasTitle: true, scrollLinked: 0 });
    // The first section header that starts below the fold.
    const index = await page.evaluate(() =>
      [...document.querySelectorAll('main section header')].findIndex((el) => el.getBoundingClientRect().top > window.innerHeight + 100),
    );
    expect(index).toBeGreaterThanOrEqual(0);
    const header = `:nth-match(main section header, ${index + 1})`;
    const before = await placement(page, header);
    expect(before.translate).toMatch(/^0px [1-9]/);
    await page.locator(header).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => placement(page, header)).toEqual(atRest);
    expect(pageErrors(page)).toEqual([]);
  });

  it('a media frame below the fold opens as it enters and is whole once in view', async () => {
    const page = await visit('/projects/cultural-luxury');
    const frame = 'main section#strategic-approach figure picture >> nth=0';
    expect((await placement(page, frame)).clipPath).toMatch(/^inset\((?!0px round)/);
    await page.locator(frame).evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    await expect.poll(() => placement(page, frame)).toEqual(atRest);
  });

  it('items in one row share one position at every point of the scroll', async () => {
    const page = await visit('/');
    const row = page.locator('section#what-we-make ul > li');
    const rowTop = await row.first().evaluate((el) => el.getBoundingClientRect().top + window.scrollY);
    for (const into of [40, 120, 200]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), rowTop - 900 + into);
      const tops = await row.evaluateAll((els) => els.slice(0, 3).map((el) => el.getBoundingClientRect().top));
      expect(new Set(tops).size).toBe(1);
    }
  });

  it('printed, nothing is offset or clipped', async () => {
    const page = await visit('/services/brand-films');
    await page.emulateMedia({ media: 'print' });
    const last = 'main section header >> nth=-1';
    expect(await placement(page, last)).toEqual(atRest);
    expect(await moving(page)).toEqual([]);
  });

  it('before hydration nothing waits: without script the prerendered page shows every section at rest', async () => {
    // The transitions start once the page hydrates (a page still loading restyles often, and animated blocks made
    // that slower); a page that never runs script reads complete.
    const page = await newPage({ viewport: { width: 1440, height: 900 }, javaScriptEnabled: false });
    await page.goto('/services/brand-films');
    const last = 'main section header >> nth=-1';
    expect(await placement(page, last)).toEqual(atRest);
    const scrollLinked = await page.evaluate(
      () => document.getAnimations().filter((a) => !(a.timeline instanceof DocumentTimeline)).length,
    );
    expect(scrollLinked).toBe(0);
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
  });

  it('controls stay put: a filter bar just below the fold and a lead form never move with the scroll', async () => {
    /** Animations on the element or any of its ancestors. */
    const movedBy = (page: Page, selector: string) =>
      page.locator(selector).evaluate((el) => {
        const found: string[] = [];
        for (let node: Element | null = el; node; node = node.parentElement) {
          for (const animation of node.getAnimations()) found.push(`${node.tagName}: ${(animation as CSSAnimation).animationName}`);
        }
        return found;
      });
    const projects = await visit('/projects', { viewport: { width: 1280, height: 480 } });
    const filter = '[role="group"][aria-label="Filter projects by category"]';
    expect(await projects.locator(filter).evaluate((el) => el.getBoundingClientRect().top > innerHeight - 40)).toBe(true);
    expect(await movedBy(projects, filter)).toEqual([]);
    const service = await visit('/services/brand-films');
    const form = 'main form >> nth=0';
    expect(await movedBy(service, form)).toEqual([]);
    await service.locator(form).evaluate((el) => el.scrollIntoView({ block: 'end' }));
    expect(await movedBy(service, form)).toEqual([]);
  });
});
