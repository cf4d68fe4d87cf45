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
  initial: 'top',
  states: {
    top: {
      on: { 'scroll.update': { guard: 'isPastThreshold', target: 'scrolled' } },
    },
    scrolled: {
      on: {
        'scroll.update': { guard: not('isPastThreshold'), target: 'top' },
      },
    },
  },
});
