/**
 * What the path tests read from a machine, through XState's public API only:
 * the state node tree and its transitions (`machine.root`, `StateNode`), the
 * state nodes a snapshot is in (`getStateNodes`), and pure steps that execute
 * no action and start no actor (`getInitialMicrosteps`, `getMicrosteps`),
 * with the transitions each microstep took: an event's and a raised event's
 * from `machine.getTransitionData`, eventless ones from the same call on a
 * probe machine whose states offer their `always` list for any event (so
 * XState itself evaluates the guards). tests/model/harness.test.ts pins it.
 */
import {
  createMachine,
  getInitialMicrosteps,
  getMicrosteps,
  getStateNodes,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type ExecutableActionsFrom,
} from 'xstate';

export type AnySnapshot = AnyMachineSnapshot;

/** A state node as the harness sees it. */
export type StateInfo = { id: string; key: string; description?: string; parent?: string; children: string[] };

/** A transition as the harness sees it; `key` is `<source state id>:<event type>:<n>` (or `:always:<n>`). */
export type TransitionInfo = { key: string; source: string; eventType: string; guard?: string; targets: string[]; description?: string };

const subtree = (node: AnyStateNode): AnyStateNode[] => [node, ...Object.values(node.states).flatMap(subtree)];

const guardName = (guard: unknown): string | undefined =>
  typeof guard === 'string' ? guard : typeof guard === 'function' ? guard.name || 'inline guard' : (guard as { type?: string })?.type;

/** Every state node (document order) and every transition the machine defines. */
export function machineGraph(machine: AnyStateMachine): { states: StateInfo[]; transitions: TransitionInfo[] } {
  const nodes = subtree(machine.root);
  const info = (def: AnyTransitionDefinition, eventType: string, index: number): TransitionInfo => ({
    key: `${def.source.id}:${eventType}:${index}`,
    source: def.source.id,
    eventType,
    guard: guardName(def.guard),
    targets: (def.target ?? []).map((t) => t.id),
    description: def.description,
  });
  return {
    states: nodes.map((n) => ({
      id: n.id,
      key: n.key,
      description: n.description,
      parent: n.parent?.id,
      children: Object.values(n.states).map((c) => c.id),
    })),
    transitions: nodes.flatMap((n) => [
      ...[...n.transitions].flatMap(([type, defs]) => defs.map((def, i) => info(def, type, i))),
      ...(n.always ?? []).map((def, i) => info(def, 'always', i)),
    ]),
  };
}

/** The state nodes a snapshot is in (root included), in document order. */
const activeNodes = (snapshot: AnySnapshot) =>
  [...new Set(getStateNodes(snapshot.machine.root, snapshot.value))].sort((a, b) => a.order - b.order);

/** The order XState keeps a simulated snapshot's state nodes in: those that stayed first, then the entered ones. */
const entryOrder = new WeakMap<AnySnapshot, string[]>();

/** Ids of every state node a snapshot is in (root included), in that order where the simulator made it. */
export const activeStateIds = (snapshot: AnySnapshot) => entryOrder.get(snapshot) ?? activeNodes(snapshot).map((n) => n.id);

/** The delayed events (`xstate.after.*`) a snapshot's states wait for. */
export const delayedEvents = (snapshot: AnySnapshot): string[] =>
  activeNodes(snapshot).flatMap((n) => [...n.transitions.keys()].filter((type) => type.startsWith('xstate.after.')));

/** Milliseconds of a delayed-transition event type, through the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string): number | undefined {
  const raw = /^xstate\.after\.([^.]+)\./.exec(eventType)?.[1];
  if (raw === undefined) return undefined;
  if (!Number.isNaN(Number(raw))) return Number(raw);
  const delay: unknown = machine.implementations.delays[raw];
  if (typeof delay === 'function') return delay({ context: {}, event: {} }) as number;
  return typeof delay === 'number' ? delay : undefined;
}

/** Whether an event takes a transition in this snapshot. */
export const canTake = (snapshot: AnySnapshot, event: AnyEventObject) => snapshot.can(event);

