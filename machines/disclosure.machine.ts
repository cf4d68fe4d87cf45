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
  description: 'a "Learn more" button that shows and hides the details of a lab tool',
  initial: 'collapsed',
  states: {
    collapsed: {
      description: 'the details are hidden and the "Learn more" button says collapsed',
      on: { 'disclosure.toggle': { target: 'expanded', description: 'the visitor presses "Learn more"' } },
    },
    expanded: {
      description: 'the details are shown under the button, which says expanded',
      on: { 'disclosure.toggle': { target: 'collapsed', description: 'the visitor presses the button again' } },
    },
  },
});
