import type { InspectionEvent } from 'xstate';

/**
 * Stately inspector hook-up, development only. Open the site with `?inspect`
 * (or run with VITE_INSPECT=1) and every app-wide actor and page machine is
 * streamed to the Stately inspector window. In production builds
 * `import.meta.env.DEV` is the literal `false`, so `inspect` is undefined and
 * the dynamic import below is removed with its branch.
 */
type Sink = (event: InspectionEvent) => void;

const buffer: InspectionEvent[] = [];
let sink: Sink | null = null;

function wanted(): boolean {
  if (typeof window === 'undefined') return false;
  return new URLSearchParams(window.location.search).has('inspect') || import.meta.env.VITE_INSPECT === '1';
}

export const inspect: Sink | undefined =
  import.meta.env.DEV && wanted()
    ? (event) => {
        if (sink) sink(event);
        else buffer.push(event);
      }
    : undefined;

export async function startInspector(): Promise<void> {
  if (import.meta.env.DEV) {
    if (!inspect) return;
    const { createBrowserInspector } = await import('@statelyai/inspect');
    const inspector = createBrowserInspector();
    sink = (event) => inspector.inspect.next?.(event);
    for (const event of buffer.splice(0)) sink(event);
  }
}
