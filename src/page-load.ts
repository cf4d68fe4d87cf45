/**
 * When the page's `load` event fired, in `performance.now()` time. Imported
 * first by the client entry, so it starts listening before the app's code
 * does anything else; code that arrives later (the lazy cookie banner) asks
 * how long ago the page loaded. When the entry itself runs after `load` (its
 * loader waits for the first frame), the time comes from the navigation
 * timing entry; without one (a replaced clock in tests), from the moment this
 * module ran.
 */
type Listener = () => void;

let loadedAt: number | undefined;
const listeners = new Set<Listener>();

function loadEventTime(): number {
  const [navigation] = (performance.getEntriesByType?.('navigation') ?? []) as PerformanceNavigationTiming[];
  const end = navigation?.loadEventEnd || navigation?.loadEventStart;
  return end ? end : performance.now();
}

if (typeof document !== 'undefined') {
  if (document.readyState === 'complete') loadedAt = loadEventTime();
  else
    window.addEventListener(
      'load',
      () => {
        loadedAt = performance.now();
        for (const listener of listeners) listener();
        listeners.clear();
      },
      { once: true },
    );
}

/** Milliseconds since the page's `load` event, or undefined while the page is still loading. */
export function msSinceLoad(): number | undefined {
  return loadedAt === undefined ? undefined : Math.max(0, performance.now() - loadedAt);
}

/** Calls `listener` once when the page has loaded (never if it already has). Returns a function that cancels it. */
export function onPageLoad(listener: Listener): () => void {
  if (loadedAt !== undefined) return () => undefined;
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** What the cookie banner reads about the page's load (tests pass their own). */
export type PageLoadClock = { msSinceLoad: typeof msSinceLoad; onPageLoad: typeof onPageLoad };
export const pageLoadClock: PageLoadClock = { msSinceLoad, onPageLoad };
