/**
 * Site search (/search?q=): one compact index over every page's title and
 * description, the services, the case studies, the portfolio and the
 * articles. It is derived from the typed content when the bundle is built
 * (no request at search time) and holds no article bodies.
 */
import { articles } from './articles';
import { caseStudies } from './case-studies';
import { pages, type PageMeta } from './pages';
import { portfolioProjects } from './portfolio';

export const searchSections = ['Pages', 'Services', 'Case studies', 'Portfolio', 'Insights'] as const;
export type SearchSection = (typeof searchSections)[number];

export type SearchEntry = {
  readonly url: string;
  readonly title: string;
  readonly description: string;
  readonly section: SearchSection;
  readonly keywords: readonly string[];
};

const sectionOf = (path: string): SearchSection =>
  path.startsWith('/services/') || path === '/services'
    ? 'Services'
    : path.startsWith('/projects/')
      ? 'Case studies'
      : path.startsWith('/insights/')
        ? 'Insights'
        : 'Pages';

export function buildSearchIndex(): SearchEntry[] {
  const entries: SearchEntry[] = [];
  const caseStudyPaths = new Set<string>(caseStudies.map((c) => c.path));
  for (const [path, raw] of Object.entries(pages)) {
    const page = raw as PageMeta;
    if (page.noindex || caseStudyPaths.has(path)) continue;
    entries.push({ url: path, title: page.title, description: page.description, section: sectionOf(path), keywords: page.keywords });
  }
  for (const study of caseStudies) {
    const meta = (pages as Record<string, PageMeta>)[study.path];
    entries.push({
      url: study.path,
      title: meta?.title ?? study.headline,
      description: meta?.description ?? study.headline,
      section: 'Case studies',
      keywords: [...(meta?.keywords ?? []), ...study.facts.map((f) => f.value), study.badge],
    });
  }
  for (const project of portfolioProjects) {
    entries.push({
      url: `/portfolio?project=${project.id}`,
      title: `${project.title} for ${project.client}`,
      description: project.description,
      section: 'Portfolio',
      keywords: [project.category, project.client, ...project.tools],
    });
  }
  for (const article of articles) {
    entries.push({
      url: `/insights/${article.slug}`,
      title: article.title,
      description: article.excerpt,
      section: 'Insights',
      keywords: [article.category, article.author.name, ...article.tags.map((t) => t.replace(/-/g, ' '))],
    });
  }
  return entries;
}

export const searchIndex: readonly SearchEntry[] = buildSearchIndex();

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
export function searchSite(query: string, index: readonly SearchEntry[] = searchIndex): SearchResult[] {
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
  placeholder: 'Try “avatars”, “real estate” or “budget”',
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
