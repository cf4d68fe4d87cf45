import { useEffect } from 'react';
import { FilmPlayer } from '#src/components/media/film-player';
import { useClip } from '#src/components/media/use-clip';
import type { Film } from '#src/content/media';

/**
 * The dialog's video player: the project's own clip, on its poster until the
 * visitor asks to play (here or with the dialog's main button; `playing`
 * comes from the portfolioModal machine), or the long version's facade when
 * the project has one. Once it plays, focus is on its pause button.
 */
export function PortfolioPlayer({ video, playing, onPlay }: { video: Film; playing: boolean; onPlay: () => void }) {
  const handle = useClip({ trigger: 'manual' });
  const { actorRef, frame, refocus } = handle;
  useEffect(() => {
    if (!playing) return;
    // Asked from the dialog's main button (disabled from now on) or the poster's play button: focus moves to
    // the pause button that appears, inside the dialog.
    if (!frame.current?.contains(document.activeElement)) refocus.current = true;
    actorRef.send({ type: 'clip.play' });
    frame.current?.scrollIntoView?.({ block: 'nearest' });
  }, [playing, actorRef, frame, refocus]);
  return <FilmPlayer film={video} handle={handle} onControl={playing ? undefined : onPlay} />;
}
