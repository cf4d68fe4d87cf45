import { and, assign, not, setup } from 'xstate';

/**
 * The home page's services carousel: a window of `perView` cards (3 on wide
 * screens) over `count` services (7). Previous is disabled at the start and
 * next at the end (no wrap-around); one dot per window position. The view
 * lowers `perView` on narrow screens with `carousel.resize`.
 */
export type ServicesCarouselContext = { start: number; count: number; perView: number };

export type ServicesCarouselEvent =
  | { type: 'carousel.next' }
  | { type: 'carousel.previous' }
  | { type: 'carousel.goTo'; index: number }
  | { type: 'carousel.first' }
  | { type: 'carousel.last' }
  | { type: 'carousel.resize'; perView: number };

export type ServicesCarouselInput = { count: number; perView?: number };

/** Highest window start for the context. */
export const lastStart = ({ count, perView }: Pick<ServicesCarouselContext, 'count' | 'perView'>) => Math.max(0, count - perView);
/** Number of window positions (dots). */
export const positions = (context: Pick<ServicesCarouselContext, 'count' | 'perView'>) => lastStart(context) + 1;

const clamp = (value: number, context: Pick<ServicesCarouselContext, 'count' | 'perView'>) =>
  Math.min(Math.max(0, Math.round(value)), lastStart(context));

export const servicesCarouselMachine = setup({
  types: {
    context: {} as ServicesCarouselContext,
    events: {} as ServicesCarouselEvent,
    input: {} as ServicesCarouselInput,
  },
  actions: {
    stepForward: assign({ start: ({ context }) => clamp(context.start + 1, context) }),
    stepBack: assign({ start: ({ context }) => clamp(context.start - 1, context) }),
    goTo: assign({ start: ({ context, event }) => (event.type === 'carousel.goTo' ? clamp(event.index, context) : context.start) }),
    goFirst: assign({ start: 0 }),
    goLast: assign({ start: ({ context }) => lastStart(context) }),
    setPerView: assign(({ context, event }) => {
      if (event.type !== 'carousel.resize') return {};
      const perView = Math.max(1, Math.min(Math.round(event.perView), context.count));
      return { perView, start: clamp(context.start, { count: context.count, perView }) };
    }),
  },
  guards: {
    isAtStart: ({ context }) => context.start <= 0,
    isAtEnd: ({ context }) => context.start >= lastStart(context),
    hasMore: ({ context }) => context.start < lastStart(context),
    hasLess: ({ context }) => context.start > 0,
  },
}).createMachine({
  id: 'servicesCarousel',
  context: ({ input }) => {
    const count = Math.max(1, input.count);
    const perView = Math.max(1, Math.min(input.perView ?? 3, count));
    return { start: 0, count, perView };
  },
  description: "the home page's carousel of services, showing a few service cards at a time with previous and next buttons and dots",
  initial: 'atStart',
  // Moves change the position; each state then settles by its eventless transitions.
  on: {
    'carousel.next': { guard: 'hasMore', actions: 'stepForward', description: 'the visitor presses the next button' },
    'carousel.previous': { guard: 'hasLess', actions: 'stepBack', description: 'the visitor presses the previous button' },
    'carousel.goTo': { actions: 'goTo', description: 'the visitor presses one of the dots' },
    'carousel.first': { actions: 'goFirst', description: 'the visitor presses Home in the carousel' },
    'carousel.last': { actions: 'goLast', description: 'the visitor presses End in the carousel' },
    'carousel.resize': {
      actions: 'setPerView',
      description: 'the window is resized so that {perView} service cards fit side by side',
    },
  },
  states: {
    /** Previous is disabled. (With every card visible, next is disabled too.) */
    atStart: {
      description: 'the carousel shows the first {perView} of the {count} services and the previous button is disabled',
      always: [
        {
          guard: and([not('isAtStart'), 'isAtEnd']),
          target: 'atEnd',
          description: 'the carousel has moved all the way to the last services',
        },
        { guard: not('isAtStart'), target: 'between', description: 'the carousel has moved away from the first services' },
      ],
    },
    between: {
      description: 'the carousel shows {perView} services from the middle of the {count}; both buttons are enabled',
      always: [
        { guard: 'isAtStart', target: 'atStart', description: 'the carousel is back at the first services' },
        { guard: 'isAtEnd', target: 'atEnd', description: 'the carousel has reached the last services' },
      ],
    },
    /** Next is disabled. */
    atEnd: {
      description: 'the carousel shows the last {perView} of the {count} services and the next button is disabled',
      always: [
        { guard: 'isAtStart', target: 'atStart', description: 'the carousel is back at the first services' },
        { guard: not('isAtEnd'), target: 'between', description: 'the carousel has moved away from the last services' },
      ],
    },
  },
});
