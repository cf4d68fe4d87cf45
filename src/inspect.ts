import type { InspectionEvent } from 'xstate';
import { browserFlowCounter } from './flows/browser';
import { consoleAdapter, hostedInspectorReachable, inspectMode, offlineAdvice, type InspectMode } from './inspect-records';

/**
 * XState inspection, development only. Open a page with one of:
 *
 * - `?inspect` (or `?inspect=stately`): the hosted Stately inspector in a pop-up window. When
 *   https://stately.ai/inspect cannot be reached (offline, a strict proxy, CI), no window opens
 *   and the console says so once, with the offline options below.
 * - `?inspect=console`: every actor, event and snapshot record, printed to the browser console.
 * - `?inspect=ws` (or `?inspect=ws://host:port`): the same records sent to a WebSocket inspector,
 *   `ws://localhost:8080` by default (`npm run inspect:ws` starts a local one that prints them
 *   and relays them to any other client, such as a Stately editor extension).
 *
 * `VITE_INSPECT=1` (or `=console`, `=ws`) turns it on for every page. Production builds hold none
 * of it: `import.meta.env.DEV` is the literal `false` there, so the dynamic import below is
 * removed with its branch.
 *
 * `inspect` is also where flow counting listens (machines/flow-counter.machine.ts, src/flows/browser.ts): every actor of the site
 * is created with this observer, so the counted machines' transitions reach the counter from
 * this one place, in production too. The counter counts nothing without analytics consent.
 */
type Sink = (event: InspectionEvent) => void;

const buffer: InspectionEvent[] = [];
let sink: Sink | null = null;

const mode: InspectMode | null =
  import.meta.env.DEV && typeof window !== 'undefined' ? inspectMode(window.location.search, import.meta.env.VITE_INSPECT) : null;

const devInspect: Sink | undefined =
  import.meta.env.DEV && mode
    ? (event) => {
        if (sink) sink(event);
        else buffer.push(event);
      }
    : undefined;

const flows = browserFlowCounter();

export const inspect: Sink | undefined = flows
  ? devInspect
    ? (event) => {
        flows(event);
        devInspect(event);
      }
    : flows
  : devInspect;

export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV) {
    if (!inspect || !mode) return;
    const { createBrowserInspector, createInspector, createWebSocketInspector } = await import('@statelyai/inspect');
    let inspector: { inspect: { next?: (event: InspectionEvent) => void } };
    if (mode.kind === 'console') {
      inspector = createInspector(consoleAdapter());
    } else if (mode.kind === 'ws') {
      inspector = createWebSocketInspector({ url: mode.url });
    } else if (await hostedInspectorReachable()) {
      inspector = createBrowserInspector();
    } else {
      console.warn(offlineAdvice);
      sink = () => undefined;
      buffer.length = 0;
      return;
    }
    sink = (event) => inspector.inspect.next?.(event);
    for (const event of buffer.splice(0)) sink(event);
  }
}
