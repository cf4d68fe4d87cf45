/**
 * Model-based path tests from a machine's graph: `describePathTests(name,
 * machine, options)` registers a vitest suite that replays the machine's
 * paths against a system under test (usually the rendered view), checking
 * every state on the way with the per-state assertions.
 *
 * Small graphs are replayed as shortest paths (one test per path to each
 * state and transition); large ones (more than `WALK_THRESHOLD` paths) as
 * covering walks: a few long replays that together take every state and
 * transition. Either way the suite fails below 100 % coverage unless what is
 * left is excused with a reason, reports what it covers and how many replays
 * it took (for `npm run test:model -- --coverage` and the view-suite gate in
 * tests/model/), and fails when its section of docs/test-plans/ is stale.
 *
 * The jobs live in their own files: xstate-adapter.ts (what the harness
 * reads from XState, through its public API), path-graph.ts (paths and
 * walks), path-coverage.ts, test-plan.ts. Every suite and the Chromium runner
 * (tests/e2e/browser-paths.ts) import from this one.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, inject, it, vi } from 'vitest';
import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { coverageOfRuns, coverageProblems, markCollected, suiteReport, writeReport, type PathCoverage } from './path-coverage';
import { coveringWalks, shortestPaths, snapshotKeys, type GraphOptions, type Replay } from './path-graph';
import { planSection, writeOrCheckPlan } from './test-plan';
import { delayOf, delayedEvents, type AnySnapshot } from './xstate-adapter';

export { coverageProblems, machineInventory, recordCoverage } from './path-coverage';
export { coveringWalks, snapshotKeys, type WalkOptions } from './path-graph';
export { delayOf, type AnySnapshot } from './xstate-adapter';

/** Above this many shortest paths a suite replays covering walks instead. */
export const WALK_THRESHOLD = 40;

declare module 'vitest' {
  interface ProvidedContext {
    /** Where each path-test suite of this run writes its report (see tests/utils/path-suites-setup.ts). */
    pathSuitesDir: string;
  }
}

export type PathTestOptions<TMachine extends AnyStateMachine, TSut> = GraphOptions<TMachine> & {
  /** Creates the system under test for one replay (render a view, start an actor…). */
  setup: () => TSut | Promise<TSut>;
  teardown?: (sut: TSut) => unknown;
  /** How to perform an event on the SUT; defaults to `sut.send(event)` when the SUT has `send`. */
  exec?: Partial<Record<string, (sut: TSut, event: AnyEventObject) => void | Promise<void>>>;
  /** Assertions per state (key: dotted state value like `enabled.hover`, or `*`). */
  states: Record<string, (sut: TSut, snapshot: SnapshotFrom<TMachine>) => void | Promise<void>>;
  /** Where a tester starts, in words (page, viewport if it matters, what the visitor did before); heads the suite's test plan. */
  start?: string;
  /** Also generate simple paths (every acyclic path); only in `paths` mode. */
  simplePaths?: boolean;
  /** `paths`: one replay per shortest path; `walks`: few covering walks. Default: walks above WALK_THRESHOLD paths. */
  replay?: 'paths' | 'walks';
  /** Event types that can only happen early (see `WalkOptions.isolate`); walks only. */
  isolate?: readonly string[];
  /**
   * Transitions (`<stateId>:<event>:<n>`) or states the replays cannot take
   * through this system under test, each with the reason. Everything else
   * must be covered: the suite fails below 100 % state and transition coverage.
   */
  unreachable?: Record<string, string>;
};

/** The replays a suite runs, in the mode it would choose. */
export function suiteReplays<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Pick<PathTestOptions<TMachine, unknown>, keyof GraphOptions<TMachine> | 'simplePaths' | 'replay' | 'isolate' | 'unreachable'>,
): { mode: 'paths' | 'walks'; replays: Replay[] } {
  if (options.replay !== 'walks') {
    const paths = shortestPaths(machine, options);
    if (options.replay === 'paths' || paths.length <= WALK_THRESHOLD) return { mode: 'paths', replays: paths };
  }
  return { mode: 'walks', replays: coveringWalks(machine, options) };
}

/** Coverage of the replays a suite with these options runs. */
export function pathCoverage<TMachine extends AnyStateMachine>(
  machine: TMachine,
  options: Parameters<typeof suiteReplays<TMachine>>[1],
): PathCoverage {
  const { replays } = suiteReplays(machine, options);
  return coverageOfRuns(
    machine,
    replays.map((r) => r.events),
    options.input,
  );
}

