/**
 * Model-based path tests from a machine's graph (@xstate/graph).
 *
 * `describePathTests(name, machine, options)` generates the shortest paths
 * and (optionally) the simple paths to every state and registers one vitest
 * test per path. Each test replays the path's events against a system under
 * test (a rendered view, or a live actor), checking every intermediate state
 * with the per-state assertions. Delayed transitions appear in the graph as
 * `xstate.after.<delay>.<stateId>` events; the replay advances fake timers by
 * the machine's named delay instead of sending them.
 *
 * All @xstate/graph imports live in this file, so switching to `xstate/graph`
 * is a one-line change.
 */
import { TestModel, type TestPath } from '@xstate/graph';
import { afterEach, beforeEach, describe, it, vi } from 'vitest';
import { __unsafe_getAllOwnEventDescriptors, type AnyEventObject, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

export type AnySnapshot = SnapshotFrom<AnyStateMachine>;

export type PathTestOptions<TMachine extends AnyStateMachine, TSut> = {
  /** Sample events (with payloads) the traversal may send; events not listed are sent bare. */
  events: readonly EventFromLogic<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[]);
  /** Keep only what matters for identity; the default is the state value plus `context` keys in `contextKeys`. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  contextKeys?: readonly string[];
  /** Creates the system under test for one path (render a view, start an actor…). */
  setup: () => TSut | Promise<TSut>;
  teardown?: (sut: TSut) => unknown;
  /** How to perform an event on the SUT; defaults to `sut.send(event)` when the SUT has `send`. */
  exec?: Partial<Record<string, (sut: TSut, event: AnyEventObject) => void | Promise<void>>>;
  /** Assertions per state (key: dotted state value like `enabled.hover`, or `*`). */
  states: Record<string, (sut: TSut, snapshot: SnapshotFrom<TMachine>) => void | Promise<void>>;
  /** Also generate simple paths (every acyclic path); off by default for big graphs. */
  simplePaths?: boolean;
  /** Upper bound on traversal (guards against runaway graphs). */
  limit?: number;
  input?: unknown;
  /**
   * Transitions (`<stateId>:<event>:<n>`) or states the generated paths cannot
   * take through this view, each with the reason. Everything else must be
   * covered: the suite fails below 100 % state and transition coverage.
   */
  unreachable?: Record<string, string>;
};

function stateKeys(value: unknown, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix ? `${prefix}.${value}` : value];
  if (value && typeof value === 'object') {
    return Object.entries(value as Record<string, unknown>).flatMap(([key, child]) => {
      const here = prefix ? `${prefix}.${key}` : key;
      return [here, ...stateKeys(child, here)];
    });
  }
  return [];
}

/** Every state-key a snapshot is in (`enabled`, `enabled.hover`). */
export function snapshotKeys(snapshot: AnySnapshot): string[] {
  return stateKeys((snapshot as { value: unknown }).value);
}

/** Milliseconds of a delayed-transition event, resolved through the machine's named delays. */
export function delayOf(machine: AnyStateMachine, eventType: string): number | undefined {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (!match) return undefined;
  const raw = match[1]!;
  const numeric = Number(raw);
  if (!Number.isNaN(numeric)) return numeric;
  const delay = (machine.implementations.delays as Record<string, unknown>)[raw];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') return (delay as (...args: unknown[]) => number)({ context: {}, event: {} });
  return undefined;
}

export function createPathModel<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Pick<PathTestOptions<TMachine, unknown>, 'events' | 'serializeState' | 'contextKeys' | 'limit' | 'input'>,
) {
  const serialize =
    options.serializeState ??
    ((snapshot: SnapshotFrom<TMachine>) => {
      const ctx = (snapshot as { context?: Record<string, unknown> }).context ?? {};
      const kept = Object.fromEntries((options.contextKeys ?? []).map((key) => [key, ctx[key]]));
      return JSON.stringify({ value: (snapshot as { value: unknown }).value, ctx: kept });
    });
  // Delayed transitions are events too: add each state's own `xstate.after.*` events.
  const events = (snapshot: SnapshotFrom<TMachine>) => {
    const all = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    // Only events that take a transition here: a view cannot perform an event it offers no control for.
    const given = all.filter((event) => (snapshot as unknown as { can: (e: unknown) => boolean }).can(event));
    const delayed = __unsafe_getAllOwnEventDescriptors(snapshot as never)
      .filter((type: string) => type.startsWith('xstate.after.'))
      .map((type: string) => ({ type }));
    return [...given, ...delayed];
  };
  return new TestModel(machine as AnyStateMachine, {
    events: events as never,
    serializeState: serialize as never,
    limit: options.limit ?? 5000,
    input: options.input,
    stateMatcher: (snapshot: AnySnapshot, key: string) =>
      key === '*' || snapshotKeys(snapshot).includes(key),
  } as never);
}

