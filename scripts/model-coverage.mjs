#!/usr/bin/env node
// `npm run test:model -- --coverage`: run every generated path-test suite and
// print, per machine, the states and transitions its paths cover.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'path-coverage-'));
const args = process.argv.slice(2).filter((a) => a !== '--coverage');
const vitest = path.join(root, 'node_modules', 'vitest', 'vitest.mjs');
const run = spawnSync(process.execPath, [vitest, 'run', '-t', 'generated paths', ...args], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, PATH_COVERAGE_DIR: dir },
});

const reports = fs.existsSync(dir)
  ? fs.readdirSync(dir).map((f) => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8')))
  : [];
reports.sort((a, b) => a.suite.localeCompare(b.suite));
const pct = (c, t) => (t === 0 ? '100.0' : ((100 * c) / t).toFixed(1));
console.log('\nPath coverage per machine (generated paths)\n');
console.log('suite'.padEnd(44), 'paths'.padStart(6), 'states'.padStart(12), 'transitions'.padStart(16), ' excused');
for (const r of reports) {
  console.log(
    r.suite.padEnd(44),
    String(r.paths).padStart(6),
    `${r.states.covered}/${r.states.total} ${pct(r.states.covered, r.states.total)}%`.padStart(12),
    `${r.transitions.covered}/${r.transitions.total} ${pct(r.transitions.covered, r.transitions.total)}%`.padStart(16),
    ` ${r.excused.length}`,
  );
  if (r.missing.length) console.log('   missing:', r.missing.join(', '));
}
// Why each excused state or transition cannot be reached in that suite, grouped by reason.
const excusedSuites = reports.filter((r) => r.excused.length);
if (excusedSuites.length) console.log('\nExcused (not reachable in that suite), with the reason\n');
for (const r of excusedSuites) {
  const byReason = new Map();
  for (const key of r.excused) byReason.set(r.reasons?.[key] ?? '(no reason given)', [...(byReason.get(r.reasons?.[key] ?? '(no reason given)') ?? []), key]);
  console.log(`${r.suite}:`);
  for (const [reason, keys] of byReason) {
    const shown = keys.length > 3 ? `${keys.slice(0, 3).join(', ')} … (${keys.length} in all)` : keys.join(', ');
    console.log(`   ${reason}\n      ${shown}`);
  }
}
fs.rmSync(dir, { recursive: true, force: true });
process.exit(run.status ?? 1);
