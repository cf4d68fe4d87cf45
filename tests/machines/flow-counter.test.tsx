/**
 * The flow counter's paths, replayed on the running actor with the page's side provided: the visitor's analytics
 * choice and the page being hidden arrive through the provided signals, batches leave through the provided
 * `sendBatch` (what a beacon would carry), and its 30 seconds run on the fake clock. The counter draws nothing, so
 * these suites are its checks (the view-suite gate in tests/model/ names it as a machine without a view).
 */
import { expect } from 'vitest';
import type { AnyEventObject } from 'xstate';
import { flowCounterMachine, type FlowCounterEvent } from '#machines/flow-counter.machine';
import { counterOnAPage } from '../utils/flow-counter-page';
import { describePathTests } from '../utils/path-tests';

type Sut = ReturnType<typeof counterOnAPage>;
const step = {
  type: 'flow.step',
  machine: 'consultationWizard',
  transition: { source: 'editing.step.one', event: 'wizard.next', target: 'editing.step.two' },
} satisfies FlowCounterEvent;
const sentSteps = (sut: Sut) => sut.page.sent.flat().reduce((sum, c) => sum + c.count, 0);

const options = {
  events: [
    step,
    { type: 'consent.change', granted: true },
    { type: 'consent.change', granted: false },
    { type: 'page.hide' },
  ] as FlowCounterEvent[],
  exec: {
    'flow.step': (sut: Sut) => {
      sut.page.steps += 1;
      sut.actor.send(step);
    },
    'consent.change': (sut: Sut, event: AnyEventObject) => sut.page.consent(event.granted === true),
    'page.hide': (sut: Sut) => sut.page.hide(),
  },
  states: {
    // Whatever is sent is sums of steps by machine and transition, never more steps than were taken.
    '*': (sut: Sut) => {
      for (const batch of sut.page.sent)
        for (const count of batch) expect(Object.keys(count).sort()).toEqual(['count', 'event', 'machine', 'source', 'target']);
      expect(sentSteps(sut)).toBeLessThanOrEqual(sut.page.steps);
    },
    off: (sut: Sut) => expect(sut.actor.getSnapshot().context.counts).toEqual([]),
    'counting.empty': (sut: Sut) => expect(sut.actor.getSnapshot().context.counts).toEqual([]),
    'counting.waiting': (sut: Sut) => {
      const waiting = sut.actor.getSnapshot().context.counts;
      expect(waiting).toEqual([{ machine: 'consultationWizard', ...step.transition, count: waiting[0]!.count }]);
    },
  },
  teardown: (sut: Sut) => sut.actor.stop(),
  unreachable: {
    'flowCounter.counting.waiting:always:0':
      'A batch as large as the server takes needs 200 different steps or 1,000 of one; tests/unit/flow-counter.test.ts ("never lets a batch grow past what the server takes") sends it early.',
  },
};

describePathTests('flowCounter · a visitor who allowed analytics on an earlier visit', flowCounterMachine, {
  ...options,
  input: { granted: true },
  start: 'a page opened by a visitor whose stored cookie choice allows analytics',
  setup: () => counterOnAPage(true),
  unreachable: {
    ...options.unreachable,
    'flowCounter.starting:always:1': 'This visitor allowed analytics before; the next suite starts without that choice.',
  },
});

describePathTests('flowCounter · a visitor who has not allowed analytics', flowCounterMachine, {
  ...options,
  input: { granted: false },
  start: 'a page opened by a visitor who has not made a cookie choice, or declined analytics',
  setup: () => counterOnAPage(false),
  unreachable: {
    ...options.unreachable,
    'flowCounter.starting:always:0': 'This visitor has not allowed analytics; the suite before starts with that choice.',
  },
});
