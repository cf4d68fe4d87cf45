/**
 * After a deploy, an open tab may ask for a route chunk that no longer
 * exists. Vite fires `vite:preloadError`; we reload to pick up the new
 * build, and never loop: the tab's session remembers when it reloaded, and a
 * chunk that fails again within RELOAD_WINDOW_MS of that reload is left to
 * surface (the new build is broken or the network is down). A tab that lives
 * on past a later deploy recovers again.
 */
export const RELOAD_FLAG = 'studio:chunk-reload';
export const RELOAD_WINDOW_MS = 60_000;

export function handlePreloadError(
  event: Event & { payload?: unknown },
  storage: Pick<Storage, 'getItem' | 'setItem'>,
  reload: () => void,
  now: number = Date.now(),
): 'reloaded' | 'gave-up' {
  let already = false;
  try {
    const reloadedAt = Number(storage.getItem(RELOAD_FLAG) ?? Number.NaN);
    already = Number.isFinite(reloadedAt) && now - reloadedAt >= 0 && now - reloadedAt < RELOAD_WINDOW_MS;
  } catch {
    // No session storage (privacy mode): a reload could loop, so let the error surface.
    already = true;
  }
  if (already) return 'gave-up';
  event.preventDefault();
  try {
    storage.setItem(RELOAD_FLAG, String(now));
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
