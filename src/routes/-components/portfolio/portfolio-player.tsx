import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { embedUrl, type Video } from '../../../content/media';

/**
 * The dialog's video player: the local poster until the visitor asks to
 * play (here or with the dialog's main button), then the provider's player.
 * `playing` comes from the portfolioModal machine.
 */
export function PortfolioPlayer({ video, playing, onPlay }: { video: Video; playing: boolean; onPlay: () => void }) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  useEffect(() => {
    if (playing) {
      frameRef.current?.scrollIntoView?.({ block: 'nearest' });
      frameRef.current?.focus();
    }
  }, [playing]);
  return (
    <Frame data-playing={playing || undefined}>
      {playing ? (
        <iframe
          ref={frameRef}
          src={embedUrl(video, { autoplay: true })}
          title={video.title}
          allow="autoplay; encrypted-media; picture-in-picture; fullscreen"
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          <img src={video.poster} alt="" width="1280" height="720" decoding="async" />
          <PlayButton type="button" onClick={onPlay} aria-label={`Play video: ${video.title}`}>
            <svg viewBox="0 0 24 24" width="28" height="28" aria-hidden="true" focusable="false">
              <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
            </svg>
          </PlayButton>
        </>
      )}
    </Frame>
  );
}

const Frame = styled.div`
  position: relative;
  aspect-ratio: 16 / 9;
  overflow: hidden;
  background: ${({ theme }) => theme.color.bg};
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

const PlayButton = styled.button`
  position: absolute;
  inset: 0;
  margin: auto;
  display: grid;
  place-items: center;
  width: 4.5rem;
  height: 4.5rem;
  border-radius: 50%;
  border: 1px solid ${({ theme }) => theme.color.borderStrong};
  background: ${({ theme }) => theme.color.overlay};
  color: ${({ theme }) => theme.color.text};
  backdrop-filter: blur(8px);
  cursor: pointer;
  transition: transform ${({ theme }) => theme.motion.fast} ${({ theme }) => theme.motion.ease};
  &:hover {
    transform: scale(1.06);
    background: ${({ theme }) => theme.color.accent};
    color: ${({ theme }) => theme.color.accentContrast};
  }
`;
