import { setup } from 'xstate';

/**
 * A show/hide disclosure (the lab tools' "Learn more"): collapsed until the
 * button is pressed, expanded until it is pressed again.
 */
export const disclosureMachine = setup({
  types: {
    events: {} as { type: 'disclosure.toggle' },
  },
}).createMachine({
  id: 'disclosure',
  initial: 'collapsed',
  states: {
    collapsed: {
      on: { 'disclosure.toggle': { target: 'expanded' } },
    },
    expanded: {
      on: { 'disclosure.toggle': { target: 'collapsed' } },
    },
  },
});
