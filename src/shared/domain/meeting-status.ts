// The one word a person reads for a meeting's status, wherever it is shown: the client's account,
// the advisor's pages, the console and its search, the compliance report and emails (ADR 0070).
// The stored state (event-status.ts) says what happened to the booking; the word adds the time:
// a live meeting is Scheduled until it ends and Completed afterwards.
import { isActiveEventStatus } from './event-status';
import type { EventStatus } from './event-status';

/**
 * The product document's meeting statuses (Scheduled, Cancelled, Completed), plus the two outcomes
 * none of them names truthfully: a meeting whose fee went back, and one the client did not join.
 */
export const MEETING_STATUS_WORDS = [
  'Scheduled',
  'Completed',
  'Cancelled',
  'Refunded',
  'No-show',
] as const;
export type MeetingStatusWord = (typeof MEETING_STATUS_WORDS)[number];

const CLOSED_WORDS: Record<
  Exclude<EventStatus, 'Active' | 'ActiveNoNotesRequired'>,
  MeetingStatusWord
> = {
  Canceled: 'Cancelled',
  Refunded: 'Refunded',
  NoShow: 'No-show',
};

/** The word for a meeting in this stored state that ends at `end`, as read at `now`. */
export function meetingStatusWord(
  status: EventStatus,
  end: Date | string,
  now: Date,
): MeetingStatusWord {
  if (!isActiveEventStatus(status)) {
    return CLOSED_WORDS[status as keyof typeof CLOSED_WORDS];
  }
  const endsAt = typeof end === 'string' ? Date.parse(end) : end.getTime();
  return now.getTime() >= endsAt ? 'Completed' : 'Scheduled';
}

/** The word inside a sentence: "the meeting is completed", "the meeting is a no-show". */
export function meetingStatusInSentence(word: MeetingStatusWord): string {
  return word === 'No-show' ? 'a no-show' : word.toLowerCase();
}