/** The same states, each offering its `always` list for any event (`*`) and nothing else. */
const probeConfig = ({ id, type, initial, history, target, always, states }: Record<string, any>): Record<string, any> => ({
  ...{ id, type, initial, history, target },
  ...(always && { on: { '*': always } }),
  ...(states && {
    states: Object.fromEntries(
      Object.entries(states as Record<string, Record<string, any>>).map(([key, state]) => [key, probeConfig(state)]),
    ),
  }),
});

/** What one macrostep did: the snapshot after it, the transitions its microsteps took, every state node entered. */
export type SimulatedStep = { snapshot: AnySnapshot; taken: string[]; visited: string[] };

/**
 * Runs a machine purely and records what each macrostep did, eventless
 * transitions and transient states included. Each microstep after the first
 * is explained as XState takes it: the eventless transitions enabled by the
 * last event, else the transitions of the next raised event.
 */
export function createSimulator(machine: AnyStateMachine, input?: unknown) {
  const probe = createMachine(probeConfig(machine.config as Record<string, any>), machine.implementations as never);
  const eventless = (snapshot: AnySnapshot, event: AnyEventObject) =>
    probe
      .getTransitionData(probe.resolveState({ value: snapshot.value, context: snapshot.context }), event)
      .map((def) => machine.getStateNodeById(def.source.id).always![def.source.transitions.get('*')!.indexOf(def)]!);
  const keyOf = (def: AnyTransitionDefinition) => {
    const { source, eventType } = def;
    const index = source.transitions.get(eventType)?.indexOf(def) ?? -1;
    return index >= 0 ? `${source.id}:${eventType}:${index}` : `${source.id}:always:${source.always!.indexOf(def)}`;
  };

  const explain = (
    before: AnySnapshot | undefined,
    event: AnyEventObject,
    microsteps: [AnySnapshot, ExecutableActionsFrom<AnyStateMachine>[]][],
  ) => {
    const taken: string[] = [];
    const visited = new Set<string>();
    const raised: AnyEventObject[] = [];
    let [at, last] = [before, event];
    for (const [index, [snapshot, actions]] of microsteps.entries()) {
      // The initial microstep (nothing before it) takes the machine's own initial transition, which has no key.
      if (at) {
        let defs = index === 0 && before ? machine.getTransitionData(at, event) : eventless(at, last);
        if (!defs.length && !(index === 0 && before)) {
          last = raised.shift() ?? failed(machine, snapshot);
          defs = machine.getTransitionData(at, last);
        }
        for (const def of defs) {
          taken.push(keyOf(def));
          visited.add(def.source.id);
        }
      }
      for (const action of actions)
        if (action.type === 'xstate.raise' && action.params.delay === undefined) raised.push(action.params.event);
      const ids = activeNodes(snapshot).map((n) => n.id);
      const stayed = at ? activeStateIds(at).filter((id) => ids.includes(id)) : [];
      entryOrder.set(snapshot, [...stayed, ...ids.filter((id) => !stayed.includes(id))]);
      ids.forEach((id) => visited.add(id));
      at = snapshot;
    }
    return { snapshot: at!, taken, visited: [...visited] };
  };
  return {
    initial: (): SimulatedStep => explain(undefined, { type: 'xstate.init', input }, getInitialMicrosteps(machine, input)),
    next: (snapshot: AnySnapshot, event: AnyEventObject): SimulatedStep =>
      explain(snapshot, event, getMicrosteps(machine, snapshot, event)),
  };
}

function failed(machine: AnyStateMachine, snapshot: AnySnapshot): never {
  throw new Error(`${machine.id}: no eventless transition or raised event explains the step to ${JSON.stringify(snapshot.value)}`);
}
