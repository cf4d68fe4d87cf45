/**
 * Paths through a machine's graph: the model (@xstate/graph's TestModel over
 * the sample events), the shortest path to each (state, event) edge, and
 * covering walks (few long runs that take every state and transition).
 * All @xstate/graph imports live here.
 */
import { TestModel, type TestPath } from '@xstate/graph';
import type { AnyEventObject, AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import { canTake, createSimulator, delayedEvents, type AnySnapshot, type SimulatedStep } from './xstate-adapter';

export type GraphOptions<TMachine extends AnyStateMachine> = {
  /** Sample events (with payloads) the traversal may send; events not listed are sent bare. */
  events: readonly EventFromLogic<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[]);
  /** What identifies a state; the default is the state value plus the `context` keys in `contextKeys`. */
  serializeState?: (snapshot: SnapshotFrom<TMachine>) => string;
  contextKeys?: readonly string[];
  /** Upper bound on traversal (guards against runaway graphs). */
  limit?: number;
  input?: unknown;
};

/** One replay: the events from the initial state and the model's snapshot before the first and after each. */
export type Replay = { description: string; events: AnyEventObject[]; snapshots: AnySnapshot[] };

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

/** Every state key a snapshot is in (`enabled`, `enabled.hover`): what `states` assertions are keyed by. */
export function snapshotKeys(snapshot: AnySnapshot): string[] {
  return stateKeys((snapshot as { value: unknown }).value);
}

export function serializerOf<TMachine extends AnyStateMachine>(options: Pick<GraphOptions<TMachine>, 'serializeState' | 'contextKeys'>) {
  return (
    (options.serializeState as ((s: AnySnapshot) => string) | undefined) ??
    ((snapshot: AnySnapshot) => {
      const ctx = (snapshot as { context?: Record<string, unknown> }).context ?? {};
      const kept = Object.fromEntries((options.contextKeys ?? []).map((key) => [key, ctx[key]]));
      return JSON.stringify({ value: (snapshot as { value: unknown }).value, ctx: kept });
    })
  );
}

export function createPathModel<TMachine extends AnyStateMachine>(machine: TMachine, options: GraphOptions<TMachine>) {
  // Delayed transitions are events too: each state's own `xstate.after.*` events join the samples.
  const events = (snapshot: SnapshotFrom<TMachine>) => {
    const all = typeof options.events === 'function' ? options.events(snapshot) : options.events;
    // Only events that take a transition here: a view cannot perform an event it offers no control for.
    const given = all.filter((event) => canTake(snapshot, event as AnyEventObject));
    return [...given, ...delayedEvents(snapshot).map((type) => ({ type }))];
  };
  return new TestModel(
    machine as AnyStateMachine,
    {
      events: events as never,
      serializeState: serializerOf(options) as never,
      limit: options.limit ?? 5000,
      input: options.input,
      stateMatcher: (snapshot: AnySnapshot, key: string) => key === '*' || snapshotKeys(snapshot).includes(key),
    } as never,
  );
}

type Node = { state: AnySnapshot; transitions: Record<string, { event: AnyEventObject; state: AnySnapshot }> };
const adjacencyOf = (model: ReturnType<typeof createPathModel>) => model.getAdjacencyMap() as unknown as Record<string, Node>;
const realEvents = (events: readonly AnyEventObject[]) => events.filter((e) => e.type !== 'xstate.init');

export function describeEvent(event: AnyEventObject, max = 48) {
  const { type, ...rest } = event;
  if (!Object.keys(rest).length) return type;
  const json = JSON.stringify(rest);
  return `${type} ${json.length > max ? `${json.slice(0, max - 3)}…` : json}`;
}

/** Replays a list of events purely from the initial state: the snapshot after each, and what each step took and entered. */
export function simulate(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown) {
  const simulator = createSimulator(machine, input);
  const initial = simulator.initial();
  const steps: SimulatedStep[] = [];
  let current = initial.snapshot;
  for (const event of realEvents(events)) {
    const step = simulator.next(current, event);
    steps.push(step);
    current = step.snapshot;
  }
  return { initial, steps };
}

