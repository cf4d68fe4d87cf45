import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

/**
 * The unit of flow counting: one transition of a machine's definition,
 * named by where it starts, the event type it is written for and where it
 * leads. States are dotted paths from the machine's root (`editing.step.two`;
 * `(machine)` for a transition written on the root itself), an eventless
 * transition's event is `(always)`, and a transition to several states (into
 * parallel regions) names them joined by `, `.
 *
 * The browser builds these from the transitions XState reports it took
 * (`@xstate.microstep`), the server from the machine definitions, with the
 * same function: so the server can accept exactly the transitions the
 * machine has. Transitions that lead nowhere (actions only, such as saving a
 * draft on every keystroke) are not counted.
 */
export type FlowTransition = { source: string; event: string; target: string };

export const ROOT_STATE = '(machine)';
export const ALWAYS_EVENT = '(always)';

const statePath = (node: AnyStateNode) => (node.path.length ? node.path.join('.') : ROOT_STATE);

/** The counted form of one transition definition, or null for one without a target. */
export function flowTransitionOf(def: AnyTransitionDefinition): FlowTransition | null {
  if (!def.target?.length) return null;
  return {
    source: statePath(def.source),
    event: def.eventType || ALWAYS_EVENT,
    target: def.target.map(statePath).join(', '),
  };
}

/** One key per transition (the parts never contain a line feed). */
export const flowKey = (t: FlowTransition) => `${t.source}\n${t.event}\n${t.target}`;

/** Every transition with a target that the machine's definition has, each once, in document order. */
export function flowTransitionsOf(machine: AnyStateMachine): FlowTransition[] {
  const seen = new Map<string, FlowTransition>();
  const walk = (node: AnyStateNode) => {
    const defs: AnyTransitionDefinition[] = [...[...node.transitions.values()].flat(), ...(node.always ?? [])];
    for (const def of defs) {
      const t = flowTransitionOf(def);
      if (t && !seen.has(flowKey(t))) seen.set(flowKey(t), t);
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return [...seen.values()];
}

/** Every state of the machine (dotted paths), parents before their children, in document order. */
export function statePathsOf(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const walk = (node: AnyStateNode) => {
    if (node.path.length) paths.push(statePath(node));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return paths;
}
