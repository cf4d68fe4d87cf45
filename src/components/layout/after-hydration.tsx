import { Suspense, type ReactNode } from 'react';
import { useContentHydrated } from './hydration';

/**
 * Renders its children only once the page's content has hydrated, so widgets
 * that never appear in the prerendered HTML (chat, cookie banner) stay out of
 * the entry bundle, cannot cause a hydration mismatch, and never delay the
 * page's own controls from becoming interactive.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  return useContentHydrated() ? <Suspense fallback={null}>{children}</Suspense> : null;
}
