import { assign, setup } from 'xstate';

/**
 * Desktop navigation dropdown. Opens on pointer hover, keyboard focus or
 * Enter; closes 500 ms (`closeDelay`) after the pointer leaves, unless the
 * pointer comes back first. Escape, a click outside and navigation close it at once.
 */
export const headerDropdownMachine = setup({
  types: {
    context: {} as { openId: string | null },
    events: {} as
      | { type: 'dropdown.pointerEnter'; id: string }
      | { type: 'dropdown.pointerLeave' }
      | { type: 'dropdown.toggle'; id: string }
      | { type: 'dropdown.focusIn'; id: string }
      | { type: 'dropdown.close' },
  },
  delays: { closeDelay: 500 },
  actions: {
    rememberMenu: assign({
      openId: ({ event }) => ('id' in event ? event.id : null),
    }),
    forgetMenu: assign({ openId: null }),
  },
  guards: {
    isSameMenu: ({ context, event }) => 'id' in event && event.id === context.openId,
  },
}).createMachine({
  id: 'headerDropdown',
  context: { openId: null },
  initial: 'closed',
  states: {
    closed: {
      entry: 'forgetMenu',
      on: {
        'dropdown.pointerEnter': { target: 'open', actions: 'rememberMenu' },
        'dropdown.toggle': { target: 'open', actions: 'rememberMenu' },
        'dropdown.focusIn': { target: 'open', actions: 'rememberMenu' },
      },
    },
    open: {
      on: {
        'dropdown.pointerEnter': { actions: 'rememberMenu' },
        'dropdown.focusIn': { actions: 'rememberMenu' },
        'dropdown.pointerLeave': { target: 'closing' },
        'dropdown.toggle': [
          { guard: 'isSameMenu', target: 'closed' },
          { actions: 'rememberMenu' },
        ],
        'dropdown.close': { target: 'closed' },
      },
    },
    closing: {
      after: { closeDelay: { target: 'closed' } },
      on: {
        'dropdown.pointerEnter': { target: 'open', actions: 'rememberMenu' },
        'dropdown.focusIn': { target: 'open', actions: 'rememberMenu' },
        'dropdown.toggle': [
          { guard: 'isSameMenu', target: 'closed' },
          { target: 'open', actions: 'rememberMenu' },
        ],
        'dropdown.close': { target: 'closed' },
      },
    },
  },
});
