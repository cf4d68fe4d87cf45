import { useState } from 'react';
import styled from 'styled-components';
import { embedUrl, type Video } from '../../content/media';

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
          <Play type="button" onClick={() => setPlaying(true)} aria-label={`Play video: ${video.title}`}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </Play>
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

const Play = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  border: 1px solid rgba(255, 255, 255, 0.35);
  background: rgba(10, 10, 14, 0.55);
  color: #fff;
  backdrop-filter: blur(8px);
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.ease}, background-color ${({ theme }) => theme.motion.fast};
  &:hover {
    transform: scale(1.06);
    background: ${({ theme }) => theme.color.accent};
  }
`;
