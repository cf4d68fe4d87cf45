/**
 * The path-test harness itself: what it reads from XState (through
 * tests/utils/xstate-adapter.ts), the replays it plans and the plain-word
 * plans it writes. An XState upgrade that moves an internal fails here first.
 */
import { describe, expect, it } from 'vitest';
import { assign, setup } from 'xstate';
import { coverageOfRuns, coverageProblems } from '../utils/path-coverage';
import { coveringWalks, shortestPaths } from '../utils/path-graph';
import { planner, planSection } from '../utils/test-plan';
import { activeStateIds, createSimulator, delayedEvents, machineGraph } from '../utils/xstate-adapter';

const lamp = setup({
  types: { context: {} as { presses: number; room: string }, events: {} as { type: 'lamp.press'; hand: string } | { type: 'lamp.unplug' } },
  delays: { dimDelay: 300 },
  guards: { isWorn: ({ context }) => context.presses >= 2 },
}).createMachine({
  id: 'lamp',
  context: { presses: 0, room: 'studio' },
  initial: 'off',
  states: {
    off: {
      description: 'the {room} lamp is off',
      on: { 'lamp.press': { target: 'checking', description: 'the visitor presses the switch with the {hand} hand' } },
    },
    checking: {
      always: [
        { guard: 'isWorn', target: 'broken' },
        { target: 'on', actions: assign({ presses: ({ context }) => context.presses + 1 }) },
      ],
    },
    on: {
      initial: 'bright',
      states: {
        bright: { description: 'the lamp shines brightly', after: { dimDelay: 'dim' } },
        dim: { description: 'the lamp glows dimly' },
      },
      on: { 'lamp.press': 'off', 'lamp.unplug': 'off' },
    },
    broken: { type: 'final' },
  },
});

describe('xstate adapter', () => {
  it('lists every state and transition with its description, guard and targets', () => {
    const graph = machineGraph(lamp);
    expect(graph.states.map((s) => s.id)).toEqual([
      'lamp',
      'lamp.off',
      'lamp.checking',
      'lamp.on',
      'lamp.on.bright',
      'lamp.on.dim',
      'lamp.broken',
    ]);
    expect(graph.states.find((s) => s.id === 'lamp.off')?.description).toBe('the {room} lamp is off');
    expect(graph.transitions.map((t) => t.key)).toEqual([
      'lamp.off:lamp.press:0',
      'lamp.checking:always:0',
      'lamp.checking:always:1',
      'lamp.on:lamp.press:0',
      'lamp.on:lamp.unplug:0',
      'lamp.on.bright:xstate.after.dimDelay.lamp.on.bright:0',
    ]);
    expect(graph.transitions[0]).toMatchObject({
      description: 'the visitor presses the switch with the {hand} hand',
      targets: ['lamp.checking'],
    });
    expect(graph.transitions[1]).toMatchObject({ guard: 'isWorn', eventType: 'always' });
  });

  it('steps purely, recording transient states and eventless transitions, and sees delayed events', () => {
    const sim = createSimulator(lamp);
    const start = sim.initial();
    expect(activeStateIds(start.snapshot)).toEqual(['lamp', 'lamp.off']);
    const step = sim.next(start.snapshot, { type: 'lamp.press', hand: 'left' });
    expect(step.taken).toEqual(['lamp.off:lamp.press:0', 'lamp.checking:always:1']);
    expect(step.visited).toContain('lamp.checking');
    expect(step.snapshot.value).toEqual({ on: 'bright' });
    expect(delayedEvents(step.snapshot)).toEqual(['xstate.after.dimDelay.lamp.on.bright']);
  });
});

describe('replays and coverage', () => {
  const events = [{ type: 'lamp.press', hand: 'left' }, { type: 'lamp.unplug' }] as const;
  const options = { events: [...events], contextKeys: ['presses'] };

  it('shortest paths and covering walks both take every state and transition; walks need fewer replays', () => {
    const paths = shortestPaths(lamp, options);
    const walks = coveringWalks(lamp, options);
    for (const replays of [paths, walks]) {
      const coverage = coverageOfRuns(
        lamp,
        replays.map((r) => r.events),
      );
      expect(coverageProblems(lamp, coverage)).toEqual([]);
    }
    expect(walks.length).toBeLessThan(paths.length);
    // Snapshots are replayed from the start: one before the first event and one after each.
    for (const walk of walks) expect(walk.snapshots).toHaveLength(walk.events.length + 1);
  });

  it('an excuse must name a real, uncovered state or transition, with a reason', () => {
    const coverage = coverageOfRuns(lamp, [[{ type: 'lamp.press', hand: 'left' }]]);
    const problems = coverageProblems(lamp, coverage, { 'lamp.on.dim': '', 'lamp.nowhere': 'no such state', 'lamp.off': 'covered anyway' });
    expect(problems.join('\n')).toMatch(/not covered by any replay: .*lamp\.broken/);
    expect(problems.join('\n')).toMatch(/no such state or transition: lamp\.nowhere/);
    expect(problems.join('\n')).toMatch(/covered by the replays \(remove the excuse\): lamp\.off/);
    expect(problems.join('\n')).toMatch(/without a reason: lamp\.on\.dim/);
  });
});

describe('test plans', () => {
  it('write each step in plain words from the descriptions, filling in context and event fields', () => {
    const [walk] = coveringWalks(lamp, { events: [{ type: 'lamp.press', hand: 'left' }], contextKeys: ['presses'], maxSteps: 3 });
    const steps = planner(lamp).steps(walk!);
    expect(steps.slice(0, 5)).toEqual([
      'At first, see: the studio lamp is off.',
      '',
      '1. Do: the visitor presses the switch with the left hand. See: the lamp shines brightly.',
      '2. Wait: 300 ms pass (dimDelay). See: the lamp glows dimly.',
      '3. Do: lamp press (hand left) happens. See: the studio lamp is off.',
    ]);
  });

  it('fall back to the state path where a state has no description, and say how the suite replays', () => {
    const press = { type: 'lamp.press', hand: 'left' } as const;
    const walk = coveringWalks(lamp, { events: [press], contextKeys: ['presses'] }).find((w) => w.snapshots.at(-1)!.matches('broken'))!;
    expect(planner(lamp).stateWords(walk.snapshots.at(-1)!)).toBe('lamp is in broken');
    const section = planSection('lamp · test', lamp, [walk], { kind: 'view', mode: 'walks' });
    expect(section).toMatch(/^<!-- suite: lamp · test -->\n## lamp · test\n/);
    expect(section).toContain('Replayed on the rendered page, as 1 covering walk (together they take every state and transition).');
  });
});