/** Coverage of a set of walks (what the replays will really take). */
export const walkCoverage = (machine: AnyStateMachine, walks: readonly Replay[], input?: unknown): PathCoverage =>
  coverageOfRuns(
    machine,
    walks.map((w) => w.events),
    input,
  );

/** The delayed transitions (`xstate.after.*` events) waiting in a snapshot. */
export const pendingDelays = delayedEvents;

/** The gate's directory for this run (vitest globalSetup), if there is one. */
function gateDir() {
  try {
    return inject('pathSuitesDir');
  } catch {
    return undefined;
  }
}

/** Where this run's suite reports go: the gate's directory and the coverage report's. */
const reportDirs = () => [gateDir(), process.env.PATH_COVERAGE_DIR];

const rendersSomething = () => typeof document !== 'undefined' && document.body.querySelector('*') !== null;

/** Register the suite: coverage, test plan, then one test per replay. */
export function describePathTests<TMachine extends AnyStateMachine, TSut>(
  name: string,
  machine: TMachine,
  options: PathTestOptions<TMachine, TSut>,
) {
  const { mode, replays } = suiteReplays(machine, options);
  // The gate checks that every suite collected in the run wrote its report.
  markCollected(name, gateDir());

  const replayOne = async (replay: Replay) => {
    const sut = await options.setup();
    try {
      const check = async (snapshot: AnySnapshot, label: string) => {
        const keys = snapshotKeys(snapshot);
        try {
          for (const [key, assertion] of Object.entries(options.states)) {
            if (key === '*' || keys.includes(key)) await assertion(sut, snapshot as SnapshotFrom<TMachine>);
          }
        } catch (error) {
          if (error instanceof Error) error.message = `${label}, in ${JSON.stringify(snapshot.value)}: ${error.message}`;
          throw error;
        }
      };
      await check(replay.snapshots[0]!, 'initial state');
      for (const [index, event] of replay.events.entries()) {
        const ms = delayOf(machine, event.type);
        if (ms !== undefined) {
          await act(() => vi.advanceTimersByTimeAsync(ms));
        } else {
          const exec = options.exec?.[event.type];
          if (exec) await exec(sut, event);
          else if (sut && typeof (sut as { send?: unknown }).send === 'function') {
            (sut as unknown as { send: (e: AnyEventObject) => void }).send(event);
          } else throw new Error(`No exec for event ${event.type}`);
        }
        await check(replay.snapshots[index + 1]!, `step ${index + 1} of ${replay.events.length} (${event.type})`);
      }
    } finally {
      await options.teardown?.(sut);
    }
  };

  // Whether this suite checks a rendered view: its setup, or the first step of its first replay
  // (a view mounted by the machine's init event), puts something in the document.
  let kind: 'view' | 'actor' | undefined;
  const kindOf = async () => {
    if (!kind) {
      const sut = await options.setup();
      try {
        let renders = rendersSomething();
        const first = replays[0]?.events[0];
        const exec = first && options.exec?.[first.type];
        if (!renders && first && exec) {
          await exec(sut, first);
          renders = rendersSomething();
        }
        kind = renders ? 'view' : 'actor';
      } finally {
        await options.teardown?.(sut);
      }
    }
    return kind;
  };

  describe(`${name} (generated paths)`, () => {
    beforeEach(() => {
      vi.useFakeTimers();
    });
    afterEach(() => {
      vi.useRealTimers();
    });

    it(`the ${mode === 'walks' ? 'walks' : 'paths'} cover every state and transition of the machine`, async () => {
      if (replays.length === 0) throw new Error(`no paths generated for ${name}`);
      const coverage = coverageOfRuns(
        machine,
        replays.map((r) => r.events),
        options.input,
      );
      const problems = coverageProblems(machine, coverage, options.unreachable);
      await writeReport(
        suiteReport({ suite: name, machine: machine.id, kind: await kindOf(), mode, input: options.input }, coverage, options.unreachable),
        reportDirs(),
      );
      if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
    });

    it('the test plan in docs/test-plans/ is current (npm run test:model -- --plan)', async () => {
      const section = planSection(name, machine, replays, { kind: await kindOf(), mode, input: options.input, start: options.start });
      writeOrCheckPlan(name, machine.id, section);
    });

    // A long walk gets time in proportion to its steps (a shared machine can be slow).
    for (const replay of replays) it(replay.description, () => replayOne(replay), 20_000 + replay.events.length * 2_000);
  });
  return replays;
}
