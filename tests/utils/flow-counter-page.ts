import { createActor, fromCallback } from 'xstate';
import { flowCounterMachine, type FlowCounterEvent } from '#machines/flow-counter.machine';
import { flowBatchBody, type FlowCount } from '#src/flows/counter';

/**
 * The flow counter started on a fake page: `page.consent(granted)` and `page.hide()` arrive through the provided
 * signals as the browser's would, each batch lands in `page.sent` as a beacon would carry it (the form body, read
 * back), and its 30 seconds run on whatever clock the test uses.
 */
export function counterOnAPage(granted: boolean) {
  const page = { sent: [] as FlowCount[][], steps: 0, consent: (_: boolean) => undefined as void, hide: () => undefined as void };
  const actor = createActor(
    flowCounterMachine.provide({
      actors: {
        consentSignal: fromCallback<FlowCounterEvent>(({ sendBack }) => {
          page.consent = (value) => sendBack({ type: 'consent.change', granted: value });
        }),
        pageHideSignal: fromCallback<FlowCounterEvent>(({ sendBack }) => {
          page.hide = () => sendBack({ type: 'page.hide' });
        }),
      },
      actions: {
        sendBatch: (_, { counts }) => {
          page.sent.push(JSON.parse(flowBatchBody(counts).get('counts')!) as FlowCount[]);
        },
      },
    }),
    { input: { granted } },
  ).start();
  return { actor, page };
}
