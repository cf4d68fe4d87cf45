/**
 * Stand-ins for the sensor and player actors (machines/sensors.ts,
 * machines/media-playback.ts), given to a machine with `.provide({ actors })`:
 * the test decides what the sensors read, and sees which players run.
 */
import { act } from 'react';
import { fromCallback, type AnyEventObject } from 'xstate';

/** One sensor hub: every machine given `hub.actor` (once) receives what the test emits. */
export function sensorHub() {
  const listeners = new Set<(event: AnyEventObject) => void>();
  const actor = fromCallback(({ sendBack }) => {
    listeners.add(sendBack);
    return () => void listeners.delete(sendBack);
  });
  return {
    /** Typed to fit any sensor slot (each sensor's input differs; the hub ignores it). */
    actor: actor as never,
    /** A sensor that reads nothing (for the other sensor slots of a machine). */
    quiet: fromCallback(() => undefined) as never,
    emit(event: AnyEventObject) {
      act(() => {
        for (const listener of [...listeners]) listener(event);
      });
    },
    get connected() {
      return listeners.size;
    },
  };
}

/** A player that records how many clips are playing now and every start. */
export function fakePlayer() {
  let playing = 0;
  const starts: string[] = [];
  const actor = fromCallback<AnyEventObject, { media: () => Element | null }>(({ input }) => {
    playing += 1;
    starts.push(input.media()?.closest('[data-clip]')?.getAttribute('data-clip') ?? '');
    return () => {
      playing -= 1;
    };
  });
  return {
    actor,
    get playing() {
      return playing;
    },
    starts,
  };
}
