/**
 * Site search (/search?q=): one compact index over every page's title and
 * description, the services, the case studies, the portfolio and the
 * articles.
 *
 * The index is built when the site is built: vite.config.ts calls
 * `buildSearchIndex()` with the typed content and serves the result as the
 * `virtual:search-index` module, so the /search chunk carries only titles,
 * descriptions, links, sections and keywords (no article bodies, no content
 * modules). This file imports no content, only its types.
 */
import type { Article } from './articles';
import type { PageMeta } from './pages';

export const searchSections = ['Pages', 'Services', 'Case studies', 'Portfolio', 'Insights'] as const;
export type SearchSection = (typeof searchSections)[number];

export type SearchEntry = {
  /** The canonical address (also the entry's key), e.g. `/portfolio?project=9`. */
  readonly url: string;
  /** Router target: the path... */
  readonly to: string;
  /** ...and its typed search params (a number stays a number, so the link is `?project=9`). */
  readonly search?: Readonly<Record<string, string | number>>;
  readonly title: string;
  readonly description: string;
  readonly section: SearchSection;
  readonly keywords: readonly string[];
};

/** What the index is built from (the content modules, passed in at build time). */
export type SearchSources = {
  readonly pages: Readonly<Record<string, PageMeta>>;
  readonly caseStudies: readonly {
    readonly path: string;
    readonly headline: string;
    readonly badge: string;
    readonly facts: readonly { readonly value: string }[];
  }[];
  readonly portfolioProjects: readonly {
    readonly id: number;
    readonly title: string;
    readonly client: string;
    readonly category: string;
    readonly description: string;
    readonly tools: readonly string[];
  }[];
  readonly articles: readonly Pick<Article, 'slug' | 'title' | 'excerpt' | 'category' | 'author' | 'tags'>[];
};

const sectionOf = (path: string): SearchSection =>
  path.startsWith('/services/') || path === '/services'
    ? 'Services'
    : path.startsWith('/projects/')
      ? 'Case studies'
      : path.startsWith('/insights/')
        ? 'Insights'
        : 'Pages';

/** The address a router link with these params renders (params in insertion order). */
export function hrefOf(to: string, search?: SearchEntry['search']): string {
  const query = search ? new URLSearchParams(Object.entries(search).map(([k, v]) => [k, String(v)])).toString() : '';
  return query ? `${to}?${query}` : to;
}

export function buildSearchIndex({ pages, caseStudies, portfolioProjects, articles }: SearchSources): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const caseStudyPaths = new Set<string>(caseStudies.map((c) => c.path));
  for (const [path, page] of Object.entries(pages)) {
    if (page.noindex || caseStudyPaths.has(path)) continue;
    entries.push({
      url: path,
      to: path,
      title: page.title,
      description: page.description,
      section: sectionOf(path),
      keywords: page.keywords,
    });
  }
  for (const study of caseStudies) {
    const meta = pages[study.path];
    entries.push({
      url: study.path,
      to: study.path,
      title: meta?.title ?? study.headline,
      description: meta?.description ?? study.headline,
      section: 'Case studies',
      keywords: [...(meta?.keywords ?? []), ...study.facts.map((f) => f.value), study.badge],
    });
  }
  for (const project of portfolioProjects) {
    const search = { project: project.id };
    entries.push({
      url: hrefOf('/portfolio', search),
      to: '/portfolio',
      search,
      title: `${project.title} for ${project.client}`,
      description: project.description,
      section: 'Portfolio',
      keywords: [project.category, project.client, ...project.tools],
    });
  }
  for (const article of articles) {
    entries.push({
      url: `/insights/${article.slug}`,
      to: `/insights/${article.slug}`,
      title: article.title,
      description: article.excerpt,
      section: 'Insights',
      keywords: [article.category, article.author.name, ...article.tags.map((t) => t.replace(/-/g, ' '))],
    });
  }
  return entries;
}

export const normalize = (text: string) =>
  text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLocaleLowerCase('en-US')
    .replace(/[’']/g, '')
    .replace(/[^a-z0-9$%+.]+/g, ' ')
    .trim();

export type SearchResult = SearchEntry & { readonly score: number };

/**
 * Every entry that contains all the words of the query (case- and
 * accent-insensitive), best first: the whole phrase in the title counts
 * most, then words in the title, the keywords and the description.
 */
export function searchSite(query: string, index: readonly SearchEntry[]): SearchResult[] {
  const phrase = normalize(query);
  if (!phrase) return [];
  const terms = [...new Set(phrase.split(' ').filter(Boolean))];
  const results: SearchResult[] = [];
  for (const entry of index) {
    const title = normalize(entry.title);
    const keywords = normalize(entry.keywords.join(' '));
    const description = normalize(entry.description);
    const section = normalize(entry.section);
    const haystack = `${title} ${keywords} ${description} ${section}`;
    if (!terms.every((term) => haystack.includes(term))) continue;
    let score = title.includes(phrase) ? 12 : 0;
    for (const term of terms) {
      if (title.includes(term)) score += 4;
      if (keywords.includes(term)) score += 2;
      if (description.includes(term)) score += 1;
    }
    results.push({ ...entry, score });
  }
  return results.sort((a, b) => b.score - a.score || a.title.localeCompare(b.title));
}

/** Copy of the /search page. */
export const searchCopy = {
  label: 'Search the site',
  placeholder: 'Try “avatars” or “budget”',
  submit: 'Search',
  count: (n: number, q: string) => (n === 1 ? `1 result for “${q}”` : `${n} results for “${q}”`),
  empty: {
    heading: (q: string) => `Nothing found for “${q}”`,
    text: 'Check the spelling, try a shorter word, or start from one of these pages.',
  },
  idle: {
    heading: 'Popular starting points',
  },
  suggestions: [
    { label: 'Services', to: '/services' },
    { label: 'Projects', to: '/projects' },
    { label: 'Portfolio', to: '/portfolio' },
    { label: 'Insights', to: '/insights' },
    { label: 'Contact', to: '/contact' },
  ],
} as const;
