import type { InspectionEvent } from 'xstate';
import { FLOW_BATCH_MAX, FLOW_COUNT_MAX, FLOW_SEND_EVERY_MS } from '#src/content/flows';
import { flowKey, flowTransitionOf, type FlowTransition } from './transitions';

/** One counted transition of one machine: what the browser sends and the server stores per day. */
export type FlowCount = FlowTransition & { machine: string; count: number };

/** Where counts go. */
export const FLOWS_URL = '/api/flows';

/**
 * What the counter needs from the page; each is injected, so tests run it
 * with a fake consent, fake timers and a fake beacon (see browserFlowDeps
 * for the real ones).
 */
export type FlowCounterDeps = {
  /** The machine ids to count (others are ignored). */
  machines: readonly string[];
  /** The visitor's analytics consent in force now, and news of a change. */
  consent: { granted: () => boolean; onChange: (listener: (granted: boolean) => void) => () => void };
  /** Hand a batch to the browser (navigator.sendBeacon); false when the browser refused it. */
  send: (url: string, body: URLSearchParams) => boolean;
  /** Calls the listener when the page is hidden or left (pagehide, visibilitychange to hidden). */
  onHide: (listener: () => void) => () => void;
  setTimer: (fn: () => void, ms: number) => unknown;
  clearTimer: (timer: unknown) => void;
  sendEveryMs?: number;
};

export type FlowCounter = {
  /** The XState inspection observer (`createActor(machine, { inspect })`). */
  inspect: (event: InspectionEvent) => void;
  /** Send what is pending now (with consent); answers whether a batch was handed over. */
  flush: () => boolean;
  /** What is waiting to be sent. */
  pending: () => FlowCount[];
  stop: () => void;
};

/** The form field a batch travels in: JSON of `FlowCount[]` (a form body is what a beacon sends without a CORS preflight). */
export const FLOW_BATCH_FIELD = 'counts';

/**
 * The flow counter: counts the transitions XState reports for the counted
 * machines (`@xstate.microstep`: the transition definitions taken) while the
 * visitor's analytics consent is granted, and sends the counts in batches
 * to the site's own server at most every `sendEveryMs` and when the page is
 * hidden. Nothing is counted or sent without consent; withdrawing it drops
 * whatever was waiting. Only machine id, state paths and event type leave
 * the browser: never an event's payload, a time or an identifier.
 */
export function createFlowCounter(deps: FlowCounterDeps): FlowCounter {
  const machines = new Set(deps.machines);
  const every = deps.sendEveryMs ?? FLOW_SEND_EVERY_MS;
  const counts = new Map<string, FlowCount>();
  let timer: unknown = null;

  const clear = () => {
    counts.clear();
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
  };

  const flush = (): boolean => {
    if (timer !== null) deps.clearTimer(timer);
    timer = null;
    if (!counts.size) return false;
    if (!deps.consent.granted()) {
      counts.clear();
      return false;
    }
    const batch = [...counts.values()];
    counts.clear();
    return deps.send(FLOWS_URL, new URLSearchParams({ [FLOW_BATCH_FIELD]: JSON.stringify(batch) }));
  };

  const inspect = (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return;
    const machine = (event.actorRef as { logic?: { id?: unknown } }).logic?.id;
    if (typeof machine !== 'string' || !machines.has(machine) || !deps.consent.granted()) return;
    for (const def of event._transitions) {
      const transition = flowTransitionOf(def);
      if (!transition) continue;
      const key = `${machine}\n${flowKey(transition)}`;
      const entry = counts.get(key);
      if (entry) entry.count += 1;
      else counts.set(key, { machine, ...transition, count: 1 });
      // A batch never exceeds what the server takes: send early instead.
      if ((entry && entry.count >= FLOW_COUNT_MAX) || counts.size >= FLOW_BATCH_MAX) {
        flush();
        return;
      }
    }
    if (counts.size && timer === null) timer = deps.setTimer(flush, every);
  };

  const stops = [
    deps.onHide(() => void flush()),
    deps.consent.onChange((granted) => {
      if (!granted) clear();
    }),
  ];

  return {
    inspect,
    flush,
    pending: () => [...counts.values()].map((c) => ({ ...c })),
    stop: () => {
      clear();
      stops.forEach((stop) => stop());
    },
  };
}
