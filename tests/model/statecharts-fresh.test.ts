import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { mermaid, renderAll, renderDoc } from '#scripts/statecharts-lib';
import { headerDropdownMachine } from '#machines/header-dropdown.machine';

const root = path.resolve(__dirname, '../..');

describe('statechart documents', () => {
  it('draw the states with numbered arrows, and list every state and numbered transition in words', () => {
    const diagram = mermaid(headerDropdownMachine);
    expect(diagram).toContain('[*] --> closed');
    expect(diagram).toContain('closed --> open : 1, 2, 3');
    expect(diagram).toContain('closing --> closed : 12, 14, 15');
    const doc = renderDoc({
      file: 'header-dropdown.machine.ts',
      exportName: 'headerDropdownMachine',
      machine: headerDropdownMachine,
      source: '',
    });
    expect(doc).toContain('| closed | no menu of the desktop navigation is open |');
    expect(doc).toContain('| 7 | open | the visitor presses the ‹id› menu button again | closed | `isSameMenu` |');
    expect(doc).toContain('| 15 | closing | half a second passes without the pointer coming back | closed |  |');
    expect(doc).toContain('[test plan](../test-plans/headerDropdown.md)');
  });

  it('write a template description in words, leaving no braces for the docs site to read as HTML attributes', () => {
    const toggle = createMachine({
      id: 'toggle',
      initial: 'idle',
      states: {
        idle: {
          on: {
            seen: { description: 'the visitor scrolls so that {ratio%} of it is on screen' },
            tab: { description: 'the visitor {visible?comes back to the tab|leaves the tab}' },
          },
        },
      },
    });
    const doc = renderDoc({ file: 'toggle.machine.ts', exportName: 'toggleMachine', machine: toggle, source: '' });
    expect(doc).toContain('| the visitor scrolls so that more or less of it is on screen |');
    expect(doc).toContain('| the visitor comes back to the tab (or leaves the tab) |');
    expect(doc).not.toMatch(/\{[\w.]+[?%}]/);
  });

  it('name the event, guard and delay where a transition has no sentence', () => {
    const lamp = createMachine(
      {
        id: 'lamp',
        initial: 'off',
        states: {
          off: { on: { press: { target: 'on', guard: 'plugged' } } },
          on: { after: { dim: 'off' } },
        },
      },
      { delays: { dim: 300 }, guards: { plugged: () => true } },
    );
    const doc = renderDoc({ file: 'lamp.machine.ts', exportName: 'lampMachine', machine: lamp, source: '' });
    expect(doc).toContain('| 1 | off | _not described_ (press) | on | `plugged` |');
    expect(doc).toContain('| 2 | on | _not described_ (after dim (300 ms)) | off |  |');
  });

  it('the committed docs/statecharts match what the machines generate (run `npm run statecharts`)', async () => {
    const expected = await renderAll(root);
    const dir = path.join(root, 'docs', 'statecharts');
    const committed = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    expect(committed).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      expect(fs.readFileSync(path.join(dir, name), 'utf8'), `docs/statecharts/${name} is stale`).toBe(content);
      expect(content.replace(/```mermaid[\s\S]*?```/g, ''), `docs/statecharts/${name} keeps a template in braces`).not.toMatch(
        /\{[\w.]+[?%}]/,
      );
    }
  });
});
