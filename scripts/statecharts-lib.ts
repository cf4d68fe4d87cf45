/**
 * Statechart documents generated from the machine definitions themselves:
 * a Mermaid stateDiagram-v2 (states, nesting, events, guards, delays,
 * invoked actors), the machine's own description and its events table.
 * `npm run statecharts` writes them to docs/statecharts/; a test fails when
 * the committed files differ from what the machines generate.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

type Node = AnyStateNode;
type Def = AnyTransitionDefinition;

export type MachineDoc = { file: string; exportName: string; machine: AnyStateMachine; source: string };

const mermaidId = (node: Node, rootId: string) =>
  node.id === rootId ? 'root' : node.id.slice(rootId.length + 1).replace(/[^A-Za-z0-9]+/g, '_');

function guardLabel(guard: unknown): string {
  if (!guard) return '';
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && guard && 'type' in guard) return String((guard as { type: string }).type);
  if (typeof guard === 'function') {
    const fn = guard as { name?: string; guards?: unknown[]; check?: unknown };
    if (fn.guards?.length && (fn.name === 'not' || fn.name === 'and' || fn.name === 'or')) {
      const inner = fn.guards.map(guardLabel);
      return fn.name === 'not' ? `!${inner[0]}` : inner.join(fn.name === 'and' ? ' && ' : ' || ');
    }
    return fn.name && fn.name !== 'guard' ? fn.name : 'inline guard';
  }
  return 'guard';
}

/** An invoked actor's name: the key it has in the machine's `actors`, else its logic's id. */
const srcName = (src: unknown) => (typeof src === 'string' ? src : ((src as { id?: string }).id ?? 'actor'));

function eventLabel(def: Def, machine: AnyStateMachine): string {
  const type = def.eventType;
  const after = /^xstate\.after\.([^.]+)\./.exec(type);
  if (after) {
    const name = after[1]!;
    const value = (machine.implementations.delays as Record<string, unknown>)[name];
    return typeof value === 'number' ? `after ${name} (${value} ms)` : /^\d+$/.test(name) ? `after ${name} ms` : `after ${name}`;
  }
  const done = /^xstate\.(done|error)\.actor\.(.+)$/.exec(type);
  if (done) {
    const invoke = def.source.invoke.find((i) => i.id === done[2]);
    const src = invoke ? srcName(invoke.src) : done[2]!;
    return `${done[1] === 'done' ? 'done' : 'error'}: ${src}`;
  }
  return type;
}

