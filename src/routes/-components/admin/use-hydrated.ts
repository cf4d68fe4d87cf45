import { useEffect, useState } from 'react';

/**
 * False for the first render in the browser, true after. Route chunks can
 * hydrate after the app-wide auth actor has already moved on; anything that
 * depends on it must first render exactly what the server rendered (React
 * does not repair attribute differences found while hydrating).
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
