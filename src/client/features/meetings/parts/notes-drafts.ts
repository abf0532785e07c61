// Unsent meeting notes survive a reload or a closed tab: one JSON object in local storage under the
// `meetingNotes` key (docs/product.md#campaign-tracking), keyed by event id. A draft goes once the
// notes are sent.
import { STORAGE_KEYS } from '../../../../shared/constants';

export type NotesDrafts = Record<string, string>;

/** The browser's local storage, or null where there is none (server rendering, blocked). */
function localStorageOrNull(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function readNotesDrafts(storage: Storage | null = localStorageOrNull()): NotesDrafts {
  if (!storage) return {};
  try {
    const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.meetingNotes) ?? '{}');
    if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return {};
    // Anything that is not text was not written here; leave it out rather than fail.
    return Object.fromEntries(
      Object.entries(parsed).filter((entry): entry is [string, string] => {
        return typeof entry[1] === 'string';
      }),
    );
  } catch {
    return {};
  }
}

function writeAll(drafts: NotesDrafts, storage: Storage | null): void {
  if (!storage) return;
  try {
    if (Object.keys(drafts).length === 0) storage.removeItem(STORAGE_KEYS.meetingNotes);
    else storage.setItem(STORAGE_KEYS.meetingNotes, JSON.stringify(drafts));
  } catch {
    // A full or blocked storage loses the draft, never the typing.
  }
}

export function readNotesDraft(
  eventId: string,
  storage: Storage | null = localStorageOrNull(),
): string | null {
  return readNotesDrafts(storage)[eventId] ?? null;
}

/** Keeps the draft of one meeting; an empty draft is forgotten. */
export function writeNotesDraft(
  eventId: string,
  text: string,
  storage: Storage | null = localStorageOrNull(),
): void {
  const drafts = readNotesDrafts(storage);
  if (text === '') delete drafts[eventId];
  else drafts[eventId] = text;
  writeAll(drafts, storage);
}

export function clearNotesDraft(
  eventId: string,
  storage: Storage | null = localStorageOrNull(),
): void {
  const drafts = readNotesDrafts(storage);
  if (!(eventId in drafts)) return;
  delete drafts[eventId];
  writeAll(drafts, storage);
}
