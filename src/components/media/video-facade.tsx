import { useState } from 'react';
import styled from 'styled-components';
import { embedUrl, type Still, type Video } from '#src/content/media';
import { PlayButton } from './play-button';
import { StillPicture } from './still-picture';

/**
 * A long film hosted by a provider (a valid id, checked by the media
 * module): the site's own poster and a play button. The provider's iframe
 * (privacy-enhanced domain) is created only when the visitor asks for it, so
 * pages make no third-party request until then.
 */
export function VideoFacade({ video, poster }: { video: Video; poster: Still }) {
  const [playing, setPlaying] = useState(false);
  return (
    <Frame data-video={video.id}>
      {playing ? (
        <iframe
          src={embedUrl(video, { autoplay: true })}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <StillPicture still={poster} decorative />
          <PlayButton label={`Play video: ${video.title}`} onPlay={() => setPlaying(true)} />
        </>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  picture,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    border: 0;
  }
`;
