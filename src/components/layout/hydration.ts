import { useLayoutEffect, useState, useSyncExternalStore } from 'react';

/*
 * The three ways a view asks "is this still the prerendered page?", in one place. They differ on
 * purpose:
 *
 * - useHydrated: false while the server renders and while React hydrates this component from the
 *   prerendered HTML, true from then on and at once after a client-side navigation. For views whose
 *   first render must match the HTML but which may then show the URL's state (filters, an open dialog).
 * - useAfterFirstRender: false on a component's first render in the browser, every time (also after a
 *   client-side navigation), true after its first layout effect: the second render comes before the browser
 *   paints, so nothing shows the first one (a chat launcher handing over to the chat never blinks). For views that read an app-wide actor which
 *   may already have moved on when a late route chunk hydrates (the sign-in pages).
 * - useContentHydrated: the whole page's content has hydrated (forms are live, nothing typed would be
 *   reset). Set once per page load by HydrationMarker; browser tests and CSS read <html data-hydrated>.
 */

const never = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    never,
    () => true,
    () => false,
  );
}

export function useAfterFirstRender(): boolean {
  const [rendered, setRendered] = useState(false);
  useLayoutEffect(() => setRendered(true), []);
  return rendered;
}

/*
 * Content hydration: React hydrates the page shell first and the route's content (inside the
 * router's Suspense boundary) in a later, lower-priority pass.
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
