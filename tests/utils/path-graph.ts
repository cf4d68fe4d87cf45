/**
 * Paths through a machine's graph: the model (@xstate/graph's TestModel over
 * the sample events), the shortest path to each (state, event) edge, and
 * covering walks (few long runs that take every state and transition).
 * All @xstate/graph imports live here.
 */
import { TestModel, type AdjacencyValue } from '@xstate/graph';
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

const stateKeys = (value: unknown, prefix = ''): string[] =>
  typeof value === 'string'
    ? [prefix + value]
    : Object.entries(value ?? {}).flatMap(([key, child]) => [prefix + key, ...stateKeys(child, `${prefix}${key}.`)]);

/** Every state key a snapshot is in (`enabled`, `enabled.hover`): what `states` assertions are keyed by. */
export const snapshotKeys = (snapshot: AnySnapshot) => stateKeys(snapshot.value);

const serializerOf =
  (options: GraphOptions<any>) =>
  (snapshot: AnySnapshot): string =>
    options.serializeState?.(snapshot) ??
    JSON.stringify({
      value: snapshot.value,
      ctx: Object.fromEntries((options.contextKeys ?? []).map((key) => [key, snapshot.context?.[key]])),
    });

type Adjacency = Record<string, AdjacencyValue<AnySnapshot, AnyEventObject>>;

export function createPathModel(machine: AnyStateMachine, options: GraphOptions<any>) {
  return new TestModel<AnySnapshot, AnyEventObject, unknown>(machine, {
    // Only events that take a transition here (a view cannot perform an event it offers no control for),
    // and the state's own delayed transitions (`xstate.after.*`).
    events: (snapshot) => [
      ...(typeof options.events === 'function' ? options.events(snapshot) : options.events).filter((event) => canTake(snapshot, event)),
      ...delayedEvents(snapshot).map((type) => ({ type })),
    ],
    serializeState: serializerOf(options),
    limit: options.limit ?? 5000,
    input: options.input,
  });
}

const realEvents = (events: readonly AnyEventObject[]) => events.filter((e) => e.type !== 'xstate.init');

export function describeEvent({ type, ...rest }: AnyEventObject, max = 48) {
  if (!Object.keys(rest).length) return type;
  const json = JSON.stringify(rest);
  return `${type} ${json.length > max ? `${json.slice(0, max - 3)}…` : json}`;
}

/** Replays a list of events purely from the initial state: the snapshot after each, and what each step took and entered. */
export function simulate(machine: AnyStateMachine, events: readonly AnyEventObject[], input?: unknown) {
  const simulator = createSimulator(machine, input);
  const initial = simulator.initial();
  const steps: SimulatedStep[] = [];
  for (const event of realEvents(events)) steps.push(simulator.next((steps.at(-1) ?? initial).snapshot, event));
  return { initial, steps };
}

