import type { InspectionEvent } from 'xstate';
import type { FlowCounterEvent } from '#machines/flow-counter.machine';
import { flowTransitionOf, type FlowTransition } from './transitions';

/** One counted transition of one machine: what the browser sends and the server stores per day. */
export type FlowCount = FlowTransition & { machine: string; count: number };

/** Where counts go. */
export const FLOWS_URL = '/api/flows';

/** The form field a batch travels in: JSON of `FlowCount[]` (a form body is what a beacon sends without a CORS preflight). */
export const FLOW_BATCH_FIELD = 'counts';

/** The body of one batch, as `navigator.sendBeacon` sends it. */
export const flowBatchBody = (counts: readonly FlowCount[]) => new URLSearchParams({ [FLOW_BATCH_FIELD]: JSON.stringify(counts) });

/**
 * The XState inspection observer that feeds the flow counter (machines/flow-counter.machine.ts): every transition
 * XState reports taking (`@xstate.microstep`) in one of the counted machines becomes a `flow.step` event with the
 * machine id and the transition's source state, event type and target state. Nothing else of the event (its
 * payload, what the visitor typed) is passed on. Transitions without a target are not counted.
 */
export function flowInspector(machines: readonly string[], send: (event: FlowCounterEvent) => void) {
  const counted = new Set(machines);
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const machine = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
    if (typeof machine !== 'string' || !counted.has(machine)) return;
    for (const def of event._transitions) {
      const transition = flowTransitionOf(def);
      if (transition) send({ type: 'flow.step', machine, transition });
    }
  };
}
