import { setup } from 'xstate';

/**
 * The home hero's background video (an embedded player: autoplaying, muted,
 * looping). The page first shows the local poster. Only after the page has
 * loaded, and only when the visitor has asked for neither reduced motion nor
 * data saving, the player is mounted (invisible); it is revealed when the
 * player reports that it is playing. A player that does not start within
 * `startTimeout`, or fails, is removed and the poster stays: the failure is
 * only logged (SPEC section 8). The visitor can pause and resume it; asking
 * for reduced motion later removes it.
 */
export type HeroVideoEvent =
  | { type: 'hero.pageLoaded'; reducedMotion: boolean; saveData: boolean }
  | { type: 'hero.playing' }
  | { type: 'hero.failed'; reason?: string }
  | { type: 'hero.reducedMotion'; reduce: boolean }
  | { type: 'hero.pause' }
  | { type: 'hero.resume' };

export const heroVideoMachine = setup({
  types: {
    events: {} as HeroVideoEvent,
  },
  delays: { startTimeout: 12_000 },
  actions: {
    logFailure: (_, params: { reason: string }) => {
      console.warn(`[hero video] background video not played: ${params.reason}`);
    },
  },
  guards: {
    isAllowed: ({ event }) => event.type === 'hero.pageLoaded' && !event.reducedMotion && !event.saveData,
    isReduce: ({ event }) => event.type === 'hero.reducedMotion' && event.reduce,
  },
}).createMachine({
  id: 'heroVideo',
  initial: 'poster',
  states: {
    /** Local poster only; nothing requested from another host. */
    poster: {
      on: {
        'hero.pageLoaded': [{ guard: 'isAllowed', target: 'loading' }, { target: 'declined' }],
      },
    },
    /** Player mounted but invisible until it reports playback. */
    loading: {
      after: { startTimeout: { target: 'failed', actions: { type: 'logFailure', params: { reason: 'timeout' } } } },
      on: {
        'hero.playing': { target: 'playing' },
        'hero.failed': { target: 'failed', actions: { type: 'logFailure', params: { reason: 'error' } } },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
      },
    },
    playing: {
      on: {
        'hero.pause': { target: 'paused' },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
        'hero.failed': { target: 'failed', actions: { type: 'logFailure', params: { reason: 'aborted' } } },
      },
    },
    /** The visitor paused the background video (the player stays, stopped). */
    paused: {
      on: {
        'hero.resume': { target: 'playing' },
        'hero.reducedMotion': { guard: 'isReduce', target: 'declined' },
      },
    },
    /** Reduced motion or data saving: the poster stays, no player. */
    declined: { type: 'final' },
    failed: { type: 'final' },
  },
});
