/**
 * The wizard's session draft: what the visitor typed and the step they were
 * on, kept in sessionStorage so a reload or an accidental navigation loses
 * nothing; cleared after a successful request. Once the visitor has sent the
 * request, the draft also keeps its client-generated id (with a fingerprint of
 * the data it was sent with): a retry after a network error and a reload
 * reuses it, so the server stores the request once. `sanitizeDraft` is pure;
 * the storage functions take the Storage so tests can pass their own.
 */
import { consultationDefaults, type ConsultationData } from '#src/forms/consultation';

export const DRAFT_KEY = 'lumora.consultation.draft';
export const DRAFT_VERSION = 1;

export type WizardStep = 1 | 2 | 3 | 4;
export type DraftValues = Partial<ConsultationData>;
/** The id of a request already sent, and a fingerprint of the data it was sent with. */
export type DraftRequest = { id: string; fingerprint: string };
export type Draft = { values: DraftValues; step: WizardStep; request?: DraftRequest };

/** Request ids as the API accepts them. */
const REQUEST_ID = /^[A-Za-z0-9-]{8,64}$/;

/** A short, stable fingerprint of the data (FNV-1a over the JSON with sorted keys): the same answers give the same one. */
export function requestFingerprint(data: object): string {
  const canonical = JSON.stringify(data, (_key, value: unknown) =>
    value && typeof value === 'object' && !Array.isArray(value)
      ? Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : value,
  );
  let hash = 0x811c9dc5;
  for (let i = 0; i < canonical.length; i++) {
    hash ^= canonical.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${(hash >>> 0).toString(36)}-${canonical.length.toString(36)}`;
}

function sanitizeRequest(input: unknown): DraftRequest | undefined {
  if (!input || typeof input !== 'object') return undefined;
  const { id, fingerprint } = input as { id?: unknown; fingerprint?: unknown };
  if (typeof id !== 'string' || !REQUEST_ID.test(id) || typeof fingerprint !== 'string' || !fingerprint || fingerprint.length > 64)
    return undefined;
  return { id, fingerprint };
}

const isStep = (value: unknown): value is WizardStep => value === 1 || value === 2 || value === 3 || value === 4;

/** Keep only known fields with the right kind of value (a tampered or stale draft must not break the form). */
export function sanitizeValues(input: unknown): DraftValues {
  if (!input || typeof input !== 'object') return {};
  const source = input as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const [key, fallback] of Object.entries(consultationDefaults)) {
    const value = source[key];
    if (value === undefined) continue;
    if (typeof fallback === 'string' && typeof value === 'string') out[key] = value.slice(0, 5000);
    else if (typeof fallback === 'boolean' && typeof value === 'boolean') out[key] = value;
    else if (Array.isArray(fallback) && Array.isArray(value))
      out[key] = value.filter((v): v is string => typeof v === 'string').slice(0, 20);
  }
  return out as DraftValues;
}

export function sanitizeDraft(input: unknown): Draft | null {
  if (!input || typeof input !== 'object') return null;
  const raw = input as { v?: unknown; values?: unknown; step?: unknown; request?: unknown };
  if (raw.v !== DRAFT_VERSION) return null;
  const values = sanitizeValues(raw.values);
  if (!Object.keys(values).length) return null;
  const request = sanitizeRequest(raw.request);
  return { values, step: isStep(raw.step) ? raw.step : 1, ...(request ? { request } : {}) };
}

const sessionStore = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled
  }
};

type RawDraft = { v: number; values?: unknown; step?: unknown; request?: unknown };

function readRaw(storage: Storage | null): RawDraft | null {
  try {
    const text = storage?.getItem(DRAFT_KEY);
    const raw = text ? (JSON.parse(text) as RawDraft | null) : null;
    return raw && typeof raw === 'object' ? raw : null;
  } catch {
    return null;
  }
}

/** Replace some parts of the stored draft, keeping the others. */
function write(storage: Storage | null, next: { values?: unknown; step?: unknown; request?: unknown }) {
  try {
    const current = readRaw(storage);
    const kept = current?.v === DRAFT_VERSION ? { values: current.values, step: current.step, request: current.request } : {};
    storage?.setItem(DRAFT_KEY, JSON.stringify({ ...kept, ...next, v: DRAFT_VERSION }));
  } catch {
    /* full or disabled storage: the draft is a convenience */
  }
}

export function readDraft(storage: Storage | null = sessionStore()): Draft | null {
  return sanitizeDraft(readRaw(storage));
}

export function saveDraftValues(values: unknown, storage: Storage | null = sessionStore()) {
  write(storage, { values: sanitizeValues(values), step: readRaw(storage)?.step ?? 1 });
}

export function saveDraftStep(step: WizardStep, storage: Storage | null = sessionStore()) {
  write(storage, { values: readRaw(storage)?.values ?? {}, step });
}

/** Keep the id of the request being sent (with its data's fingerprint) for a retry after a reload. */
export function saveDraftRequest(request: DraftRequest, storage: Storage | null = sessionStore()) {
  write(storage, { request: sanitizeRequest(request) });
}

export function clearDraft(storage: Storage | null = sessionStore()) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    /* ignore */
  }
}
