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
export function embedUrl(video: Video, options: { autoplay?: boolean; muted?: boolean; loop?: boolean } = {}): string {
  const params = new URLSearchParams();
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
