import { describe, expect, it } from 'vitest';
import { pages } from '#src/content/pages';
import { buildHead, crumbsFor, pageHead } from '#src/seo/head';

const ld = (head: ReturnType<typeof buildHead>) =>
  head.meta.filter((m) => 'script:ld+json' in m).map((m) => (m as { 'script:ld+json': Record<string, unknown> })['script:ld+json']);

describe('head builder', () => {
  it('gives every page title, description, keywords, canonical, Open Graph and Twitter data', () => {
    const head = pageHead('/services/brand-films');
    const byName = (key: string) =>
      head.meta.find((m) => (m as { name?: string }).name === key || (m as { property?: string }).property === key) as
        { content?: string } | undefined;
    expect(head.meta[0]).toEqual({ title: 'Brand Films: AI-Assisted Brand Storytelling | Lumora Studio' });
    expect(byName('description')?.content).toBe(pages['/services/brand-films'].description);
    expect(byName('keywords')?.content).toContain('brand film production');
    expect(byName('og:image')?.content).toMatch(/^https?:\/\/.+\/og\/default\.jpg$/);
    expect(byName('og:image:width')?.content).toBe('1200');
    expect(byName('twitter:card')?.content).toBe('summary_large_image');
    expect(head.links[0]).toEqual({ rel: 'canonical', href: expect.stringMatching(/^https?:\/\/[^/]+\/services\/brand-films$/) });
  });

  it('emits Organization/ProfessionalService, WebSite with SearchAction, WebPage and BreadcrumbList', () => {
    const types = ld(pageHead('/studio')).map((x) => x['@type']);
    expect(types).toEqual([['Organization', 'ProfessionalService'], 'WebSite', 'WebPage', 'BreadcrumbList']);
    const org = ld(pageHead('/studio'))[0]!;
    expect(org.foundingDate).toBe('2024');
    expect(org.aggregateRating).toMatchObject({ ratingValue: 4.9, reviewCount: 150 });
    const site = ld(pageHead('/studio'))[1]!;
    expect(JSON.stringify(site)).toContain('/search?q={search_term_string}');
  });

  it('builds breadcrumbs from the path with known parents', () => {
    expect(crumbsFor('/services/tv-commercial', 'TV Commercials')).toEqual([
      { name: 'Home', path: '/' },
      { name: 'Services', path: '/services' },
      { name: 'TV Commercials', path: '/services/tv-commercial' },
    ]);
  });

  it('marks noindex pages', () => {
    const robots = pageHead('/search').meta.find((m) => (m as { name?: string }).name === 'robots') as { content: string };
    expect(robots.content).toContain('noindex');
  });

  it('every page in the table has a unique title and description', () => {
    const entries = Object.values(pages);
    expect(new Set(entries.map((p) => p.title)).size).toBe(entries.length);
    expect(new Set(entries.map((p) => p.description)).size).toBe(entries.length);
  });
});
