import { not, setup } from 'xstate';

/** The header is transparent at the top and turns opaque after scrolling more than `threshold` px (20). */
export const headerScrollMachine = setup({
  types: {
    context: {} as { threshold: number },
    input: {} as { threshold?: number } | undefined,
    events: {} as { type: 'scroll.update'; y: number },
  },
  guards: {
    isPastThreshold: ({ context, event }) => event.y > context.threshold,
  },
}).createMachine({
  id: 'headerScroll',
  context: ({ input }) => ({ threshold: input?.threshold ?? 20 }),
  description: 'the site header, transparent over the top of the page and solid once the visitor scrolls down',
  initial: 'top',
  states: {
    top: {
      description: 'the page is at (or near) its top and the header is transparent',
      on: {
        'scroll.update': {
          guard: 'isPastThreshold',
          target: 'scrolled',
          description: 'the visitor scrolls down the page, {y} px from the top (more than {threshold} px)',
        },
      },
    },
    scrolled: {
      description: 'the page is scrolled down and the header has a solid background',
      on: {
        'scroll.update': {
          guard: not('isPastThreshold'),
          target: 'top',
          description: 'the visitor scrolls back up to {y} px from the top ({threshold} px or less)',
        },
      },
    },
  },
});
