import { describe, expect, it } from 'vitest';
import { handlePreloadError, RELOAD_FLAG } from '../../src/preload-recovery';

function memoryStorage() {
  const data = new Map<string, string>();
  return { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), data };
}

describe('stale chunk recovery', () => {
  it('reloads once on the first failed chunk and prevents the error', () => {
    const storage = memoryStorage();
    let reloads = 0;
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(event, storage, () => reloads++)).toBe('reloaded');
    expect(event.defaultPrevented).toBe(true);
    expect(storage.data.get(RELOAD_FLAG)).toBe('1');
    expect(reloads).toBe(1);
  });

  it('never loops: a second failure in the same session is left to surface', () => {
    const storage = memoryStorage();
    storage.setItem(RELOAD_FLAG, '1');
    let reloads = 0;
    const event = new Event('vite:preloadError', { cancelable: true });
    expect(handlePreloadError(event, storage, () => reloads++)).toBe('gave-up');
    expect(event.defaultPrevented).toBe(false);
    expect(reloads).toBe(0);
  });
});
