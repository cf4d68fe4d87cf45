/**
 * Insight articles: written in content/insights/<slug>.md (frontmatter + markdown, checked and
 * rendered at build time by src/content/article-source.ts through vite.config.ts),
 * for the marketers and producers who commission AI-assisted video. This module holds the
 * article list (fields only, no bodies), the rules that sort, filter and relate articles, and
 * the copy of the insights pages. Adding an article is adding one file; see the README.
 */
import articleList from 'virtual:articles';
import { articleCategories, type ArticleCategory } from './categories';
import type { ArticleRecord } from './article-source';
import type { SectionCopy } from './section-types';
import { dateTimeFormat } from './date-time-format';

export { articleCategories, categoryFromSlug, categorySlug, type ArticleCategory } from './categories';
export { authorByName, authors, type Author } from './authors';

/** An article's fields (its body is a separate module per article: see `articleBody`). */
export type Article = Omit<ArticleRecord, 'draft'>;

/** Hero and card images are 1200 × 630 (also the share image). */
export const articleImageSize = { width: 1200, height: 630 } as const;

export const articles: readonly Article[] = articleList;

/** The body of an article as HTML (loaded on demand: each body is its own small chunk). */
export async function articleBody(slug: string): Promise<string | undefined> {
  const { default: bodies } = await import('virtual:article-bodies');
  const load = bodies[slug];
  return load ? (await load()).default : undefined;
}

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}

/** Newest first. */
export function sortByDate(list: readonly Article[]): readonly Article[] {
  return [...list].sort((a, b) => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.id - b.id));
}

/** Distinct categories of a list, in the order of the category list (docs/product/content-model.md). */
export function distinctCategories(list: readonly Article[]): ArticleCategory[] {
  return articleCategories.filter((category) => list.some((a) => a.category === category));
}

/** Text search over title and excerpt, case-insensitive; plus an optional exact category (null = all). */
export function filterArticles(
  list: readonly Article[],
  { query, category }: { query?: string | null; category?: ArticleCategory | null },
): readonly Article[] {
  const needle = (query ?? '').trim().toLocaleLowerCase();
  return list.filter(
    (a) =>
      (!category || a.category === category) &&
      (!needle || a.title.toLocaleLowerCase().includes(needle) || a.excerpt.toLocaleLowerCase().includes(needle)),
  );
}

/**
 * Up to `limit` other articles that share the category or at least one tag.
 * Score: 2 for the same category plus 1 per shared tag; ties go to the newer article.
 */
export function relatedArticles(current: Article, list: readonly Article[], limit = 3): Article[] {
  const tags = new Set(current.tags.map((t) => t.toLocaleLowerCase()));
  return list
    .filter((a) => a.slug !== current.slug)
    .map((a) => {
      const shared = a.tags.filter((t) => tags.has(t.toLocaleLowerCase())).length;
      const score = (a.category === current.category ? 2 : 0) + shared;
      return { article: a, score };
    })
    .filter((entry) => entry.score > 0)
    .sort((x, y) => y.score - x.score || (x.article.date < y.article.date ? 1 : x.article.date > y.article.date ? -1 : 0))
    .slice(0, limit)
    .map((entry) => entry.article);
}

/** "March 17, 2026" (long US format; the ISO day is read as a calendar date, never shifted by time zone). */
export function formatLongDate(isoDay: string): string {
  const [y, m, d] = isoDay.split('-').map(Number) as [number, number, number];
  return dateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(y, m - 1, d)),
  );
}

/** Copy of the insights list, the article page and the newsletter box. */
export const insightsCopy = {
  pageSize: 6,
  searchLabel: 'Search articles',
  searchPlaceholder: 'Search by title or summary',
  categoryLabel: 'Category',
  allCategories: 'All Categories',
  list: { heading: 'Latest articles' } satisfies SectionCopy,
  count: (shown: number, total: number) =>
    total === 0
      ? 'No articles found'
      : shown < total
        ? `Showing ${shown} of ${total} articles`
        : `${total} ${total === 1 ? 'article' : 'articles'}`,
  readMore: 'Read more',
  loadMore: 'Load More Articles',
  empty: {
    heading: 'No articles match your search',
    text: 'Try a shorter search or another category.',
    reset: 'Clear search and filters',
  },
  newsletter: {
    heading: 'New articles, once a month',
    text: 'One email with what we have learned about AI-assisted production. No spam; unsubscribe in one click.',
    label: 'Email address',
    placeholder: 'you@company.com',
    submit: 'Subscribe',
    submitting: 'Subscribing...',
    success: 'You’re subscribed. The next issue will arrive at the start of the month.',
    error: 'We couldn’t subscribe you just now. Please try again in a moment.',
    again: 'Subscribe another address',
  },
  article: {
    back: 'All insights',
    by: 'Written by',
    tagsLabel: 'Tags',
    related: 'Related articles',
    share: 'Share this article',
    copyLink: 'Copy link',
    copied: 'Link copied',
    copyFailed: 'Copy failed',
    shareLinkedIn: 'Share on LinkedIn',
    shareX: 'Share on X',
    shareNative: 'Share…',
    ctaHeading: 'Have a project in mind?',
    ctaText: 'Tell us what you want to make. A producer will reply within 24 hours.',
    ctaLabel: 'Start a project',
  },
  notFound: {
    heading: 'Post Not Found',
    text: "The article you're looking for doesn't exist.",
    back: 'Back to Insights',
  },
  rssTitle: 'Lumora Studio Insights',
} as const;
