import { describe, expect, it } from 'vitest';
import {
  clearDraft,
  DRAFT_KEY,
  readDraft,
  requestFingerprint,
  sanitizeDraft,
  saveDraftRequest,
  saveDraftStep,
  saveDraftValues,
} from '#src/consultation/draft';
import { validConsultation } from '../utils/consultation-fixtures';

/** A Storage of our own (sessionStorage's interface). */
function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (i) => [...data.keys()][i] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('session draft', () => {
  it('keeps values and the step, and reads them back', () => {
    const storage = memoryStorage();
    saveDraftValues({ name: 'Jordan', platforms: ['Email'], consent_email: false }, storage);
    saveDraftStep(3, storage);
    expect(readDraft(storage)).toEqual({ values: { name: 'Jordan', platforms: ['Email'], consent_email: false }, step: 3 });
    saveDraftValues({ name: 'Jordan Reyes' }, storage);
    expect(readDraft(storage)).toEqual({ values: { name: 'Jordan Reyes' }, step: 3 });
  });

  it('keeps the id of a request already sent through later edits and steps, until cleared', () => {
    const storage = memoryStorage();
    const request = { id: 'req-4f2a9c1e-0001', fingerprint: requestFingerprint(validConsultation) };
    saveDraftValues({ name: 'Jordan' }, storage);
    saveDraftRequest(request, storage);
    saveDraftValues({ name: 'Jordan Reyes' }, storage);
    saveDraftStep(4, storage);
    expect(readDraft(storage)).toEqual({ values: { name: 'Jordan Reyes' }, step: 4, request });
    clearDraft(storage);
    expect(readDraft(storage)).toBeNull();
  });

  it('drops a stored request id the API would refuse', () => {
    const values = { name: 'A' };
    expect(sanitizeDraft({ v: 1, step: 4, values, request: { id: 'bad id!', fingerprint: 'x' } })).toEqual({ values, step: 4 });
    expect(sanitizeDraft({ v: 1, step: 4, values, request: { id: 'req-12345678', fingerprint: '' } })).toEqual({ values, step: 4 });
    expect(sanitizeDraft({ v: 1, step: 4, values, request: 'req-12345678' })).toEqual({ values, step: 4 });
  });

  it('the fingerprint depends on the answers, not on the order of the keys', () => {
    const reordered = Object.fromEntries(Object.entries(validConsultation).reverse());
    expect(requestFingerprint(reordered)).toBe(requestFingerprint(validConsultation));
    expect(requestFingerprint({ ...validConsultation, goals: 'Other goals.' })).not.toBe(requestFingerprint(validConsultation));
    expect(requestFingerprint({ ...validConsultation, platforms: ['Website', 'Social Media'] })).not.toBe(
      requestFingerprint(validConsultation),
    );
  });

  it('a step without typed values is no draft', () => {
    const storage = memoryStorage();
    saveDraftStep(2, storage);
    expect(readDraft(storage)).toBeNull();
  });

  it('is cleared', () => {
    const storage = memoryStorage();
    saveDraftValues({ name: 'Jordan' }, storage);
    clearDraft(storage);
    expect(storage.getItem(DRAFT_KEY)).toBeNull();
    expect(readDraft(storage)).toBeNull();
  });

  it('ignores unknown keys, wrong types, other versions and broken JSON', () => {
    expect(sanitizeDraft({ v: 1, step: 9, values: { name: 'A', admin: true, consent_email: 'yes', platforms: ['Email', 3] } })).toEqual({
      values: { name: 'A', platforms: ['Email'] },
      step: 1,
    });
    expect(sanitizeDraft({ v: 2, step: 1, values: { name: 'A' } })).toBeNull();
    const storage = memoryStorage();
    storage.setItem(DRAFT_KEY, '{not json');
    expect(readDraft(storage)).toBeNull();
  });

  it('survives storage that refuses to work', () => {
    const broken = {
      ...memoryStorage(),
      setItem: () => {
        throw new Error('quota');
      },
      getItem: () => {
        throw new Error('denied');
      },
    } as Storage;
    expect(() => saveDraftValues({ name: 'A' }, broken)).not.toThrow();
    expect(readDraft(broken)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
