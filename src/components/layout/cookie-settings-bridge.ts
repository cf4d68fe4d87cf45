/**
 * The footer's Cookie Settings button asks whoever owns the consent UI to
 * reopen it; the cookie banner listens with `onOpenCookieSettings`.
 */
export const COOKIE_SETTINGS_EVENT = 'studio:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT));
}

/** Subscribe to Cookie Settings requests; returns the unsubscribe function. */
export function onOpenCookieSettings(listener: () => void): () => void {
  window.addEventListener(COOKIE_SETTINGS_EVENT, listener);
  return () => window.removeEventListener(COOKIE_SETTINGS_EVENT, listener);
}
