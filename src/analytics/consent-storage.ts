import { OPTIONAL_CATEGORIES, type ConsentChoice } from './consent-mode';

/**
 * The visitor's cookie choice as stored in localStorage (docs/product/site.md: necessary
 * always true, analytics, marketing, preferences, the consent date, plus the
 * policy revision it was given for and an anonymous random id used for the
 * server-side consent log).
 */
export const CONSENT_STORAGE_KEY = 'cookieConsent';

/**
 * Raise when the cookie policy changes materially: stored choices for older revisions are asked again.
 * 2: analytics consent also covers counting the steps visitors take through the site’s flows (docs/operations.md, "Flow counts"), and
 * the policies now say which films and players load from where. A choice made before that did not cover it.
 */
export const CONSENT_REVISION = 2;

export type StoredConsent = ConsentChoice & {
  necessary: true;
  /** ISO date-time of the choice. */
  date: string;
  revision: number;
  /** Random, anonymous id shared by this browser's consent records. */
  id: string;
};

/** A stored record if it is well formed (whatever its revision), else null. */
export function parseStoredConsent(raw: string | null): StoredConsent | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (!value || typeof value !== 'object') return null;
  const record = value as Record<string, unknown>;
  if (OPTIONAL_CATEGORIES.some((c) => typeof record[c] !== 'boolean')) return null;
  if (typeof record.date !== 'string' || Number.isNaN(Date.parse(record.date))) return null;
  if (typeof record.revision !== 'number' || !Number.isInteger(record.revision)) return null;
  return {
    necessary: true,
    analytics: record.analytics as boolean,
    marketing: record.marketing as boolean,
    preferences: record.preferences as boolean,
    date: record.date,
    revision: record.revision,
    id: typeof record.id === 'string' && isConsentId(record.id) ? record.id : newConsentId(),
  };
}

export function readStoredConsent(storage: Pick<Storage, 'getItem'> | undefined = safeLocalStorage()): StoredConsent | null {
  try {
    return parseStoredConsent(storage?.getItem(CONSENT_STORAGE_KEY) ?? null);
  } catch {
    return null;
  }
}

export function writeStoredConsent(record: StoredConsent, storage: Pick<Storage, 'setItem'> | undefined = safeLocalStorage()): void {
  try {
    storage?.setItem(CONSENT_STORAGE_KEY, JSON.stringify(record));
  } catch {
    /* storage unavailable (private mode, quota): the choice still applies for this page view */
  }
}

/** Global Privacy Control: the browser asks sites not to sell or share the visitor's data. */
export function hasGlobalPrivacyControl(nav: unknown = typeof navigator === 'undefined' ? undefined : navigator): boolean {
  return (nav as { globalPrivacyControl?: unknown } | undefined)?.globalPrivacyControl === true;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const isConsentId = (value: string) => UUID.test(value);

/** A random version-4 UUID (crypto.getRandomValues also works outside secure contexts, unlike randomUUID). */
export function newConsentId(): string {
  const bytes = new Uint8Array(16);
  globalThis.crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}
