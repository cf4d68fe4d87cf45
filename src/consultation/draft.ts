/**
 * The wizard's session draft: what the visitor typed and the step they were
 * on, kept in sessionStorage so a reload or an accidental navigation loses
 * nothing; cleared after a successful request. `sanitizeDraft` is pure; the
 * storage functions take the Storage so tests can pass their own.
 */
import { consultationDefaults, type ConsultationData } from '../forms/consultation';

export const DRAFT_KEY = 'lumora.consultation.draft';
export const DRAFT_VERSION = 1;

export type WizardStep = 1 | 2 | 3 | 4;
export type DraftValues = Partial<ConsultationData>;
export type Draft = { values: DraftValues; step: WizardStep };

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
    else if (Array.isArray(fallback) && Array.isArray(value)) out[key] = value.filter((v): v is string => typeof v === 'string').slice(0, 20);
  }
  return out as DraftValues;
}

export function sanitizeDraft(input: unknown): Draft | null {
  if (!input || typeof input !== 'object') return null;
  const raw = input as { v?: unknown; values?: unknown; step?: unknown };
  if (raw.v !== DRAFT_VERSION) return null;
  const values = sanitizeValues(raw.values);
  if (!Object.keys(values).length) return null;
  return { values, step: isStep(raw.step) ? raw.step : 1 };
}

const sessionStore = (): Storage | null => {
  try {
    return typeof window !== 'undefined' ? window.sessionStorage : null;
  } catch {
    return null; // storage disabled
  }
};

function readRaw(storage: Storage | null): { v: number; values?: unknown; step?: unknown } | null {
  try {
    const text = storage?.getItem(DRAFT_KEY);
    return text ? (JSON.parse(text) as { v: number; values?: unknown; step?: unknown }) : null;
  } catch {
    return null;
  }
}

function write(storage: Storage | null, next: { values?: unknown; step?: unknown }) {
  try {
    storage?.setItem(DRAFT_KEY, JSON.stringify({ v: DRAFT_VERSION, ...next }));
  } catch {
    /* full or disabled storage: the draft is a convenience */
  }
}

export function readDraft(storage: Storage | null = sessionStore()): Draft | null {
  return sanitizeDraft(readRaw(storage));
}

export function saveDraftValues(values: unknown, storage: Storage | null = sessionStore()) {
  const current = readRaw(storage);
  write(storage, { values: sanitizeValues(values), step: current?.step ?? 1 });
}

export function saveDraftStep(step: WizardStep, storage: Storage | null = sessionStore()) {
  write(storage, { values: readRaw(storage)?.values ?? {}, step });
}

export function clearDraft(storage: Storage | null = sessionStore()) {
  try {
    storage?.removeItem(DRAFT_KEY);
  } catch {
    /* ignore */
  }
}
