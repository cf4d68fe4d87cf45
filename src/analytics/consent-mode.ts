/**
 * Google Consent Mode v2: how the site's four cookie categories map onto the
 * seven consent types Google tags read. Pure data and functions, safe to
 * import on the server (the prerendered head script is built from them).
 */

/** The optional categories a visitor chooses; "necessary" is always on. */
export const OPTIONAL_CATEGORIES = ['analytics', 'marketing', 'preferences'] as const;
export type OptionalCategory = (typeof OPTIONAL_CATEGORIES)[number];
export type ConsentCategory = 'necessary' | OptionalCategory;

/** A choice for each optional category (true = granted). */
export type ConsentChoice = Record<OptionalCategory, boolean>;

export const CONSENT_TYPES = [
  'ad_storage',
  'ad_user_data',
  'ad_personalization',
  'analytics_storage',
  'functionality_storage',
  'personalization_storage',
  'security_storage',
] as const;
export type ConsentType = (typeof CONSENT_TYPES)[number];
export type ConsentValue = 'granted' | 'denied';
export type ConsentModeState = Record<ConsentType, ConsentValue>;

/** Which consent types each optional category controls. security_storage is not a choice: it is always granted. */
export const CONSENT_TYPES_BY_CATEGORY = {
  analytics: ['analytics_storage'],
  marketing: ['ad_storage', 'ad_user_data', 'ad_personalization'],
  preferences: ['functionality_storage', 'personalization_storage'],
} as const satisfies Record<OptionalCategory, readonly ConsentType[]>;

/** How long Google tags wait for the visitor's update before firing with the defaults (ms). */
export const WAIT_FOR_UPDATE_MS = 500;

export const NO_CONSENT: ConsentChoice = { analytics: false, marketing: false, preferences: false };
export const FULL_CONSENT: ConsentChoice = { analytics: true, marketing: true, preferences: true };

/** The seven Consent Mode v2 values for a choice. */
export function toConsentMode(choice: ConsentChoice): ConsentModeState {
  const state = { security_storage: 'granted' } as ConsentModeState;
  for (const category of OPTIONAL_CATEGORIES) {
    for (const type of CONSENT_TYPES_BY_CATEGORY[category]) state[type] = choice[category] === true ? 'granted' : 'denied';
  }
  return state;
}

/** `gtag('consent', 'default', …)` parameters: everything denied except security storage. */
export function consentDefaults(): ConsentModeState & { wait_for_update: number } {
  return { ...toConsentMode(NO_CONSENT), wait_for_update: WAIT_FOR_UPDATE_MS };
}
