import { and, assign, not, setup } from 'xstate';

/**
 * The five-step consultation carousel on /strategy/social-media.
 *
 * Autoplay is on by default (`autoplay`) and shows the next step every
 * 5 seconds (`advanceDelay`), wrapping after the last one. It only counts
 * down while the carousel is on screen (the view reports
 * `carousel.visible`/`carousel.hidden` from an IntersectionObserver) and
 * never while the visitor prefers reduced motion (`carousel.reduceMotion`/
 * `carousel.allowMotion` from matchMedia), and it holds while the pointer
 * is over the carousel or keyboard focus is inside it (`carousel.hold`/
 * `carousel.release`, like the work showcase): the step being read never
 * changes under the visitor, and the full 5 seconds start again on
 * release. The pause/play control moves between `autoplay` and `paused`.
 * Choosing a step yourself (next, previous, a step tab) stops autoplay, so
 * the content never moves under a visitor who has taken control; the play
 * button starts it again.
 */
export type ProcessCarouselInput = { count: number; index?: number };

export type ProcessCarouselContext = {
  index: number;
  count: number;
  isVisible: boolean;
  isReducedMotion: boolean;
  /** The pointer is over the carousel or keyboard focus is inside it. */
  isHeld: boolean;
};

export type ProcessCarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.pause' }
  | { type: 'carousel.play' }
  | { type: 'carousel.visible' }
  | { type: 'carousel.hidden' }
  | { type: 'carousel.hold' }
  | { type: 'carousel.release' }
  | { type: 'carousel.reduceMotion' }
  | { type: 'carousel.allowMotion' };

/** How long each step stays on screen while autoplay runs (5000 ms; docs/product/site.md). */
export const PROCESS_ADVANCE_MS = 5000;

const wrap = (index: number, count: number) => ((index % count) + count) % count;

export const processCarouselMachine = setup({
  types: {
    context: {} as ProcessCarouselContext,
    input: {} as ProcessCarouselInput,
    events: {} as ProcessCarouselEvent,
  },
  delays: { advanceDelay: PROCESS_ADVANCE_MS },
  actions: {
    showNext: assign({ index: ({ context }) => wrap(context.index + 1, context.count) }),
    showPrevious: assign({ index: ({ context }) => wrap(context.index - 1, context.count) }),
    showStep: assign({
      index: ({ context, event }) => (event.type === 'carousel.goTo' ? wrap(event.index, context.count) : context.index),
    }),
    markVisible: assign({ isVisible: true }),
    markHidden: assign({ isVisible: false }),
    markReducedMotion: assign({ isReducedMotion: true }),
    markMotionAllowed: assign({ isReducedMotion: false }),
    markHeld: assign({ isHeld: true }),
    markReleased: assign({ isHeld: false }),
  },
  guards: {
    isRunnable: ({ context }) => context.isVisible && !context.isReducedMotion && !context.isHeld,
    hasSteps: ({ context }) => context.count > 1,
  },
}).createMachine({
  id: 'processCarousel',
  context: ({ input }) => ({
    count: Math.max(1, input.count),
    index: wrap(input.index ?? 0, Math.max(1, input.count)),
    isVisible: false,
    isReducedMotion: false,
    isHeld: false,
  }),
  initial: 'autoplay',
  on: {
    'carousel.visible': { actions: 'markVisible' },
    'carousel.hidden': { actions: 'markHidden' },
    'carousel.reduceMotion': { actions: 'markReducedMotion' },
    'carousel.allowMotion': { actions: 'markMotionAllowed' },
    'carousel.hold': { actions: 'markHeld' },
    'carousel.release': { actions: 'markReleased' },
    'carousel.next': { target: '.paused', actions: 'showNext' },
    'carousel.previous': { target: '.paused', actions: 'showPrevious' },
    'carousel.goTo': { target: '.paused', actions: 'showStep' },
  },
  states: {
    autoplay: {
      initial: 'waiting',
      on: { 'carousel.pause': { target: 'paused' } },
      states: {
        /** Autoplay is on, but the carousel is off screen, held, or motion is reduced. */
        waiting: {
          always: { guard: and(['isRunnable', 'hasSteps']), target: 'running' },
        },
        /** Counting down to the next step. */
        running: {
          always: { guard: not('isRunnable'), target: 'waiting' },
          after: { advanceDelay: { target: 'running', reenter: true, actions: 'showNext' } },
        },
      },
    },
    paused: {
      on: { 'carousel.play': { target: 'autoplay' } },
    },
  },
});

