/** The plan writer (tests/utils/test-plan.ts): descriptions filled in, steps as "Do: … See: …", the suite's start on top. */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { shortestPaths } from '../utils/path-graph';
import { fill, planSection } from '../utils/test-plan';

describe('fill', () => {
  it('takes a field from the first record that has it, and leaves unknown fields as written', () => {
    expect(fill('the {id} menu after {y} px of {threshold}', { id: 'services', y: 40 }, { threshold: 20, y: 0 })).toBe(
      'the services menu after 40 px of 20',
    );
    expect(fill('the {missing} menu', { id: 'services' })).toBe('the {missing} menu');
  });

  it('writes a share as a percentage and chooses words by a flag', () => {
    expect(fill('{ratio%} of it on screen', { ratio: 0.6 })).toBe('60 % of it on screen');
    expect(fill('the visitor {reduce?turns on|turns off} reduced motion', { reduce: true })).toBe('the visitor turns on reduced motion');
    expect(fill('the visitor {reduce?turns on|turns off} reduced motion', { reduce: false })).toBe('the visitor turns off reduced motion');
  });
});

describe('planSection', () => {
  const machine = setup({
    types: { context: {} as { count: number }, events: {} as { type: 'counter.add'; by: number } },
    delays: { settle: 500 },
  }).createMachine({
    id: 'counter',
    context: { count: 0 },
    initial: 'idle',
    states: {
      idle: {
        description: 'the counter shows {count}',
        on: {
          'counter.add': {
            target: 'settling',
            actions: assign({ count: ({ context, event }) => context.count + event.by }),
            description: 'the visitor adds {by}',
          },
        },
      },
      settling: {
        description: 'the counter shows {count} in grey',
        after: { settle: { target: 'idle', description: 'half a second passes' } },
      },
    },
  });
  const replays = shortestPaths(machine, { events: [{ type: 'counter.add', by: 2 }] });
  const section = planSection('counter · view', machine, replays, {
    kind: 'view',
    mode: 'paths',
    start: 'the counter page, nothing added yet',
  });

  it('opens with where to start, then each step as what to do and what the page shows', () => {
    expect(section).toContain('**Start:** The counter page, nothing added yet.');
    expect(section).toContain('At first, see: the counter shows 0.');
    expect(section).toContain('1. Do: the visitor adds 2. See: the counter shows 2 in grey.');
    expect(section).toContain('2. Wait: half a second passes. See: the counter shows 2.');
  });
});
