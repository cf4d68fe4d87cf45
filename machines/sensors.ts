import { fromCallback, type EventObject } from 'xstate';

/**
 * The browser's sensors as actors: what the visitor's device and the page
 * tell a machine (reduced motion, data saving, a fine pointer, how much of
 * an element is on screen, whether the tab is visible, whether the page has
 * loaded and settled). A machine invokes the ones it needs and receives
 * their readings as events; tests replace them with `machine.provide({ actors })`.
 *
 * This is the one place that talks to matchMedia, IntersectionObserver, the
 * Page Visibility API and the load, idle and long-task callbacks; views and machine files
 * never do. Every sensor reports its first reading as soon as it starts.
 * Outside a browser (server rendering) a sensor reports nothing.
 */

/**
 * Finds an element once the view has mounted it (`() => ref.current`). A
 * function rather than the element itself, so a machine's context never
 * holds a DOM node (inspectors serialise context).
 */
export type ElementTarget = () => Element | null;

export type SensorEvent =
  | { type: 'sensor.reducedMotion'; reduce: boolean }
  | { type: 'sensor.saveData'; saveData: boolean }
  | { type: 'sensor.finePointer'; fine: boolean }
  | { type: 'sensor.visibility'; ratio: number }
  | { type: 'sensor.pageVisibility'; visible: boolean }
  | { type: 'sensor.pageIdle' }
  | { type: 'sensor.mediaQuery'; query: string; matches: boolean };

export const reducedMotionQuery = '(prefers-reduced-motion: reduce)';
export const finePointerQuery = '(hover: hover) and (pointer: fine)';
/** The media query of the data-saving preference (browsers that do not know it never match). */
export const reducedDataQuery = '(prefers-reduced-data: reduce)';

const inBrowser = () => typeof window !== 'undefined';

/** Calls `report` with the query's value now and on every change; returns the unsubscribe. */
export function watchMediaQuery(query: string, report: (matches: boolean) => void): () => void {
  if (!inBrowser() || typeof window.matchMedia !== 'function') return () => undefined;
  const list = window.matchMedia(query);
  const listener = () => report(list.matches);
  listener();
  list.addEventListener?.('change', listener);
  return () => list.removeEventListener?.('change', listener);
}

type NetworkInformation = EventTarget & { saveData?: boolean };

/** Save-Data: the Network Information API's `saveData` (with its change event) or `prefers-reduced-data`. */
export function watchSaveData(report: (saveData: boolean) => void): () => void {
  if (!inBrowser()) return () => undefined;
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  let reduced = false;
  const send = () => report(connection?.saveData === true || reduced);
  const stopQuery = watchMediaQuery(reducedDataQuery, (matches) => {
    reduced = matches;
    send();
  });
  connection?.addEventListener?.('change', send);
  return () => {
    stopQuery();
    connection?.removeEventListener?.('change', send);
  };
}

/** How much of the target is on screen (0..1), reported at each of `thresholds`. */
export function watchVisibility(target: ElementTarget, thresholds: readonly number[], report: (ratio: number) => void): () => void {
  const node = target();
  if (!node || !inBrowser() || typeof IntersectionObserver === 'undefined') return () => undefined;
  const observer = new IntersectionObserver(
    (entries) => {
      const entry = entries[entries.length - 1];
      if (entry) report(entry.isIntersecting ? entry.intersectionRatio : 0);
    },
    { threshold: [...thresholds] },
  );
  observer.observe(node);
  return () => observer.disconnect();
}

/** Whether the tab is visible (Page Visibility API). */
export function watchPageVisibility(report: (visible: boolean) => void): () => void {
  if (!inBrowser() || typeof document === 'undefined') return () => undefined;
  const listener = () => report(document.visibilityState !== 'hidden');
  listener();
  document.addEventListener('visibilitychange', listener);
  return () => document.removeEventListener('visibilitychange', listener);
}

