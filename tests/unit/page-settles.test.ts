// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles } from '#machines/sensors';

/**
 * afterPageSettles decides when the home reel may start: after load, once the
 * main thread has gone `quietMs` without a long task, or at the latest
 * `maxWaitMs` after load. The Long Tasks API is replaced by a fake observer
 * whose entries the test posts; the clock is vitest's fake one.
 */
type Entry = { startTime: number; duration: number };
const observers: ((entries: Entry[]) => void)[] = [];
class FakeObserver {
  static supportedEntryTypes = ['longtask'];
  constructor(private callback: (list: { getEntries: () => Entry[] }) => void) {}
  observe() {
    observers.push((entries) => this.callback({ getEntries: () => entries }));
  }
  disconnect() {
    observers.length = 0;
  }
}
const longTask = (duration: number) => {
  const end = performance.now();
  for (const notify of [...observers]) notify([{ startTime: end - duration, duration }]);
};

describe('afterPageSettles', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.stubGlobal('PerformanceObserver', FakeObserver);
    // jsdom has loaded its empty document already.
    expect(document.readyState).toBe('complete');
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    observers.length = 0;
  });

  it('reports once the main thread has gone the quiet period without a long task', () => {
    const report = vi.fn();
    afterPageSettles(report, { quietMs: 1000 });
    vi.advanceTimersByTime(400);
    longTask(120);
    vi.advanceTimersByTime(900);
    expect(report).not.toHaveBeenCalled();
    longTask(80);
    vi.advanceTimersByTime(990);
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(50);
    expect(report).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(5000);
    expect(report).toHaveBeenCalledTimes(1);
    expect(observers).toHaveLength(0);
  });

  it('reports at the latest after the longest wait on a page that never goes quiet', () => {
    const report = vi.fn();
    afterPageSettles(report, { quietMs: 1000, maxWaitMs: 3000 });
    for (let t = 0; t < 2900; t += 300) {
      vi.advanceTimersByTime(300);
      longTask(60);
    }
    expect(report).not.toHaveBeenCalled();
    vi.advanceTimersByTime(200);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('reports at the first idle moment where the browser has no Long Tasks API', () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const report = vi.fn();
    afterPageSettles(report);
    vi.advanceTimersByTime(5);
    expect(report).toHaveBeenCalledTimes(1);
  });

  it('never reports once stopped (the clip left the page)', () => {
    const report = vi.fn();
    const stop = afterPageSettles(report, { quietMs: 1000 });
    vi.advanceTimersByTime(300);
    stop();
    vi.advanceTimersByTime(20_000);
    expect(report).not.toHaveBeenCalled();
  });
});
