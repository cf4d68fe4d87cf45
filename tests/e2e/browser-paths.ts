/**
 * A machine's graph replayed in Chromium against the production server.
 *
 * Same model as the jsdom suites (tests/utils/path-tests.ts), but a page load
 * costs far more than a render, so instead of one test per shortest path the
 * replays are a few long covering walks (`coveringWalks`): together they take
 * every state and transition the browser can reach, and a node-side test in
 * the same suite fails when they do not (or when an excuse is stale).
 *
 * Time: the page's clock is installed and paused before the page loads.
 * Delayed transitions are replayed by running the clock for the machine's
 * delay, so a 500 ms close delay or a 2 s typing delay costs no real waiting
 * and can never elapse while a slow machine is still checking the state
 * before it. State assertions are retried until they hold; while the machine
 * has no delayed transition pending, each retry also runs the clock 100 ms,
 * so React's throttled Suspense reveals (lazy chunks, the widgets mounted
 * after hydration) and timers outside the model move on.
 *
 * The walks are written out for testers like the jsdom suites' paths: a
 * section "<name> · Chromium" of docs/test-plans/<machine>.md, headed by the
 * suite's `startText`; a node-side test fails while it is stale, and
 * `npm run test:model -- --plan` rewrites it without opening a browser.
 */
import type { Page } from 'playwright-core';
import { describe, it } from 'vitest';
import type { AnyEventObject, AnyStateMachine, SnapshotFrom } from 'xstate';
import {
  coverageProblems,
  coveringWalks,
  delayOf,
  pendingDelays,
  recordCoverage,
  snapshotKeys,
  walkCoverage,
  type AnySnapshot,
  type WalkOptions,
} from '../utils/path-tests';
import { planSection, writeOrCheckPlan } from '../utils/test-plan';

export type BrowserStep<TMachine extends AnyStateMachine> = {
  /** The model's snapshot before and after the event (context exact: replayed from the start). */
  before: SnapshotFrom<TMachine>;
  after: SnapshotFrom<TMachine>;
  /** The event after this one, if any (some page actions must prepare for it). */
  next?: AnyEventObject;
  /** Every event of the walk. */
  walk: readonly AnyEventObject[];
};

export type BrowserPathOptions<TMachine extends AnyStateMachine> = WalkOptions<TMachine> & {
  newPage: () => Promise<Page>;
  /** Where a tester starts each walk, in words (page, viewport, what the visitor did before): heads the suite's test plan. */
  startText: string;
  /** Prepares the page before the first event (storage, routes, usually the first navigation). */
  start: (page: Page, walk: readonly AnyEventObject[]) => Promise<void>;
  /** What a visitor (or the server) does for each event. Delayed transitions are not listed: the clock runs them. */
  exec: Partial<Record<string, (page: Page, event: AnyEventObject, step: BrowserStep<TMachine>) => Promise<void>>>;
  /** Assertions per state key (`*` for every state); plain expectations, retried by the runner until they hold. */
  states: Record<string, (page: Page, snapshot: SnapshotFrom<TMachine>, step?: BrowserStep<TMachine>) => Promise<void> | void>;
  /** Page-clock milliseconds for a named delay, when the machine's own value is not a fixed number (a random delay: give its maximum). */
  delays?: Record<string, number>;
  /** How long a state assertion may take to hold (real milliseconds). */
  settleTimeout?: number;
};

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the paused page clock in small slices until `ready` holds (for waits outside any model state). */
export async function tickUntil(page: Page, ready: () => Promise<boolean>, timeout = 15_000) {
  const deadline = Date.now() + timeout;
  while (!(await ready())) {
    if (Date.now() > deadline) throw new Error('timed out waiting for the page (page clock ticking)');
    await page.clock.runFor(50);
    await sleep(25);
  }
}

/**
 * Open a page and wait for hydration on the paused clock: the prerendered page requests the app's code from an
 * inline loader after its first frame (a requestAnimationFrame and a timer), so the clock runs until React is done.
 */
