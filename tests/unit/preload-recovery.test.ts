import { describe, expect, it } from 'vitest';
import { handlePreloadError, RELOAD_FLAG, RELOAD_WINDOW_MS } from '#src/preload-recovery';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('stale chunk recovery', () => {
  it('reloads once on the first failed chunk and prevents the error', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(event, storage, () => reloads++, 1_000_000)).toBe('reloaded');
    expect(event.defaultPrevented).toBe(true);
    expect(storage.data.get(RELOAD_FLAG)).toBe('1000000');
    expect(reloads).toBe(1);
  });

  it('never loops: a failure again right after that reload is left to surface', () => {
    const storage = memoryStorage();
    let reloads = 0;
    handlePreloadError(new Event('vite:preloadError', { cancelable: true }), storage, () => reloads++, 1_000_000);
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(event, storage, () => reloads++, 1_000_000 + 3_000)).toBe('gave-up');
    expect(event.defaultPrevented).toBe(false);
    expect(reloads).toBe(1);
  });

  it('a tab that lives on past a later deploy recovers again', () => {
    const storage = memoryStorage();
    let reloads = 0;
    handlePreloadError(new Event('vite:preloadError', { cancelable: true }), storage, () => reloads++, 1_000_000);
    const later = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(later, storage, () => reloads++, 1_000_000 + RELOAD_WINDOW_MS + 2 * 3_600_000)).toBe('reloaded');
    expect(later.defaultPrevented).toBe(true);
    expect(reloads).toBe(2);
  });

  it('without session storage it never reloads (it could not remember that it did)', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
    };
    let reloads = 0;
    expect(handlePreloadError(new Event('vite:preloadError', { cancelable: true }), broken, () => reloads++)).toBe('gave-up');
    expect(reloads).toBe(0);
  });
});
