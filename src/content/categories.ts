/**
 * The category vocabularies that travel in URLs (`?category=<slug>`,
 * `?project=<id>`): project and portfolio categories, portfolio ids and
 * article categories. The routes' search-param validators run in the entry
 * bundle, so they read these small lists from here, never from the modules
 * that hold the projects and articles themselves.
 */

/** The /projects filter buttons, in order (after All). */
export const projectCategories = [
  { slug: 'ai-avatar', label: 'AI Avatar' },
  { slug: 'animation', label: 'Animation' },
  { slug: 'brand-research', label: 'Brand Research' },
  { slug: 'ecommerce-social', label: 'eCommerce & Social' },
  { slug: 'motion-generation', label: 'Motion Generation' },
  { slug: 'brand-launch', label: 'Brand Launch' },
  { slug: 'training-content', label: 'Training Content' },
  { slug: 'product-demo', label: 'Product Demo' },
  { slug: 'corporate', label: 'Corporate' },
] as const;

export type ProjectCategory = (typeof projectCategories)[number]['label'];
export type ProjectCategorySlug = (typeof projectCategories)[number]['slug'];

export function projectCategoryFromSlug(slug: string | undefined): ProjectCategory | undefined {
  return projectCategories.find((c) => c.slug === slug)?.label;
}

/** Only "All" (or nothing) shows every item; anything else is an exact category match. */
export function filterByCategory<T extends { readonly category: string }>(
  items: readonly T[],
  category: string | null | undefined,
): readonly T[] {
  if (!category || category === 'All') return items;
  return items.filter((item) => item.category === category);
}

export const portfolioCategories = [
  { slug: 'commercial', label: 'Commercial' },
  { slug: 'brand-film', label: 'Brand Film' },
  { slug: 'animation', label: 'Animation' },
  { slug: 'social-content', label: 'Social Content' },
  { slug: 'ai-image-design', label: 'AI Image Design' },
  { slug: 'corporate', label: 'Corporate' },
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number]['label'];
export type PortfolioCategorySlug = (typeof portfolioCategories)[number]['slug'];

export function portfolioCategoryFromSlug(slug: string | undefined): PortfolioCategory | undefined {
  return portfolioCategories.find((c) => c.slug === slug)?.label;
}

/** The portfolio's project ids (1-9). */
export const portfolioIds = [1, 2, 3, 4, 5, 6, 7, 8, 9] as const;
export type PortfolioId = (typeof portfolioIds)[number];

/** The article categories (docs/product/content-model.md). */
export type ArticleCategory = 'AI Trends' | 'Case Studies' | 'Tutorials' | 'Industry News' | 'Best Practices';

export const articleCategories = [
  'AI Trends',
  'Case Studies',
  'Tutorials',
  'Industry News',
  'Best Practices',
] as const satisfies readonly ArticleCategory[];

export const categorySlug = (category: ArticleCategory) => category.toLowerCase().replace(/\s+/g, '-');

export const categoryFromSlug = (slug: string | undefined): ArticleCategory | undefined =>
  articleCategories.find((c) => categorySlug(c) === slug);
