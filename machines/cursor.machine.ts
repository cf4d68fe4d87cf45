import { assign, setup } from 'xstate';

/**
 * Custom cursor: default, hover (over something interactive) and clicked.
 * It starts disabled and is only enabled by the view on a fine pointer
 * without prefers-reduced-motion; the pointer position itself is written
 * straight to the DOM by the view (60 fps updates do not belong in state).
 */
export const cursorMachine = setup({
  types: {
    context: {} as { overInteractive: boolean },
    events: {} as
      | { type: 'cursor.enable' }
      | { type: 'cursor.disable' }
      | { type: 'cursor.hover' }
      | { type: 'cursor.unhover' }
      | { type: 'cursor.press' }
      | { type: 'cursor.release' },
  },
  actions: {
    markOver: assign({ overInteractive: true }),
    markOut: assign({ overInteractive: false }),
  },
  guards: {
    isOverInteractive: ({ context }) => context.overInteractive,
  },
}).createMachine({
  id: 'cursor',
  context: { overInteractive: false },
  initial: 'disabled',
  states: {
    disabled: {
      on: { 'cursor.enable': { target: 'enabled' } },
    },
    enabled: {
      initial: 'default',
      on: { 'cursor.disable': { target: 'disabled', actions: 'markOut' } },
      states: {
        default: {
          on: {
            'cursor.hover': { target: 'hover', actions: 'markOver' },
            'cursor.press': { target: 'clicked' },
          },
        },
        hover: {
          on: {
            'cursor.unhover': { target: 'default', actions: 'markOut' },
            'cursor.press': { target: 'clicked' },
          },
        },
        clicked: {
          on: {
            'cursor.hover': { actions: 'markOver' },
            'cursor.unhover': { actions: 'markOut' },
            'cursor.release': [
              { guard: 'isOverInteractive', target: 'hover' },
              { target: 'default' },
            ],
          },
        },
      },
    },
  },
});
