/**
 * Page-specific structured data for the strategy, studio, process, lab and
 * for-brands pages (the organisation, website, web page and breadcrumbs come
 * from buildHead on every page).
 */
import { absoluteUrl, siteUrl } from './site-url';

type Json = Record<string, unknown>;
type Named = { readonly title: string; readonly description: string };

const provider = () => ({ '@id': `${siteUrl}/#organization` });

/** A service area with its catalogue of sub-services (creative, research, branding, digital, strategy). */
export function serviceCatalogLd(
  path: string,
  name: string,
  description: string,
  items: readonly Named[],
  audience?: readonly string[],
): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(path)}#service`,
    name,
    description,
    url: absoluteUrl(path),
    provider: provider(),
    areaServed: 'Worldwide',
    ...(audience ? { audience: audience.map((industry) => ({ '@type': 'BusinessAudience', audienceType: industry })) } : {}),
    hasOfferCatalog: {
      '@type': 'OfferCatalog',
      name,
      itemListElement: items.map((item) => ({
        '@type': 'Offer',
        itemOffered: { '@type': 'Service', name: item.title, description: item.description, provider: provider() },
      })),
    },
  };
}

/** Numbered steps as a HowTo (process pages). */
export function howToLd(path: string, name: string, description: string, steps: readonly Named[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'HowTo',
    '@id': `${absoluteUrl(path)}#howto`,
    name,
    description,
    step: steps.map((step, index) => ({
      '@type': 'HowToStep',
      position: index + 1,
      name: step.title,
      text: step.description,
    })),
  };
}

/** A named list of things (lab tools, studio rooms). */
export function itemListLd(path: string, name: string, items: readonly Named[]): Json {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    '@id': `${absoluteUrl(path)}#list`,
    name,
    numberOfItems: items.length,
    itemListElement: items.map((item, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: item.title,
      description: item.description,
    })),
  };
}
