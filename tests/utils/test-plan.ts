/**
 * Readable test plans: each replay of a path-test suite as numbered steps in
 * plain words ("Do: … See: …"), written from the machine's own `description`
 * fields on states and transitions, so a tester can follow a path by hand
 * and a product owner can review what is covered. Each suite's section opens
 * with where to start (the suite's `start` text: page, viewport, what the
 * visitor has done before).
 *
 * Descriptions may name fields in braces: a state's come from the context, a
 * transition's from the event (then the context before it). `the {openId}
 * menu is open` reads "the services menu is open"; `{ratio%}` writes a share
 * (0.5) as "50 %"; `{reduce?turns on|turns off}` picks the words by whether
 * the field is true. Where a machine has no description the plan falls back
 * to the state value and the event type, so nothing is left out;
 * `npm run test:model -- --plan` rewrites docs/test-plans/ and every suite
 * fails while its section there is stale.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
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

/**
 * Fills `{field}` (or `{a.b}`) from the first record that has it; `{field%}` writes a share as a percentage and
 * `{field?yes words|no words}` chooses by the field's truth. A field no record knows stays as written.
 */
export function fill(template: string, ...sources: Record<string, unknown>[]): string {
  return template.replace(
    /\{([\w.]+)(%)?(?:\?([^|{}]*)\|([^{}]*))?\}/g,
    (whole, path: string, percent?: string, yes?: string, no?: string) => {
      const lookup = (values: unknown) => {
        let at: unknown = values;
        for (const part of path.split('.')) at = at && typeof at === 'object' ? (at as Record<string, unknown>)[part] : undefined;
        return at;
      };
      const at = sources.map(lookup).find((value) => value !== undefined);
      if (at === undefined) return whole;
      if (yes !== undefined) return at ? yes : (no ?? '');
      if (percent && typeof at === 'number') return `${Math.round(at * 100)} %`;
      return text(at);
    },
  );
}

const oneLine = (s: string) => s.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
const contextOf = (snapshot: AnySnapshot) => ((snapshot as { context?: Record<string, unknown> }).context ?? {}) as Record<string, unknown>;
const capital = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** How a step's event reads: something the visitor does, time passing, or an answer arriving (a service, the server). */
const verbOf = (type: string) => (type.startsWith('xstate.after.') ? 'Wait' : type.startsWith('xstate.') ? 'Meanwhile' : 'Do');
const humanType = (type: string) =>
  type.replace(/[._]/g, ' ').replace(/([a-z])([A-Z])/g, (_, a: string, b: string) => `${a} ${b.toLowerCase()}`);

