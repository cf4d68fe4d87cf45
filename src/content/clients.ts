import { logos } from './media';
import { claims } from './site';
import type { ClientLogo } from './types';

/**
 * The client logos: the one list behind the home page marquee
 * (docs/product/site.md: 12 logos, one loop every 40 s) and the /for-brands logos. Logo
 * files come from the media list (src/content/media.ts). Placeholder brands
 * until the studio publishes the clients it may name.
 */
export const clientLogos = [
  { name: 'Aster & Vale', logo: logos.asterVale.src },
  { name: 'Brightwater', logo: logos.brightwater.src },
  { name: 'Cobalt Freight', logo: logos.cobaltFreight.src },
  { name: 'Driftwood Hotels', logo: logos.driftwoodHotels.src },
  { name: 'Evergreen Health', logo: logos.evergreenHealth.src },
  { name: 'Fennel & Co', logo: logos.fennelCo.src },
  { name: 'Granite Capital', logo: logos.graniteCapital.src },
  { name: 'Harbor Mobility', logo: logos.harborMobility.src },
  { name: 'Ironleaf Games', logo: logos.ironleafGames.src },
  { name: 'Juniper Skin', logo: logos.juniperSkin.src },
  { name: 'Kite Finance', logo: logos.kiteFinance.src },
  { name: 'Lattice Software', logo: logos.latticeSoftware.src },
] as const satisfies readonly ClientLogo[];

/** Marquee timing (12 logos, 40 s), its accessible name and the line above it on the home page. */
export const clientMarquee = {
  durationS: 40,
  label: 'Brands we have worked with',
  strapline: `Trusted by ${claims.brands} brands in ${claims.countries} countries`,
} as const;

/** Intrinsic size of every logo file. */
export const clientLogoSize = { width: logos.asterVale.width, height: logos.asterVale.height } as const;
