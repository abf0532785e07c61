import { describe, expect, it } from 'vitest';
import {
  dayLabel,
  daysOfWeek,
  formatWeekRange,
  mergeSlots,
  mondayOf,
  sameInstant,
  weekOf,
} from './slot-weeks';

const NEW_YORK = 'America/New_York';
const hour = (start: string) => ({
  start,
  end: new Date(Date.parse(start) + 3_600_000).toISOString(),
});

describe('weeks of open times', () => {
  it('starts weeks on Monday', () => {
    expect(mondayOf('2026-03-02')).toBe('2026-03-02');
    expect(mondayOf('2026-03-08')).toBe('2026-03-02');
    expect(mondayOf('2026-03-09')).toBe('2026-03-09');
    expect(mondayOf('2027-01-01')).toBe('2026-12-28');
  });

  it('reads the week in the viewer’s zone, not in UTC', () => {
    // Sunday 8 pm in New York is already Monday in UTC.
    expect(weekOf('2026-03-02T01:00:00Z', NEW_YORK)).toBe('2026-02-23');
    expect(weekOf('2026-03-02T01:00:00Z', 'UTC')).toBe('2026-03-02');
  });

  it('keeps the fall-back Sunday (25 hours) whole in its week', () => {
    // 2026-11-01: New York falls back from EDT to EST at 2 am.
    const slots = [
      hour('2026-11-01T05:30:00Z'), // 1:30 am EDT
      hour('2026-11-01T06:30:00Z'), // 1:30 am EST, the hour that happens twice
      hour('2026-11-02T04:30:00Z'), // 11:30 pm EST, still Sunday
      hour('2026-11-02T05:00:00Z'), // midnight: Monday of the next week
    ];
    const days = daysOfWeek('2026-10-26', slots, NEW_YORK);
    expect(days.map((day) => day.date)).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-29',
      '2026-10-30',
      '2026-10-31',
      '2026-11-01',
    ]);
    expect(days[6]!.slots.map((slot) => slot.start)).toEqual([
      '2026-11-01T05:30:00Z',
      '2026-11-01T06:30:00Z',
      '2026-11-02T04:30:00Z',
    ]);
    expect(weekOf('2026-11-02T05:00:00Z', NEW_YORK)).toBe('2026-11-02');
    expect(daysOfWeek('2026-11-02', slots, NEW_YORK)[0]!.slots).toHaveLength(1);
  });

  it('keeps the spring-forward Sunday (23 hours) whole in its week', () => {
    // 2026-03-08: New York springs forward from EST to EDT at 2 am.
    const slots = [
      hour('2026-03-08T06:00:00Z'), // 1:00 am EST
      hour('2026-03-08T07:00:00Z'), // 3:00 am EDT, an hour later on the clock by two
      hour('2026-03-09T03:30:00Z'), // 11:30 pm EDT, still Sunday
      hour('2026-03-09T04:00:00Z'), // midnight EDT: Monday
    ];
    const days = daysOfWeek('2026-03-02', slots, NEW_YORK);
    expect(days[6]!.date).toBe('2026-03-08');
    expect(days[6]!.slots).toHaveLength(3);
    expect(days.slice(0, 6).every((day) => day.slots.length === 0)).toBe(true);
    expect(weekOf('2026-03-09T04:00:00Z', NEW_YORK)).toBe('2026-03-09');
  });

  it('orders each day’s times', () => {
    const days = daysOfWeek(
      '2026-03-02',
      [hour('2026-03-03T16:00:00Z'), hour('2026-03-03T14:00:00Z')],
      NEW_YORK,
    );
    expect(days[1]!.slots.map((slot) => slot.start)).toEqual([
      '2026-03-03T14:00:00Z',
      '2026-03-03T16:00:00Z',
    ]);
  });

  it('merges windows in order, counting a slot on the edge once', () => {
    const merged = mergeSlots([
      [hour('2026-03-03T14:00:00.000Z'), hour('2026-03-04T14:00:00.000Z')],
      [hour('2026-03-04T14:00:00Z'), hour('2026-03-05T14:00:00Z')],
    ]);
    expect(merged).toHaveLength(3);
    expect(sameInstant(merged[1]!.start, '2026-03-04T14:00:00Z')).toBe(true);
  });

  it('names weeks and days for the calendar', () => {
    expect(formatWeekRange('2026-03-02')).toBe('Mar 2 – 8, 2026');
    expect(formatWeekRange('2026-10-26')).toBe('Oct 26 – Nov 1, 2026');
    expect(formatWeekRange('2026-12-28')).toBe('Dec 28, 2026 – Jan 3, 2027');
    expect(dayLabel('2026-03-08')).toEqual({
      weekday: 'Sunday',
      short: 'Sun',
      monthDay: 'Mar 8',
    });
  });
});
