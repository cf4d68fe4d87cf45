import { Suspense, useEffect, useSyncExternalStore, type ReactNode } from 'react';

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

/**
 * Placed after the route's content in its own Suspense boundary, so it hydrates
 * with (not before) the content: marks <html data-hydrated="true"> (browser
 * tests and CSS read it) and tells AfterHydration the page is ready.
 */
export function HydrationMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    contentHydrated = true;
    for (const listener of listeners) listener();
  }, []);
  return null;
}

/**
 * Renders its children only once the page's content has hydrated, so widgets
 * that never appear in the prerendered HTML (chat, cookie banner) stay out of
 * the entry bundle, cannot cause a hydration mismatch, and never delay the
 * page's own controls from becoming interactive.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useContentHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
