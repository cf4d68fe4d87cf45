/**
 * The one place the test harness reads XState's internals.
 *
 * Everything the path tests need from a machine that XState's public API does
 * not give (the state node tree with its transitions, the state nodes a
 * snapshot is in, the transitions a microstep took, the delayed events a
 * state waits for, a pure step without running actions) is here, behind
 * plain types. An XState upgrade that moves these internals breaks this file
 * and nothing else; tests/model/harness.test.ts pins what it relies on.
 */
import {
  __unsafe_getAllOwnEventDescriptors,
  createActor,
  fromCallback,
  type AnyEventObject,
  type AnyStateMachine,
  type SnapshotFrom,
} from 'xstate';

export type AnySnapshot = SnapshotFrom<AnyStateMachine>;

/** A state node as the harness sees it. */
export type StateInfo = { id: string; key: string; description?: string; parent?: string; children: string[] };

/** A transition as the harness sees it; `key` is `<source state id>:<event type>:<n>` (or `:always:<n>`). */
export type TransitionInfo = { key: string; source: string; eventType: string; guard?: string; targets: string[]; description?: string };

type RawNode = {
  id: string;
  key: string;
  description?: string;
  parent?: RawNode;
  states: Record<string, RawNode>;
  transitions: Map<string, RawTransition[]>;
  always?: RawTransition[];
};
type RawTransition = { source: RawNode; eventType: string; guard?: unknown; target?: readonly RawNode[]; description?: string };

const rootOf = (machine: AnyStateMachine) => machine.root as unknown as RawNode;

function guardName(guard: unknown): string | undefined {
  if (typeof guard === 'string') return guard;
  if (guard && typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return (guard as { name?: string }).name || 'inline guard';
  return undefined;
}

/** The inventory key of a transition definition; undefined for the machine's synthetic initial transition. */
function keyOf(def: RawTransition): string | undefined {
  const { source } = def;
  const index = source.transitions.get(def.eventType)?.indexOf(def) ?? -1;
  if (index >= 0) return `${source.id}:${def.eventType}:${index}`;
  const always = (source.always ?? []).indexOf(def);
  return always >= 0 ? `${source.id}:always:${always}` : undefined;
}

const transitionInfo = (def: RawTransition, key: string): TransitionInfo => ({
  key,
  source: def.source.id,
  eventType: key.split(':').at(-2)!,
  guard: guardName(def.guard),
  targets: (def.target ?? []).map((t) => t.id),
  description: def.description,
});

/** Every state node (document order) and every transition the machine defines. */
export function machineGraph(machine: AnyStateMachine): { states: StateInfo[]; transitions: TransitionInfo[] } {
  const states: StateInfo[] = [];
  const transitions: TransitionInfo[] = [];
  const walk = (node: RawNode) => {
    states.push({
      id: node.id,
      key: node.key,
      description: node.description,
      parent: node.parent?.id,
      children: Object.values(node.states).map((c) => c.id),
    });
    for (const [eventType, defs] of node.transitions)
      defs.forEach((def, i) => transitions.push(transitionInfo(def, `${node.id}:${eventType}:${i}`)));
    (node.always ?? []).forEach((def, i) => transitions.push(transitionInfo(def, `${node.id}:always:${i}`)));
    Object.values(node.states).forEach(walk);
  };
  walk(rootOf(machine));
  return { states, transitions };
}

/** The delayed events (`xstate.after.*`) a snapshot's states wait for. */
export function delayedEvents(snapshot: AnySnapshot): string[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot as never).filter((type: string) => type.startsWith('xstate.after.'));
}

/** Milliseconds of a delayed-transition event type, through the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string): number | undefined {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (!match) return undefined;
  const raw = match[1]!;
  if (!Number.isNaN(Number(raw))) return Number(raw);
  const delay = (machine.implementations.delays as Record<string, unknown>)[raw];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (...args: unknown[]) => number)({ context: {}, event: {} });
  return undefined;
}

/** Whether an event takes a transition in this snapshot (public API, typed loosely for any machine). */
export const canTake = (snapshot: AnySnapshot, event: AnyEventObject) =>
  (snapshot as unknown as { can: (e: unknown) => boolean }).can(event);

const nodesOf = (snapshot: unknown) => (snapshot as { _nodes?: RawNode[] })._nodes ?? [];

/** Ids of every state node a snapshot is in (root included). */
export const activeStateIds = (snapshot: AnySnapshot) => nodesOf(snapshot).map((n) => n.id);

/** What one macrostep did: the snapshot after it, the transitions its microsteps took, every state node entered. */
export type SimulatedStep = { snapshot: AnySnapshot; taken: string[]; visited: string[] };

/**
 * Runs a machine purely (no action executed, no child actor started) and
 * records what each macrostep did, eventless transitions and transient states
 * included. The source is the machine's inspection stream: the same
 * `@xstate.microstep` events the Stately inspector shows.
 */
export function createSimulator(machine: AnyStateMachine, input?: unknown) {
  let taken: Set<string> | null = null;
  let visited: Set<string> | null = null;
  const host = createActor(
    fromCallback(() => undefined),
    {
      inspect: (event) => {
        if (event.type !== '@xstate.microstep' || event.actorRef !== host || !taken || !visited) return;
        for (const def of event._transitions as unknown as RawTransition[]) {
          const key = keyOf(def);
          if (key) taken.add(key);
          // A transition's source was active when it was taken, even a transient state no snapshot shows.
          visited.add(def.source.id);
        }
        for (const node of nodesOf(event.snapshot)) visited.add(node.id);
      },
    },
  );
  const scope = {
    self: host,
    system: host.system,
    id: '',
    sessionId: 'path-simulation',
    logger: () => undefined,
    defer: () => undefined,
    stopChild: () => undefined,
    emit: () => undefined,
    actionExecutor: () => undefined,
  };
  const record = (run: () => AnySnapshot): SimulatedStep => {
    taken = new Set();
    visited = new Set();
    try {
      const snapshot = run();
      for (const node of nodesOf(snapshot)) visited.add(node.id);
      return { snapshot, taken: [...taken], visited: [...visited] };
    } finally {
      taken = null;
      visited = null;
    }
  };
  const logic = machine as unknown as {
    getInitialSnapshot: (scope: unknown, input: unknown) => AnySnapshot;
    transition: (snapshot: AnySnapshot, event: AnyEventObject, scope: unknown) => AnySnapshot;
  };
  return {
    initial: () => record(() => logic.getInitialSnapshot(scope, input)),
    next: (snapshot: AnySnapshot, event: AnyEventObject) => record(() => logic.transition(snapshot, event, scope)),
  };
}
