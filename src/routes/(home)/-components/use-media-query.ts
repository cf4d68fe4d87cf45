import { useEffect, useRef } from 'react';
import { watchMediaQuery } from '#machines/sensors';

/**
 * Report a media query's value after mount and on every change (the
 * services carousel's breakpoints), through the one matchMedia sensor in
 * machines/sensors.ts. Nothing runs on the server, so the prerendered HTML
 * never depends on it.
 */
export function useMediaQuery(query: string, onChange: (matches: boolean) => void) {
  const callback = useRef(onChange);
  callback.current = onChange;
  useEffect(() => watchMediaQuery(query, (matches) => callback.current(matches)), [query]);
}
