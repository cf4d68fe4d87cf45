// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FLOW_BATCH_MAX, FLOW_SEND_EVERY_MS, funnels } from '#src/content/flows';
import { FLOW_GRAPHS_FILE, renderFlowGraphs } from '#scripts/flow-graphs';
import { funnelRows } from '#src/flows/funnel';
import { flowInspector } from '#src/flows/counter';
import { counterOnAPage } from '../utils/flow-counter-page';

/** A small wizard with the shape of the real one: steps, an eventless check, a parallel region and a targetless handler. */
const wizard = createMachine({
  id: 'consultationWizard',
  initial: 'one',
  on: { 'draft.save': {} },
  states: {
    one: { on: { next: 'two' } },
    two: { on: { next: 'checking', back: 'one' } },
    checking: { always: 'done' },
    done: { type: 'final' },
  },
});
const uncounted = createMachine({ id: 'cursor', initial: 'a', states: { a: { on: { go: 'b' } }, b: {} } });

/** The counter on a fake page, fed by the inspection observer from actors of the machines above. */
function setup({ granted = true } = {}) {
  const { actor: counter, page } = counterOnAPage(granted);
  const inspect = flowInspector(['consultationWizard'], (event) => counter.send(event));
  const run = (machine = wizard, events: string[] = []) => {
    const actor = createActor(machine, { inspect }).start();
    for (const type of events) actor.send({ type, text: 'typed by the visitor' });
    return actor;
  };
  const pending = () => counter.getSnapshot().context.counts;
  const sent = () => page.sent.map((counts) => ({ counts }));
  return {
    page: {
      get sent() {
        return sent();
      },
    },
    counter,
    inspect,
    run,
    pending,
    setConsent: (value: boolean) => page.consent(value),
    hide: () => page.hide(),
  };
}

