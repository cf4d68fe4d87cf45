import { assign, setup } from 'xstate';

/**
 * "Load More Articles": a list shows its first page; each `list.loadMore`
 * reveals one more page while there is more to show (guard `hasMore`), and
 * `list.reset` (a new search or category) starts again from the first page
 * of the new total. The view shows the button while `visible < total`.
 */
export type LoadMoreContext = { pageSize: number; total: number; visible: number };

export const loadMoreMachine = setup({
  types: {
    context: {} as LoadMoreContext,
    input: {} as { pageSize: number; total: number },
    events: {} as { type: 'list.loadMore' } | { type: 'list.reset'; total: number },
  },
  guards: {
    hasMore: ({ context }) => context.visible < context.total,
  },
  actions: {
    revealPage: assign({ visible: ({ context }) => Math.min(context.total, context.visible + context.pageSize) }),
    restart: assign(({ context, event }) => {
      const total = event.type === 'list.reset' ? event.total : context.total;
      return { total, visible: Math.min(total, context.pageSize) };
    }),
  },
}).createMachine({
  id: 'loadMore',
  context: ({ input }) => ({ pageSize: input.pageSize, total: input.total, visible: Math.min(input.total, input.pageSize) }),
  initial: 'listing',
  states: {
    listing: {
      on: {
        'list.loadMore': { guard: 'hasMore', actions: 'revealPage' },
        'list.reset': { actions: 'restart' },
      },
    },
  },
});

/** More items than are shown? */
export const hasMoreToShow = (context: LoadMoreContext) => context.visible < context.total;
