/**
 * The three legal documents: privacy policy, terms of service and cookie policy. Their text is
 * Markdown in content/legal/<page>.md (read and checked at build time by legal-source.ts, served
 * as `virtual:legal/<page>`); this module holds their shape and what is built from code: the
 * cookie categories table (names, descriptions and the always-on label from the consent banner's
 * copy in src/content/consent.ts, their Google consent-mode signals from
 * src/analytics/consent-mode.ts), so the policy and the banner cannot drift apart. Contact
 * details come from `site` (src/content/site.ts) through the files' tokens.
 */
import { CONSENT_TYPES_BY_CATEGORY, type ConsentCategory, type ConsentType } from '#src/analytics/consent-mode';
import { consentCategories, consentCopy } from './consent';
import { externalServices, firstParty, type ExternalService, type LoadCondition } from './external-services';
import type { RoutePath } from './section-types';

/** The legal pages, by file name (content/legal/<slug>.md) and address (/<slug>). */
export const legalPageSlugs = ['privacy-policy', 'terms-of-service', 'cookie-policy'] as const;
export type LegalPageSlug = (typeof legalPageSlugs)[number];

export type LegalTable = {
  readonly caption: string;
  readonly head: readonly string[];
  readonly rows: readonly (readonly string[])[];
};

export type LegalBlock =
  /** Paragraphs and lists, rendered from Markdown at build time. */
  | { readonly kind: 'html'; readonly html: string }
  | ({ readonly kind: 'table' } & LegalTable)
  /** The studio's email, phone and postal address (`{{contact}}`). */
  | { readonly kind: 'contact' }
  /** The cookie categories and their consent signals (`{{cookie-categories}}`). */
  | { readonly kind: 'cookieCategories' }
  /** What the site loads from other hosts and when (`{{external-services}}`). */
  | { readonly kind: 'externalServices' }
  /** A paragraph beside a button that reopens the cookie settings (`{{cookie-settings}} text`). */
  | { readonly kind: 'cookieSettings'; readonly html: string };

export type LegalSection = { readonly id: string; readonly title: string; readonly blocks: readonly LegalBlock[] };

export type LegalDocument = {
  readonly lastUpdated: { readonly iso: string; readonly label: string };
  readonly summary: string;
  readonly related: readonly { readonly label: string; readonly to: RoutePath }[];
  readonly sections: readonly LegalSection[];
};

/** The consent-mode signals a category grants; necessary always grants security storage. */
export const consentSignals = (category: ConsentCategory): readonly ConsentType[] =>
  category === 'necessary' ? ['security_storage'] : CONSENT_TYPES_BY_CATEGORY[category];

/** The cookie policy's category table, exactly as the banner names and describes the categories. */
export const cookieCategoryTable: LegalTable = {
  caption: 'Cookie categories and the consent signals they control',
  head: ['Category', 'What it is for', 'Consent signals', 'Default'],
  rows: consentCategories.map((c) => [
    c.title,
    c.description,
    consentSignals(c.id).join(', '),
    c.locked ? consentCopy.alwaysOn : 'Off until you agree',
  ]),
};

const categoryTitle = (id: ConsentCategory) => consentCategories.find((c) => c.id === id)!.title;

/** When a service loads, in the policy's words. */
export const loadConditionText = (loads: LoadCondition): string =>
  'consent' in loads
    ? `Only after you allow ${categoryTitle(loads.consent)}`
    : 'Only when you press play on a film it hosts, whatever your cookie choice';

/** A host as a reader knows it: `https://*.example.com` is "example.com". */
const hostName = (host: string) => new URL(host.replace('*.', '')).host;

/**
 * The cookie policy's table of what the site loads from other hosts and when, built from the list
 * the Content-Security-Policy allows (src/content/external-services.ts), plus the first-party films.
 */
export const externalServiceTable: LegalTable = {
  caption: 'What this site loads from other hosts, and when',
  head: ['Service', 'Served from', 'What for', 'When it loads'],
  rows: [
    [firstParty.films.name, 'This site', firstParty.films.purpose, 'Always; it needs no consent and sends nothing to another host'],
    ...(externalServices as readonly ExternalService[]).map((service) => {
      const hosts = [...new Set(Object.values(service.hosts).flatMap((list) => list.map(hostName)))];
      return [service.names[0], hosts.join(', '), service.purpose, loadConditionText(service.loads)];
    }),
  ],
};
