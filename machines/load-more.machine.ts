import { assign, setup } from 'xstate';

/**
 * "Load More Articles": a list shows its first page, each `list.loadMore`
 * reveals one more page, and `list.reset` (a new search or category) starts
 * again from the first page of the new total. `complete` means everything
 * is shown and the button goes away.
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
  initial: 'checking',
  on: { 'list.reset': { target: '.checking', actions: 'restart' } },
  states: {
    checking: {
      always: [{ guard: 'hasMore', target: 'partial' }, { target: 'complete' }],
    },
    partial: {
      on: { 'list.loadMore': { target: 'checking', actions: 'revealPage' } },
    },
    complete: {},
  },
});
