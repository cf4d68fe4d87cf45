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
  description: 'the full-screen navigation panel of small screens, opened from the menu button',
  initial: 'closed',
  states: {
    closed: {
      description: 'the navigation panel is closed and the menu button says collapsed',
      entry: 'collapseAll',
      on: { 'menu.open': { target: 'open', description: 'the visitor presses the menu button' } },
    },
    open: {
      description: 'the navigation panel covers the screen and the menu button says expanded',
      on: {
        'menu.close': { target: 'closed', description: 'the visitor presses the close button or Escape' },
        'menu.navigate': { target: 'closed', description: 'the visitor follows a link in the panel' },
        'menu.toggleSection': {
          actions: 'toggleSection',
          description: 'the visitor presses the {id} section: its links open (and any other section closes), or close if they were open',
        },
      },
    },
  },
});
