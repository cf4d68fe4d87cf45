import { useEffect } from 'react';
import { markContentHydrated } from './hydration';

/**
 * Placed after the route's content in its own Suspense boundary, so it hydrates
 * with (not before) the content: marks the document hydrated and tells
 * AfterHydration the page is ready.
 */
export function HydrationMarker() {
  useEffect(() => markContentHydrated(), []);
  return null;
}
