/**
 * After a deploy, an open tab may ask for a route chunk that no longer
 * exists. Vite fires `vite:preloadError`; we reload once to pick up the new
 * build, and never loop: the flag lives for the tab's session.
 */
export const RELOAD_FLAG = 'studio:chunk-reload';

export function handlePreloadError(
  event: Event & { payload?: unknown },
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
): 'reloaded' | 'gave-up' {
  let already = false;
  try {
    already = storage.getItem(RELOAD_FLAG) === '1';
  } catch {
    already = true;
  }
  if (already) return 'gave-up';
  event.preventDefault();
  try {
    storage.setItem(RELOAD_FLAG, '1');
  } catch {
    /* ignore */
  }
  reload();
  return 'reloaded';
}

export function installPreloadRecovery(): void {
  window.addEventListener('vite:preloadError', (event) => {
    handlePreloadError(event, window.sessionStorage, () => window.location.reload());
  });
}
