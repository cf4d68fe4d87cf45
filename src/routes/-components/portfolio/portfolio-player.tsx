import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { PlayButton } from '../../../components/media/play-button';
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
          <PlayButton label={`Play video: ${video.title}`} onPlay={onPlay} />
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
