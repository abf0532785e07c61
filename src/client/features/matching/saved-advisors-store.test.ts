// The signed-out visitor's saved advisors in local storage (docs/product.md#matching).
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../../../shared/constants';
import { SAVED_ADVISORS_MAX } from '../../../shared/saved-advisors';
import { clearSaved, readSavedSlugs, setSaved, subscribeSaved } from './saved-advisors-store';

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

let storage: Storage;
beforeEach(() => {
  storage = memoryStorage();
});

describe('saved advisors store', () => {
  it('keeps slugs newest first, once each, and forgets them', () => {
    setSaved('ada', true, storage);
    setSaved('bo', true, storage);
    setSaved('ada', true, storage);
    expect(readSavedSlugs(storage)).toEqual(['ada', 'bo']);
    setSaved('ada', false, storage);
    expect(readSavedSlugs(storage)).toEqual(['bo']);
    clearSaved(storage);
    expect(readSavedSlugs(storage)).toEqual([]);
    expect(storage.getItem(STORAGE_KEYS.savedAdvisors)).toBeNull();
  });

  it('answers the same list object until the list changes', () => {
    setSaved('ada', true, storage);
    const first = readSavedSlugs(storage);
    expect(readSavedSlugs(storage)).toBe(first);
    setSaved('bo', true, storage);
    expect(readSavedSlugs(storage)).not.toBe(first);
  });

  it('reads a damaged value as an empty list, keeping only text items', () => {
    storage.setItem(STORAGE_KEYS.savedAdvisors, '{not json');
    expect(readSavedSlugs(storage)).toEqual([]);
    storage.setItem(STORAGE_KEYS.savedAdvisors, JSON.stringify(['ada', 3, null, 'ada']));
    expect(readSavedSlugs(storage)).toEqual(['ada']);
  });

  it('refuses to save beyond the limit', () => {
    for (let index = 0; index < SAVED_ADVISORS_MAX; index += 1) {
      expect(setSaved(`advisor-${index}`, true, storage)).toBe(true);
    }
    expect(setSaved('one-too-many', true, storage)).toBe(false);
    expect(readSavedSlugs(storage)).toHaveLength(SAVED_ADVISORS_MAX);
  });

  it('tells subscribers of each change', () => {
    const listener = vi.fn();
    const stop = subscribeSaved(listener);
    setSaved('ada', true, storage);
    clearSaved(storage);
    stop();
    setSaved('bo', true, storage);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('works without storage at all', () => {
    expect(readSavedSlugs(null)).toEqual([]);
    expect(setSaved('ada', true, null)).toBe(true);
  });
});
