import { pages, type PagePath } from '#src/content/pages';
import { site } from '#src/content/site';
import { breadcrumbLd, organizationLd, webPageLd, websiteLd, type Crumb } from './json-ld';
import { absoluteUrl } from './site-url';

export type HeadInput = {
  path: string;
  title: string;
  description: string;
  keywords?: readonly string[];
  image?: string;
  imageAlt?: string;
  type?: 'website' | 'article';
  noindex?: boolean;
  crumbs?: readonly Crumb[];
  jsonLd?: readonly Record<string, unknown>[];
  links?: readonly { rel: string; href: string; type?: string; title?: string }[];
};

type Meta = Record<string, unknown>;

/** Breadcrumbs derived from the path: Home › Parent › Page (labels from the pages table). */
export function crumbsFor(path: string, lastLabel: string): Crumb[] {
  const crumbs: Crumb[] = [{ name: 'Home', path: '/' }];
  if (path === '/') return crumbs;
  const segments = path.split('/').filter(Boolean);
  let current = '';
  segments.forEach((segment, index) => {
    current += `/${segment}`;
    const isLast = index === segments.length - 1;
    const known = (pages as Record<string, { crumb: string }>)[current];
    if (isLast) crumbs.push({ name: lastLabel, path: current });
    else if (known) crumbs.push({ name: known.crumb, path: current });
  });
  return crumbs;
}

/**
 * The one head builder every route uses: title, description, keywords,
 * canonical, Open Graph, Twitter card and JSON-LD (organisation, website,
 * web page, breadcrumbs, plus anything page-specific).
 */
export function buildHead(input: HeadInput) {
  const fullTitle = input.path === '/' ? `${site.name} | ${input.title}` : `${input.title} | ${site.name}`;
  const canonical = absoluteUrl(input.path);
  const image = absoluteUrl(input.image ?? '/og/default.jpg');
  const crumbs = input.crumbs ?? crumbsFor(input.path, input.title);
  const meta: Meta[] = [
    { title: fullTitle },
    { name: 'description', content: input.description },
    { name: 'keywords', content: (input.keywords ?? []).join(', ') },
    { name: 'robots', content: input.noindex ? 'noindex, follow' : 'index, follow, max-image-preview:large' },
    { property: 'og:site_name', content: site.name },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: fullTitle },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: canonical },
    { property: 'og:image', content: image },
    { property: 'og:image:width', content: '1200' },
    { property: 'og:image:height', content: '630' },
    { property: 'og:image:alt', content: input.imageAlt ?? `${site.name}: ${site.tagline}` },
    { property: 'og:locale', content: 'en_US' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: fullTitle },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
    { 'script:ld+json': organizationLd() },
    { 'script:ld+json': websiteLd() },
    { 'script:ld+json': webPageLd(input.path, fullTitle, input.description) },
    { 'script:ld+json': breadcrumbLd(crumbs) },
    ...(input.jsonLd ?? []).map((ld) => ({ 'script:ld+json': ld })),
  ];
  const links = [{ rel: 'canonical', href: canonical }, ...(input.links ?? [])];
  return { meta, links };
}

/** Head for a page listed in the pages table. */
export function pageHead(path: PagePath, extra: Partial<HeadInput> = {}) {
  const page = pages[path];
  return buildHead({
    path,
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    noindex: 'noindex' in page ? page.noindex : false,
    ...extra,
  });
}
