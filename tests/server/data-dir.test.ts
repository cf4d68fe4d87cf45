// @vitest-environment node
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { checkWritable } from '#src/server/db/pglite';

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

describe('DATA_DIR at start-up', () => {
  it('is created when missing and left without the probe file', () => {
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-datadir-'));
    dirs.push(parent);
    const dir = path.join(parent, 'nested', 'data');
    checkWritable(dir);
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('a directory that cannot take writes stops the start with a message that names it and the way out', () => {
    // A regular file where the directory should be: no process can write under it, root included.
    const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'studio-datadir-'));
    dirs.push(parent);
    const file = path.join(parent, 'not-a-directory');
    fs.writeFileSync(file, '');
    expect(() => checkWritable(path.join(file, 'data'))).toThrow(/DATA_DIR .*not-a-directory\/data cannot take writes .*DATABASE_URL/);
  });
});
