import type { ConsentChoice } from './consent-mode';
import { CONSENT_REVISION, readStoredConsent } from './consent-storage';

/**
 * How the rest of the page learns the visitor's cookie choice without
 * importing the consent UI (a lazily loaded chunk): the choice in force at
 * page load is read from storage, and every new choice is announced on
 * `window` by the cookieConsent machine's `applyConsent` action, right after
 * the Consent Mode update it issues.
 *
 *   const marketing = readConsentInForce()?.marketing === true;
 *   const stop = onConsentChange((choice) => …choice.marketing…);
 */
export const CONSENT_CHANGE_EVENT = 'studio:consent-change';

/**
 * The choice in force: a well-formed stored record (see parseStoredConsent)
 * for the current policy revision, else null. The inline head script
 * (src/app-scripts.ts) applies the same rule before any tag runs.
 */
export function readConsentInForce(storage?: Pick<Storage, 'getItem'>, revision: number = CONSENT_REVISION): ConsentChoice | null {
  const saved = readStoredConsent(storage);
  if (!saved || saved.revision !== revision) return null;
  return { analytics: saved.analytics, marketing: saved.marketing, preferences: saved.preferences };
}

/** Tell the page about a new choice (a no-op on the server). */
export function announceConsent(choice: ConsentChoice): void {
  if (typeof window === 'undefined') return;
  const detail: ConsentChoice = { analytics: choice.analytics, marketing: choice.marketing, preferences: choice.preferences };
  window.dispatchEvent(new CustomEvent<ConsentChoice>(CONSENT_CHANGE_EVENT, { detail }));
}

/** Listen for new choices made during this visit; returns the unsubscribe function. */
export function onConsentChange(listener: (choice: ConsentChoice) => void): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ConsentChoice>).detail);
  window.addEventListener(CONSENT_CHANGE_EVENT, handler);
  return () => window.removeEventListener(CONSENT_CHANGE_EVENT, handler);
}