/** A replay of these events with exact snapshots (replayed from the start, so context is exact). */
export function toReplay(machine: AnyStateMachine, events: readonly AnyEventObject[], description: string, input?: unknown): Replay {
  const run = simulate(machine, events, input);
  return { description, events: realEvents(events), snapshots: [run.initial.snapshot, ...run.steps.map((s) => s.snapshot)] };
}

/**
 * Paths that together take every edge of the graph at least once: for each
 * edge (state, event) the shortest path to the state, then the event (plus
 * every simple path with `simplePaths`). A path that is a prefix of a longer
 * one is dropped.
 */
export function shortestPaths<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: GraphOptions<TMachine> & { simplePaths?: boolean },
): Replay[] {
  const model = createPathModel(machine, options);
  const serialize = serializerOf(options);
  const toState = new Map<string, AnyEventObject[]>();
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true }) as TestPath<AnySnapshot, AnyEventObject>[]) {
    const key = serialize(path.state);
    const events = path.steps.map((s) => s.event as AnyEventObject);
    const known = toState.get(key);
    if (!known || known.length > events.length) toState.set(key, events);
  }
  const candidates: AnyEventObject[][] = [];
  for (const [key, node] of Object.entries(adjacencyOf(model))) {
    const base = toState.get(key) ?? toState.get(serialize(node.state));
    if (!base) continue;
    candidates.push(base);
    for (const transition of Object.values(node.transitions)) candidates.push([...base, transition.event]);
  }
  if (options.simplePaths) {
    for (const path of model.getSimplePaths() as TestPath<AnySnapshot, AnyEventObject>[])
      candidates.push(path.steps.map((s) => s.event as AnyEventObject));
  }
  const signature = (events: readonly AnyEventObject[]) =>
    realEvents(events)
      .map((e) => JSON.stringify(e))
      .join('|');
  const signatures = candidates.map(signature);
  const distinct = [...new Set(signatures)];
  // The initial state alone is a prefix of every path.
  const isPrefix = new Set(
    distinct.filter((sig) => distinct.some((other) => other !== sig && (sig === '' || other.startsWith(`${sig}|`)))),
  );
  const unique = new Map<string, AnyEventObject[]>();
  candidates.forEach((events, index) => {
    const sig = signatures[index]!;
    if (!isPrefix.has(sig) && !unique.has(sig)) unique.set(sig, realEvents(events));
  });
  return [...unique.values()].map((events) => {
    const replay = toReplay(machine, events, '', options.input);
    const end = replay.snapshots.at(-1) as { value: unknown };
    replay.description = `reaches ${JSON.stringify(end.value)} via ${events.length ? events.map((e) => describeEvent(e)).join(' → ') : '(initial state)'}`;
    return replay;
  });
}

export type WalkOptions<TMachine extends AnyStateMachine> = GraphOptions<TMachine> & {
  /** States or transitions not to chase (excused as unreachable through the system under test, with the reason). */
  unreachable?: Record<string, string>;
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

/** @deprecated name kept for the browser suites: a walk is a Replay. */
export type Walk = Replay;

type Edge = { event: AnyEventObject; target: string; cover: string[] };

/**
 * Few, long paths that together cover every state and transition the model
 * can reach (minus the excused ones): each walk starts at the initial state
 * and repeatedly takes the nearest edge (breadth-first) that covers something
 * not covered yet, the rarest first; a new walk starts only when nothing
 * uncovered is reachable from where the last one stands (or it reached
 * `maxSteps`). Coverage counts microsteps (see `createSimulator`).
 */
export function coveringWalks<TMachine extends AnyStateMachine>(machine: TMachine, options: WalkOptions<TMachine>): Replay[] {
  const model = createPathModel(machine, options);
  const serialize = serializerOf(options);
  const adjacency = adjacencyOf(model);
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
  if (!walks.length) walks.push([]);

  return walks.map((events, index) => {
    const summary = events.map((e) => describeEvent(e));
    const shown = summary.length > 6 ? [...summary.slice(0, 3), `… ${summary.length - 5} more …`, ...summary.slice(-2)] : summary;
    return toReplay(
      machine,
      events,
      `walk ${index + 1} (${events.length} steps): ${shown.join(' → ') || '(initial state)'}`,
      options.input,
    );
  });
}
