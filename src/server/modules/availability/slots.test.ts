import { describe, expect, it } from 'vitest';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import {
  defaultAvailabilityRules,
  validateAvailabilityRules,
} from '../../../shared/domain/availability';
import { addDays, zonedDate, zonedParts } from '../../../shared/time-zones';
import type { TimeRange } from './slots';
import { computeOpenSlots } from './slots';

const HOUR_MS = 3_600_000;

/** 9–17 Monday to Friday with no buffer, notice or horizon getting in the way unless asked. */
function rules(timeZone: string, changes: Partial<AvailabilityRules> = {}): AvailabilityRules {
  return {
    ...defaultAvailabilityRules(timeZone),
    bufferMinutes: 0,
    minimumNoticeMinutes: 0,
    ...changes,
  };
}

const at = (iso: string) => new Date(iso);

function slotsBetween(
  r: AvailabilityRules,
  from: string,
  until: string,
  busy: TimeRange[] = [],
): TimeRange[] {
  return computeOpenSlots({ rules: r, busy, from: at(from), until: at(until) });
}

/** Local start times per advisor-local date. */
function localStarts(slots: TimeRange[], zone: string): Record<string, string[]> {
  const byDate: Record<string, string[]> = {};
  for (const slot of slots) {
    const p = zonedParts(slot.start, zone);
    const time = `${String(p.hour).padStart(2, '0')}:${String(p.minute).padStart(2, '0')}`;
    (byDate[zonedDate(slot.start, zone)] ??= []).push(time);
  }
  return byDate;
}

const NINE_TO_FOUR = ['09:00', '10:00', '11:00', '12:00', '13:00', '14:00', '15:00', '16:00'];

describe('computeOpenSlots across the 2026 daylight-saving changes', () => {
  // Friday before and Monday after each Sunday change, with 09:00 local in UTC on each.
  const cases = [
    ['America/New_York', 'US spring', '2026-03-06', '2026-03-09', '14:00', '13:00'],
    ['America/New_York', 'US autumn', '2026-10-30', '2026-11-02', '13:00', '14:00'],
    ['America/Los_Angeles', 'US spring', '2026-03-06', '2026-03-09', '17:00', '16:00'],
    ['America/Los_Angeles', 'US autumn', '2026-10-30', '2026-11-02', '16:00', '17:00'],
    ['Europe/London', 'EU spring', '2026-03-27', '2026-03-30', '09:00', '08:00'],
    ['Europe/London', 'EU autumn', '2026-10-23', '2026-10-26', '08:00', '09:00'],
    ['America/Phoenix', 'US spring (no DST)', '2026-03-06', '2026-03-09', '16:00', '16:00'],
    ['Asia/Kolkata', 'EU autumn (no DST)', '2026-10-23', '2026-10-26', '03:30', '03:30'],
  ] as const;

  it.each(cases)('%s, %s: 09:00…16:00 local each weekday', (zone, _, friday, monday, fri, mon) => {
    // 02:00Z Friday to 02:00Z Tuesday holds exactly those two working days in all five zones.
    const slots = slotsBetween(rules(zone), `${friday}T02:00Z`, `${addDays(monday, 1)}T02:00Z`);
    const local = localStarts(slots, zone);
    expect(local[friday]).toEqual(NINE_TO_FOUR);
    expect(local[monday]).toEqual(NINE_TO_FOUR);
    expect(Object.keys(local)).toEqual([friday, monday]); // the weekend is off
    expect(slots[0]?.start.toISOString()).toBe(`${friday}T${fri}:00.000Z`);
    expect(slots[8]?.start.toISOString()).toBe(`${monday}T${mon}:00.000Z`);
    for (const slot of slots) expect(slot.end.getTime() - slot.start.getTime()).toBe(HOUR_MS);
  });

  it('cuts an interval that spans the change by elapsed time (one slot fewer or more)', () => {
    const night = [{ start: '00:00', end: '06:00' }];
    const zone = 'America/New_York';
    const sundays = rules(zone, { weekly: { 7: night } });
    const spring = localStarts(
      slotsBetween(sundays, '2026-03-08T00:00Z', '2026-03-09T00:00Z'),
      zone,
    );
    expect(spring['2026-03-08']).toEqual(['00:00', '01:00', '03:00', '04:00', '05:00']);
    const autumn = slotsBetween(sundays, '2026-11-01T00:00Z', '2026-11-02T00:00Z');
    expect(localStarts(autumn, zone)['2026-11-01']).toEqual([
      '00:00',
      '01:00',
      '01:00',
      '02:00',
      '03:00',
      '04:00',
      '05:00',
    ]);
    expect(autumn[1]?.start.toISOString()).toBe('2026-11-01T05:00:00.000Z'); // 01:00 EDT
    expect(autumn[2]?.start.toISOString()).toBe('2026-11-01T06:00:00.000Z'); // 01:00 EST
  });

  it('keeps the instant when a client in another zone looks at the slot', () => {
    const [first] = slotsBetween(
      rules('America/New_York'),
      '2026-03-09T00:00Z',
      '2026-03-10T00:00Z',
    );
    expect(first?.start.toISOString()).toBe('2026-03-09T13:00:00.000Z');
    // The same instant is 22:00 in Tokyo and 14:00 in London that day; only the reading differs.
    expect(zonedParts(first?.start ?? 0, 'Asia/Tokyo').hour).toBe(22);
    expect(zonedParts(first?.start ?? 0, 'Europe/London').hour).toBe(13);
  });
});

