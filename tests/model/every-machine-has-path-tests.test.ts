/**
 * The design promise: every machine in machines/ has a generated path-test
 * suite (describePathTests from tests/utils/path-tests.ts). A new machine
 * without one fails `npm test` here.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../..');
const machineFiles = fs.readdirSync(path.join(root, 'machines')).filter((f) => f.endsWith('.machine.ts'));

function testFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'e2e' ? [] : testFiles(full);
    return /\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}
const sources = testFiles(path.join(root, 'tests')).map((file) => ({ file, text: fs.readFileSync(file, 'utf8') }));

describe('generated path tests', () => {
  it('machines/ holds machines', () => {
    expect(machineFiles.length).toBeGreaterThan(0);
  });

  it.each(machineFiles)('%s has a describePathTests suite', (file) => {
    const source = fs.readFileSync(path.join(root, 'machines', file), 'utf8');
    const exported = [...source.matchAll(/export const (\w+Machine)\b/g)].map((m) => m[1]!);
    expect(exported.length, `${file} exports no *Machine`).toBeGreaterThan(0);
    const moduleName = file.replace(/\.ts$/, '');
    for (const name of exported) {
      const suites = sources.filter(
        ({ text }) => text.includes(`machines/${moduleName}'`) && new RegExp(`describePathTests\\([^,]+,\\s*[^,]*\\b${name}\\b`).test(text.replace(/\s+/g, ' ')) ||
          (text.includes(`machines/${moduleName}'`) && text.includes('describePathTests(') && new RegExp(`\\b${name}\\.provide\\(`).test(text)),
      );
      expect(suites.map((s) => path.relative(root, s.file)), `${name} (${file}) has no generated path-test suite`).not.toEqual([]);
    }
  });
});
