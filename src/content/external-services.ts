import type { OptionalCategory } from '#src/analytics/consent-mode';

/**
 * What the site loads from other hosts, and on which condition: the one list
 * the Content-Security-Policy (src/server/security-headers.ts) takes its
 * third-party hosts from, and the one the cookie policy's table of other
 * hosts is built from. A test (tests/unit/external-services.test.ts) reads
 * the legal pages and the cookie settings copy and fails when they name a
 * provider, host or consent rule this list does not have, or leave out one
 * it has; it also checks that the code loading each service uses these hosts.
 *
 * Everything else is first-party: the films (the home page reel included),
 * pictures, fonts and scripts are served by the site itself and need no
 * consent (`firstParty`).
 */

/** The policy directives a third-party host may be allowed in. */
export type ExternalDirective = 'script-src' | 'img-src' | 'connect-src' | 'frame-src';

/**
 * When a service is loaded: only after the visitor allows a cookie category,
 * or only when the visitor presses play on a film it hosts (no category is
 * asked for: pressing play is the request).
 */
export type LoadCondition = { readonly consent: OptionalCategory } | { readonly onPress: 'play' };

export type ExternalService = {
  readonly id: string;
  /** The provider as the policies name it (the first name is the one tables show). */
  readonly names: readonly [string, ...string[]];
  /** What it does for the visitor, in the policy's words. */
  readonly purpose: string;
  readonly loads: LoadCondition;
  /** Allowed (and ever loaded) only when the deployment sets a Google Analytics measurement id. */
  readonly needsMeasurementId?: boolean;
  readonly hosts: Partial<Record<ExternalDirective, readonly string[]>>;
};

/** Google hosts GA4 needs, per Google's CSP guide. */
const googleBeacons = ['https://*.google-analytics.com', 'https://*.analytics.google.com', 'https://*.googletagmanager.com'];

export const externalServices = [
  {
    id: 'google-analytics',
    names: ['Google Analytics', 'Google'],
    purpose: 'Counts visits and pages viewed for aggregated statistics',
    loads: { consent: 'analytics' },
    needsMeasurementId: true,
    hosts: {
      /** gtag.js */
      'script-src': ['https://*.googletagmanager.com'],
      /** measurement pixels and beacons */
      'img-src': googleBeacons,
      'connect-src': googleBeacons,
    },
  },
  {
    id: 'youtube',
    names: ['YouTube'],
    purpose: 'Plays the long version of a film published on YouTube, in its privacy-enhanced mode',
    loads: { onPress: 'play' },
    hosts: { 'frame-src': ['https://www.youtube-nocookie.com'] },
  },
  {
    id: 'vimeo',
    names: ['Vimeo'],
    purpose: 'Plays the long version of a film published on Vimeo, with its do-not-track setting',
    loads: { onPress: 'play' },
    hosts: { 'frame-src': ['https://player.vimeo.com'] },
  },
] as const satisfies readonly ExternalService[];

export type ExternalServiceId = (typeof externalServices)[number]['id'];

/** What the site serves itself: it needs no consent and sends nothing to another host. */
export const firstParty = {
  films: {
    /** The name the policies use in the table of hosts. */
    name: 'Films, including the home page reel',
    purpose: 'Every film on the site, including the reel that plays by itself behind the home page headline, with its still images',
  },
} as const;

/** The hosts a service needs in one directive of the policy. */
export const serviceHosts = (id: ExternalServiceId, directive: ExternalDirective): readonly string[] =>
  (externalServices as readonly ExternalService[]).find((s) => s.id === id)?.hosts[directive] ?? [];

/**
 * The third-party hosts the Content-Security-Policy allows in `directive`:
 * those of every service, Google's only with a measurement id.
 */
export function allowedHosts(directive: ExternalDirective, config: { readonly gaId?: string }): string[] {
  const hosts = (externalServices as readonly ExternalService[])
    .filter((service) => !service.needsMeasurementId || Boolean(config.gaId))
    .flatMap((service) => service.hosts[directive] ?? []);
  return [...new Set(hosts)];
}
