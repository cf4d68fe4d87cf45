/** Shared content shapes (docs/product/content-model.md). Content modules use `as const satisfies` these. */

/** Names of the line icons in src/components/ui/icon.tsx (a list, so content files naming an icon can be checked). */
export const iconNames = [
  'spark',
  'film',
  'tv',
  'briefcase',
  'users',
  'home',
  'globe',
  'image',
  'bolt',
  'chart',
  'target',
  'layers',
  'pen',
  'message',
  'shield',
  'clock',
  'star',
  'play',
  'search',
  'compass',
  'cube',
  'mic',
  'palette',
  'rocket',
  'check',
  'heart',
  'lab',
  'mail',
  'phone',
  'map',
] as const;
export type IconName = (typeof iconNames)[number];

export type Card = { readonly icon: IconName; readonly title: string; readonly description: string };
export type ImpactCard = Card & { readonly metric: string };
export type Stat = { readonly value: string; readonly label: string };
export type Step = { readonly title: string; readonly description: string; readonly duration?: string };
export type ServiceBlock = Card & {
  readonly features: readonly string[];
  /** The illustration as drawn (dark theme) and its light-theme rendition, the same size. */
  readonly image: string;
  readonly imageLight: string;
  readonly imageAlt: string;
};

export type Testimonial = {
  readonly quote: string;
  readonly author: string;
  readonly role: string;
  readonly company: string;
  /** 1-5 */
  readonly rating: 1 | 2 | 3 | 4 | 5;
};

export type ClientLogo = { readonly name: string; readonly logo: string };
