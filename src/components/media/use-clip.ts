import { useActorRef } from '@xstate/react';
import { useCallback, useRef } from 'react';
import type { ActorRefFrom } from 'xstate';
import { clipMachine, type ClipTrigger } from '#machines/clip.machine';
import { inspect } from '#src/inspect';
import { useHold } from '#src/components/ui/use-hold';

export type ClipActor = ActorRefFrom<typeof clipMachine>;

/**
 * Creates a clip's machine and the refs its sensors and player use; hand the
 * result to <ClipVideo clip={…} control={useClip(…)} />. A card that plays a
 * preview spreads `previewHandlers` on itself: hover or keyboard focus
 * anywhere on the card starts the preview, leaving it stops it.
 * `control` is the clip's play/pause button; set `refocus` before an action
 * that swaps it (the centre play button gives way to the pause button and
 * back) and the button that replaces it takes focus, so keyboard focus is
 * never dropped to the page.
 */
export function useClip({ trigger = 'ambient', machine = clipMachine }: { trigger?: ClipTrigger; machine?: typeof clipMachine } = {}) {
  const frame = useRef<HTMLDivElement>(null);
  const media = useRef<HTMLVideoElement>(null);
  const control = useRef<HTMLButtonElement>(null);
  const refocus = useRef(false);
  const actorRef = useActorRef(machine, {
    input: { trigger, frame: () => frame.current, media: () => media.current },
    inspect,
  });
  const previewHandlers = useHold(
    useCallback((held: boolean) => actorRef.send({ type: held ? 'clip.preview' : 'clip.unpreview' }), [actorRef]),
  );
  return { actorRef, frame, media, control, refocus, previewHandlers };
}

export type ClipHandle = ReturnType<typeof useClip>;