/** `delays`: milliseconds of named delays the replay runs for (a random delay: its maximum), over the machine's own. */
export function planner(machine: AnyStateMachine, input?: unknown, delays: Record<string, number> = {}) {
  const graph = machineGraph(machine);
  const states = new Map<string, StateInfo>(graph.states.map((s) => [s.id, s]));
  const transitions = new Map<string, TransitionInfo>(graph.transitions.map((t) => [t.key, t]));
  const simulator = createSimulator(machine, input);

  /** The state in words: each active leaf's nearest described state (itself or an ancestor), else its path. */
  const stateWords = (snapshot: AnySnapshot) => {
    const active = new Set(activeStateIds(snapshot));
    const leaves = [...active].filter((id) => !states.get(id)?.children.some((c) => active.has(c)));
    const context = contextOf(snapshot);
    const phrases: string[] = [];
    for (const leaf of leaves) {
      let at = states.get(leaf);
      while (at && !at.description && at.parent) at = states.get(at.parent);
      const phrase = at?.description
        ? fill(oneLine(at.description), context)
        : `${machine.id} is in ${leaf.split('.').slice(1).join(' › ')}`;
      if (!phrases.includes(phrase)) phrases.push(phrase);
    }
    return phrases.join('; ');
  };

  const eventWords = (event: AnyEventObject, taken: readonly string[], before?: AnySnapshot) => {
    const transition = taken.map((key) => transitions.get(key)).find((t) => t && t.eventType === event.type && t.description);
    if (transition?.description)
      return fill(oneLine(transition.description), event as Record<string, unknown>, before ? contextOf(before) : {});
    const delay = /^xstate\.after\.([^.]+)\./.exec(event.type);
    if (delay) {
      const ms = delays[delay[1]!] ?? delayOf(machine, event.type);
      return `${ms === undefined ? 'the delay' : `${ms} ms`} ${ms === 1 ? 'passes' : 'pass'}${ms !== undefined && Number.isNaN(Number(delay[1])) ? ` (${delay[1]})` : ''}`;
    }
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
    if (actor) return actor[1] === 'done' ? `${actor[2]} finishes` : `${actor[2]} fails`;
    const { type, ...payload } = event;
    const fields = Object.entries(payload).map(([k, v]) => `${k} ${text(v).length > 60 ? `${text(v).slice(0, 57)}…` : text(v)}`);
    return `${humanType(type)}${fields.length ? ` (${fields.join(', ')})` : ''} happens`;
  };

  /** One replay: what the page shows at first, then numbered steps (what to do, what the page then shows). */
  const steps = (replay: Replay): string[] => {
    const start = stateWords(replay.snapshots[0]!);
    if (!replay.events.length) return [`At first, see: ${start}. Nothing to do: check that it stays so.`];
    const lines = [`At first, see: ${start}.`, ''];
    let current = replay.snapshots[0]!;
    replay.events.forEach((event, index) => {
      const step = simulator.next(current, event);
      const after = replay.snapshots[index + 1] ?? step.snapshot;
      lines.push(`${index + 1}. ${verbOf(event.type)}: ${eventWords(event, step.taken, current)}. See: ${stateWords(after)}.`);
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
  meta: { kind: string; mode: string; input?: unknown; start?: string; delays?: Record<string, number> },
): string {
  const plan = planner(machine, meta.input, meta.delays);
  const kind =
    meta.kind === 'browser'
      ? 'in Chromium against the production site'
      : meta.kind === 'view'
        ? 'on the rendered page'
        : 'against the machine alone (invariants)';
  const n = replays.length;
  const how =
    meta.mode === 'walks'
      ? `${n} covering ${n === 1 ? 'walk' : 'walks'} (together they take every state and transition)`
      : `${n} shortest ${n === 1 ? 'path' : 'paths'} (one to each state and transition)`;
  const lines = [
    sectionStart(suite),
    `## ${suite}`,
    '',
    ...(meta.start ? [`**Start:** ${capital(oneLine(meta.start))}.`, ''] : []),
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

const planFile = (machineId: string) =>
  path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../docs/test-plans', `${machineId}.md`);

/**
 * The body of each suite's plan test: under `npm run test:model -- --plan` (PATH_PLAN_DIR set) it writes the
 * suite's section for the plan writer to gather; otherwise it fails when docs/test-plans/<machine>.md lacks
 * the section or holds an older one.
 */
export function writeOrCheckPlan(suite: string, machineId: string, section: string): void {
  const out = process.env.PATH_PLAN_DIR;
  if (out) {
    fs.mkdirSync(`${out}/${machineId}`, { recursive: true });
    fs.writeFileSync(`${out}/${machineId}/${suite.replace(/[^a-z0-9]+/gi, '_')}.md`, section);
    return;
  }
  const file = planFile(machineId);
  const committed = fs.existsSync(file) ? extractSection(fs.readFileSync(file, 'utf8'), suite) : undefined;
  if (committed !== section) {
    throw new Error(
      `docs/test-plans/${machineId}.md ${committed === undefined ? 'has no section for' : 'is stale for'} "${suite}": run npm run test:model -- --plan`,
    );
  }
}
