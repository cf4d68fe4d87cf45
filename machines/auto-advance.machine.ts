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
  description: 'a carousel that moves on to its next item by itself while the visitor watches, and stops when the visitor takes over',
  invoke: [
    { src: 'reducedMotion' },
    { src: 'visibility', input: ({ context }) => ({ target: context.frame, thresholds: [0, context.minVisibleRatio, 0.5, 1] }) },
  ],
  on: {
    'sensor.visibility': { actions: 'recordVisibility', description: 'the visitor scrolls so that {ratio%} of the carousel is on screen' },
    'sensor.reducedMotion': {
      actions: 'recordReducedMotion',
      description: 'the visitor {reduce?turns on|turns off} "reduce motion" in the device settings',
    },
    'carousel.hold': { actions: 'hold', description: 'the pointer moves over the carousel, or keyboard focus moves into it' },
    'carousel.release': { actions: 'release', description: 'the pointer leaves the carousel, or keyboard focus leaves it' },
    'carousel.next': { target: '.stopped', actions: 'showNext', description: 'the visitor presses the next button' },
    'carousel.previous': { target: '.stopped', actions: 'showPrevious', description: 'the visitor presses the previous button' },
    'carousel.select': { target: '.stopped', actions: 'showSelected', description: 'the visitor picks an item by its tab' },
  },
  initial: 'rotating',
  states: {
    /** Rotation is on. */
    rotating: {
      description: 'automatic advance is on and the pause control offers to stop it',
      initial: 'waiting',
      on: { 'carousel.pause': { target: 'stopped', description: 'the visitor presses the pause control' } },
      states: {
        /** Off screen, held, or motion is reduced. */
        waiting: {
          description:
            'automatic advance is on but the carousel stands still: it is off screen, under the pointer or keyboard focus, or the visitor asked for reduced motion',
          always: {
            guard: and(['isRunnable', 'hasItems']),
            target: 'counting',
            description: 'the carousel is on screen, nobody holds it and motion is allowed',
          },
        },
        /** The next item comes after `advanceInterval`. */
        counting: {
          description: 'the carousel shows an item and moves on to the next one after a few seconds',
          always: {
            guard: not('isRunnable'),
            target: 'waiting',
            description: 'the carousel leaves the screen, is held by the pointer or focus, or motion becomes reduced',
          },
          after: {
            advanceInterval: {
              target: 'counting',
              reenter: true,
              actions: 'showNext',
              description: 'the visitor waits for the item to change (8 seconds on the home page, 5 on the strategy page)',
            },
          },
        },
      },
    },
    /** The visitor took over or paused the rotation; the play control restarts it. */
    stopped: {
      description: 'the carousel stays on the item shown and the play control offers to start automatic advance again',
      on: { 'carousel.play': { target: 'rotating', description: 'the visitor presses the play control' } },
    },
  },
});
