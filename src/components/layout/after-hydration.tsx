import { Suspense, useEffect, useState, type ReactNode } from 'react';

/**
 * Renders its children only once the page has hydrated, so widgets that never
 * appear in the prerendered HTML (chat, cookie banner) stay out of the entry
 * bundle and cannot cause a hydration mismatch.
 */
export function AfterHydration({ children }: { children: ReactNode }) {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready ? <Suspense fallback={null}>{children}</Suspense> : null;
}
