// @vitest-environment node
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { describe, expect, it } from 'vitest';
import { FLOW_BATCH_MAX, FLOW_SEND_EVERY_MS, funnels } from '#src/content/flows';
import { FLOW_GRAPHS_FILE, renderFlowGraphs } from '#scripts/flow-graphs';
import { funnelRows } from '#src/flows/funnel';
import { createFlowCounter, FLOWS_URL, type FlowCount, type FlowCounterDeps } from '#src/flows/counter';

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

/** The counter with a fake page: consent, beacon, page hide and timers the test drives. */
function setup({ granted = true, accept = true } = {}) {
  const page = {
    granted,
    consentListeners: [] as ((granted: boolean) => void)[],
    hideListeners: [] as (() => void)[],
    timers: [] as { fn: () => void; ms: number; cleared: boolean }[],
    sent: [] as { url: string; counts: FlowCount[] }[],
  };
  const deps: FlowCounterDeps = {
    machines: ['consultationWizard'],
    consent: {
      granted: () => page.granted,
      onChange: (listener) => {
        page.consentListeners.push(listener);
        return () => undefined;
      },
    },
    send: (url, body) => {
      expect(body).toBeInstanceOf(URLSearchParams);
      page.sent.push({ url, counts: JSON.parse(body.get('counts')!) as FlowCount[] });
      return accept;
    },
    onHide: (listener) => {
      page.hideListeners.push(listener);
      return () => undefined;
    },
    setTimer: (fn, ms) => {
      const timer = { fn, ms, cleared: false };
      page.timers.push(timer);
      return timer;
    },
    clearTimer: (timer) => {
      (timer as { cleared: boolean }).cleared = true;
    },
  };
  const counter = createFlowCounter(deps);
  const run = (machine = wizard, events: string[] = []) => {
    const actor = createActor(machine, { inspect: counter.inspect }).start();
    for (const type of events) actor.send({ type, text: 'typed by the visitor' });
    return actor;
  };
  const pendingTimers = () => page.timers.filter((t) => !t.cleared);
  const fireTimers = () => pendingTimers().forEach((t) => t.fn());
  const setConsent = (value: boolean) => {
    page.granted = value;
    page.consentListeners.forEach((l) => l(value));
  };
  return { page, counter, run, pendingTimers, fireTimers, setConsent, hide: () => page.hideListeners.forEach((l) => l()) };
}

describe('flow counter', () => {
  it('counts the transitions a counted machine takes, by state paths and event type only', () => {
    const t = setup();
    t.run(wizard, ['next', 'back', 'draft.save', 'next', 'next']);
    expect(t.counter.pending()).toEqual([
      { machine: 'consultationWizard', source: 'one', event: 'next', target: 'two', count: 2 },
      { machine: 'consultationWizard', source: 'two', event: 'back', target: 'one', count: 1 },
      { machine: 'consultationWizard', source: 'two', event: 'next', target: 'checking', count: 1 },
      { machine: 'consultationWizard', source: 'checking', event: '(always)', target: 'done', count: 1 },
    ]);
    // Nothing of the event's payload is kept.
    expect(JSON.stringify(t.counter.pending())).not.toContain('typed');
  });

  it('ignores machines that are not counted', () => {
    const t = setup();
    t.run(uncounted, ['go']);
    expect(t.counter.pending()).toEqual([]);
    expect(t.pendingTimers()).toEqual([]);
  });

  it('without analytics consent counts nothing and sends nothing, even when the page is hidden', () => {
    const t = setup({ granted: false });
    t.run(wizard, ['next', 'next']);
    t.hide();
    t.fireTimers();
    expect(t.counter.pending()).toEqual([]);
    expect(t.page.sent).toEqual([]);
  });

  it('sends one batch at most every 30 seconds while the page is open', () => {
    const t = setup();
    const actor = t.run(wizard, ['next']);
    actor.send({ type: 'back' });
    expect(t.page.sent).toEqual([]);
    expect(t.pendingTimers().map((timer) => timer.ms)).toEqual([FLOW_SEND_EVERY_MS]);
    t.fireTimers();
    expect(t.page.sent).toEqual([
      {
        url: FLOWS_URL,
        counts: [
          { machine: 'consultationWizard', source: 'one', event: 'next', target: 'two', count: 1 },
          { machine: 'consultationWizard', source: 'two', event: 'back', target: 'one', count: 1 },
        ],
      },
    ]);
    // Nothing pending: no timer, no empty beacon.
    expect(t.pendingTimers()).toEqual([]);
    t.fireTimers();
    expect(t.page.sent).toHaveLength(1);
    // The next count starts the next 30 seconds.
    actor.send({ type: 'next' });
    expect(t.pendingTimers()).toHaveLength(1);
  });

  it('sends what is pending with a beacon when the page is hidden or left', () => {
    const t = setup();
    t.run(wizard, ['next']);
    t.hide();
    expect(t.page.sent.map((s) => s.counts.map((c) => c.count))).toEqual([[1]]);
    expect(t.pendingTimers()).toEqual([]);
    t.hide();
    expect(t.page.sent).toHaveLength(1);
  });

  it('drops what is waiting when consent is withdrawn, and counts again once it is given', () => {
    const t = setup();
    const actor = t.run(wizard, ['next']);
    t.setConsent(false);
    expect(t.counter.pending()).toEqual([]);
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
    expect(t.counter.pending()).toHaveLength(5);
  });

  it('only reads transition records: other inspection records pass by', () => {
    const t = setup();
    const events: InspectionEvent[] = [];
    createActor(wizard, {
      inspect: (event) => {
        events.push(event);
        t.counter.inspect(event);
      },
    })
      .start()
      .send({ type: 'next' });
    expect(new Set(events.map((e) => e.type))).toEqual(
      new Set(['@xstate.actor', '@xstate.event', '@xstate.snapshot', '@xstate.microstep']),
    );
    expect(t.counter.pending().map((c) => c.count)).toEqual([1]);
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
