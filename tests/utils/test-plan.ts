/**
 * Readable test plans: each replay of a path-test suite as numbered steps in
 * plain words ("Given …, when …, then …"), written from the machine's own
 * `description` fields on states and transitions, so a tester can follow a
 * path by hand and a product owner can review what is covered.
 *
 * Descriptions may name context fields (states) or event fields (events) in
 * braces: a state described as `the {openId} menu is open` reads "the
 * services menu is open"; a transition described as `the visitor sends
 * "{text}"` quotes what was sent. Where a machine has no description the
 * plan falls back to the state value and the event type, so nothing is left
 * out; `npm run test:model -- --plan` rewrites docs/test-plans/ and every
 * suite fails while its section there is stale.
 */
import type { AnyEventObject, AnyStateMachine } from 'xstate';
import type { Replay } from './path-graph';
import {
  activeStateIds,
  createSimulator,
  delayOf,
  machineGraph,
  type AnySnapshot,
  type StateInfo,
  type TransitionInfo,
} from './xstate-adapter';

const text = (value: unknown): string => {
  if (value === null || value === undefined) return 'none';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return JSON.stringify(value);
};

/** Fills `{field}` (or `{a.b}`) from the given record; a field it does not know stays as written. */
export function fill(template: string, values: Record<string, unknown>): string {
  return template.replace(/\{([\w.]+)\}/g, (whole, path: string) => {
    let at: unknown = values;
    for (const part of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
    return at === undefined ? whole : text(at);
  });
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
const humanType = (type: string) =>
  type.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

export function planner(machine: AnyStateMachine, input?: unknown) {
  const graph = machineGraph(machine);
  const states = new Map<string, StateInfo>(graph.states.map((s) => [s.id, s]));
  const transitions = new Map<string, TransitionInfo>(graph.transitions.map((t) => [t.key, t]));
  const simulator = createSimulator(machine, input);

  /** The state in words: each active leaf's nearest described state (itself or an ancestor), else its path. */
  const stateWords = (snapshot: AnySnapshot) => {
    const active = new Set(activeStateIds(snapshot));
    const leaves = [...active].filter((id) => !states.get(id)?.children.some((c) => active.has(c)));
    const context = ((snapshot as { context?: Record<string, unknown> }).context ?? {}) as Record<string, unknown>;
    const phrases: string[] = [];
    for (const leaf of leaves) {
      let at = states.get(leaf);
      while (at && !at.description && at.parent) at = states.get(at.parent);
      const phrase = at?.description
        ? fill(oneLine(at.description), context)
        : `${machine.id} is in ${leaf.split('.').slice(1).join(' › ')}`;
      if (!phrases.includes(phrase)) phrases.push(phrase);
    }
    return phrases.join(' and ');
  };

  const eventWords = (event: AnyEventObject, taken: readonly string[]) => {
    const transition = taken.map((key) => transitions.get(key)).find((t) => t && t.eventType === event.type && t.description);
    if (transition?.description) return fill(oneLine(transition.description), event as Record<string, unknown>);
    const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (delay) {
      const ms = delayOf(machine, event.type);
      return `${ms === undefined ? 'the delay' : `${ms} ms`} ${ms === 1 ? 'passes' : 'pass'}${ms !== undefined && Number.isNaN(Number(delay[1])) ? ` (${delay[1]})` : ''}`;
    }
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actor) return actor[1] === 'done' ? `${actor[2]} finishes` : `${actor[2]} fails`;
    const { type, ...payload } = event;
    const fields = Object.entries(payload).map(([k, v]) => `${k} ${text(v).length > 60 ? `${text(v).slice(0, 57)}…` : text(v)}`);
    return `${humanType(type)}${fields.length ? ` (${fields.join(', ')})` : ''} happens`;
  };

  /** One replay as numbered steps. */
  const steps = (replay: Replay): string[] => {
    const lines: string[] = [];
    const start = stateWords(replay.snapshots[0]!);
    if (!replay.events.length) return [`1. Given ${start}, then nothing else happens: ${start}.`];
    let current = replay.snapshots[0]!;
    replay.events.forEach((event, index) => {
      const step = simulator.next(current, event);
      const after = replay.snapshots[index + 1] ?? step.snapshot;
      const when = eventWords(event, step.taken);
      const then = stateWords(after);
      lines.push(`${index + 1}. ${index === 0 ? `Given ${start}, when` : 'When'} ${when}, then ${then}.`);
      current = after;
    });
    return lines;
  };
  return { stateWords, eventWords, steps };
}

export const sectionStart = (suite: string) => `<!-- suite: ${suite} -->`;
export const sectionEnd = '<!-- /suite -->';

/** A suite's section of docs/test-plans/<machine>.md. */
export function planSection(
  suite: string,
  machine: AnyStateMachine,
  replays: readonly Replay[],
  meta: { kind: string; mode: string; input?: unknown },
): string {
  const plan = planner(machine, meta.input);
  const kind = meta.kind === 'view' ? 'on the rendered page' : 'against the machine alone (invariants)';
  const n = replays.length;
  const how =
    meta.mode === 'walks'
      ? `${n} covering ${n === 1 ? 'walk' : 'walks'} (together they take every state and transition)`
      : `${n} shortest ${n === 1 ? 'path' : 'paths'} (one to each state and transition)`;
  const lines = [
    sectionStart(suite),
    `## ${suite}`,
    '',
    `Replayed ${kind}, as ${how}${meta.input === undefined ? '' : `; input ${JSON.stringify(meta.input)}`}.`,
    '',
  ];
  replays.forEach((replay, index) => {
    const noun = meta.mode === 'walks' ? 'Walk' : 'Path';
    lines.push(
      `### ${noun} ${index + 1} of ${replays.length} (${replay.events.length} ${replay.events.length === 1 ? 'step' : 'steps'})`,
      '',
    );
    lines.push(...plan.steps(replay), '');
  });
  lines.push(sectionEnd);
  return lines.join('\n');
}

/** Pulls a suite's section out of a plan file's text. */
export function extractSection(document: string, suite: string): string | undefined {
  const start = document.indexOf(sectionStart(suite));
  if (start < 0) return undefined;
  const end = document.indexOf(sectionEnd, start);
  return end < 0 ? undefined : document.slice(start, end + sectionEnd.length);
}

/** Suite names of every section in a plan file. */
export const sectionsOf = (document: string) => [...document.matchAll(/<!-- suite: (.+?) -->/g)].map((m) => m[1]!);
