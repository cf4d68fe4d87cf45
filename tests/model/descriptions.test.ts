/**
 * Every machine explains itself: each state (the machine itself included) and
 * each transition (events, `always`, `after`, the `onDone`/`onError` of
 * invoked actors, targetless ones) carries a `description` in plain words.
 * Those words are what developers read in the Stately inspector, QA in the
 * test plans (docs/test-plans/) and product owners in the statecharts
 * (docs/statecharts/). The machines are found by reading machines/, so a new
 * machine is covered without touching this file.
 *
 * The walk uses XState's public state-node API only: `machine.root`,
 * `StateNode.states`, `.transitions`, `.always` and `.description`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode, AnyTransitionDefinition } from 'xstate';

const machinesDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../machines');

/** Machines (by file) that may lack descriptions for now, each with the reason. */
const excluded: Record<string, string> = {};

const files = fs
  .readdirSync(machinesDir)
  .filter((f) => f.endsWith('.machine.ts'))
  .sort();

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  'config' in value &&
  typeof (value as { transition?: unknown }).transition === 'function';

/** The machines a module exports. */
async function machinesOf(file: string): Promise<AnyStateMachine[]> {
  const module = (await import(path.join(machinesDir, file))) as Record<string, unknown>;
  return Object.values(module).filter(isMachine);
}

const transitionName = (t: AnyTransitionDefinition, index: number) => {
  const event = t.eventType === '' ? 'always' : t.eventType;
  const targets = t.target?.length ? ` → ${t.target.map((n) => `"${n.id}"`).join(', ')}` : ' (no target)';
  return `transition of "${t.source.id}" on ${event} #${index}${targets}`;
};

/** What in a machine has no description, or a description that names one of its events. */
export function undescribed(machine: AnyStateMachine): string[] {
  const problems: string[] = [];
  const eventTypes = new Set<string>();
  const check = (what: string, description: string | undefined) => {
    if (!description?.trim()) problems.push(`${what} has no description`);
    else
      for (const type of eventTypes)
        if (type.includes('.') && !type.startsWith('xstate.') && description.includes(type))
          problems.push(`${what} names the event ${type} in its description`);
  };
  const nodes: AnyStateNode[] = [];
  const collect = (node: AnyStateNode) => {
    nodes.push(node);
    for (const [type] of node.transitions) eventTypes.add(type);
    Object.values(node.states).forEach(collect);
  };
  collect(machine.root);
  for (const node of nodes) {
    check(node === machine.root ? `the machine "${node.id}"` : `state "${node.id}"`, node.description);
    for (const [, definitions] of node.transitions) definitions.forEach((t, i) => check(transitionName(t, i), t.description));
    (node.always ?? []).forEach((t, i) => check(transitionName(t, i), t.description));
  }
  return problems;
}

describe('every state and transition of every machine has a description', () => {
  it('finds the machines in machines/', async () => {
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) expect((await machinesOf(file)).length, `${file} exports no machine`).toBeGreaterThan(0);
  });

  it('excuses only machines that exist, each with a reason', () => {
    for (const [file, reason] of Object.entries(excluded)) {
      expect(files, `excluded ${file} is not in machines/`).toContain(file);
      expect(reason.trim()).not.toBe('');
    }
  });

  it.each(files.filter((f) => !(f in excluded)))('%s', async (file) => {
    const problems = (await machinesOf(file)).flatMap(undescribed);
    expect(problems, `${file}:\n  ${problems.join('\n  ')}`).toEqual([]);
  });
});
