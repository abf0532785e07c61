import { describe, expect, it } from 'vitest';
import { EVENT_STATUSES } from './event-status';
import { MEETING_STATUS_WORDS, meetingStatusInSentence, meetingStatusWord } from './meeting-status';

const start = new Date('2026-12-01T15:00:00Z');
const end = new Date('2026-12-01T16:00:00Z');
const at = (iso: string) => new Date(iso);

describe('meeting status words', () => {
  it("uses the product document's three words and names refunds and no-shows", () => {
    expect(MEETING_STATUS_WORDS).toEqual([
      'Scheduled',
      'Completed',
      'Cancelled',
      'Refunded',
      'No-show',
    ]);
  });

  it('reads a live meeting as Scheduled until it ends, then Completed', () => {
    for (const status of ['Active', 'ActiveNoNotesRequired'] as const) {
      expect(meetingStatusWord(status, end, at('2026-11-30T12:00:00Z'))).toBe('Scheduled');
      expect(meetingStatusWord(status, end, start)).toBe('Scheduled');
      expect(meetingStatusWord(status, end, at('2026-12-01T15:59:59Z'))).toBe('Scheduled');
      expect(meetingStatusWord(status, end, end)).toBe('Completed');
      expect(meetingStatusWord(status, end.toISOString(), at('2027-01-01T00:00:00Z'))).toBe(
        'Completed',
      );
    }
  });

  it('names the closed states whatever the time', () => {
    for (const now of [at('2026-11-01T00:00:00Z'), at('2027-01-01T00:00:00Z')]) {
      expect(meetingStatusWord('Canceled', end, now)).toBe('Cancelled');
      expect(meetingStatusWord('Refunded', end, now)).toBe('Refunded');
      expect(meetingStatusWord('NoShow', end, now)).toBe('No-show');
    }
  });

  it('gives every stored state a word of the vocabulary', () => {
    for (const status of EVENT_STATUSES) {
      expect(MEETING_STATUS_WORDS).toContain(meetingStatusWord(status, end, start));
    }
  });

  it('reads inside a sentence', () => {
    expect(meetingStatusInSentence('Completed')).toBe('completed');
    expect(meetingStatusInSentence('No-show')).toBe('a no-show');
  });
});
