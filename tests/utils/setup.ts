/**
 * Setup for every jsdom test: what the views call that jsdom does not
 * implement, and React's act environment. A test run prints no
 * "Not implemented" lines and no act(...) warnings, so a real one stands out.
 */
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// React: updates happen inside act() (Testing Library's helpers and the path-test harness wrap them).
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

afterEach(() => {
  cleanup();
  // Files share a worker's environment (isolate: false in vite.config.ts): a test's fake clock must not outlive it.
  vi.useRealTimers();
  try {
    window.localStorage.clear();
    window.sessionStorage.clear();
  } catch {
    /* node environment */
  }
});

if (typeof window !== 'undefined') {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (!('IntersectionObserver' in window)) {
    class IO {
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    }
    (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = IO;
  }

  // Window scrolling (the router restores the scroll position on navigation): jsdom lays nothing out, so the page
  // scrolls to where it is asked and says so with a scroll event, as a browser does when the position changes.
  const scrollWindow = (...args: [ScrollToOptions?] | [number, number]) => {
    const [x, y] = typeof args[0] === 'object' || args[0] === undefined ? [args[0]?.left, args[0]?.top] : [args[0], args[1]];
    const left = x ?? window.scrollX;
    const top = y ?? window.scrollY;
    if (left === window.scrollX && top === window.scrollY) return;
    Object.defineProperty(window, 'scrollX', { value: left, configurable: true });
    Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
    window.dispatchEvent(new Event('scroll'));
  };
  window.scrollTo = scrollWindow as typeof window.scrollTo;
  window.scroll = scrollWindow as typeof window.scroll;
  window.scrollBy = ((...args: [ScrollToOptions?] | [number, number]) => {
    const [dx, dy] = typeof args[0] === 'object' || args[0] === undefined ? [args[0]?.left ?? 0, args[0]?.top ?? 0] : [args[0], args[1]];
    scrollWindow(window.scrollX + (dx ?? 0), window.scrollY + (dy ?? 0));
  }) as typeof window.scrollBy;
  // Elements: nothing to lay out, so scrolling one into view or within itself changes nothing visible.
  Element.prototype.scrollIntoView ??= function scrollIntoView() {};
  Element.prototype.scrollTo ??= function scrollTo() {};
}
