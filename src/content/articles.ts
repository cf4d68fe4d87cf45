/** Insight articles (typed content; bodies are markdown). Filled by the insights work. */
export type ArticleCategory = 'AI Trends' | 'Case Studies' | 'Tutorials' | 'Industry News' | 'Best Practices';

export type Article = {
  readonly id: number;
  readonly title: string;
  readonly slug: string;
  readonly excerpt: string;
  readonly content: string;
  readonly category: ArticleCategory;
  readonly author: { readonly name: string; readonly role: string; readonly image: string };
  /** ISO day, e.g. 2026-03-14 */
  readonly date: string;
  readonly readTime: string;
  readonly image: string;
  readonly tags: readonly string[];
};

export const articles: readonly Article[] = [];

export function findArticle(slug: string): Article | undefined {
  return articles.find((article) => article.slug === slug);
}
