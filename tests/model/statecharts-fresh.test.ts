import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mermaid, renderAll } from '#scripts/statecharts-lib';
import { headerDropdownMachine } from '#machines/header-dropdown.machine';

const root = path.resolve(__dirname, '../..');

describe('statechart documents', () => {
  it('draw states, events, guards and named delays from the machine itself', () => {
    const diagram = mermaid(headerDropdownMachine);
    expect(diagram).toContain('[*] --> closed');
    expect(diagram).toContain('closing --> closed : after closeDelay (500 ms)');
    expect(diagram).toContain('open --> closed : dropdown.toggle [isSameMenu]');
  });

  it('the committed docs/statecharts match what the machines generate (run `npm run statecharts`)', async () => {
    const expected = await renderAll(root);
    const dir = path.join(root, 'docs', 'statecharts');
    const committed = fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
    expect(committed).toEqual([...expected.keys()].sort());
    for (const [name, content] of expected) {
      expect(fs.readFileSync(path.join(dir, name), 'utf8'), `docs/statecharts/${name} is stale`).toBe(content);
    }
  });
});
