import { useSelector } from '@xstate/react';
import styled from 'styled-components';
import { Button } from '#src/components/ui/button';
import { ModalDialog } from '#src/components/ui/modal-dialog';
import type { ClipHandle } from '#src/components/media/use-clip';
import { home } from '#src/content/home';
import type { Film } from '#src/content/media';
import { clipSources } from '#src/content/media-library';
import { theme } from '#src/styles/tokens';

const copy = home.hero.watch;

/**
 * 'Watch the reel': opens the reel whole and larger (the hero clip's machine, `clip.enlarge`). On phones it reads
 * 'Reel' and sits beside 'Discover More', so the hero's first screen gains no row (its figures stay clear of the
 * chat launcher); its name for assistive technology is the full label on every screen.
 */
export function WatchReelButton({ handle }: { handle: ClipHandle }) {
  const enlarged = useSelector(handle.actorRef, (s) => s.context.enlarged);
  return (
    <WatchButton
      type="button"
      $variant="ghost"
      $size="lg"
      aria-label={copy.label}
      aria-haspopup="dialog"
      aria-expanded={enlarged}
      onClick={() => handle.actorRef.send({ type: 'clip.enlarge' })}
      data-watch-reel
    >
      <PlayMark aria-hidden="true">
        <svg viewBox="0 0 24 24" width="14" height="14" focusable="false">
          <path d="M8 5.5v13l11-6.5z" fill="currentColor" />
        </svg>
      </PlayMark>
      <span data-label="long">{copy.label}</span>
      <span data-label="short">{copy.short}</span>
    </WatchButton>
  );
}

const WatchButton = styled(Button)`
  [data-label='short'] {
    display: none;
  }
  @media (max-width: 39.99em) {
    padding-inline: ${theme.space[2]};
    [data-label='long'] {
      display: none;
    }
    [data-label='short'] {
      display: inline;
    }
  }
`;

/**
 * The reel in the site's modal dialog while the hero clip is enlarged: the whole cut once, as large as the
 * screen allows, with the browser's own controls (play, pause, seek, full screen). It starts as it opens:
 * pressing 'Watch the reel' is the visitor asking for it. The same renditions as the hero (1920 × 1080 on
 * wide screens, 1280 × 720 on phones). Escape, 'Close' or a click beside it closes it; focus goes back to
 * 'Watch the reel'.
 */
export function ReelDialog({ film, handle }: { film: Film; handle: ClipHandle }) {
  const enlarged = useSelector(handle.actorRef, (s) => s.context.enlarged);
  if (!enlarged) return null;
  const { clip } = film;
  const titleId = `reel-dialog-title-${clip.id}`;
  return (
    <ModalDialog
      labelledBy={titleId}
      onClose={() => handle.actorRef.send({ type: 'clip.shrink' })}
      closeLabel={copy.close}
      kicker={copy.kicker}
      size="wide"
      data={{ 'data-reel-dialog': clip.id }}
    >
      <Player
        controls
        autoPlay
        muted
        playsInline
        preload="auto"
        poster={clip.poster.webp}
        width={clip.width}
        height={clip.height}
        aria-labelledby={titleId}
      >
        {clipSources(clip).map((source) => (
          <source key={source.src} src={source.src} type={source.type} media={source.media} />
        ))}
      </Player>
      <Title id={titleId}>{clip.title}</Title>
    </ModalDialog>
  );
}

const PlayMark = styled.span`
  display: grid;
  place-items: center;
  width: 2rem;
  height: 2rem;
  border-radius: 50%;
  border: 1px solid ${theme.color.borderStrong};
  svg {
    margin-left: 2px;
  }
`;

const Player = styled.video`
  display: block;
  width: 100%;
  height: auto;
  aspect-ratio: 16 / 9;
  background: #000;
`;

const Title = styled.h2`
  margin: 0;
  padding: ${theme.space[4]} ${theme.space[5]};
  font-size: ${theme.text.lg};
`;
