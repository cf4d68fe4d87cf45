import { and, assign, not, setup } from 'xstate';
import { noTarget, reducedMotionSensor, visibilitySensor, type ElementTarget, type SensorEvent } from './sensors';

/**
 * A carousel that shows its next item by itself (the home page's work
 * showcase every 8 s, the consultation steps on /strategy/social-media every
 * 5 s), wrapping from the last item to the first.
 *
 * It counts down only while enough of the carousel is on screen
 * (`minVisibleRatio` of it), never under prefers-reduced-motion, and it holds
 * while the pointer is over the carousel or keyboard focus is inside it
 * (`carousel.hold`/`carousel.release`): the item being read never changes
 * under the visitor, and the full interval starts again on release.
 * Choosing an item yourself (next, previous, a tab) stops the rotation, so
 * nothing moves under a visitor who has taken control; the pause/play
 * control stops and restarts it (WCAG 2.2.2).
 *
 * The sensors (how much of the carousel is visible, reduced motion) are
 * invoked actors that tests replace with `.provide()`.
 */
export type AutoAdvanceInput = {
  count: number;
  index?: number;
  /** Share of the carousel that must be on screen for it to count down (a tiny value means "any part"). */
  minVisibleRatio?: number;
  /** The carousel's element (for the visibility sensor). */
  frame?: ElementTarget;
};

export type AutoAdvanceContext = {
  index: number;
  count: number;
  minVisibleRatio: number;
  frame: ElementTarget;
  visible: boolean;
  held: boolean;
  reducedMotion: boolean;
};

export type AutoAdvanceEvent =
  | SensorEvent
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.select'; index: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.hold' }
  | { type: 'carousel.release' };

/** How long each item stays while rotating (the machine's `advanceInterval` is the showcase's; the steps carousel provides its own). */
export const advanceIntervals = { workShowcase: 8000, processCarousel: 5000 } as const;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const autoAdvanceMachine = setup({
  types: {
    context: {} as AutoAdvanceContext,
    events: {} as AutoAdvanceEvent,
    input: {} as AutoAdvanceInput,
  },
  actors: {
    visibility: visibilitySensor,
    reducedMotion: reducedMotionSensor,
  },
  /** The work showcase's 8 s; the consultation steps provide their 5 s (`advanceIntervals`). */
  delays: {
    advanceInterval: 8000,
  },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showSelected: assign({
      index: ({ context, event }) => (event.type === 'carousel.select' ? wrap(event.index, context.count) : context.index),
    }),
    recordVisibility: assign({
      visible: ({ context, event }) =>
        event.type === 'sensor.visibility' ? event.ratio > 0 && event.ratio >= context.minVisibleRatio : context.visible,
    }),
    recordReducedMotion: assign({
      reducedMotion: ({ context, event }) => (event.type === 'sensor.reducedMotion' ? event.reduce : context.reducedMotion),
    }),
    hold: assign({ held: true }),
    release: assign({ held: false }),
  },
  guards: {
    isRunnable: ({ context }) => context.visible && !context.held && !context.reducedMotion,
    hasItems: ({ context }) => context.count > 1,
  },
}).createMachine({
  id: 'autoAdvance',
  context: ({ input }) => ({
    count: Math.max(1, input.count),
    index: wrap(input.index ?? 0, Math.max(1, input.count)),
    minVisibleRatio: input.minVisibleRatio ?? 0,
    frame: input.frame ?? noTarget,
    visible: false,
    held: false,
    reducedMotion: false,
  }),
  invoke: [
    { src: 'reducedMotion' },
    { src: 'visibility', input: ({ context }) => ({ target: context.frame, thresholds: [0, context.minVisibleRatio, 0.5, 1] }) },
  ],
  on: {
    'sensor.visibility': { actions: 'recordVisibility' },
    'sensor.reducedMotion': { actions: 'recordReducedMotion' },
    'carousel.hold': { actions: 'hold' },
    'carousel.release': { actions: 'release' },
    'carousel.next': { target: '.stopped', actions: 'showNext' },
    'carousel.previous': { target: '.stopped', actions: 'showPrevious' },
    'carousel.select': { target: '.stopped', actions: 'showSelected' },
  },
  initial: 'rotating',
  states: {
    /** Rotation is on. */
    rotating: {
      initial: 'waiting',
      on: { 'carousel.pause': { target: 'stopped' } },
      states: {
        /** Off screen, held, or motion is reduced. */
        waiting: {
          always: { guard: and(['isRunnable', 'hasItems']), target: 'counting' },
        },
        /** The next item comes after `advanceInterval`. */
        counting: {
          always: { guard: not('isRunnable'), target: 'waiting' },
          after: { advanceInterval: { target: 'counting', reenter: true, actions: 'showNext' } },
        },
      },
    },
    /** The visitor took over or paused the rotation; the play control restarts it. */
    stopped: {
      on: { 'carousel.play': { target: 'rotating' } },
    },
  },
});