/** Every transition of the machine in document order (each state's events, then its eventless ones, then its children's). */
function allTransitions(machine: AnyStateMachine): Def[] {
  const list: Def[] = [];
  const walk = (node: Node) => {
    for (const defs of node.transitions.values()) list.push(...defs);
    list.push(...(node.always ?? []));
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  return list;
}

/** Mermaid stateDiagram-v2 for a machine: its states, nesting and invoked actors, and numbered arrows. */
export function mermaid(machine: AnyStateMachine): string {
  const root = machine.root;
  const lines: string[] = ['stateDiagram-v2'];
  const edges: string[] = [];
  const render = (node: Node, indent: string) => {
    const children = Object.values(node.states);
    const initial = node.initial?.target?.[0];
    if (initial) lines.push(`${indent}[*] --> ${mermaidId(initial, root.id)}`);
    for (const child of children) {
      const id = mermaidId(child, root.id);
      lines.push(`${indent}state "${child.key}" as ${id}`);
      if (Object.keys(child.states).length) {
        lines.push(`${indent}state ${id} {`);
        render(child, `${indent}  `);
        lines.push(`${indent}}`);
      }
      if (child.type === 'final') lines.push(`${indent}${id} --> [*]`);
      if (child.invoke.length) {
        const srcs = child.invoke.map((i) => srcName(i.src));
        lines.push(`${indent}note right of ${id} : invokes ${srcs.join(', ')}`);
      }
    }
  };
  render(root, '  ');
  // One arrow per pair of states, labelled with the numbers of its lines in the "What moves it" table.
  const arrows = new Map<string, number[]>();
  allTransitions(machine).forEach((def, index) => {
    for (const target of def.target?.length ? def.target : [def.source]) {
      const arrow = `${mermaidId(def.source, root.id)} --> ${mermaidId(target, root.id)}`;
      arrows.set(arrow, [...(arrows.get(arrow) ?? []), index + 1]);
    }
  });
  for (const [arrow, numbers] of arrows) edges.push(`  ${arrow} : ${numbers.join(', ')}`);
  return [...lines, ...edges.map((e) => e.replace(/ root /g, ' root '))].join('\n');
}

/** Event types the machine handles, with their payload fields as written in the machine's `types.events`. */
export function eventsTable(machine: AnyStateMachine, source: string): { type: string; payload: string; handledIn: string[] }[] {
  const handled = new Map<string, Set<string>>();
  const walk = (node: Node) => {
    for (const [type, defs] of node.transitions) {
      if (type.startsWith('xstate.')) continue;
      const set = handled.get(type) ?? new Set<string>();
      defs.forEach((d) => set.add(d.source === machine.root ? '(any state)' : d.source.id.split('.').slice(1).join('.')));
      handled.set(type, set);
    }
    Object.values(node.states).forEach(walk);
  };
  walk(machine.root);
  const payloads = new Map<string, string>();
  for (const m of source.matchAll(/\{\s*type:\s*'([\w.:-]+)'\s*;?([^{}]*(?:\{[^{}]*\}[^{}]*)*)\}/g)) {
    const fields = m[2]!.replace(/\s+/g, ' ').trim().replace(/;$/, '');
    if (!payloads.has(m[1]!) || (!payloads.get(m[1]!) && fields)) payloads.set(m[1]!, fields);
  }
  return [...handled.keys()]
    .sort()
    .map((type) => ({ type, payload: payloads.get(type) || '—', handledIn: [...handled.get(type)!].sort() }));
}

/**
 * Comment text as Markdown: blank lines separate paragraphs, a line starting
 * with `- `, `* ` or `1. ` starts a list item, and any other line continues
 * the paragraph or item above it (the comment's own line breaks are wrapping).
 */
export function paragraphs(text: string): string {
  const blocks = text.trim().split(/\n\s*\n/);
  return blocks
    .map((block) => {
      const lines: string[] = [];
      for (const raw of block.split('\n')) {
        const line = raw.trim();
        if (!line) continue;
        if (/^([-*]|\d+\.)\s/.test(line) || !lines.length) lines.push(line);
        else lines[lines.length - 1] = `${lines.at(-1)} ${line}`;
      }
      // A list starts on a line of its own after a paragraph.
      const isItem = (line: string) => /^([-*]|\d+\.)\s/.test(line);
      return lines.map((l, i) => `${i && isItem(l) && !isItem(lines[i - 1]!) ? '\n' : ''}${l.replace(/ {2,}/g, ' ')}`).join('\n');
    })
    .filter(Boolean)
    .join('\n\n');
}

/**
 * The machine's description: the JSDoc block right above its export, else
 * the file's header comment (a JSDoc block before any code), as plain text.
 */
export function description(source: string, exportName: string): string {
  const index = source.indexOf(`export const ${exportName}`);
  const blocks = [...source.matchAll(/\/\*\*([\s\S]*?)\*\//g)];
  const clean = (text: string) =>
    paragraphs(
      text
        .split('\n')
        .map((line) => line.replace(/^\s*\* ?/, '').trimEnd())
        .join('\n'),
    );
  const above = blocks.filter((b) => b.index! < index).at(-1);
  if (above && /^\s*$/.test(source.slice(above.index! + above[0].length, index))) return clean(above[1]!);
  const first = blocks[0];
  if (first && /^(\s|import[^;]*;)*$/.test(source.slice(0, first.index!))) return clean(first[1]!);
  return '';
}

const oneLine = (text: string) => text.replace(/\s+/g, ' ').trim().replace(/\.$/, '');
const stateName = (node: Node) => (node.parent ? node.path.join(' › ') : '(the whole machine)');
const cell = (text: string) => text.replace(/\|/g, '\\|');

/**
 * A description written as a template for the test plans (`{visible?comes back|leaves}`, `{ratio%}`; see
 * tests/utils/test-plan.ts) reads as words on the statechart page: both choices, "more or less" for a share, ‹name› for a value.
 * Braces must not reach the page: the docs' Markdown reads a trailing `{...}` as HTML attributes.
 */
export const inWords = (text: string) =>
  text
    .replace(/\{[\w.]+\?([^|{}]*)\|([^{}]*)\}/g, (_, yes: string, no: string) => `${yes} (or ${no})`)
    .replace(/\{[\w.]+%\}/g, 'more or less')
    .replace(/\{([\w.]+)\}/g, (_, name: string) => `‹${name}›`);

/** Every state with its sentence, nested states under their parent. */
function statesSection(machine: AnyStateMachine): string[] {
  const rows: string[] = [];
  const walk = (node: Node) => {
    rows.push(`| ${stateName(node)} | ${node.description ? cell(inWords(oneLine(node.description))) : '_not described_'} |`);
    Object.values(node.states).forEach(walk);
  };
  Object.values(machine.root.states).forEach(walk);
  return ['## States', '', '| state | what it means |', '| --- | --- |', ...rows, ''];
}

/** Every transition as a numbered sentence: in which state, what happens, where it leads, and on what condition. */
function transitionsSection(machine: AnyStateMachine): string[] {
  const rows = allTransitions(machine).map((def, index) => {
    const guard = guardLabel(def.guard);
    const to = def.target?.length ? def.target.map(stateName).join(', ') : '(stays where it is)';
    const when = def.eventType ? eventLabel(def, machine) : 'at once';
    const what = def.description ? inWords(oneLine(def.description)) : `_not described_ (${when})`;
    return `| ${index + 1} | ${stateName(def.source)} | ${cell(what)} | ${cell(to)} | ${guard ? `\`${cell(guard)}\`` : ''} |`;
  });
  return [
    '## What moves it',
    '',
    'Each line: in which state, what the visitor does or what happens, where the flow goes next, and the condition (if any) under which that line applies. The arrows of the diagram carry these numbers.',
    '',
    '| # | in | when | goes to | condition (in the code) |',
    '| --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ];
}

export function renderDoc(doc: MachineDoc): string {
  const { machine, source, file, exportName } = doc;
  const delays = Object.entries(machine.implementations.delays as Record<string, unknown>)
    .filter(([, v]) => typeof v === 'number')
    .map(([k, v]) => `\`${k}\` = ${v} ms`);
  const events = eventsTable(machine, source);
  const actors = Object.keys(machine.implementations.actors ?? {});
  const actions = Object.keys(machine.implementations.actions ?? {});
  const guards = Object.keys(machine.implementations.guards ?? {});
  const lines = [
    `# ${machine.id}`,
    '',
    `<!-- Generated by \`npm run statecharts\` from machines/${file}. Do not edit by hand. -->`,
    '',
    description(source, exportName) || '_No description written in the machine file._',
    '',
    `To check it by hand in a browser, follow its [test plan](../test-plans/${machine.id}.md).`,
    '',
    '```mermaid',
    mermaid(machine),
    '```',
    '',
    ...statesSection(machine),
    ...transitionsSection(machine),
    '## For developers',
    '',
    'The events the machine accepts (what a view or a test sends it) and the parts a test replaces with `machine.provide(...)`.',
    '',
    '| event | payload | handled in |',
    '| --- | --- | --- |',
    ...events.map(
      (e) => `| \`${e.type}\` | ${e.payload === '—' ? '—' : `\`${e.payload.replace(/\|/g, '\\|')}\``} | ${e.handledIn.join(', ')} |`,
    ),
    '',
    `- Delays: ${delays.length ? delays.join(', ') : 'none'}`,
    `- Actors: ${actors.length ? actors.map((a) => `\`${a}\``).join(', ') : 'none'}`,
    `- Actions: ${actions.length ? actions.map((a) => `\`${a}\``).join(', ') : 'none'}`,
    `- Guards: ${guards.length ? guards.map((a) => `\`${a}\``).join(', ') : 'none'}`,
    '',
  ];
  return lines.join('\n');
}

export async function loadMachines(root: string): Promise<MachineDoc[]> {
  const dir = path.join(root, 'machines');
  const files = fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.machine.ts'))
    .sort();
  const docs: MachineDoc[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    let mod: Record<string, unknown>;
    try {
      mod = (await import(path.join(dir, file))) as Record<string, unknown>;
    } catch (error) {
      throw new Error(`machines/${file} does not load: ${error instanceof Error ? error.message : String(error)}`);
    }
    for (const [exportName, value] of Object.entries(mod)) {
      if (exportName.endsWith('Machine') && value && typeof value === 'object' && 'root' in value) {
        docs.push({ file, exportName, machine: value as AnyStateMachine, source });
      }
    }
  }
  return docs;
}

/** Every generated file: docs/statecharts/<machine id>.md and the README index. */
export async function renderAll(root: string): Promise<Map<string, string>> {
  const docs = await loadMachines(root);
  const out = new Map<string, string>();
  const index = [
    '# Statecharts',
    '',
    '<!-- Generated by `npm run statecharts`. Do not edit by hand. -->',
    '',
    'Every behaviour of the site is an XState machine in `machines/`. Each page below is generated from the machine definition itself: the machine drawn, every state and every transition in a sentence, and a link to its test plan. QA runs the paths generated from these graphs with `npm test` (coverage: `npm run test:model -- --coverage`) and can follow each of them by hand in [docs/test-plans](../test-plans/README.md); developers can watch them live with `npm run dev` and `?inspect`.',
    '',
    '| machine | file | what it does |',
    '| --- | --- | --- |',
  ];
  for (const doc of docs) {
    const name = `${doc.machine.id}.md`;
    out.set(name, renderDoc(doc));
    const summary =
      description(doc.source, doc.exportName)
        .split(/(?<=\.)\s| - `|:\s*$/m)[0]
        ?.replace(/:$/, '.') ?? '';
    index.push(`| [${doc.machine.id}](./${name}) | \`machines/${doc.file}\` | ${summary.replace(/\|/g, '\\|')} |`);
  }
  out.set('README.md', `${index.join('\n')}\n`);
  return out;
}
