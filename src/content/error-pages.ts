/**
 * The pages for addresses the site cannot answer: an unknown page (404) and
 * an address that cannot be read at all (400, e.g. `/insights/%ZZ`: a broken
 * percent sign, often from a link cut short when it was copied). Both are
 * prerendered once (404.html, 400.html) and served by the server without
 * rendering per request.
 */

/** The path the prerenderer renders for the 400 page (no page lives there). */
export const BAD_ADDRESS_PATH = '/__bad-address__';

export type ErrorPageKind = 'notFound' | 'badAddress';

export const errorPages = {
  notFound: {
    eyebrow: 'Error 404 · page not found',
    heading: 'This page is off the cutting-room floor',
    lead: 'The address may have changed, or the page never existed. Everything we make is one click away.',
  },
  badAddress: {
    eyebrow: 'Address not readable',
    heading: 'We could not read this address',
    lead: 'Part of the address is garbled, perhaps cut short or mistyped when the link was copied, so we cannot tell which page you wanted. Everything we make is one click away.',
  },
  actions: { home: 'Go to the home page', projects: 'See our projects', search: 'Search the site' },
} as const;