type IdleWindow = Window & {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

export type SettleOptions = {
  /** How long the main thread must have gone without a long task (Long Tasks API). */
  quietMs?: number;
  /** Report anyway this long after the load event, on a page that never goes quiet. */
  maxWaitMs?: number;
  /** The longest an idle callback may wait for an idle period. */
  idleTimeout?: number;
};

/** A main-thread task of at least 50 ms, as the Long Tasks API reports it. */
const supportsLongTasks = () =>
  typeof PerformanceObserver !== 'undefined' && (PerformanceObserver.supportedEntryTypes ?? []).includes('longtask');

/**
 * Once the page has settled: after the window's load event, in an idle
 * period, and once the main thread has gone `quietMs` without a long task
 * (hydration and the page's own start-up work are over), or at the latest
 * `maxWaitMs` after load. Deferred work that is not needed for reading or
 * using the page (the home reel's video) starts here, so it never competes
 * with the page becoming responsive. Browsers without the Long Tasks API
 * report at the first idle period after load.
 */
export function afterPageSettles(
  report: () => void,
  { quietMs = 1000, maxWaitMs = 10_000, idleTimeout = 2000 }: SettleOptions = {},
): () => void {
  if (!inBrowser()) return () => undefined;
  const win = window as IdleWindow;
  let idle: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  // The quiet period counts from the last long task seen, or from now: tasks
  // before the observer started are not known.
  let lastLongTaskEnd = performance.now();
  let loadedAt = 0;
  let observer: PerformanceObserver | undefined;
  if (supportsLongTasks()) {
    observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) lastLongTaskEnd = Math.max(lastLongTaskEnd, entry.startTime + entry.duration);
    });
    observer.observe({ type: 'longtask', buffered: true });
  }
  const stop = () => {
    window.removeEventListener('load', onLoad);
    observer?.disconnect();
    if (idle !== undefined) win.cancelIdleCallback?.(idle);
    if (timer !== undefined) clearTimeout(timer);
    idle = timer = undefined;
  };
  const check = () => {
    idle = timer = undefined;
    const now = performance.now();
    const quietFor = now - lastLongTaskEnd;
    if (!observer || quietFor >= quietMs || now - loadedAt >= maxWaitMs) {
      stop();
      report();
      return;
    }
    timer = setTimeout(whenIdle, Math.min(quietMs - quietFor, loadedAt + maxWaitMs - now));
  };
  const whenIdle = () => {
    timer = undefined;
    if (win.requestIdleCallback) idle = win.requestIdleCallback(check, { timeout: idleTimeout });
    else timer = setTimeout(check, 1);
  };
  const onLoad = () => {
    loadedAt = performance.now();
    whenIdle();
  };
  if (document.readyState === 'complete') onLoad();
  else window.addEventListener('load', onLoad, { once: true });
  return stop;
}

/* The sensors as actors (real defaults). Each sends its readings to the machine that invoked it. */

export const reducedMotionSensor = fromCallback<EventObject>(({ sendBack }) =>
  watchMediaQuery(reducedMotionQuery, (reduce) => sendBack({ type: 'sensor.reducedMotion', reduce })),
);

export const saveDataSensor = fromCallback<EventObject>(({ sendBack }) =>
  watchSaveData((saveData) => sendBack({ type: 'sensor.saveData', saveData })),
);

export const finePointerSensor = fromCallback<EventObject>(({ sendBack }) =>
  watchMediaQuery(finePointerQuery, (fine) => sendBack({ type: 'sensor.finePointer', fine })),
);

export const mediaQuerySensor = fromCallback<EventObject, { query: string }>(({ sendBack, input }) =>
  watchMediaQuery(input.query, (matches) => sendBack({ type: 'sensor.mediaQuery', query: input.query, matches })),
);

export type VisibilitySensorInput = { target: ElementTarget; thresholds: readonly number[] };

export const visibilitySensor = fromCallback<EventObject, VisibilitySensorInput>(({ sendBack, input }) =>
  watchVisibility(input.target, input.thresholds, (ratio) => sendBack({ type: 'sensor.visibility', ratio })),
);

export const pageVisibilitySensor = fromCallback<EventObject>(({ sendBack }) =>
  watchPageVisibility((visible) => sendBack({ type: 'sensor.pageVisibility', visible })),
);

export const pageIdleSensor = fromCallback<EventObject>(({ sendBack }) => afterPageSettles(() => sendBack({ type: 'sensor.pageIdle' })));

/** A target that points at nothing (machines created without a view, e.g. in tests). */
export const noTarget: ElementTarget = () => null;
