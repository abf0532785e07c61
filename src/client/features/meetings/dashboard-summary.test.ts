import { describe, expect, it } from 'vitest';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { meetingsNeedingNotes, meetingsThisWeek } from './dashboard-summary';

describe('dashboard summary', () => {
  it('counts meetings of the Monday-first week in the advisor zone', () => {
    // Wednesday, March 4 2026 at noon in New York.
    const now = new Date('2026-03-04T17:00:00.000Z');
    const at = (id: string, start: string) => meetingFixture({ id, start });
    const week = meetingsThisWeek(
      [
        at('monday', '2026-03-02T14:00:00.000Z'),
        // Sunday 11 PM in New York, already Monday in UTC: still this week.
        at('sunday-late', '2026-03-09T03:30:00.000Z'),
        at('next-monday', '2026-03-09T14:00:00.000Z'),
      ],
      now,
    );
    expect(week.map((meeting) => meeting.id)).toEqual(['monday', 'sunday-late']);
  });

  it('lists past Active meetings whose notes are not sent', () => {
    const past = [
      meetingFixture({ id: 'waiting' }),
      meetingFixture({ id: 'sent', notesSentAt: '2026-03-10T16:00:00.000Z' }),
      meetingFixture({ id: 'waived', status: 'ActiveNoNotesRequired' }),
      meetingFixture({ id: 'canceled', status: 'Canceled' }),
      meetingFixture({ id: 'no-show', status: 'NoShow' }),
    ];
    expect(meetingsNeedingNotes(past).map((meeting) => meeting.id)).toEqual(['waiting']);
  });
});
