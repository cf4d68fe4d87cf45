import { describe, expect, it } from 'vitest';
import { articles } from '#src/content/articles';
import { caseStudies } from '#src/content/case-studies';
import { pages } from '#src/content/pages';
import { portfolioProjects } from '#src/content/portfolio';
import { buildSearchIndex, hrefOf, normalize, searchSite, type SearchEntry } from '#src/content/search-index';
import searchIndex from 'virtual:search-index';
import { contentFiles, readContentFile } from '#src/content/content-files';

const articleFiles = contentFiles('insights').map((file) => readContentFile(file, [])!);
const sources = { pages, caseStudies, portfolioProjects, articles };
const entry = (url: string, title: string, description = '', keywords: string[] = []): SearchEntry => ({
  url,
  to: url,
  title,
  description,
  section: 'Pages',
  keywords,
});

describe('search index', () => {
  it('covers every indexable page (not /search), every case study, the portfolio and every article', () => {
    const urls = new Set(searchIndex.map((e) => e.url));
    expect(urls.has('/search')).toBe(false);
    for (const [path, page] of Object.entries(pages)) {
      expect(urls.has(path), path).toBe(!('noindex' in page && page.noindex));
    }
    for (const study of caseStudies) expect(urls.has(study.path)).toBe(true);
    for (const project of portfolioProjects) expect(urls.has(`/portfolio?project=${project.id}`)).toBe(true);
    for (const article of articles) expect(urls.has(`/insights/${article.slug}`)).toBe(true);
  });

  it('labels each entry with its section, and lists each URL once', () => {
    const byUrl = new Map(searchIndex.map((e) => [e.url, e.section]));
    expect(byUrl.get('/services/tv-commercial')).toBe('Services');
    expect(byUrl.get('/projects/cultural-luxury')).toBe('Case studies');
    expect(byUrl.get('/portfolio?project=9')).toBe('Portfolio');
    expect(byUrl.get(`/insights/${articles[0]!.slug}`)).toBe('Insights');
    expect(byUrl.get('/studio')).toBe('Pages');
    expect(byUrl.size).toBe(searchIndex.length);
  });

  it('is generated at build time from the content (the virtual module is the built index)', () => {
    expect(searchIndex).toEqual(buildSearchIndex(sources));
  });

  it('links portfolio projects with typed search params, so the address is canonical (?project=9, not ?project=%229%22)', () => {
    const nine = searchIndex.find((e) => e.section === 'Portfolio' && e.search?.project === 9);
    expect(nine).toMatchObject({ url: '/portfolio?project=9', to: '/portfolio', search: { project: 9 } });
    expect(hrefOf(nine!.to, nine!.search)).toBe('/portfolio?project=9');
    for (const e of searchIndex) expect(hrefOf(e.to, e.search)).toBe(e.url);
  });

  it('holds no article bodies', () => {
    const longest = Math.max(...searchIndex.map((e) => e.description.length));
    expect(longest).toBeLessThan(400);
    const serialised = JSON.stringify(searchIndex);
    for (const { body } of articleFiles) expect(serialised).not.toContain(body.trim().slice(40, 120));
  });
});

describe('searchSite', () => {
  const index = [
    entry('/a', 'Brand films', 'Stories with craft', ['cinema']),
    entry('/b', 'Corporate video', 'Training films for teams'),
    entry('/c', 'Real estate', 'Listing films and tours', ['property']),
  ];

  it('is empty for an empty or blank query', () => {
    expect(searchSite('', index)).toEqual([]);
    expect(searchSite('   ', index)).toEqual([]);
  });

  it('matches case- and accent-insensitively', () => {
    expect(searchSite('BRAND', index).map((r) => r.url)).toEqual(['/a']);
    expect(searchSite('cínema', index).map((r) => r.url)).toEqual(['/a']);
  });

  it('needs every word of the query', () => {
    expect(searchSite('films teams', index).map((r) => r.url)).toEqual(['/b']);
    expect(searchSite('films nowhere', index)).toEqual([]);
  });

  it('ranks title matches above description matches', () => {
    expect(searchSite('films', index).map((r) => r.url)).toEqual(['/a', '/b', '/c']);
  });

  it('finds real content: services, case studies and articles', () => {
    expect(searchSite('real estate', searchIndex).map((r) => r.url)).toContain('/services/real-estate-video');
    expect(searchSite('Riyadh', searchIndex).map((r) => r.url)).toContain('/projects/cultural-luxury');
    expect(searchSite('avatars', searchIndex)[0]?.url).toMatch(/danone-avatars|avatars/);
    expect(searchSite('budgeting', searchIndex).map((r) => r.url)).toContain('/insights/budgeting-for-ai-video');
    expect(searchSite('zzzz-not-a-word', searchIndex)).toEqual([]);
  });

  it('normalises punctuation and apostrophes', () => {
    expect(normalize('Doesn’t  Work!')).toBe('doesnt work');
  });
});