describe('flow counter', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts the transitions a counted machine takes, by state paths and event type only', () => {
    const t = setup();
    t.run(wizard, ['next', 'back', 'draft.save', 'next', 'next']);
    expect(t.pending()).toEqual([
      { machine: 'consultationWizard', source: 'one', event: 'next', target: 'two', count: 2 },
      { machine: 'consultationWizard', source: 'two', event: 'back', target: 'one', count: 1 },
      { machine: 'consultationWizard', source: 'two', event: 'next', target: 'checking', count: 1 },
      { machine: 'consultationWizard', source: 'checking', event: '(always)', target: 'done', count: 1 },
    ]);
    // Nothing of the event's payload is kept.
    expect(JSON.stringify(t.pending())).not.toContain('typed');
  });

  it('ignores machines that are not counted', () => {
    const t = setup();
    t.run(uncounted, ['go']);
    expect(t.pending()).toEqual([]);
    expect(t.counter.getSnapshot().matches({ counting: 'empty' })).toBe(true);
  });

  it('without analytics consent counts nothing and sends nothing, even when the page is hidden', () => {
    const t = setup({ granted: false });
    t.run(wizard, ['next', 'next']);
    t.hide();
    vi.advanceTimersByTime(FLOW_SEND_EVERY_MS);
    expect(t.pending()).toEqual([]);
    expect(t.page.sent).toEqual([]);
  });

  it('sends one batch at most every 30 seconds while the page is open', () => {
    const t = setup();
    const actor = t.run(wizard, ['next']);
    actor.send({ type: 'back' });
    vi.advanceTimersByTime(FLOW_SEND_EVERY_MS - 1);
    expect(t.page.sent).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(t.page.sent).toEqual([
      {
        counts: [
          { machine: 'consultationWizard', source: 'one', event: 'next', target: 'two', count: 1 },
          { machine: 'consultationWizard', source: 'two', event: 'back', target: 'one', count: 1 },
        ],
      },
    ]);
    // Nothing pending: no empty beacon.
    vi.advanceTimersByTime(FLOW_SEND_EVERY_MS * 3);
    expect(t.page.sent).toHaveLength(1);
    // The next count starts the next 30 seconds.
    actor.send({ type: 'next' });
    vi.advanceTimersByTime(FLOW_SEND_EVERY_MS);
    expect(t.page.sent).toHaveLength(2);
  });

  it('sends what is pending with a beacon when the page is hidden or left', () => {
    const t = setup();
    t.run(wizard, ['next']);
    t.hide();
    expect(t.page.sent.map((s) => s.counts.map((c) => c.count))).toEqual([[1]]);
    t.hide();
    vi.advanceTimersByTime(FLOW_SEND_EVERY_MS);
    expect(t.page.sent).toHaveLength(1);
  });

  it('drops what is waiting when consent is withdrawn, and counts again once it is given', () => {
    const t = setup();
    const actor = t.run(wizard, ['next']);
    t.setConsent(false);
    expect(t.pending()).toEqual([]);
    actor.send({ type: 'back' });
    t.hide();
    expect(t.page.sent).toEqual([]);
    t.setConsent(true);
    actor.send({ type: 'next' });
    t.hide();
    expect(t.page.sent.map((s) => s.counts)).toEqual([
      [{ machine: 'consultationWizard', source: 'one', event: 'next', target: 'two', count: 1 }],
    ]);
  });

  it('never lets a batch grow past what the server takes', () => {
    const t = setup();
    // One machine with more distinct transitions than a batch holds.
    const states: Record<string, { on?: { next: string } }> = Object.fromEntries(
      Array.from({ length: FLOW_BATCH_MAX + 5 }, (_, i) => [`s${i}`, { on: { next: `s${i + 1}` } }]),
    );
    states[`s${FLOW_BATCH_MAX + 5}`] = {};
    const long = createMachine({ id: 'consultationWizard', initial: 's0', states });
    t.run(
      long,
      Array.from({ length: FLOW_BATCH_MAX + 5 }, () => 'next'),
    );
    expect(t.page.sent).toHaveLength(1);
    expect(t.page.sent[0]!.counts).toHaveLength(FLOW_BATCH_MAX);
    expect(t.pending()).toHaveLength(5);
  });

  it('only reads transition records: other inspection records pass by', () => {
    const t = setup();
    const events: InspectionEvent[] = [];
    createActor(wizard, {
      inspect: (event) => {
        events.push(event);
        t.inspect(event);
      },
    })
      .start()
      .send({ type: 'next' });
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot', '@xstate.microstep']),
    );
    expect(t.pending().map((c) => c.count)).toEqual([1]);
  });
});

describe('the graphs the server checks counts against', () => {
  it('are current: the committed file is what the machine definitions give', async () => {
    const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
    const committed = fs.readFileSync(path.join(root, FLOW_GRAPHS_FILE), 'utf8');
    expect(committed, 'run npm run flow-graphs').toBe(await renderFlowGraphs(root));
  }, 60_000);
});

describe('funnels', () => {
  const wizardFunnel = funnels.find((f) => f.machine === 'consultationWizard')!;
  const t = (source: string, event: string, target: string, count: number) => ({ source, event, target, count });

  it('count each step reached from before it, not moves back or within a step', () => {
    const rows = funnelRows(wizardFunnel, [
      t('loading', 'xstate.done.actor.loadEnvironment', 'editing', 10),
      t('editing.step.one', 'wizard.next', 'editing.step.two', 6),
      t('editing.step.two', 'wizard.previous', 'editing.step.one', 2),
      t('editing.step.two', 'wizard.next', 'editing.step.three', 3),
      t('editing.step.three', 'wizard.previous', 'editing.step.two', 1),
      t('editing.submission.idle', 'wizard.submit', 'editing.submission.busy', 4),
    ]);
    expect(rows.map((r) => [r.reached, r.ofFirst, r.ofPrevious])).toEqual([
      [10, 1, null],
      [6, 0.6, 0.6],
      [3, 0.3, 0.5],
      [0, 0, 0],
      [0, 0, null],
    ]);
  });
});
