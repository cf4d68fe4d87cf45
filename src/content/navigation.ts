import type { FileRoutesByTo } from '#src/route-tree.gen';

export type NavLink = {
  readonly label: string;
  readonly to: string;
  /** One line under the label in the desktop dropdown. */
  readonly description?: string;
  /**
   * The id of a still in the media library (a clip's id names its poster) whose thumbnail
   * rendition the desktop dropdown shows beside the label; omitted where no still fits.
   */
  readonly still?: string;
};
export type NavItem = NavLink & { readonly id: string; readonly children?: readonly NavLink[] };

/** Header navigation (docs/product/site.md, "Header and navigation"). */
export const mainNav = [
  {
    id: 'strategy',
    label: 'Strategy',
    to: '/strategy',
    children: [
      {
        label: 'Strategy Details',
        to: '/strategy/details',
        description: 'Audience, positioning and the plan behind the work',
        still: 'portfolio-3',
      },
      { label: 'Creative', to: '/creative', description: 'Concepts, scripts and art direction', still: 'portfolio-4' },
      {
        label: 'Research',
        to: '/research',
        description: 'What your audience watches, and why',
        still: 'case-cultural-luxury-research-field',
      },
      { label: 'Branding', to: '/branding', description: 'Identity systems built to move on screen', still: 'case-tropic-twist-frame-3' },
      { label: 'Digital', to: '/digital', description: 'Campaigns planned for every platform', still: 'case-danone-avatars' },
      {
        label: 'Social Media Strategy',
        to: '/strategy/social-media',
        description: 'Formats, cadence and testing for social',
        still: 'showcase-social',
      },
    ],
  },
  {
    id: 'services',
    label: 'Services',
    to: '/services',
    children: [
      {
        label: 'TV Commercials',
        to: '/services/tv-commercial',
        description: 'Broadcast and streaming spots, cut for every placement',
        still: 'work-city-in-motion',
      },
      {
        label: 'Corporate Video',
        to: '/services/corporate-video',
        description: 'Stories for investors, teams and customers',
        still: 'case-danone-avatars',
      },
      {
        label: 'Online Content',
        to: '/services/online-content',
        description: 'Social-first video in every ratio',
        still: 'service-online-content',
      },
      {
        label: 'Brand Films',
        to: '/services/brand-films',
        description: 'Longer stories about what you stand for',
        still: 'service-brand-films',
      },
      {
        label: 'Recruitment Video',
        to: '/services/recruitment-video',
        description: 'Show candidates the place they would join',
        still: 'service-recruitment-video',
      },
      {
        label: 'Real Estate Video',
        to: '/services/real-estate-video',
        description: 'Tours and films that sell a space',
        still: 'service-real-estate-video',
      },
      {
        label: 'AI Image Design',
        to: '/services/ai-image-design',
        description: 'Campaign stills and product imagery',
        still: 'service-ai-image-design',
      },
    ],
  },
  { id: 'projects', label: 'Projects', to: '/projects' },
  { id: 'studio', label: 'Studio', to: '/studio' },
  { id: 'process', label: 'Process', to: '/process' },
  { id: 'rnd', label: 'R&D', to: '/imagination-engine' },
  { id: 'for-brands', label: 'For Brands', to: '/for-brands' },
  { id: 'insights', label: 'Insights', to: '/insights' },
  { id: 'contact', label: 'Contact', to: '/contact' },
] as const satisfies readonly NavItem[];

/** Footer links (docs/product/site.md, "Footer"). The four /services/* aliases are `legacyRedirects`, answered by the server with a 301. */
export const footerNav = {
  services: [
    { label: 'Branding', to: '/services/branding' },
    { label: 'Digital', to: '/services/digital' },
    { label: 'Creative', to: '/services/creative' },
    { label: 'Strategy', to: '/services/strategy' },
  ],
  company: [
    { label: 'About Us', to: '/studio' },
    { label: 'Projects', to: '/projects' },
    { label: 'Insights', to: '/insights' },
    { label: 'Contact', to: '/contact' },
  ],
  legal: [
    { label: 'Privacy Policy', to: '/privacy-policy' },
    { label: 'Terms of Service', to: '/terms-of-service' },
    { label: 'Cookie Policy', to: '/cookie-policy' },
    { label: 'Sitemap', to: '/sitemap.xml' },
  ],
} as const satisfies { services: readonly (NavLink & { to: LegacyPath })[] } & Record<string, readonly NavLink[]>;

/** A path of the route table (the router's generated list: a redirect can only point at a real page). */
export type RoutePath = keyof FileRoutesByTo;

/**
 * Legacy links that are not routes, each answered by the server with a
 * permanent redirect to its page (the footer once linked
 * /services/branding etc., which must never be dead). The one source: the
 * server (src/server/site.ts) registers exactly these, the footer links them.
 */
export const legacyRedirects = {
  '/services/branding': '/branding',
  '/services/digital': '/digital',
  '/services/creative': '/creative',
  '/services/strategy': '/strategy',
} as const satisfies Readonly<Record<`/${string}`, RoutePath>>;

export type LegacyPath = keyof typeof legacyRedirects;

/** True when `pathname` is `to` or one of its sub-paths (home only matches itself). */
export function isActivePath(pathname: string, to: string): boolean {
  if (to === '/') return pathname === '/';
  return pathname === to || pathname.startsWith(`${to}/`);
}

/**
 * The header item highlighted on `pathname`: the item whose page it is, a
 * sub-path of it, or one of its dropdown's pages (/creative is in Strategy's
 * dropdown, so it highlights Strategy). Desktop nav and mobile menu both ask here.
 */
export function activeNavId(pathname: string): NavItem['id'] | undefined {
  return mainNav.find(
    (item: NavItem) => isActivePath(pathname, item.to) || (item.children ?? []).some((child) => isActivePath(pathname, child.to)),
  )?.id;
}

/** aria-current of a nav link: 'page' on its own page, 'location' when the visitor is somewhere inside it. */
export type NavCurrent = 'page' | 'location' | undefined;

/** aria-current for the link to `to` (a dropdown page, or Home) on `pathname`. */
export function navCurrent(pathname: string, to: string): NavCurrent {
  if (pathname === to) return 'page';
  return isActivePath(pathname, to) ? 'location' : undefined;
}

/** aria-current for a header item on `pathname` (the highlight follows it). */
export function navItemCurrent(pathname: string, item: NavItem): NavCurrent {
  if (activeNavId(pathname) !== item.id) return undefined;
  return pathname === item.to ? 'page' : 'location';
}
