import { clip, type Clip, type Still } from './media-library';

/**
 * The films the site plays. Every film is first-party: a looping clip from
 * the media library (src/content/media-library.ts: renditions, poster,
 * placeholder), served by the site itself. A long version may also be
 * published on a video provider (YouTube privacy-enhanced or Vimeo); it is
 * then offered behind the consent-aware facade, and only with a valid
 * provider id: a YouTube id is 11 characters of [A-Za-z0-9_-], a Vimeo id is
 * numeric. An invalid id fails the build (this module throws while the pages
 * are prerendered) and the tests, so no play button can lead to a provider's
 * error page. Without a long version the play button plays the clip.
 */
export type VideoProvider = 'youtube' | 'vimeo';

/** A long film hosted by a provider, embedded on demand. */
export type Video = {
  readonly id: string;
  readonly title: string;
  readonly provider: VideoProvider;
  /** The provider's video id. */
  readonly providerId: string;
};

export type Film = {
  /** The first-party clip (always there: the poster, the loop, the fallback). */
  readonly clip: Clip;
  /** The long version on a provider, when one is published. */
  readonly long?: Video;
};

export const providerIdPatterns: Record<VideoProvider, RegExp> = {
  youtube: /^[A-Za-z0-9_-]{11}$/,
  vimeo: /^[0-9]+$/,
};

export const isValidProviderId = (provider: VideoProvider, id: string) => providerIdPatterns[provider].test(id);

/** A provider film, checked: an invalid id throws (at build and in tests). */
export function providerVideo(video: Video): Video {
  if (!isValidProviderId(video.provider, video.providerId)) {
    throw new Error(`Invalid ${video.provider} id for "${video.title}": ${JSON.stringify(video.providerId)}`);
  }
  return video;
}

/** A film: the library clip `clipId`, and optionally its long version on a provider. */
export const film = (clipId: string, long?: Video): Film =>
  long ? { clip: clip(clipId), long: providerVideo(long) } : { clip: clip(clipId) };

export type { Clip, Still };

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

/** The home page's films: the hero reel and the work showcase. */
export const videos = {
  heroReel: film('hero-reel'),
  /** Money, Explained (portfolio project 3), the social slot's work, and its words name it. */
  socialMedia: film('showcase-social'),
  animation: film('showcase-anime'),
  /** The film production slot presents Care Starts Here (portfolio project 8), and its words name it. */
  film: film('work-care-starts-here'),
  /** Night Ritual (portfolio project 1), the advertising slot's work. */
  advertising: film('work-night-ritual'),
  /** The tourism slot presents Coastlines (portfolio project 2), and its words name it. */
  tourism: film('work-coastlines'),
} as const satisfies Record<string, Film>;

/** The control over a background film that plays on its own (WCAG 2.2.2: it can always be paused). */
export const backgroundVideoControl = { pause: 'Pause background video', play: 'Play background video' } as const;

const leadArt = (tone: 'violet' | 'amber' | 'mint'): Picture => ({ src: `/media/lead/${tone}.webp`, width: 640, height: 800, alt: '' });

export const images = {
  leadViolet: leadArt('violet'),
  leadAmber: leadArt('amber'),
  leadMint: leadArt('mint'),
} as const satisfies Record<string, Picture>;

/** Client logos (white wordmarks on transparent, 640 × 128, rendered by `npm run media:logos`). */
const logo = (slug: string): Picture => ({ src: `/media/clients/${slug}.webp`, width: 640, height: 128, alt: '' });
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
