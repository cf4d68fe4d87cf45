/**
 * Controllable stand-ins for browser APIs jsdom lacks (IntersectionObserver,
 * matchMedia): tests decide what is visible and which media queries match,
 * then the view's own listeners run as they would in a browser.
 */
import { act } from 'react';

type IOCallback = (entries: IntersectionObserverEntry[]) => void;

export function installFakeObservers() {
  const observers: { callback: IOCallback; targets: Element[] }[] = [];
  class FakeIntersectionObserver {
    private readonly record: { callback: IOCallback; targets: Element[] };
    constructor(callback: IOCallback) {
      this.record = { callback, targets: [] };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve() {}
    disconnect() {
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  const original = window.IntersectionObserver;
  (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = FakeIntersectionObserver;
  return {
    /** Report `ratio` of every observed element as visible. */
    setVisibility(ratio: number) {
      act(() => {
        for (const observer of observers) {
          const entries = observer.targets.map(
            (target) => ({ target, isIntersecting: ratio > 0, intersectionRatio: ratio }) as unknown as IntersectionObserverEntry,
          );
          if (entries.length) observer.callback(entries);
        }
      });
    },
    restore() {
      (window as unknown as { IntersectionObserver: unknown }).IntersectionObserver = original;
    },
  };
}

export function installFakeMatchMedia(initial: Record<string, boolean> = {}) {
  const state = new Map<string, boolean>(Object.entries(initial));
  const listeners = new Map<string, Set<() => void>>();
  const original = window.matchMedia;
  window.matchMedia = (query: string) =>
    ({
      get matches() {
        return state.get(query) ?? false;
      },
      media: query,
      onchange: null,
      addEventListener: (_: string, listener: () => void) => {
        if (!listeners.has(query)) listeners.set(query, new Set());
        listeners.get(query)!.add(listener);
      },
      removeEventListener: (_: string, listener: () => void) => listeners.get(query)?.delete(listener),
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    }) as unknown as MediaQueryList;
  return {
    set(query: string, matches: boolean) {
      state.set(query, matches);
      act(() => {
        for (const listener of listeners.get(query) ?? []) listener();
      });
    },
    restore() {
      window.matchMedia = original;
    },
  };
}
