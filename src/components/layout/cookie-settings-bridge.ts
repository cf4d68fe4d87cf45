/**
 * The footer's Cookie Settings button asks whoever owns the consent UI to
 * reopen it; the cookie banner listens with `onOpenCookieSettings`.
 */
export const COOKIE_SETTINGS_EVENT = 'studio:open-cookie-settings';

let listeners = 0;
let pending = false;

export function openCookieSettings(): void {
  // The consent UI is loaded after hydration; a click that comes first is kept for it.
  if (listeners === 0) pending = true;
  window.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT));
}

/** Subscribe to Cookie Settings requests (a request made before anyone listened is delivered now); returns the unsubscribe function. */
export function onOpenCookieSettings(listener: () => void): () => void {
  listeners++;
  window.addEventListener(COOKIE_SETTINGS_EVENT, listener);
  if (pending) {
    pending = false;
    listener();
  }
  return () => {
    listeners--;
    window.removeEventListener(COOKIE_SETTINGS_EVENT, listener);
  };
}
