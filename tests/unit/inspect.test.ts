import { createInspector } from '@statelyai/inspect';
import { describe, expect, it, vi } from 'vitest';
import { createActor, createMachine } from 'xstate';
import { consoleAdapter, DEFAULT_WS_INSPECTOR_URL, inspectMode } from '#src/inspect-records';

describe('which inspection a page asks for', () => {
  it.each([
    ['', undefined, null],
    ['?q=1', undefined, null],
    ['?inspect', undefined, { kind: 'stately' }],
    ['?inspect=stately', undefined, { kind: 'stately' }],
    ['?inspect=console', undefined, { kind: 'console' }],
    ['?inspect=ws', undefined, { kind: 'ws', url: DEFAULT_WS_INSPECTOR_URL }],
    ['?inspect=ws://localhost:9001', undefined, { kind: 'ws', url: 'ws://localhost:9001' }],
    ['', '1', { kind: 'stately' }],
    ['', 'console', { kind: 'console' }],
    ['', '0', null],
    ['?inspect=console', '1', { kind: 'console' }],
  ])('search %j with VITE_INSPECT=%j', (search, flag, expected) => {
    expect(inspectMode(search, flag)).toEqual(expected);
  });
});

describe('?inspect=console', () => {
  it('prints one line per actor, event and snapshot record, with the record itself', async () => {
    const lines: string[] = [];
    const records: unknown[] = [];
    const inspector = createInspector(
      consoleAdapter((line, record) => {
        lines.push(line);
        records.push(record);
      }),
    );
    const toggle = createMachine({ id: 'toggle', initial: 'off', states: { off: { on: { 'toggle.flip': 'on' } }, on: {} } });
    const actor = createActor(toggle, { inspect: inspector.inspect }).start();
    actor.send({ type: 'toggle.flip' });
    // The inspector hands records on when the browser is idle.
    await vi.waitFor(() => expect(lines.at(-1)).toBe('state  toggle "on"'));

    expect(lines[0]).toMatch(/^actor {2}toggle \(x:\d+\)$/);
    expect(lines).toContain('event  toggle.flip → toggle');
    expect(lines).toContain('state  toggle "on"');
    expect(lines.at(-1)).toBe('state  toggle "on"');
    expect(records).toHaveLength(lines.length);
    expect(records[0]).toMatchObject({ type: '@xstate.actor', name: 'toggle' });
  });
});