/** A replay of these events with exact snapshots (replayed from the start, so context is exact). */
export function toReplay(machine: AnyStateMachine, events: readonly AnyEventObject[], description: string, input?: unknown): Replay {
  const { initial, steps } = simulate(machine, events, input);
  return { description, events: realEvents(events), snapshots: [initial, ...steps].map((s) => s.snapshot) };
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
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    const key = serialize(path.state);
    if (!toState.has(key) || toState.get(key)!.length > path.steps.length)
      toState.set(
        key,
        path.steps.map((s) => s.event),
      );
  }
  const candidates: AnyEventObject[][] = [];
  for (const [key, node] of Object.entries(model.getAdjacencyMap() as Adjacency)) {
    const base = toState.get(key);
    if (base) candidates.push(base, ...Object.values(node.transitions).map((t) => [...base, t.event]));
  }
  if (options.simplePaths) candidates.push(...model.getSimplePaths().map((path) => path.steps.map((s) => s.event)));
  const signatures = candidates.map((events) =>
    realEvents(events)
      .map((e) => JSON.stringify(e))
      .join('|'),
  );
  const distinct = [...new Set(signatures)];
  // The initial state alone is a prefix of every path.
  const isPrefix = (sig: string) => distinct.some((other) => other !== sig && (sig === '' || other.startsWith(`${sig}|`)));
  const unique = new Map<string, AnyEventObject[]>();
  candidates.forEach((events, i) => {
    if (!unique.has(signatures[i]!) && !isPrefix(signatures[i]!)) unique.set(signatures[i]!, realEvents(events));
  });
  return [...unique.values()].map((events) => {
    const replay = toReplay(machine, events, '', options.input);
    const route = events.length ? events.map((e) => describeEvent(e)).join(' → ') : '(initial state)';
    return { ...replay, description: `reaches ${JSON.stringify(replay.snapshots.at(-1)!.value)} via ${route}` };
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
  const serialize = serializerOf(options);
  const adjacency = createPathModel(machine, options).getAdjacencyMap() as Adjacency;
  const initialKey = Object.keys(adjacency)[0]!;
  const simulator = createSimulator(machine, options.input);
  const isolated = (edge: Edge) => (options.isolate ?? []).includes(edge.event.type);
  const covers = (step: SimulatedStep) => [...step.taken, ...step.visited];

  const edges = new Map<string, Edge[]>();
  for (const [key, node] of Object.entries(adjacency)) {
    const list = Object.values(node.transitions).map(({ event, state }) => ({
      event,
      target: serialize(state),
      cover: covers(simulator.next(node.state, event)),
    }));
    edges.set(key, list);
  }
  const all = [...edges.values()].flat();
  const uncovered = new Set([...covers(simulator.initial()), ...all.flatMap((edge) => edge.cover)]);
  Object.keys(options.unreachable ?? {}).forEach((key) => uncovered.delete(key));
  const isNew = (edge: Edge) => edge.cover.some((k) => uncovered.has(k));

  // How many edges offer each key: among the nearest edges, the one with the rarest new key goes first
  // (what only this state offers is taken before the walk moves on and may never come back).
  const offers = new Map<string, number>();
  for (const key of all.flatMap((edge) => edge.cover)) offers.set(key, (offers.get(key) ?? 0) + 1);
  const rarity = (edge: Edge) => Math.min(...edge.cover.filter((k) => uncovered.has(k)).map((k) => offers.get(k)!));

  /** Breadth-first from `from` over ordinary edges to the nearest edge `wanted` accepts (the rarest at that distance). */
  const search = (from: string, wanted: (edge: Edge) => boolean) => {
    const previous = new Map<string, { source: string; edge: Edge } | null>([[from, null]]);
    for (let level = [from]; level.length;) {
      let best: { source: string; edge: Edge; score: number } | undefined;
      const next: string[] = [];
      for (const source of level) {
        for (const edge of edges.get(source) ?? []) {
          if (wanted(edge) && (!best || rarity(edge) < best.score)) best = { source, edge, score: rarity(edge) };
          if (!isolated(edge) && !previous.has(edge.target)) {
            previous.set(edge.target, { source, edge });
            next.push(edge.target);
          }
        }
      }
      if (best) {
        const route = [best.edge];
        for (let at = previous.get(best.source); at; at = previous.get(at.source)) route.unshift(at.edge);
        return route;
      }
      level = next;
    }
    return null;
  };

  /** Replays a walk from the start and marks what it covers; false when the last edge promised more than it took. */
  const take = (walk: AnyEventObject[], route: Edge[] = []) => {
    const before = uncovered.size;
    const { initial, steps } = simulate(machine, walk, options.input);
    [initial, ...steps].flatMap(covers).forEach((k) => uncovered.delete(k));
    const progressed = uncovered.size < before;
    // The model's representative state promised more than the replay took: do not chase it again
    // (the coverage check reports it).
    if (!progressed) route.at(-1)?.cover.forEach((k) => uncovered.delete(k));
    return progressed;
  };
  const maxSteps = options.maxSteps ?? Infinity;
  /** Extends a walk from `at` with the nearest new ordinary edge until nothing new is reachable. */
  const extend = (walk: AnyEventObject[], at: string) => {
    for (let route = search(at, (e) => !isolated(e) && isNew(e)); route; route = search(at, (e) => !isolated(e) && isNew(e))) {
      if (walk.length && walk.length + route.length > maxSteps) return;
      walk.push(...route.map((e) => e.event));
      at = route.at(-1)!.target;
      take(walk, route);
    }
  };

  const walks: AnyEventObject[][] = [];
  take([]);
  // Isolated events first: each walk reaches one by the shortest route (no state on the way offers it), then goes on.
  for (let route = search(initialKey, (e) => isolated(e) && isNew(e)); route; route = search(initialKey, (e) => isolated(e) && isNew(e))) {
    const walk = route.map((e) => e.event);
    if (!take(walk, route)) continue;
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
