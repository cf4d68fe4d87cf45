/**
 * The gate on the generated path tests, judged from what the suites of this
 * run reported (tests/utils/path-tests.ts writes one report per suite; this
 * file runs in the last group, after every other test file):
 *
 * - every machine in machines/ has a VIEW suite: one whose setup rendered
 *   something, so its per-state assertions read the page (a suite that only
 *   replays a live actor does not count), except a machine that draws
 *   nothing (`withoutView` below, each with its reason), whose actor suites
 *   stand in;
 * - every variant of the chat (sales, support, default) has its own view suite;
 * - together the view suites of a machine take every state and transition, and
 *   what none takes is excused in each of them with a reason;
 * - docs/test-plans/ has one plan per machine, with a section for exactly the
 *   suites that ran, besides the Chromium walks' (each suite checks its own
 *   section is current).
 *
 * Every suite leaves a marker when vitest collects it (tests/utils/path-coverage.ts,
 * markCollected); the gate first checks that each collected suite wrote its
 * report. Only when no path-test suite was collected in the run (one
 * unrelated file run alone, `npx vitest run tests/model`) is the gate skipped.
 * `npm test` and `npm run test:model` run it.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { loadMachines } from '#scripts/statecharts-lib';
import { chatCopy } from '#src/content/chat';
import { COLLECTED_DIR, type SuiteReport } from '../utils/path-coverage';
import { machineInventory } from '../utils/path-tests';
import { sectionsOf } from '../utils/test-plan';

const root = path.resolve(__dirname, '../..');
const dir = inject('pathSuitesDir');
/** The JSON files directly in a directory, parsed (sub-directories and other files left out). */
const jsonFilesIn = <T>(folder: string | undefined): T[] =>
  folder && fs.existsSync(folder)
    ? fs
        .readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isFile() && entry.name.endsWith('.json'))
        .map((entry) => JSON.parse(fs.readFileSync(path.join(folder, entry.name), 'utf8')) as T)
    : [];
const reports = jsonFilesIn<SuiteReport>(dir);
/** The suites vitest collected in this run, whether or not they reported. */
const collected = jsonFilesIn<{ suite: string }>(dir && path.join(dir, COLLECTED_DIR)).map((m) => m.suite);
const machines = await loadMachines(root);

/** Machines whose input picks a variant that changes what the visitor sees: each variant needs its own view suite. */
const variants: Record<string, readonly string[]> = {
  chatQualification: Object.keys(chatCopy.welcome),
};

/**
 * Machines that draw nothing of their own, each with the reason: their suites replay on the running actor, and
 * those suites together must take every state and transition instead.
 */
const withoutView: Record<string, string> = {
  flowCounter:
    'It adds up flow steps and sends them in beacons; nothing on the page changes. Its suites replay on the actor with the page’s consent, page-hide and beacon provided.',
};

/** The gate runs when the run collected path-test suites; the title says why it was skipped otherwise. */
const gateTitle =
  collected.length === 0
    ? 'path-test gate: skipped, no path-test suite was collected in this run'
    : 'path-test gate (from the suites of this run)';

describe.skipIf(collected.length === 0)(gateTitle, () => {
  it('machines/ holds machines', () => {
    expect(machines.length).toBeGreaterThan(0);
  });

  it('every path-test suite collected in this run wrote its report', () => {
    const reported = new Set(reports.map((r) => r.suite));
    expect(
      collected.filter((suite) => !reported.has(suite)).sort(),
      'these suites were collected but wrote no report (did their coverage test run?)',
    ).toEqual([]);
  });

  it.each(machines.map((m) => [m.machine.id, m] as const))('%s has a view suite that replays its paths on the rendered page', (id) => {
    if (withoutView[id]) {
      expect(
        reports.filter((r) => r.machine === id).map((r) => r.suite),
        `${id} has no suite`,
      ).not.toEqual([]);
      return;
    }
    const views = reports.filter((r) => r.machine === id && r.kind === 'view');
    const all = reports.filter((r) => r.machine === id).map((r) => `${r.suite} (${r.kind})`);
    expect(
      views.map((r) => r.suite),
      `${id} has no view suite; suites: ${all.join(', ') || 'none'}`,
    ).not.toEqual([]);
    for (const variant of variants[id] ?? []) {
      const forVariant = views.filter((r) => (r.input as { variant?: string } | undefined)?.variant === variant);
      expect(
        forVariant.map((r) => r.suite),
        `${id}: the ${variant} variant has no view suite`,
      ).not.toEqual([]);
    }
  });

  it.each(machines.map((m) => [m.machine.id, m] as const))(
    '%s: its view suites together take every state and transition, the rest excused with a reason',
    (id, doc) => {
      const views = reports.filter((r) => r.machine === id && (r.kind === 'view' || Boolean(withoutView[id])));
      const covered = new Set(views.flatMap((r) => r.coveredKeys));
      const inventory = machineInventory(doc.machine);
      const untaken = [...inventory.states, ...inventory.transitions].filter((key) => !covered.has(key));
      const unexcused = untaken.filter((key) => !views.every((r) => r.reasons[key]?.trim()));
      expect(unexcused, `${id}: no view suite takes these and not every view suite excuses them`).toEqual([]);
    },
  );

  it.each(machines.map((m) => [m.machine.id] as const))('%s has a test plan with a section for each of its suites', (id) => {
    const file = path.join(root, 'docs', 'test-plans', `${id}.md`);
    expect(fs.existsSync(file), `docs/test-plans/${id}.md is missing: run npm run test:model -- --plan`).toBe(true);
    const suites = reports.filter((r) => r.machine === id && r.kind !== 'browser').map((r) => r.suite);
    // The Chromium walks' sections ("… · Chromium") are checked by their own suites in tests/e2e/.
    const sections = sectionsOf(fs.readFileSync(file, 'utf8')).filter((s) => !s.endsWith(' · Chromium'));
    expect(sections.sort(), `docs/test-plans/${id}.md: run npm run test:model -- --plan`).toEqual(suites.sort());
  });

  it('docs/test-plans/ holds a plan for each machine and nothing else', () => {
    const expected = [...machines.map((m) => `${m.machine.id}.md`), 'README.md'].sort();
    expect(fs.readdirSync(path.join(root, 'docs', 'test-plans')).sort()).toEqual(expected);
  });
});
