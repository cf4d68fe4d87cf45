// docs/work-on-show.md keeps, for every work the site shows, what its words promise, what is in its frames and which
// clips and stills those are. This test keeps the table complete and current: a row per work, naming exactly the
// pictures the content gives that work, and only pictures the media library has.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { clips, stills } from '#src/content/media-library';
import { works } from '../utils/works-on-show';

const doc = fs.readFileSync(path.resolve('docs/work-on-show.md'), 'utf8');

type Row = { work: string; cells: string[]; ids: string[] };
/** The table's rows: the first cell names the work, the last lists its pictures' ids in backticks. */
const rows: Row[] = doc
  .split('\n')
  .filter((line) => line.startsWith('|') && !/^\|\s*(-|Work\b)/.test(line))
  .map((line) => {
    const cells = line
      .slice(1, -1)
      .split(' | ')
      .map((c) => c.trim());
    return { work: cells[0]!, cells, ids: [...cells.at(-1)!.matchAll(/`([^`]+)`/g)].map((m) => m[1]!) };
  });

/** `portfolio "Night Ritual"` → the row "Night Ritual (portfolio)". */
const rowName = (key: string) => {
  const [, kind, name] = key.match(/^(.+?) "(.+)"$/)!;
  return `${name} (${kind})`;
};

describe('docs/work-on-show.md', () => {
  it('reads a row per line of its table, each with five cells', () => {
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) expect(row.cells, row.work).toHaveLength(5);
  });

  it.each(works.map((w) => [rowName(w.key), w] as const))('%s has a row naming its pictures', (name, work) => {
    const row = rows.find((r) => r.work === name);
    expect(row, `no row "${name}"`).toBeDefined();
    expect([...new Set(row!.ids)].sort()).toEqual([...new Set(work.pictures.map((p) => p.id))].sort());
  });

  it('has no row for a work the site no longer shows, and names only pictures the library has', () => {
    const names = new Set(works.map((w) => rowName(w.key)));
    expect(rows.filter((r) => !names.has(r.work)).map((r) => r.work)).toEqual([]);
    const known = new Set([...clips.map((c) => c.id), ...stills.map((s) => s.id)]);
    expect(rows.flatMap((r) => r.ids).filter((id) => !known.has(id))).toEqual([]);
  });
});
