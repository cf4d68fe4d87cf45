/**
 * Content shapes for the strategy, studio, lab, for-brands and legal pages
 * (the shared entity shapes live in ./types).
 */
import type { LinkProps } from '@tanstack/react-router';
import type { Card } from './types';

/** A route of this site, checked against the generated route tree. */
export type SitePath = NonNullable<LinkProps['to']>;

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
