import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the server renders and while React hydrates the prerendered
 * HTML, true from then on. Prerendered pages are the same file whatever the
 * query string, so views that depend on search params (filters, an open
 * dialog) render their defaults until hydration is done, then the URL's
 * state: no hydration mismatch. Client-side navigations are true at once.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