describe('computeOpenSlots rules', () => {
  const zone = 'Europe/London';
  const monday = '2026-11-23';

  it('applies the minimum notice counted from now', () => {
    const r = rules(zone, { minimumNoticeMinutes: 12 * 60 });
    const slots = slotsBetween(r, `${monday}T00:30:00Z`, `${monday}T23:00:00Z`);
    expect(localStarts(slots, zone)[monday]).toEqual(['13:00', '14:00', '15:00', '16:00']);
  });

  it('stops at the horizon', () => {
    const r = rules(zone, { horizonDays: 2 });
    const slots = computeOpenSlots({ rules: r, busy: [], from: at(`${monday}T12:00:00Z`) });
    expect(slots[0]?.start.toISOString()).toBe(`${monday}T12:00:00.000Z`);
    expect(slots.at(-1)?.start.toISOString()).toBe('2026-11-25T12:00:00.000Z');
    expect(slots).toHaveLength(4 + 8 + 5);
  });

  it('replaces a date’s hours with an override, or takes the day off', () => {
    const r = rules(zone, {
      overrides: [
        { date: '2026-11-24', intervals: [] },
        {
          date: '2026-11-25',
          intervals: [
            { start: '14:00', end: '16:00' },
            { start: '07:30', end: '09:30' },
          ],
        },
        { date: '2026-11-28', intervals: [{ start: '10:00', end: '11:00' }] }, // a Saturday
      ],
    });
    const local = localStarts(slotsBetween(r, `${monday}T00:00Z`, '2026-11-30T00:00Z'), zone);
    expect(local['2026-11-24']).toBeUndefined();
    expect(local['2026-11-25']).toEqual(['07:30', '08:30', '14:00', '15:00']);
    expect(local['2026-11-28']).toEqual(['10:00']);
    expect(local['2026-11-26']).toEqual(NINE_TO_FOUR);
  });

  it('removes slots touched by time off spanning days', () => {
    const r = rules('America/New_York', {
      timeOff: [{ start: '2026-11-23T20:30:00Z', end: '2026-11-25T15:00:00Z' }],
    });
    const local = localStarts(
      slotsBetween(r, `${monday}T00:00Z`, '2026-11-26T00:00Z'),
      'America/New_York',
    );
    // 20:30Z is 15:30 EST: the 15:00 and 16:00 Monday slots go; Wednesday opens at 10:00.
    expect(local[monday]).toEqual(NINE_TO_FOUR.slice(0, 6));
    expect(local['2026-11-24']).toBeUndefined();
    expect(local['2026-11-25']).toEqual(NINE_TO_FOUR.slice(1));
  });

  it('allows back-to-back bookings only without a buffer', () => {
    const busy = [
      { start: at(`${monday}T11:00:00Z`), end: at(`${monday}T12:00:00Z`) },
      { start: at(`${monday}T16:00:00Z`), end: at(`${monday}T17:00:00Z`) }, // at the day's edge
    ];
    const open = (bufferMinutes: number) =>
      localStarts(
        slotsBetween(rules(zone, { bufferMinutes }), `${monday}T00:00Z`, `${monday}T23:00Z`, busy),
        zone,
      )[monday];
    expect(open(0)).toEqual(['09:00', '10:00', '12:00', '13:00', '14:00', '15:00']);
    expect(open(15)).toEqual(['09:00', '13:00', '14:00']);
  });

  it('handles many overlapping busy intervals in any order', () => {
    const busy = [
      { start: at(`${monday}T13:30:00Z`), end: at(`${monday}T14:10:00Z`) },
      { start: at(`${monday}T09:00:00Z`), end: at(`${monday}T12:00:00Z`) },
      { start: at(`${monday}T10:00:00Z`), end: at(`${monday}T10:30:00Z`) },
    ];
    const slots = slotsBetween(rules(zone), `${monday}T00:00Z`, `${monday}T23:00Z`, busy);
    expect(localStarts(slots, zone)[monday]).toEqual(['12:00', '15:00', '16:00']);
  });
});

describe('validateAvailabilityRules', () => {
  it('accepts the defaults', () => {
    expect(validateAvailabilityRules(defaultAvailabilityRules('America/Chicago'))).toEqual([]);
  });

  it('names each problem by its path', () => {
    const issues = validateAvailabilityRules({
      ...defaultAvailabilityRules('Nowhere/Special'),
      weekly: {
        1: [
          { start: '09:00', end: '12:00' },
          { start: '11:00', end: '13:00' },
        ],
        2: [{ start: '17:00', end: '09:00' }],
        3: [{ start: '24:00', end: '24:00' }],
      },
      overrides: [
        { date: '2026-02-30', intervals: [] },
        { date: '2026-12-24', intervals: [] },
        { date: '2026-12-24', intervals: [{ start: '9:00', end: '12:00' }] },
      ],
      timeOff: [{ start: '2026-12-24T00:00:00Z', end: '2026-12-23T00:00:00Z' }],
      bufferMinutes: -5,
      horizonDays: 0,
    });
    expect(issues.map((issue) => issue.path)).toEqual([
      'timeZone',
      'weekly.1.1.start',
      'weekly.2.0.end',
      'weekly.3.0.start',
      'overrides.0.date',
      'overrides.2.date',
      'overrides.2.intervals.0.start',
      'timeOff.0.end',
      'bufferMinutes',
      'horizonDays',
    ]);
  });
});
