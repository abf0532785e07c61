// The advisors a signed-out visitor saved (docs/product.md#matching): slugs in local storage,
// newest first, so the list survives a reload and is merged into the account on sign-in. Every
// change tells the subscribers, so each Save button on the page shows the same state.
import { STORAGE_KEYS } from '../../../shared/constants';
import { SAVED_ADVISORS_MAX } from '../../../shared/saved-advisors';

/** The browser's local storage, or null where there is none (server rendering, blocked). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

const listeners = new Set<() => void>();
const EMPTY: readonly string[] = [];
// useSyncExternalStore needs the same array until the list changes.
let cache: { text: string | null; slugs: readonly string[] } = { text: null, slugs: EMPTY };

export function readSavedSlugs(storage: Storage | null = localStorageOrNull()): readonly string[] {
  if (!storage) return EMPTY;
  let text: string | null;
  try {
    text = storage.getItem(STORAGE_KEYS.savedAdvisors);
  } catch {
    return EMPTY;
  }
  if (text === cache.text) return cache.slugs;
  let slugs: readonly string[] = EMPTY;
  try {
    const parsed: unknown = JSON.parse(text ?? '[]');
    // Anything that is not a list of text was not written here; leave it out rather than fail.
    if (Array.isArray(parsed)) {
      slugs = [...new Set(parsed.filter((item): item is string => typeof item === 'string'))];
    }
  } catch {
    slugs = EMPTY;
  }
  cache = { text, slugs };
  return slugs;
}

function writeSlugs(slugs: readonly string[], storage: Storage | null): void {
  if (!storage) return;
  try {
    if (slugs.length === 0) storage.removeItem(STORAGE_KEYS.savedAdvisors);
    else storage.setItem(STORAGE_KEYS.savedAdvisors, JSON.stringify(slugs));
  } catch {
    // A full or blocked storage keeps nothing; the page still works.
  }
  for (const listener of listeners) listener();
}

/** Saves (newest first) or forgets one advisor; false when the list is already full. */
export function setSaved(
  slug: string,
  saved: boolean,
  storage: Storage | null = localStorageOrNull(),
): boolean {
  const current = readSavedSlugs(storage).filter((each) => each !== slug);
  if (saved && current.length >= SAVED_ADVISORS_MAX) return false;
  writeSlugs(saved ? [slug, ...current] : current, storage);
  return true;
}

/** Forgets the whole list: after it was merged into the account. */
export function clearSaved(storage: Storage | null = localStorageOrNull()): void {
  writeSlugs(EMPTY, storage);
}

export function subscribeSaved(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab's change arrives as a storage event.
  const onStorage = (event: StorageEvent) => {
    if (event.key === STORAGE_KEYS.savedAdvisors) listener();
  };
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
  };
}
