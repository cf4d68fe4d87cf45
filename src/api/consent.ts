import type { ConsentChoice } from '#src/analytics/consent-mode';
import { postJson } from './http';

/** One anonymous consent record for the server-side log (no personal data). */
export type ConsentLogInput = {
  consentId: string;
  categories: ConsentChoice & { necessary: true };
  revision: number;
  /** Where the choice was made: the first banner, or the settings reopened later. */
  source: 'banner' | 'settings';
  /** Whether the browser sent Global Privacy Control (stored with the record; absent when unknown). */
  gpc?: boolean;
};

export type ConsentLogged = { id: string; status: 'accepted' };

/** POST /api/consent: default implementation of the cookieConsent machine's `logConsent` actor. */
export const postConsent = (input: ConsentLogInput) => postJson<ConsentLogged>('/api/consent', input, { keepalive: true });
