/**
 * The generated paths of a machine, replayed in Chromium against the
 * production server. Same graph and path generator as the jsdom suites
 * (tests/utils/path-tests.ts `generatePaths`); delayed transitions are
 * replayed by advancing the page's clock (Playwright's clock API), so a
 * 500 ms close delay or a 1 s banner delay costs no real waiting.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import { delayOf, generatePaths, snapshotKeys, type PathTestOptions } from '../utils/path-tests';

export type BrowserPathOptions<TMachine extends AnyStateMachine> = Pick<
  PathTestOptions<TMachine, Page>,
  'events' | 'serializeState' | 'contextKeys' | 'limit' | 'input'
> & {
  newPage: () => Promise<Page>;
  /** Open the page in the machine's initial state (the clock is installed before navigation). */
  start: (page: Page) => Promise<void>;
  exec: Partial<Record<string, (page: Page, event: AnyEventObject) => Promise<void>>>;
  states: Record<string, (page: Page, snapshot: SnapshotFrom<TMachine>) => Promise<void>>;
  /** Replay at most this many paths (the shortest first) to bound browser time. */
  maxPaths?: number;
};

export function describeBrowserPaths<TMachine extends AnyStateMachine>(name: string, machine: TMachine, options: BrowserPathOptions<TMachine>) {
  const paths = generatePaths(machine, options)
    .sort((a, b) => a.steps.length - b.steps.length)
    .slice(0, options.maxPaths ?? Infinity);
  describe(`${name} (generated paths in Chromium)`, () => {
    for (const path of paths) {
      it(path.description, async () => {
        const page = await options.newPage();
        await page.clock.install();
        await options.start(page);
        const check = async (snapshot: SnapshotFrom<TMachine>) => {
          const keys = snapshotKeys(snapshot as never);
          for (const [key, assertion] of Object.entries(options.states)) {
            if (key === '*' || keys.includes(key)) await assertion(page, snapshot);
          }
        };
        await check((path.steps[0]?.state ?? path.state) as SnapshotFrom<TMachine>);
        for (const step of path.steps) {
          const event = step.event as AnyEventObject;
          if (event.type === 'xstate.init') continue;
          const ms = delayOf(machine, event.type);
          if (ms !== undefined) await page.clock.runFor(ms + 10);
          else {
            const exec = options.exec[event.type];
            if (!exec) throw new Error(`No browser exec for ${event.type}`);
            await exec(page, event);
          }
          await check(step.state as SnapshotFrom<TMachine>);
        }
        await page.context().close();
      });
    }
  });
}
