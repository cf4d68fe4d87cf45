import { assign, setup } from 'xstate';

/**
 * Desktop navigation dropdown. Opens on pointer hover or when its menu button
 * is pressed (click, Enter, Space, or ArrowDown, which also moves focus to the
 * menu's first link); keyboard focus alone never opens it (a disclosure: the
 * first Enter on the button opens). Closes 500 ms (`closeDelay`) after the
 * pointer leaves, unless the pointer comes back first. Escape, a click
 * outside, focus leaving the menu and navigation close it at once.
 * `shownIds` lists the menus opened at least once: their thumbnails are drawn
 * from then on (so a closing menu fades out whole), and never before (the page
 * fetches no picture of a menu nobody opened).
 */
export const headerDropdownMachine = setup({
  types: {
    context: {} as { openId: string | null; shownIds: readonly string[] },
    events: {} as
      | { type: 'dropdown.pointerEnter'; id: string }
      | { type: 'dropdown.pointerLeave' }
      | { type: 'dropdown.toggle'; id: string }
      | { type: 'dropdown.open'; id: string }
      | { type: 'dropdown.close' },
  },
  delays: { closeDelay: 500 },
  actions: {
    rememberMenu: assign({
      openId: ({ event }) => ('id' in event ? event.id : null),
      shownIds: ({ context, event }) =>
        'id' in event && !context.shownIds.includes(event.id) ? [...context.shownIds, event.id] : context.shownIds,
    }),
    forgetMenu: assign({ openId: null }),
  },
  guards: {
    isSameMenu: ({ context, event }) => 'id' in event && event.id === context.openId,
  },
}).createMachine({
  id: 'headerDropdown',
  description: 'the dropdown menus of the desktop navigation in the site header',
  context: { openId: null, shownIds: [] },
  initial: 'closed',
  states: {
    closed: {
      description: 'no menu of the desktop navigation is open',
      entry: 'forgetMenu',
      on: {
        'dropdown.pointerEnter': { target: 'open', actions: 'rememberMenu', description: 'the visitor points at {id} in the navigation' },
        'dropdown.toggle': {
          target: 'open',
          actions: 'rememberMenu',
          description: 'the visitor presses the {id} menu button (click, Enter or Space)',
        },
        'dropdown.open': {
          target: 'open',
          actions: 'rememberMenu',
          description: 'the visitor presses ArrowDown on the {id} menu button (focus moves to its first link)',
        },
      },
    },
    open: {
      description: 'the {openId} menu is open and its button says expanded',
      on: {
        'dropdown.pointerEnter': { actions: 'rememberMenu', description: 'the visitor points at {id} in the navigation' },
        'dropdown.open': {
          actions: 'rememberMenu',
          description: 'the visitor presses ArrowDown on the {id} menu button (focus moves to its first link)',
        },
        'dropdown.pointerLeave': { target: 'closing', description: 'the pointer leaves the menu' },
        'dropdown.toggle': [
          { guard: 'isSameMenu', target: 'closed', description: 'the visitor presses the {id} menu button again' },
          { actions: 'rememberMenu', description: 'the visitor presses the {id} menu button' },
        ],
        'dropdown.close': {
          target: 'closed',
          description: 'the visitor presses Escape, clicks outside, tabs out of the menu or follows a link',
        },
      },
    },
    closing: {
      description: 'the {openId} menu is still open, and closes 500 ms after the pointer left unless it comes back',
      after: { closeDelay: { target: 'closed', description: 'half a second passes without the pointer coming back' } },
      on: {
        'dropdown.pointerEnter': {
          target: 'open',
          actions: 'rememberMenu',
          description: 'the pointer comes back to {id} in the navigation',
        },
        'dropdown.open': {
          target: 'open',
          actions: 'rememberMenu',
          description: 'the visitor presses ArrowDown on the {id} menu button (focus moves to its first link)',
        },
        'dropdown.toggle': [
          { guard: 'isSameMenu', target: 'closed', description: 'the visitor presses the {id} menu button again' },
          { target: 'open', actions: 'rememberMenu', description: 'the visitor presses the {id} menu button' },
        ],
        'dropdown.close': {
          target: 'closed',
          description: 'the visitor presses Escape, clicks outside, tabs out of the menu or follows a link',
        },
      },
    },
  },
});
