/**
 * The footer's Cookie Settings button asks whoever owns the consent UI to
 * reopen it. Until the consent issue lands, the event is simply dispatched.
 */
export const COOKIE_SETTINGS_EVENT = 'studio:open-cookie-settings';

export function openCookieSettings(): void {
  window.dispatchEvent(new CustomEvent(COOKIE_SETTINGS_EVENT));
}
