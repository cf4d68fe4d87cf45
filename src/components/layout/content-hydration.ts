import { useSyncExternalStore } from 'react';

/*
 * React hydrates the page shell first and the route's content (inside the
 * router's Suspense boundary) in a later, lower-priority pass. "Hydrated" here
 * means the content too: forms are live and nothing typed is reset.
 */
let contentHydrated = false;
const listeners = new Set<() => void>();

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => void listeners.delete(listener);
};

/** Whether the page's content has hydrated (always false on the server and during hydration). */
export const useContentHydrated = () =>
  useSyncExternalStore(
    subscribe,
    () => contentHydrated,
    () => false,
  );

/** Called once by HydrationMarker: marks <html data-hydrated="true"> (browser tests and CSS read it) and wakes the listeners. */
export function markContentHydrated() {
  document.documentElement.dataset.hydrated = 'true';
  contentHydrated = true;
  for (const listener of listeners) listener();
}
