import type { ServicePage } from '#src/content/service-pages';
import type { Service } from '#src/content/services';
import { site } from '#src/content/site';
import type { Testimonial } from '#src/content/types';
import { absoluteUrl, siteUrl } from '#src/seo/site-url';

/**
 * schema.org Service for a service page: provider, advertised USD price
 * range (docs/product/site.md) and, where the page shows reviews, those reviews
 * with their 1-5 ratings.
 */
export function serviceLd(service: Service, page: ServicePage, description: string, reviews: readonly Testimonial[] = []) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    '@id': `${absoluteUrl(service.path)}#service`,
    name: service.title,
    serviceType: page.serviceType,
    description,
    url: absoluteUrl(service.path),
    image: absoluteUrl(service.clip.poster.webp),
    provider: { '@id': `${siteUrl}/#organization`, '@type': 'Organization', name: site.name },
    areaServed: 'Worldwide',
    offers: {
      '@type': 'AggregateOffer',
      priceCurrency: 'USD',
      lowPrice: page.priceRange.min,
      highPrice: page.priceRange.max,
      availability: 'https://schema.org/InStock',
      url: absoluteUrl(service.path),
    },
    ...(reviews.length
      ? {
          review: reviews.map((review) => ({
            '@type': 'Review',
            reviewBody: review.quote,
            author: {
              '@type': 'Person',
              name: review.author,
              jobTitle: review.role,
              worksFor: { '@type': 'Organization', name: review.company },
            },
            reviewRating: { '@type': 'Rating', ratingValue: review.rating, bestRating: 5, worstRating: 1 },
          })),
        }
      : {}),
  };
}
