import { assign, setup } from 'xstate';

/** Full-screen mobile navigation panel with expandable sub-lists (one open at a time). */
export const mobileMenuMachine = setup({
  types: {
    context: {} as { expandedId: string | null },
    events: {} as { type: 'menu.open' } | { type: 'menu.close' } | { type: 'menu.toggleSection'; id: string } | { type: 'menu.navigate' },
  },
  actions: {
    toggleSection: assign({
      expandedId: ({ context, event }) => (event.type === 'menu.toggleSection' && context.expandedId !== event.id ? event.id : null),
    }),
    collapseAll: assign({ expandedId: null }),
  },
}).createMachine({
  id: 'mobileMenu',
  context: { expandedId: null },
  initial: 'closed',
  states: {
    closed: {
      entry: 'collapseAll',
      on: { 'menu.open': { target: 'open' } },
    },
    open: {
      on: {
        'menu.close': { target: 'closed' },
        'menu.navigate': { target: 'closed' },
        'menu.toggleSection': { actions: 'toggleSection' },
      },
    },
  },
});
