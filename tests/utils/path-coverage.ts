/**
 * What a set of replays covers (states entered and transitions taken,
 * microsteps included) against everything the machine defines, and the
 * check that whatever is left over is excused with a reason.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import { simulate } from './path-graph';
import { machineGraph } from './xstate-adapter';

/** Every state node id and every transition (`<stateId>:<event>:<n>`) the machine defines. */
export function machineInventory(machine: AnyStateMachine) {
  const graph = machineGraph(machine);
  return { states: graph.states.map((s) => s.id), transitions: graph.transitions.map((t) => t.key) };
}

/** What a set of event sequences covers: states entered and transitions taken, microsteps included. */
export function coverageOfRuns(machine: AnyStateMachine, runs: readonly (readonly AnyEventObject[])[], input?: unknown) {
  const inventory = machineInventory(machine);
  const seen = new Set(
    runs.flatMap((events) => {
      const { initial, steps } = simulate(machine, events, input);
      return [initial, ...steps].flatMap((step) => [...step.visited, ...step.taken]);
    }),
  );
  return {
    paths: runs.length,
    steps: runs.reduce((sum, events) => sum + events.filter((e) => e.type !== 'xstate.init').length, 0),
    states: { total: inventory.states.length, covered: inventory.states.filter((s) => seen.has(s)) },
    transitions: { total: inventory.transitions.length, covered: inventory.transitions.filter((t) => seen.has(t)) },
    missingStates: inventory.states.filter((s) => !seen.has(s)),
    missingTransitions: inventory.transitions.filter((t) => !seen.has(t)),
  };
}

export type PathCoverage = ReturnType<typeof coverageOfRuns>;

/**
 * Checks coverage against the excuses: everything not covered must be
 * excused, and every excuse must name a state or transition of the machine
 * that the replays really do not cover (a stale excuse fails too).
 */
export function coverageProblems(machine: AnyStateMachine, coverage: PathCoverage, unreachable: Record<string, string> = {}): string[] {
  const inventory = machineInventory(machine);
  const known = new Set([...inventory.states, ...inventory.transitions]);
  const covered = new Set([...coverage.states.covered, ...coverage.transitions.covered]);
  const problems: string[] = [];
  const missing = [...coverage.missingStates, ...coverage.missingTransitions].filter((key) => !(key in unreachable));
  if (missing.length) problems.push(`not covered by any replay: ${missing.join(', ')}`);
  const unknown = Object.keys(unreachable).filter((key) => !known.has(key));
  if (unknown.length) problems.push(`excused as unreachable but the machine has no such state or transition: ${unknown.join(', ')}`);
  const stale = Object.keys(unreachable).filter((key) => covered.has(key));
  if (stale.length) problems.push(`excused as unreachable but covered by the replays (remove the excuse): ${stale.join(', ')}`);
  const unreasoned = Object.entries(unreachable).filter(([, reason]) => !reason.trim());
  if (unreasoned.length) problems.push(`excused without a reason: ${unreasoned.map(([key]) => key).join(', ')}`);
  return problems;
}

/** What one suite reports: written for `npm run test:model -- --coverage` and for the view-suite gate. */
export type SuiteReport = {
  suite: string;
  machine: string;
  /** `view` when the suite's setup rendered something into the document, `actor` otherwise. */
  kind: 'view' | 'actor' | 'browser';
  mode: 'paths' | 'walks';
  input?: unknown;
  paths: number;
  steps: number;
  states: { covered: number; total: number };
  transitions: { covered: number; total: number };
  coveredKeys: string[];
  excused: string[];
  reasons: Record<string, string>;
  missing: string[];
};

export function suiteReport(
  base: Pick<SuiteReport, 'suite' | 'machine' | 'kind' | 'mode' | 'input'>,
  coverage: PathCoverage,
  unreachable: Record<string, string> = {},
): SuiteReport {
  const excused = Object.keys(unreachable);
  return {
    ...base,
    paths: coverage.paths,
    steps: coverage.steps,
    states: { covered: coverage.states.covered.length, total: coverage.states.total },
    transitions: { covered: coverage.transitions.covered.length, total: coverage.transitions.total },
    coveredKeys: [...coverage.states.covered, ...coverage.transitions.covered],
    excused,
    reasons: unreachable,
    missing: [...coverage.missingStates, ...coverage.missingTransitions].filter((k) => !excused.includes(k)),
  };
}

const fileName = (suite: string) => `${suite.replace(/[^a-z0-9]+/gi, '_')}.json`;

/** The sub-directory of the gate's directory where each suite, when collected, leaves its name (see markCollected). */
export const COLLECTED_DIR = 'collected';

/**
 * Leaves a marker in the gate's directory that a suite was collected in this
 * run, so the gate can tell a suite that never wrote its report from one that
 * did not run. Synchronous: it runs while vitest collects the file.
 */
export function markCollected(suite: string, dir: string | undefined) {
  if (!dir) return;
  const collected = `${dir}/${COLLECTED_DIR}`;
  mkdirSync(collected, { recursive: true });
  writeFileSync(`${collected}/${fileName(suite)}`, JSON.stringify({ suite }));
}

/** Writes a suite's report into each directory that wants it (coverage report, gate run); a no-op otherwise. */
export async function writeReport(report: SuiteReport, dirs: readonly (string | undefined)[]) {
  const wanted = dirs.filter((d): d is string => !!d);
  if (!wanted.length) return;
  const fs = await import('node:fs/promises');
  for (const dir of wanted) {
    await fs.mkdir(dir, { recursive: true });
    await fs.writeFile(`${dir}/${fileName(report.suite)}`, JSON.stringify(report, null, 2));
  }
}

/** With PATH_COVERAGE_DIR set (npm run test:model -- --coverage), write a suite's numbers for the report. */
export async function recordCoverage(
  name: string,
  machine: AnyStateMachine,
  coverage: PathCoverage,
  unreachable: Record<string, string> = {},
) {
  const dir = typeof process !== 'undefined' ? process.env.PATH_COVERAGE_DIR : undefined;
  await writeReport(suiteReport({ suite: name, machine: machine.id, kind: 'browser', mode: 'walks' }, coverage, unreachable), [dir]);
}
