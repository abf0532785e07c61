import { describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '../../../../shared/constants';
import { clearNotesDraft, readNotesDraft, readNotesDrafts, writeNotesDraft } from './notes-drafts';

/** An in-memory Storage, as the browser's behaves. */
function memoryStorage(initial: Record<string, string> = {}): Storage {
  const items = new Map(Object.entries(initial));
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, String(value)),
  };
}

describe('notes drafts', () => {
  it('keeps one JSON object keyed by event id under the meetingNotes key', () => {
    const storage = memoryStorage();
    writeNotesDraft('event-1', 'Max out the Roth first.', storage);
    writeNotesDraft('event-2', 'Rebalance once a year.', storage);
    expect(JSON.parse(storage.getItem(STORAGE_KEYS.meetingNotes)!)).toEqual({
      'event-1': 'Max out the Roth first.',
      'event-2': 'Rebalance once a year.',
    });
    expect(readNotesDraft('event-1', storage)).toBe('Max out the Roth first.');
    expect(readNotesDraft('event-3', storage)).toBeNull();
  });

  it('clears one draft and removes the key once none is left', () => {
    const storage = memoryStorage();
    writeNotesDraft('event-1', 'One', storage);
    writeNotesDraft('event-2', 'Two', storage);
    clearNotesDraft('event-1', storage);
    expect(readNotesDrafts(storage)).toEqual({ 'event-2': 'Two' });
    writeNotesDraft('event-2', '', storage);
    expect(storage.getItem(STORAGE_KEYS.meetingNotes)).toBeNull();
  });

  it('reads damaged or foreign values as no drafts instead of failing', () => {
    expect(readNotesDrafts(memoryStorage({ [STORAGE_KEYS.meetingNotes]: '{not json' }))).toEqual(
      {},
    );
    expect(readNotesDrafts(memoryStorage({ [STORAGE_KEYS.meetingNotes]: '["a"]' }))).toEqual({});
    expect(
      readNotesDrafts(
        memoryStorage({ [STORAGE_KEYS.meetingNotes]: JSON.stringify({ a: 'kept', b: 3 }) }),
      ),
    ).toEqual({ a: 'kept' });
  });

  it('does nothing without storage, and survives a full one', () => {
    expect(readNotesDraft('event-1', null)).toBeNull();
    expect(() => writeNotesDraft('event-1', 'text', null)).not.toThrow();
    const full = memoryStorage();
    full.setItem = () => {
      throw new DOMException('Quota exceeded', 'QuotaExceededError');
    };
    expect(() => writeNotesDraft('event-1', 'text', full)).not.toThrow();
  });
});