export async function gotoHydratedTicking(page: Page, url: string) {
  await page.goto(url, { waitUntil: 'load' });
  await tickUntil(page, () => page.evaluate(() => document.documentElement.dataset.hydrated === 'true'));
}

const describeEvent = (event: AnyEventObject) => {
  const { type, ...rest } = event;
  return Object.keys(rest).length ? `${type} ${JSON.stringify(rest).slice(0, 60)}` : type;
};

export function describeBrowserPaths<TMachine extends AnyStateMachine>(
  name: string,
  machine: TMachine,
  options: BrowserPathOptions<TMachine>,
) {
  const walks = coveringWalks(machine, options);
  const settleTimeout = options.settleTimeout ?? 10_000;

  const delayMs = (type: string) => {
    const named = /^xstate\.after\.([^.]+)\./.exec(type)?.[1];
    if (named === undefined) return undefined;
    return options.delays?.[named] ?? delayOf(machine, type);
  };

  async function check(page: Page, snapshot: AnySnapshot, label: string, step?: BrowserStep<TMachine>) {
    const keys = snapshotKeys(snapshot);
    const ticking = pendingDelays(snapshot).length === 0;
    const deadline = Date.now() + settleTimeout;
    for (;;) {
      try {
        for (const [key, assertion] of Object.entries(options.states)) {
          if (key === '*' || keys.includes(key)) await assertion(page, snapshot as SnapshotFrom<TMachine>, step);
        }
        return;
      } catch (error) {
        if (Date.now() > deadline) {
          const message = error instanceof Error ? error.message : String(error);
          throw new Error(`${label}: the page does not show ${JSON.stringify((snapshot as { value: unknown }).value)}: ${message}`, {
            cause: error,
          });
        }
        if (ticking) await page.clock.runFor(100);
        await sleep(50);
      }
    }
  }

  describe(`${name} (generated paths in Chromium)`, () => {
    it('the walks cover every state and transition the browser can reach', async () => {
      const coverage = walkCoverage(machine, walks, options.input);
      await recordCoverage(`${name} · Chromium`, machine, coverage, options.unreachable);
      const problems = coverageProblems(machine, coverage, options.unreachable);
      if (problems.length) throw new Error(`${name}: ${problems.join('; ')}`);
    });

    it('the test plan in docs/test-plans/ is current (npm run test:model -- --plan)', () => {
      const suite = `${name} · Chromium`;
      writeOrCheckPlan(
        suite,
        machine.id,
        planSection(suite, machine, walks, {
          kind: 'browser',
          mode: 'walks',
          input: options.input,
          start: options.startText,
          delays: options.delays,
        }),
      );
    });

    for (const walk of walks) {
      it(
        walk.description,
        async () => {
          const page = await options.newPage();
          try {
            // Paused a little after install time: nothing the page schedules runs until a step asks.
            const now = Date.now();
            await page.clock.install({ time: now });
            await page.clock.pauseAt(now + 1000);
            await options.start(page, walk.events);
            await check(page, walk.snapshots[0]!, 'initial state');
            for (const [index, event] of walk.events.entries()) {
              const step: BrowserStep<TMachine> = {
                before: walk.snapshots[index] as SnapshotFrom<TMachine>,
                after: walk.snapshots[index + 1] as SnapshotFrom<TMachine>,
                next: walk.events[index + 1],
                walk: walk.events,
              };
              const label = `step ${index + 1} of ${walk.events.length} (${describeEvent(event)})`;
              const ms = delayMs(event.type);
              if (ms !== undefined) await page.clock.runFor(ms + 10);
              else {
                const exec = options.exec[event.type];
                if (!exec) throw new Error(`${label}: no browser action for ${event.type}`);
                await exec(page, event, step);
              }
              await check(page, step.after, label, step);
            }
          } finally {
            await page.context().close();
          }
        },
        30_000 + walk.events.length * 3_000,
      );
    }
  });
  return walks;
}
