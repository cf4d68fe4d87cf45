// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * Server tests that start the app (or a store) run in Node, not jsdom, and
 * give their setup hooks 60 s: the embedded database and the first start's
 * password hash are slow on a busy 2-core machine, and a 10 s default made
 * whole files fail at random.
 */
const dir = path.dirname(new URL(import.meta.url).pathname);
const STARTS_APP = /\b(testApp|testDb|buildApp|openDb|startApi)\(/;

const files = fs
  .readdirSync(dir)
  .filter((f) => f.endsWith('.test.ts'))
  .map((f) => [f, fs.readFileSync(path.join(dir, f), 'utf8')] as const)
  .filter(([, text]) => STARTS_APP.test(text));

/** The timeout each beforeAll hook is given (undefined when none). */
const hookTimeouts = (text: string) =>
  text
    .split(/\bbeforeAll\(/)
    .slice(1)
    .map((chunk) => /^\s*\}(?:,\s*([\d_]+))?\);/m.exec(chunk)?.[1])
    .map((n) => (n === undefined ? undefined : Number(n.replaceAll('_', ''))));

describe('server test files that start the app', () => {
  it('exist', () => {
    expect(files.length).toBeGreaterThan(5);
  });

  it.each(files)('%s runs in Node with a 60 s setup hook', (_file, text) => {
    expect(text.split('\n')[0]).toBe('// @vitest-environment node');
    for (const timeout of hookTimeouts(text)) expect(timeout).toBeGreaterThanOrEqual(60_000);
  });
});