type GraphPath = TestPath<AnySnapshot, AnyEventObject>;
type Step = GraphPath['steps'][number];

const describeEvent = (event: AnyEventObject) => {
  const { type, ...rest } = event;
  if (!Object.keys(rest).length) return type;
  const json = JSON.stringify(rest);
  return `${type} ${json.length > 48 ? `${json.slice(0, 45)}…` : json}`;
};

function describeSteps(steps: readonly Step[], end: AnySnapshot): string {
  const events = steps.map((s) => (s.event as AnyEventObject).type === 'xstate.init' ? null : describeEvent(s.event as AnyEventObject)).filter(Boolean);
  return `reaches ${JSON.stringify((end as { value: unknown }).value)} via ${events.length ? events.join(' → ') : '(initial state)'}`;
}

/**
 * Paths that together take every transition of the graph at least once:
 * for each edge (state, event) the shortest path to `state`, then `event`.
 * Paths that are a prefix of a longer one are dropped.
 */
export function generatePaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Pick<PathTestOptions<TMachine, unknown>, 'events' | 'serializeState' | 'contextKeys' | 'limit' | 'input' | 'simplePaths'>,
): { description: string; steps: Step[]; state: AnySnapshot }[] {
  const model = createPathModel(machine, options);
  const serialize = (model.options as unknown as { serializeState: (s: AnySnapshot) => string }).serializeState;
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true }) as GraphPath[];
  const toState = new Map<string, GraphPath>();
  for (const path of shortest) {
    const key = serialize(path.state);
    const known = toState.get(key);
    if (!known || known.steps.length > path.steps.length) toState.set(key, path);
  }
  const adjacency = model.getAdjacencyMap() as Record<string, { state: AnySnapshot; transitions: Record<string, { event: AnyEventObject; state: AnySnapshot }> }>;
  const candidates: { steps: Step[]; state: AnySnapshot }[] = [];
  for (const [key, node] of Object.entries(adjacency)) {
    const base = toState.get(key) ?? [...toState.values()].find((p) => serialize(p.state) === serialize(node.state));
    if (!base) continue;
    candidates.push({ steps: [...base.steps], state: base.state });
    for (const transition of Object.values(node.transitions)) {
      candidates.push({
        steps: [...base.steps, { event: transition.event, state: transition.state } as Step],
        state: transition.state,
      });
    }
  }
  if (options.simplePaths) {
    for (const path of model.getSimplePaths() as GraphPath[]) candidates.push({ steps: [...path.steps], state: path.state });
  }
  const signature = (steps: readonly Step[]) => steps.map((s) => JSON.stringify(s.event)).join('|');
  const signatures = candidates.map((c) => signature(c.steps));
  const unique = new Map<string, { steps: Step[]; state: AnySnapshot }>();
  candidates.forEach((candidate, index) => {
    const sig = signatures[index]!;
    const isPrefix = signatures.some((other) => other !== sig && other.startsWith(`${sig}|`));
    if (!isPrefix && !unique.has(sig)) unique.set(sig, candidate);
  });
  return [...unique.values()].map((p) => ({ ...p, description: describeSteps(p.steps, p.state) }));
}

type StateNodeLike = {
  id: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, { source: StateNodeLike; eventType: string }[]>;
  always?: { source: StateNodeLike }[];
};

/** Every state node id and every transition (`<stateId>:<event>:<n>`) the machine defines. */
export function machineInventory(machine: AnyStateMachine) {
  const states: string[] = [];
  const transitions: string[] = [];
  const walk = (node: StateNodeLike) => {
    states.push(node.id);
    for (const [eventType, defs] of node.transitions) defs.forEach((_, i) => transitions.push(`${node.id}:${eventType}:${i}`));
    (node.always ?? []).forEach((_, i) => transitions.push(`${node.id}:always:${i}`));
    for (const child of Object.values(node.states)) walk(child);
  };
  walk(machine.root as unknown as StateNodeLike);
  return { states, transitions };
}

