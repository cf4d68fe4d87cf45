import { and, assign, not, setup, stateIn } from 'xstate';

/**
 * The home page's work showcase: five embedded videos with previous/next
 * (wrapping around) and tab buttons.
 *
 * Two parallel regions:
 * - `advance`: moves to the next video every `advanceInterval` (8 s) only
 *   while the showcase is in view (`showcase.visibility` ratio > 0) and not
 *   held by hover/keyboard focus. Any visitor interaction (previous, next, a
 *   tab, play) stops it until the visitor resumes it; under
 *   prefers-reduced-motion it never runs (`disabled`).
 * - `playback`: the current video is a poster (facade) until the visitor
 *   presses play; from then on the current video plays muted only while at
 *   least half of the player is visible (`suspended` otherwise). Under
 *   reduced motion a suspended video never resumes by itself.
 *
 * The view reports visibility from an IntersectionObserver and the reduced
 * motion preference from matchMedia; the machine owns every decision.
 */
export type WorkShowcaseContext = {
  index: number;
  count: number;
  /** Intersection ratio of the player (0..1). */
  ratio: number;
  /** Pointer or keyboard focus is inside the showcase. */
  held: boolean;
  reducedMotion: boolean;
};

export type WorkShowcaseEvent =
  | { type: 'showcase.next' }
  | { type: 'showcase.previous' }
  | { type: 'showcase.select'; index: number }
  | { type: 'showcase.play' }
  | { type: 'showcase.pause' }
  | { type: 'showcase.resume' }
  | { type: 'showcase.hold' }
  | { type: 'showcase.release' }
  | { type: 'showcase.visibility'; ratio: number }
  | { type: 'showcase.reducedMotion'; reduce: boolean };

export type WorkShowcaseInput = { count: number; reducedMotion?: boolean; index?: number };

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const workShowcaseMachine = setup({
  types: {
    context: {} as WorkShowcaseContext,
    events: {} as WorkShowcaseEvent,
    input: {} as WorkShowcaseInput,
  },
  delays: { advanceInterval: 8000 },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showSelected: assign({
      index: ({ context, event }) => (event.type === 'showcase.select' ? wrap(event.index, context.count) : context.index),
    }),
    recordVisibility: assign({
      ratio: ({ context, event }) => (event.type === 'showcase.visibility' ? Math.max(0, Math.min(1, event.ratio)) : context.ratio),
    }),
    recordReducedMotion: assign({
      reducedMotion: ({ context, event }) => (event.type === 'showcase.reducedMotion' ? event.reduce : context.reducedMotion),
    }),
    hold: assign({ held: true }),
    release: assign({ held: false }),
  },
  guards: {
    isReducedMotion: ({ context }) => context.reducedMotion,
    isInView: ({ context }) => context.ratio > 0,
    isHeld: ({ context }) => context.held,
    isHalfVisible: ({ context }) => context.ratio >= 0.5,
    /** The visibility event itself says at least half the player is visible. */
    isHalfVisibleEvent: ({ event }) => event.type === 'showcase.visibility' && event.ratio >= 0.5,
    isBelowHalfEvent: ({ event }) => event.type === 'showcase.visibility' && event.ratio < 0.5,
    /** Play means something only while the video is not already playing. */
    isPlayerIdle: not(stateIn({ playback: 'playing' })),
  },
}).createMachine({
  id: 'workShowcase',
  type: 'parallel',
  context: ({ input }) => ({
    index: wrap(input.index ?? 0, Math.max(1, input.count)),
    count: Math.max(1, input.count),
    ratio: 0,
    held: false,
    reducedMotion: input.reducedMotion ?? false,
  }),
  states: {
    advance: {
      initial: 'waiting',
      on: {
        // Context updates shared by every state of this region.
        'showcase.visibility': { actions: 'recordVisibility' },
        'showcase.hold': { actions: 'hold' },
        'showcase.release': { actions: 'release' },
        'showcase.reducedMotion': { actions: 'recordReducedMotion' },
        'showcase.next': { actions: 'showNext' },
        'showcase.previous': { actions: 'showPrevious' },
        'showcase.select': { actions: 'showSelected' },
      },
      states: {
        /** Auto-advance is on but the showcase is out of view or held. */
        waiting: {
          always: [
            { guard: 'isReducedMotion', target: 'disabled' },
            { guard: and(['isInView', not('isHeld')]), target: 'counting' },
          ],
          on: {
            'showcase.next': { target: 'stopped', actions: 'showNext' },
            'showcase.previous': { target: 'stopped', actions: 'showPrevious' },
            'showcase.select': { target: 'stopped', actions: 'showSelected' },
            'showcase.play': { guard: 'isPlayerIdle', target: 'stopped' },
            'showcase.pause': { target: 'stopped' },
          },
        },
        /** In view and not held: the next video comes after `advanceInterval`. */
        counting: {
          always: [
            { guard: 'isReducedMotion', target: 'disabled' },
            { guard: not('isInView'), target: 'waiting' },
            { guard: 'isHeld', target: 'waiting' },
          ],
          after: { advanceInterval: { target: 'counting', reenter: true, actions: 'showNext' } },
          on: {
            'showcase.next': { target: 'stopped', actions: 'showNext' },
            'showcase.previous': { target: 'stopped', actions: 'showPrevious' },
            'showcase.select': { target: 'stopped', actions: 'showSelected' },
            'showcase.play': { guard: 'isPlayerIdle', target: 'stopped' },
            'showcase.pause': { target: 'stopped' },
          },
        },
        /** The visitor took over (or paused rotation); only `showcase.resume` restarts it. */
        stopped: {
          on: {
            'showcase.resume': { guard: not('isReducedMotion'), target: 'waiting' },
          },
        },
        /** prefers-reduced-motion: nothing auto-advances. */
        disabled: {
          always: { guard: not('isReducedMotion'), target: 'waiting' },
        },
      },
    },
    playback: {
      initial: 'poster',
      states: {
        /** The facade: local poster and a play button, no player loaded. */
        poster: {
          on: { 'showcase.play': { target: 'playing' } },
        },
        /** The player is loaded and the current video plays muted. */
        playing: {
          on: {
            'showcase.visibility': { guard: 'isBelowHalfEvent', target: 'suspended' },
          },
        },
        /**
         * Less than half visible: the player is paused. `showcase.play` here
         * is the visitor pressing play in the player itself.
         */
        suspended: {
          on: {
            'showcase.visibility': { guard: and(['isHalfVisibleEvent', not('isReducedMotion')]), target: 'playing' },
            'showcase.play': { target: 'playing' },
          },
        },
      },
    },
  },
});
