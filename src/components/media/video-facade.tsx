import { useState } from 'react';
import styled from 'styled-components';
import { embedUrl, type Video } from '../../content/media';
import { PlayButton } from './play-button';

/**
 * A lightweight stand-in for an embedded player: the local poster and a play
 * button. The provider's iframe (privacy-enhanced domain) is created only when
 * the visitor asks for it, so pages make no third-party request until then.
 */
export function VideoFacade({ video, priority = false }: { video: Video; priority?: boolean }) {
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
          <img
            src={video.poster}
            alt=""
            width="1280"
            height="720"
            loading={priority ? 'eager' : 'lazy'}
            fetchPriority={priority ? 'high' : 'auto'}
            decoding="async"
          />
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
  border-radius: ${({ theme }) => theme.radius.lg};
  background: ${({ theme }) => theme.color.surface};
  border: 1px solid ${({ theme }) => theme.color.border};
  img,
  iframe {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
    border: 0;
  }
`;
