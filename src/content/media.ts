/**
 * Every external video the site can embed, in one typed list. Real hosted
 * videos replace the ids here; posters are the site's own files in
 * public/media/ so pages look complete with no network access.
 */
export type VideoProvider = 'youtube' | 'vimeo';

export type Video = {
  readonly id: string;
  readonly title: string;
  readonly provider: VideoProvider;
  /** The provider's video id. */
  readonly providerId: string;
  /** Local poster (public/ path), 16:9. */
  readonly poster: string;
};

/** Privacy-enhanced embed URL for a video (loaded only on interaction). */
export function embedUrl(
  video: Video,
  options: {
    autoplay?: boolean;
    muted?: boolean;
    loop?: boolean;
    /** Hide the player's controls (background video). */
    background?: boolean;
    /** Let the page talk to the player (play/pause commands, state messages); pass the page origin. */
    apiOrigin?: string;
  } = {},
): string {
  const params = new URLSearchParams();
  if (options.apiOrigin) {
    if (video.provider === 'youtube') {
      params.set('enablejsapi', '1');
      params.set('origin', options.apiOrigin);
    } else params.set('api', '1');
  }
  if (options.background) {
    if (video.provider === 'youtube') {
      params.set('controls', '0');
      params.set('disablekb', '1');
    } else params.set('background', '1');
  }
  if (options.autoplay) params.set('autoplay', '1');
  if (options.muted) params.set(video.provider === 'vimeo' ? 'muted' : 'mute', '1');
  if (options.loop) {
    params.set('loop', '1');
    if (video.provider === 'youtube') params.set('playlist', video.providerId);
  }
  if (video.provider === 'youtube') {
    params.set('rel', '0');
    params.set('modestbranding', '1');
    params.set('playsinline', '1');
    return `https://www.youtube-nocookie.com/embed/${encodeURIComponent(video.providerId)}?${params}`;
  }
  params.set('dnt', '1');
  return `https://player.vimeo.com/video/${encodeURIComponent(video.providerId)}?${params}`;
}

/** A local raster or vector image with its intrinsic size (always set on <img>). */
export type Picture = {
  readonly src: string;
  readonly width: number;
  readonly height: number;
  /** Empty for purely decorative artwork. */
  readonly alt: string;
};

/*
 * The studio's media list. Every poster, thumbnail, logo and illustration
 * the home and service pages show lives here, so real footage and stills
 * replace the generated artwork in this one place (same keys, new `src`,
 * `providerId`, width and height). All files are the site's own, in
 * public/media/, so pages look complete with no network access to any other
 * host. Current files are abstract artwork generated for the site.
 *
 * The `providerId`s below are placeholders until the studio's hosted
 * videos are published; they are not valid ids on the provider, so nothing
 * unrelated can ever play in their place.
 */
export const videos = {
  heroReel: {
    id: 'hero-reel',
    title: 'Lumora Studio showreel',
    provider: 'youtube',
    providerId: 'lumora_showreel_2024',
    poster: '/media/posters/hero-reel.webp',
  },
  socialMedia: {
    id: 'showcase-social',
    title: 'Social media: a vertical campaign cut for every feed',
    provider: 'youtube',
    providerId: 'lumora_social_campaign',
    poster: '/media/posters/showcase-social.webp',
  },
  animation: {
    id: 'showcase-animation',
    title: 'Anime and animation: a hand-directed animated brand short',
    provider: 'youtube',
    providerId: 'lumora_anime_short',
    poster: '/media/posters/showcase-anime.webp',
  },
  film: {
    id: 'showcase-film',
    title: 'Film production: a cinematic brand film',
    provider: 'vimeo',
    providerId: 'lumora-film-production',
    poster: '/media/posters/showcase-film.webp',
  },
  advertising: {
    id: 'showcase-advertising',
    title: 'Advertising: a product commercial built around one hero shot',
    provider: 'youtube',
    providerId: 'lumora_product_spot',
    poster: '/media/posters/showcase-advertising.webp',
  },
  tourism: {
    id: 'showcase-tourism',
    title: 'Tourism: a destination film at golden hour',
    provider: 'vimeo',
    providerId: 'lumora-tourism-film',
    poster: '/media/posters/showcase-tourism.webp',
  },
} as const satisfies Record<string, Video>;

/** Poster sizes (all posters are 16:9). */
/** The control over a background film that plays on its own (WCAG 2.2.2: it can always be paused). */
export const backgroundVideoControl = { pause: 'Pause background video', play: 'Play background video' } as const;

export const posterSize = { hero: { width: 1600, height: 900 }, showcase: { width: 1280, height: 720 } } as const;

const serviceArt = (slug: string, alt: string): Picture => ({ src: `/media/services/${slug}.webp`, width: 960, height: 720, alt });
const leadArt = (tone: 'violet' | 'amber' | 'mint'): Picture => ({ src: `/media/lead/${tone}.webp`, width: 640, height: 800, alt: '' });

export const images = {
  brandFilms: serviceArt('brand-films', 'A camera aperture glowing violet, opening on a warm point of light'),
  tvCommercial: serviceArt('tv-commercial', 'A broadcast screen showing a bright gradient frame with title cards'),
  corporateVideo: serviceArt('corporate-video', 'A grid of lit office windows with a rising line across it'),
  recruitmentVideo: serviceArt('recruitment-video', 'Five stylised team members grouped in a circle of light'),
  realEstateVideo: serviceArt('real-estate-video', 'Isometric residential towers with lit windows at dusk'),
  onlineContent: serviceArt('online-content', 'A row of vertical video frames ready for social feeds'),
  aiImageDesign: serviceArt('ai-image-design', 'A grid of generated image variations with one selected'),
  leadViolet: leadArt('violet'),
  leadAmber: leadArt('amber'),
  leadMint: leadArt('mint'),
} as const satisfies Record<string, Picture>;

/** Client logos (wordmarks, 320 × 64, transparent). */
const logo = (slug: string): Picture => ({ src: `/media/clients/${slug}.webp`, width: 320, height: 64, alt: '' });
export const logos = {
  asterVale: logo('aster-vale'),
  brightwater: logo('brightwater'),
  cobaltFreight: logo('cobalt-freight'),
  driftwoodHotels: logo('driftwood-hotels'),
  evergreenHealth: logo('evergreen-health'),
  fennelCo: logo('fennel-co'),
  graniteCapital: logo('granite-capital'),
  harborMobility: logo('harbor-mobility'),
  ironleafGames: logo('ironleaf-games'),
  juniperSkin: logo('juniper-skin'),
  kiteFinance: logo('kite-finance'),
  latticeSoftware: logo('lattice-software'),
} as const satisfies Record<string, Picture>;
