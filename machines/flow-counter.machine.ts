import { assign, fromCallback, not, setup } from 'xstate';
import { FLOW_BATCH_MAX, FLOW_COUNT_MAX, FLOW_SEND_EVERY_MS } from '#src/content/flows';
import type { FlowCount } from '#src/flows/counter';
import { flowKey, type FlowTransition } from '#src/flows/transitions';

export type FlowCounterEvent =
  { type: 'flow.step'; machine: string; transition: FlowTransition } | { type: 'consent.change'; granted: boolean } | { type: 'page.hide' };

const sameTransition = (count: FlowCount, machine: string, transition: FlowTransition) =>
  count.machine === machine && flowKey(count) === flowKey(transition);

/**
 * Flow counting in the browser (docs/operations.md, "Flow counts"): while the visitor allows analytics, each step a
 * visitor takes through a counted flow (a transition of one of the counted machines, named by machine, source state,
 * event type and target state, never an event's content) is added up, and the sums go to the studio's own server at
 * most every 30 seconds, when the page is hidden or left, and at once when a batch is as large as the server takes.
 * Without consent nothing is counted or sent; withdrawing it drops what was waiting.
 *
 * The page's side of it is provided (src/flows/browser.ts): `consentSignal` reports the visitor's analytics choice as
 * it changes, `pageHideSignal` reports the page being hidden or left, and `sendBatch` hands a batch to
 * `navigator.sendBeacon`. Tests provide their own.
 */
export const flowCounterMachine = setup({
  types: {
    context: {} as { granted: boolean; counts: FlowCount[] },
    input: {} as { granted: boolean },
    events: {} as FlowCounterEvent,
  },
  actors: {
    /** Sends `consent.change` whenever the visitor's analytics choice changes. */
    consentSignal: fromCallback<FlowCounterEvent>(() => () => undefined),
    /** Sends `page.hide` when the page is hidden or left. */
    pageHideSignal: fromCallback<FlowCounterEvent>(() => () => undefined),
  },
  actions: {
    /** Hands a batch to the browser for the server (a beacon to POST /api/flows). */
    sendBatch: (_, _params: { counts: FlowCount[] }) => undefined,
    add: assign({
      counts: ({ context, event }) => {
        if (event.type !== 'flow.step') return context.counts;
        const { machine, transition } = event;
        const known = context.counts.some((c) => sameTransition(c, machine, transition));
        return known
          ? context.counts.map((c) => (sameTransition(c, machine, transition) ? { ...c, count: c.count + 1 } : c))
          : [...context.counts, { machine, ...transition, count: 1 }];
      },
    }),
    drop: assign({ counts: [] }),
  },
  guards: {
    grantedAtStart: ({ context }) => context.granted,
    granted: ({ event }) => event.type === 'consent.change' && event.granted,
    batchFull: ({ context }) => context.counts.length >= FLOW_BATCH_MAX || context.counts.some((c) => c.count >= FLOW_COUNT_MAX),
  },
  delays: { sendEvery: FLOW_SEND_EVERY_MS },
}).createMachine({
  id: 'flowCounter',
  description:
    'counting the steps visitors take through the site’s flows (only with their analytics consent) and sending the sums to the studio’s own server',
  context: ({ input }) => ({ granted: input.granted, counts: [] }),
  invoke: [{ src: 'consentSignal' }, { src: 'pageHideSignal' }],
  initial: 'starting',
  states: {
    starting: {
      description: 'the page opens and reads the analytics choice the visitor made before, if any',
      always: [
        { guard: 'grantedAtStart', target: 'counting', description: 'the visitor allowed analytics on an earlier visit' },
        { target: 'off', description: 'the visitor has not allowed analytics (not asked yet, or declined)' },
      ],
    },
    off: {
      description: 'analytics is not allowed: no step is counted and nothing is sent',
      on: {
        'consent.change': { guard: 'granted', target: 'counting', description: 'the visitor allows analytics' },
      },
    },
    counting: {
      description: 'analytics is allowed: the steps visitors take through the counted flows are added up',
      initial: 'empty',
      on: {
        'consent.change': {
          guard: not('granted'),
          target: 'off',
          actions: 'drop',
          description: 'the visitor withdraws analytics consent; the sums not yet sent are dropped',
        },
      },
      states: {
        empty: {
          description: 'nothing is waiting to be sent',
          on: {
            'flow.step': { target: 'waiting', actions: 'add', description: 'the visitor takes a step in a counted flow' },
          },
        },
        waiting: {
          description: 'sums are waiting to be sent',
          always: {
            guard: 'batchFull',
            target: 'empty',
            actions: [{ type: 'sendBatch', params: ({ context }) => ({ counts: context.counts }) }, 'drop'],
            description: 'the batch is as large as the server takes, so it is sent at once',
          },
          after: {
            sendEvery: {
              target: 'empty',
              actions: [{ type: 'sendBatch', params: ({ context }) => ({ counts: context.counts }) }, 'drop'],
              description: '30 seconds pass since the first step waiting, and the sums are sent',
            },
          },
          on: {
            'flow.step': { actions: 'add', description: 'the visitor takes another step, added to what is waiting' },
            'page.hide': {
              target: 'empty',
              actions: [{ type: 'sendBatch', params: ({ context }) => ({ counts: context.counts }) }, 'drop'],
              description: 'the visitor hides or leaves the page, and the sums are sent',
            },
          },
        },
      },
    },
  },
});
