import { cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { articles, insightsCopy } from '#src/content/articles';
import { renderRoute } from '../utils/render-route';

/**
 * Heading outline of every page (and the states a visitor can reach by URL):
 * exactly one h1, first; no level is skipped on the way down (an h1 followed
 * by an h3 fails Lighthouse's heading-order audit and confuses screen-reader
 * navigation by headings).
 */
const routes = [
  '/',
  '/services',
  '/services/brand-films',
  '/services/tv-commercial',
  '/services/corporate-video',
  '/services/recruitment-video',
  '/services/real-estate-video',
  '/services/online-content',
  '/services/ai-image-design',
  '/strategy',
  '/strategy/details',
  '/strategy/social-media',
  '/creative',
  '/research',
  '/branding',
  '/digital',
  '/studio',
  '/process',
  '/imagination-engine',
  '/for-brands',
  '/privacy-policy',
  '/terms-of-service',
  '/cookie-policy',
  '/projects',
  // Reachable states, each checked to really be on screen below.
  '/projects?category=corporate',
  '/projects/danone-avatars',
  '/projects/spiral-potato-truck',
  '/projects/tropic-twist',
  '/projects/cultural-luxury',
  '/portfolio',
  '/portfolio?project=9',
  '/insights',
  '/insights?q=zzzz-no-match',
  '/insights/no-such-post',
  `/insights/${articles[0]!.slug}`,
  '/search',
  '/search?q=avatar',
  '/search?q=zzzz-no-match',
];

/** What proves a state route rendered its state (not the default view). */
const states: Record<string, () => Element | null> = {
  '/projects?category=corporate': () =>
    [...document.querySelectorAll('h3')].find((h) => h.textContent === 'No Corporate case study yet') ?? null,
  '/portfolio?project=9': () => document.querySelector('[role="dialog"] h2'),
  '/insights?q=zzzz-no-match': () => [...document.querySelectorAll('h3')].find((h) => h.textContent === insightsCopy.empty.heading) ?? null,
  '/insights/no-such-post': () => [...document.querySelectorAll('h1')].find((h) => h.textContent === insightsCopy.notFound.heading) ?? null,
  '/search?q=avatar': () => document.querySelector('[aria-label="Search results"] a'),
};

function outline() {
  return [...document.querySelectorAll('h1, h2, h3, h4, h5, h6')].map((h) => ({
    level: Number(h.tagName[1]),
    text: h.textContent?.trim() ?? '',
  }));
}

/** Every downward step of more than one level, as "h1 → h3 'Title'". */
function skips(headings: ReturnType<typeof outline>) {
  return headings.flatMap((h, i) =>
    i > 0 && h.level - headings[i - 1]!.level > 1 ? [`h${headings[i - 1]!.level} → h${h.level} '${h.text}'`] : [],
  );
}

describe('heading outline', () => {
  afterEach(cleanup);

  it.each(routes)('%s: one h1, first, and no skipped heading level', async (path) => {
    await renderRoute(path);
    if (states[path]) expect(states[path]()).not.toBeNull();
    const headings = outline();
    expect(headings.filter((h) => h.level === 1)).toHaveLength(1);
    expect(headings[0]?.level).toBe(1);
    expect(skips(headings)).toEqual([]);
  });

  it('the insights list has its own h2 between the page h1 and the article cards', async () => {
    await renderRoute('/insights');
    const levels = outline().map((h) => h.level);
    expect(levels.slice(0, 3)).toEqual([1, 2, 3]);
  });
});