/** States and transitions of the machine that the generated paths visit and take. */
export function pathCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Pick<PathTestOptions<TMachine, unknown>, 'events' | 'serializeState' | 'contextKeys' | 'limit' | 'input' | 'simplePaths'>,
) {
  const paths = generatePaths(machine, options);
  const inventory = machineInventory(machine);
  const visited = new Set<string>();
  const taken = new Set<string>();
  const nodesOf = (snapshot: AnySnapshot) => ((snapshot as unknown as { _nodes?: StateNodeLike[] })._nodes ?? []);
  for (const path of paths) {
    let previous: AnySnapshot | undefined;
    for (const step of path.steps) {
      for (const node of nodesOf(step.state)) visited.add(node.id);
      const event = step.event as AnyEventObject;
      if (previous && event.type !== 'xstate.init') {
        const defs = (machine as unknown as { getTransitionData: (s: AnySnapshot, e: AnyEventObject) => { source: StateNodeLike; eventType: string }[] })
          .getTransitionData(previous, event) ?? [];
        for (const def of defs) {
          const index = def.source.transitions.get(def.eventType)?.indexOf(def as never) ?? -1;
          if (index >= 0) taken.add(`${def.source.id}:${def.eventType}:${index}`);
        }
      }
      // Eventless transitions: taken when their source was active and a target is active afterwards.
      const before = new Set((previous ? nodesOf(previous) : []).map((n) => n.id));
      const after = new Set(nodesOf(step.state).map((n) => n.id));
      for (const node of nodesOf(previous ?? step.state).concat(nodesOf(step.state))) {
        (node.always ?? []).forEach((def, i) => {
          const targets = ((def as unknown as { target?: StateNodeLike[] }).target ?? []).map((t) => t.id);
          if ((before.has(node.id) || !previous) && targets.some((t) => after.has(t))) taken.add(`${node.id}:always:${i}`);
        });
      }
      previous = step.state;
    }
  }
  return {
    paths: paths.length,
    states: { total: inventory.states.length, covered: inventory.states.filter((s) => visited.has(s)) },
    transitions: { total: inventory.transitions.length, covered: inventory.transitions.filter((t) => taken.has(t)) },
    missingStates: inventory.states.filter((s) => !visited.has(s)),
    missingTransitions: inventory.transitions.filter((t) => !taken.has(t)),
  };
}

/** With PATH_COVERAGE_DIR set (npm run test:model -- --coverage), write each suite's numbers for the report. */
function recordCoverage(name: string, machine: AnyStateMachine, coverage: ReturnType<typeof pathCoverage>, excused: Set<string>) {
  const dir = typeof process !== 'undefined' ? process.env.PATH_COVERAGE_DIR : undefined;
  if (!dir) return;
  const file = `${dir}/${name.replace(/[^a-z0-9]+/gi, '_')}.json`;
  const report = {
    suite: name,
    machine: machine.id,
    paths: coverage.paths,
    states: { covered: coverage.states.covered.length, total: coverage.states.total },
    transitions: { covered: coverage.transitions.covered.length, total: coverage.transitions.total },
    excused: [...excused],
    missing: [...coverage.missingStates, ...coverage.missingTransitions].filter((k) => !excused.has(k)),
  };
  void import('node:fs').then((fs) => {
    fs.mkdirSync(dir, { recursive: true });
    fs.writeFileSync(file, JSON.stringify(report, null, 2));
  });
}

/** Register one vitest test per generated path. */
export function describePathTests<TMachine extends AnyStateMachine, TSut>(
  name: string,
  machine: TMachine,
  options: PathTestOptions<TMachine, TSut>,
) {
  const paths = generatePaths(machine, options);
  describe(`${name} (generated paths)`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });
    it('the graph has paths to test', () => {
      if (paths.length === 0) throw new Error(`no paths generated for ${name}`);
    });
    it('the paths cover every state and transition of the machine', () => {
      const coverage = pathCoverage(machine, options);
      const excused = new Set(Object.keys(options.unreachable ?? {}));
      const missing = [...coverage.missingStates, ...coverage.missingTransitions].filter((k) => !excused.has(k));
      recordCoverage(name, machine, coverage, excused);
      if (missing.length) throw new Error(`${name}: not covered by any generated path: ${missing.join(', ')}`);
    });
    for (const path of paths) {
      it(path.description, async () => {
        const sut = await options.setup();
        try {
          const check = async (snapshot: AnySnapshot) => {
            const keys = snapshotKeys(snapshot);
            for (const [key, assertion] of Object.entries(options.states)) {
              if (key === '*' || keys.includes(key)) await assertion(sut, snapshot as SnapshotFrom<TMachine>);
            }
          };
          await check(path.steps[0]?.state ?? path.state);
          for (const step of path.steps) {
            const event = step.event as AnyEventObject;
            if (event.type === 'xstate.init') continue;
            const ms = delayOf(machine, event.type);
            if (ms !== undefined) {
              await vi.advanceTimersByTimeAsync(ms);
            } else {
              const exec = options.exec?.[event.type];
              if (exec) await exec(sut, event);
              else if (sut && typeof (sut as { send?: unknown }).send === 'function') {
                (sut as unknown as { send: (e: AnyEventObject) => void }).send(event);
              } else throw new Error(`No exec for event ${event.type}`);
            }
            await check(step.state);
          }
        } finally {
          await options.teardown?.(sut);
        }
      });
    }
  });
  return paths;
}
