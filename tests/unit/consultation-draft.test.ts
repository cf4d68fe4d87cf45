import { describe, expect, it } from 'vitest';
import { clearDraft, DRAFT_KEY, readDraft, sanitizeDraft, saveDraftStep, saveDraftValues } from '../../src/consultation/draft';

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
    const broken = { ...memoryStorage(), setItem: () => { throw new Error('quota'); }, getItem: () => { throw new Error('denied'); } } as Storage;
    expect(() => saveDraftValues({ name: 'A' }, broken)).not.toThrow();
    expect(readDraft(broken)).toBeNull();
    expect(readDraft(null)).toBeNull();
  });
});
