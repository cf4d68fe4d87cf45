/**
 * Vitest global setup: one directory per test run where every path-test
 * suite writes its report (machine, view or actor, replays, coverage), read
 * by the view-suite gate (tests/model/view-suites.test.ts) in the run's last
 * group. Both test projects share the directory.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';

let created: string | undefined;

export default function setup(project: TestProject) {
  if (!process.env.PATH_SUITES_DIR) {
    created = fs.mkdtempSync(path.join(os.tmpdir(), 'path-suites-'));
    process.env.PATH_SUITES_DIR = created;
  }
  project.provide('pathSuitesDir', process.env.PATH_SUITES_DIR);
  return () => {
    if (created) fs.rmSync(created, { recursive: true, force: true });
    created = undefined;
  };
}
