import { createActor, fromCallback, type InspectionEvent } from 'xstate';
import { flowCounterMachine, type FlowCounterEvent } from '#machines/flow-counter.machine';
import { onConsentChange, readConsentInForce } from '#src/analytics/consent-signal';
import { countedMachineIds } from '#src/content/flows';
import { flowBatchBody, flowInspector, FLOWS_URL } from './counter';

/**
 * The flow counter with the page's own side: the visitor's analytics choice (read once from storage, then every new
 * choice as the cookie banner announces it), the page being hidden or left, and `navigator.sendBeacon`.
 */
export const browserFlowCounterMachine = flowCounterMachine.provide({
  actors: {
    consentSignal: fromCallback<FlowCounterEvent>(({ sendBack }) =>
      onConsentChange((choice) => sendBack({ type: 'consent.change', granted: choice.analytics === true })),
    ),
    pageHideSignal: fromCallback<FlowCounterEvent>(({ sendBack }) => {
      const hide = () => sendBack({ type: 'page.hide' });
      const onVisibility = () => {
        if (document.visibilityState === 'hidden') hide();
      };
      window.addEventListener('pagehide', hide);
      document.addEventListener('visibilitychange', onVisibility);
      return () => {
        window.removeEventListener('pagehide', hide);
        document.removeEventListener('visibilitychange', onVisibility);
      };
    }),
  },
  actions: {
    sendBatch: (_, { counts }) => {
      try {
        navigator.sendBeacon(FLOWS_URL, flowBatchBody(counts));
      } catch {
        // A browser that refuses the beacon loses this batch; counting goes on.
      }
    },
  },
});

/**
 * The page's flow counter, as the inspection observer every actor of the site is created with (src/inspect.ts):
 * in a browser that can send beacons, else none (the server, jsdom).
 */
export function browserFlowCounter(): ((event: InspectionEvent) => void) | null {
  if (typeof window === 'undefined' || typeof navigator === 'undefined' || typeof navigator.sendBeacon !== 'function') return null;
  const actor = createActor(browserFlowCounterMachine, { input: { granted: readConsentInForce()?.analytics === true } }).start();
  return flowInspector(countedMachineIds, (event) => actor.send(event));
}
