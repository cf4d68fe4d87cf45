import { fromCallback, type EventObject } from 'xstate';
import type { ElementTarget } from './sensors';

/**
 * Plays a media element for as long as the actor runs and pauses it when the
 * actor stops: a machine invokes it in its playing states. The browser's
 * answer comes back as events: `clip.blocked` when it refuses to start
 * (autoplay not allowed), `clip.failed` when no source can be played.
 * Tests replace it with `machine.provide({ actors: { playMedia } })`.
 */
export type PlayMediaInput = { media: ElementTarget };

export const playMedia = fromCallback<EventObject, PlayMediaInput>(({ sendBack, input }) => {
  const element = input.media();
  if (!(element instanceof HTMLMediaElement)) return undefined;
  let stopped = false;
  element.muted = true;
  const started = element.play();
  started?.catch((error: unknown) => {
    if (stopped) return;
    const name = error instanceof Error ? error.name : '';
    // AbortError: paused again before it started, nothing to report.
    if (name === 'NotAllowedError') sendBack({ type: 'clip.blocked' });
    else if (name !== 'AbortError') sendBack({ type: 'clip.failed', reason: name || 'play() rejected' });
  });
  return () => {
    stopped = true;
    element.pause();
  };
});
