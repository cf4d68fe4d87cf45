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
  description: 'a list of articles shown a page at a time, with a "Load More Articles" button while some are hidden',
  initial: 'listing',
  states: {
    listing: {
      description: 'the list shows {visible} of its {total} articles (the "Load More Articles" button shows while some are hidden)',
      on: {
        'list.loadMore': {
          guard: 'hasMore',
          actions: 'revealPage',
          description: 'the visitor presses "Load More Articles" and up to {pageSize} more articles appear',
        },
        'list.reset': {
          actions: 'restart',
          description: 'the visitor searches or picks a category, which has {total} articles: the list starts again from its first page',
        },
      },
    },
  },
});

/** More items than are shown? */
export const hasMoreToShow = (context: LoadMoreContext) => context.visible < context.total;
