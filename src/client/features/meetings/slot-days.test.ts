import { describe, expect, it } from 'vitest';
import { groupSlotsByDay, mondayOf, openingMonday, weekOfSlots, weekWindow } from './slot-days';

const NEW_YORK = 'America/New_York';
const HOUR = 3_600_000;
const slot = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + HOUR).toISOString(),
});

describe('slot days', () => {
  it('finds the Monday of any day, Sunday belonging to the week before it', () => {
    expect(mondayOf('2026-03-04')).toBe('2026-03-02');
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
  });

  it("opens on the meeting's week, kept between this week and the last bookable one", () => {
    const today = new Date('2026-03-04T15:00:00.000Z'); // Wed Mar 4 in New York
    const meeting = new Date('2026-03-19T14:00:00.000Z'); // Thu Mar 19
    expect(openingMonday(meeting, today, 60, NEW_YORK)).toEqual({
      first: '2026-03-02',
      last: '2026-04-27',
      opening: '2026-03-16',
    });
    // Sunday 11 PM in New York is Monday in UTC: the local week counts.
    const sundayNight = new Date('2026-03-16T03:00:00.000Z');
    expect(openingMonday(sundayNight, today, 60, NEW_YORK).opening).toBe('2026-03-09');
    expect(openingMonday(new Date('2026-01-05T15:00:00.000Z'), today, 60, NEW_YORK).opening).toBe(
      '2026-03-02',
    );
    expect(openingMonday(new Date('2026-12-01T15:00:00.000Z'), today, 60, NEW_YORK).opening).toBe(
      '2026-04-27',
    );
  });

  it('groups by the local day across the spring-forward change, not by UTC date', () => {
    const days = groupSlotsByDay(
      [
        slot('2026-03-09T03:30:00.000Z'), // Sun Mar 8, 11:30 PM EDT
        slot('2026-03-08T04:30:00.000Z'), // Sat Mar 7, 11:30 PM EST
        slot('2026-03-08T06:30:00.000Z'), // Sun Mar 8, 1:30 AM EST
        slot('2026-03-08T07:30:00.000Z'), // Sun Mar 8, 3:30 AM EDT (the clock skipped 2 AM)
        slot('2026-03-09T04:30:00.000Z'), // Mon Mar 9, 12:30 AM EDT
      ],
      NEW_YORK,
    );
    expect(days.map((day) => [day.date, day.slots.length])).toEqual([
      ['2026-03-07', 1],
      ['2026-03-08', 3],
      ['2026-03-09', 1],
    ]);
    // In time order within the day.
    expect(days[1]!.slots.map((each) => each.start)).toEqual([
      '2026-03-08T06:30:00.000Z',
      '2026-03-08T07:30:00.000Z',
      '2026-03-09T03:30:00.000Z',
    ]);
  });

  it('gives a week seven Monday-first days with the next Monday left out', () => {
    const week = weekOfSlots(
      [slot('2026-03-09T03:30:00.000Z'), slot('2026-03-09T04:30:00.000Z')],
      '2026-03-02',
      NEW_YORK,
    );
    expect(week.map((day) => day.date)).toEqual([
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
    ]);
    expect(week[6]!.slots).toHaveLength(1);
    expect(week.slice(0, 6).every((day) => day.slots.length === 0)).toBe(true);
  });

  it('asks for a window that reaches the end of a week that gains an hour', () => {
    // The week of Nov 1 2026, when New York falls back: Sunday ends at 05:00 UTC on Monday.
    const { from, days } = weekWindow('2026-10-26', NEW_YORK);
    expect(from).toBe('2026-10-26T04:00:00.000Z');
    const windowEnd = Date.parse(from) + days * 24 * HOUR;
    const lastSundaySlot = Date.parse('2026-11-02T04:30:00.000Z'); // Sun Nov 1, 11:30 PM EST
    expect(windowEnd).toBeGreaterThan(lastSundaySlot);
    const week = weekOfSlots([slot('2026-11-02T04:30:00.000Z')], '2026-10-26', NEW_YORK);
    expect(week[6]).toEqual({ date: '2026-11-01', slots: [slot('2026-11-02T04:30:00.000Z')] });
  });
});
