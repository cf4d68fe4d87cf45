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
import { __unsafe_getAllOwnEventDescriptors, createActor, fromCallback, type AnyEventObject, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';

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

type TransitionDefLike = { source: StateNodeLike; eventType: string };
type StateNodeLike = {
  id: string;
  states: Record<string, StateNodeLike>;
  transitions: Map<string, TransitionDefLike[]>;
  always?: TransitionDefLike[];
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

type TransitionDetails = TransitionDefLike & { guard?: unknown; target?: readonly StateNodeLike[] };

/** Keys (`<stateId>:<event>:<n>`) of the transitions a predicate picks, e.g. by guard name or target. */
export function transitionKeysWhere(
  machine: AnyStateMachine,
  pick: (transition: { key: string; source: string; guard: string | undefined; targets: string[] }) => boolean,
): string[] {
  const keys: string[] = [];
  const guardName = (guard: unknown) =>
    typeof guard === 'string' ? guard : guard && typeof guard === 'object' && 'type' in guard ? String((guard as { type: unknown }).type) : undefined;
  const walk = (node: StateNodeLike) => {
    const defs = [...[...node.transitions.values()].flat(), ...(node.always ?? [])] as TransitionDetails[];
    for (const def of defs) {
      const key = transitionKey(def);
      if (key && pick({ key, source: def.source.id, guard: guardName(def.guard), targets: (def.target ?? []).map((t) => t.id) })) keys.push(key);
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root as unknown as StateNodeLike);
  return keys;
}

/** The inventory key of a transition definition, or undefined for the machine's synthetic initial transition. */
function transitionKey(def: TransitionDefLike): string | undefined {
  const { source } = def;
  const index = source.transitions.get(def.eventType)?.indexOf(def) ?? -1;
  if (index >= 0) return `${source.id}:${def.eventType}:${index}`;
  const always = (source.always ?? []).indexOf(def);
  return always >= 0 ? `${source.id}:always:${always}` : undefined;
}

const nodesOf = (snapshot: unknown) => ((snapshot as { _nodes?: StateNodeLike[] })._nodes ?? []);

export type SimulatedStep = { snapshot: AnySnapshot; taken: string[]; visited: string[] };

/**
 * Runs a machine purely (no action is executed, no child actor is started)
 * and records what each macrostep did: every microstep's transitions,
 * eventless ones and those through transient states included, and every
 * state node it entered on the way. The machine's inspection stream is the
 * source: the same `@xstate.microstep` events the Stately inspector shows.
 */
export function createSimulator(machine: AnyStateMachine, input?: unknown) {
  let taken: Set<string> | null = null;
  let visited: Set<string> | null = null;
  const host = createActor(fromCallback(() => undefined), {
    inspect: (event) => {
      if (event.type !== '@xstate.microstep' || event.actorRef !== host || !taken || !visited) return;
      for (const def of event._transitions as unknown as TransitionDefLike[]) {
        const key = transitionKey(def);
        if (key) taken.add(key);
        // A transition's source was active when it was taken, even a transient state no snapshot shows.
        visited.add(def.source.id);
      }
      for (const node of nodesOf(event.snapshot)) visited.add(node.id);
    },
  });
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

/** Replays a list of events from the initial state: the snapshot after each, and what each step took and entered. */
export function simulate(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown) {
  const simulator = createSimulator(machine, input);
  const initial = simulator.initial();
  const steps: SimulatedStep[] = [];
  let current = initial.snapshot;
  for (const event of events) {
    if (event.type === 'xstate.init') continue;
    const step = simulator.next(current, event);
    steps.push(step);
    current = step.snapshot;
  }
  return { initial, steps };
}

type CoverageOptions<TMachine extends AnyStateMachine> = Pick<
  PathTestOptions<TMachine, unknown>,
  'events' | 'serializeState' | 'contextKeys' | 'limit' | 'input' | 'simplePaths'
>;

/** What a set of event sequences covers: states entered and transitions taken, microsteps included. */
export function coverageOfRuns(machine: AnyStateMachine, runs: readonly (readonly AnyEventObject[])[], input?: unknown) {
  const inventory = machineInventory(machine);
  const visited = new Set<string>();
  const taken = new Set<string>();
  for (const events of runs) {
    const { initial, steps } = simulate(machine, events, input);
    for (const step of [initial, ...steps]) {
      step.visited.forEach((id) => visited.add(id));
      step.taken.forEach((key) => taken.add(key));
    }
  }
  return {
    paths: runs.length,
    states: { total: inventory.states.length, covered: inventory.states.filter((s) => visited.has(s)) },
    transitions: { total: inventory.transitions.length, covered: inventory.transitions.filter((t) => taken.has(t)) },
    missingStates: inventory.states.filter((s) => !visited.has(s)),
    missingTransitions: inventory.transitions.filter((t) => !taken.has(t)),
  };
}

export type PathCoverage = ReturnType<typeof coverageOfRuns>;

const eventsOf = (steps: readonly Step[]) => steps.map((s) => s.event as AnyEventObject).filter((e) => e.type !== 'xstate.init');

/** States and transitions of the machine that the generated paths visit and take. */
export function pathCoverage<TMachine extends AnyStateMachine>(machine: TMachine, options: CoverageOptions<TMachine>): PathCoverage {
  const paths = generatePaths(machine, options);
  return coverageOfRuns(
    machine,
    paths.map((p) => eventsOf(p.steps)),
    options.input,
  );
}

/**
 * Checks coverage against the excuses: everything not covered must be
 * excused, and every excuse must name a state or transition of the machine
 * that the paths really do not cover (a stale excuse fails too).
 */
export function coverageProblems(machine: AnyStateMachine, coverage: PathCoverage, unreachable: Record<string, string> = {}): string[] {
  const inventory = machineInventory(machine);
  const known = new Set([...inventory.states, ...inventory.transitions]);
  const covered = new Set([...coverage.states.covered, ...coverage.transitions.covered]);
  const problems: string[] = [];
  const missing = [...coverage.missingStates, ...coverage.missingTransitions].filter((key) => !(key in unreachable));
  if (missing.length) problems.push(`not covered by any generated path: ${missing.join(', ')}`);
  const unknown = Object.keys(unreachable).filter((key) => !known.has(key));
  if (unknown.length) problems.push(`excused as unreachable but the machine has no such state or transition: ${unknown.join(', ')}`);
  const stale = Object.keys(unreachable).filter((key) => covered.has(key));
  if (stale.length) problems.push(`excused as unreachable but covered by the generated paths (remove the excuse): ${stale.join(', ')}`);
  return problems;
}

/** The delayed transitions (`xstate.after.*` events) waiting in a snapshot: a replay must not let time pass here unasked. */
export function pendingDelays(snapshot: AnySnapshot): string[] {
  return __unsafe_getAllOwnEventDescriptors(snapshot as never).filter((type: string) => type.startsWith('xstate.after.'));
}

export type WalkOptions<TMachine extends AnyStateMachine> = Pick<
  PathTestOptions<TMachine, unknown>,
  'events' | 'serializeState' | 'contextKeys' | 'limit' | 'input' | 'unreachable'
> & {
  /**
   * Event types the system under test can only perform early, before
   * something the model does not track has happened (a lazily loaded part
   * can only fail to load before it has loaded): each starts its own walk,
   * reached by the shortest route from the initial state on which no state
   * offers it, and the walk then goes on as usual.
   */
  isolate?: readonly string[];
  /** Start a new walk rather than making one longer than this. */
  maxSteps?: number;
};

export type Walk = {
  description: string;
  events: AnyEventObject[];
  /** The initial snapshot, then the snapshot after each event (replayed from the start, so context is exact). */
  snapshots: AnySnapshot[];
};

type Edge = { event: AnyEventObject; target: string; cover: string[] };

/**
 * Few, long paths that together cover every state and transition the model
 * can reach (minus the excused ones): each walk starts at the initial state
 * and repeatedly takes the nearest edge (breadth-first) that covers something
 * not covered yet; a new walk starts only when nothing uncovered is
 * reachable from where the last one stands (or it reached `maxSteps`).
 * Meant for slow systems under test (a browser) where every fresh start
 * costs a page load. Coverage counts microsteps (see `createSimulator`).
 */
export function coveringWalks<TMachine extends AnyStateMachine>(machine: TMachine, options: WalkOptions<TMachine>): Walk[] {
  const model = createPathModel(machine, options);
  const serialize = (model.options as unknown as { serializeState: (s: AnySnapshot) => string }).serializeState;
  const adjacency = model.getAdjacencyMap() as Record<string, { state: AnySnapshot; transitions: Record<string, { event: AnyEventObject; state: AnySnapshot }> }>;
  const nodeKeys = Object.keys(adjacency);
  const initialKey = nodeKeys[0]!;
  const simulator = createSimulator(machine, options.input);
  const isolate = new Set(options.isolate ?? []);
  const excused = new Set(Object.keys(options.unreachable ?? {}));

  const edges = new Map<string, Edge[]>();
  for (const key of nodeKeys) {
    const node = adjacency[key]!;
    edges.set(
      key,
      Object.values(node.transitions).map(({ event, state }) => {
        const step = simulator.next(node.state, event);
        return { event, target: serialize(state), cover: [...step.taken, ...step.visited] };
      }),
    );
  }
  const initial = simulator.initial();
  const uncovered = new Set<string>([...initial.taken, ...initial.visited]);
  for (const list of edges.values()) for (const edge of list) edge.cover.forEach((k) => uncovered.add(k));
  excused.forEach((k) => uncovered.delete(k));
  const isNew = (edge: Edge) => edge.cover.some((k) => uncovered.has(k));

  // How many edges offer each key: among the nearest edges, the one with the rarest new key goes first
  // (what only this state offers is taken before the walk moves on and may never come back).
  const offers = new Map<string, number>();
  for (const list of edges.values()) for (const edge of list) edge.cover.forEach((k) => offers.set(k, (offers.get(k) ?? 0) + 1));
  const rarity = (edge: Edge) => Math.min(...edge.cover.filter((k) => uncovered.has(k)).map((k) => offers.get(k) ?? 0));

  /** Breadth-first from `from` to the nearest edge `wanted` accepts (the rarest at that distance); `through` limits the edges on the way. */
  const search = (from: string, wanted: (edge: Edge) => boolean, through: (edge: Edge) => boolean) => {
    const previous = new Map<string, { source: string; edge: Edge } | null>([[from, null]]);
    let level = [from];
    while (level.length) {
      let best: { source: string; edge: Edge; score: number } | null = null;
      const nextLevel: string[] = [];
      for (const source of level) {
        for (const edge of edges.get(source) ?? []) {
          if (wanted(edge)) {
            const score = rarity(edge);
            if (!best || score < best.score) best = { source, edge, score };
          }
          if (through(edge) && !previous.has(edge.target)) {
            previous.set(edge.target, { source, edge });
            nextLevel.push(edge.target);
          }
        }
      }
      if (best) {
        const route: Edge[] = [best.edge];
        for (let at = previous.get(best.source); at; at = previous.get(at.source)) route.unshift(at.edge);
        return route;
      }
      level = nextLevel;
    }
    return null;
  };

  const walks: AnyEventObject[][] = [];
  const take = (walk: AnyEventObject[]) => {
    const run = simulate(machine, walk, options.input);
    for (const step of [run.initial, ...run.steps]) [...step.taken, ...step.visited].forEach((k) => uncovered.delete(k));
  };
  const ordinary = (edge: Edge) => !isolate.has(edge.event.type);

  const maxSteps = options.maxSteps ?? Infinity;
  /** Extends a walk from `at` with the nearest new ordinary edge until nothing new is reachable. */
  const extend = (walk: AnyEventObject[], from: string) => {
    let at = from;
    for (;;) {
      const route = search(at, (e) => ordinary(e) && isNew(e), ordinary);
      if (!route || (walk.length && walk.length + route.length > maxSteps)) return;
      walk.push(...route.map((e) => e.event));
      at = route.at(-1)!.target;
      const before = uncovered.size;
      take(walk);
      // The model's representative state promised more than the replay took: do not chase it again
      // (the coverage check reports it).
      if (uncovered.size === before) route.at(-1)!.cover.forEach((k) => uncovered.delete(k));
    }
  };

  // Isolated events first: each walk reaches one by the shortest route (no state on the way offers it), then goes on.
  take([]);
  for (;;) {
    const route = search(initialKey, (e) => !ordinary(e) && isNew(e), ordinary);
    if (!route) break;
    const walk = route.map((e) => e.event);
    const before = uncovered.size;
    take(walk);
    if (uncovered.size === before) {
      route.at(-1)!.cover.forEach((k) => uncovered.delete(k));
      continue;
    }
    extend(walk, route.at(-1)!.target);
    walks.push(walk);
  }

  // Then walks over ordinary edges.
  for (;;) {
    take([]);
    const walk: AnyEventObject[] = [];
    extend(walk, initialKey);
    if (!walk.length) break;
    walks.push(walk);
  }

  return walks.map((events, index) => {
    const run = simulate(machine, events, options.input);
    const snapshots = [run.initial.snapshot, ...run.steps.map((s) => s.snapshot)];
    const summary = events.map(describeEvent);
    const shown = summary.length > 6 ? [...summary.slice(0, 3), `… ${summary.length - 5} more …`, ...summary.slice(-2)] : summary;
    return { description: `walk ${index + 1} (${events.length} steps): ${shown.join(' → ')}`, events, snapshots };
  });
}

/** Coverage of a set of walks (what the replays will really take). */
export function walkCoverage(machine: AnyStateMachine, walks: readonly Walk[], input?: unknown): PathCoverage {
  return coverageOfRuns(
    machine,
    walks.map((w) => w.events),
    input,
  );
}

/** With PATH_COVERAGE_DIR set (npm run test:model -- --coverage), write each suite's numbers for the report. */
export async function recordCoverage(name: string, machine: AnyStateMachine, coverage: PathCoverage, unreachable: Record<string, string> = {}) {
  const dir = typeof process !== 'undefined' ? process.env.PATH_COVERAGE_DIR : undefined;
  if (!dir) return;
  const fs = await import('node:fs/promises');
  const excused = Object.keys(unreachable);
  const report = {
    reasons: unreachable,
    suite: name,
    machine: machine.id,
    paths: coverage.paths,
    states: { covered: coverage.states.covered.length, total: coverage.states.total },
    transitions: { covered: coverage.transitions.covered.length, total: coverage.transitions.total },
    excused,
    missing: [...coverage.missingStates, ...coverage.missingTransitions].filter((k) => !excused.includes(k)),
  };
  await fs.mkdir(dir, { recursive: true });
  await fs.writeFile(`${dir}/${name.replace(/[^a-z0-9]+/gi, '_')}.json`, JSON.stringify(report, null, 2));
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
    it('the paths cover every state and transition of the machine', async () => {
      const coverage = pathCoverage(machine, options);
      await recordCoverage(name, machine, coverage, options.unreachable);
      const problems = coverageProblems(machine, coverage, options.unreachable);
      if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
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
