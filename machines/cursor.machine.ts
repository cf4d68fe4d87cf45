import { assign, fromCallback, setup, type EventObject } from 'xstate';
import { finePointerQuery, reducedMotionQuery, watchMediaQuery } from './sensors';

/**
 * Whether a custom cursor is wanted: a fine hover pointer and no request for
 * reduced motion (the matchMedia sensor), reported as `cursor.enable` /
 * `cursor.disable` now and on every change.
 */
export const cursorAllowedSensor = fromCallback<EventObject>(({ sendBack }) => {
  let fine = false;
  let reduce = false;
  const report = () => sendBack({ type: fine && !reduce ? 'cursor.enable' : 'cursor.disable' });
  const stopFine = watchMediaQuery(finePointerQuery, (matches) => {
    fine = matches;
    report();
  });
  const stopReduce = watchMediaQuery(reducedMotionQuery, (matches) => {
    reduce = matches;
    report();
  });
  return () => {
    stopFine();
    stopReduce();
  };
});

/**
 * Custom cursor: default, hover (over something interactive) and clicked.
 * It starts disabled and is enabled only on a fine pointer without
 * prefers-reduced-motion (the `allowed` sensor, which tests replace with
 * `.provide()`); the pointer position itself is written straight to the DOM
 * by the view (60 fps updates do not belong in state).
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
  actors: { allowed: cursorAllowedSensor },
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
  invoke: { src: 'allowed' },
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
            'cursor.release': [{ guard: 'isOverInteractive', target: 'hover' }, { target: 'default' }],
          },
        },
      },
    },
  },
});
