/**
 * Content shapes for the strategy, studio, lab, for-brands and legal pages
 * (the shared entity shapes live in ./types).
 */
import type { LinkProps } from '@tanstack/react-router';
import type { CaseStudySlug } from './case-study-layouts';
import type { Card } from './types';

/** A route of the generated route tree (what a router `Link` takes as `to` without params). */
export type RoutePath = NonNullable<LinkProps['to']>;

/** A case study's page: one dynamic route, `/projects/$slug`, serves them all. */
export type CaseStudyPath = `/projects/${CaseStudySlug}`;

/**
 * A page of this site: a route of the generated route tree, or one page of a dynamic route that content links to by
 * its address (a case study).
 */
export type SitePath = RoutePath | CaseStudyPath;

/** Eyebrow, h2 and lead of a page section. */
export type SectionCopy = { readonly eyebrow?: string; readonly heading: string; readonly lead?: string };

/** A card that leads to another page. */
export type LinkTile = Card & { readonly to: SitePath; readonly linkLabel: string };

export type CtaLink = { readonly label: string; readonly to: SitePath };

/** Closing call to action: heading, supporting line, one or two buttons. */
export type CtaCopy = {
  readonly heading: string;
  readonly text: string;
  readonly primary: CtaLink;
  readonly secondary?: CtaLink;
};
