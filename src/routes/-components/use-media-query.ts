import { useEffect, useRef } from 'react';

/**
 * Report a media query's value after mount and on every change
 * (`prefers-reduced-motion`, breakpoints). Nothing runs on the server, so
 * the prerendered HTML never depends on it.
 */
export function useMediaQuery(query: string, onChange: (matches: boolean) => void) {
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => {
    if (typeof window === 'undefined' || !window.matchMedia) return;
    const list = window.matchMedia(query);
    const report = () => callback.current(list.matches);
    report();
    list.addEventListener?.('change', report);
    return () => list.removeEventListener?.('change', report);
  }, [query]);
}

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
