// Editing the weekly calendar and its lists without touching anything else.
import { describe, expect, it } from 'vitest';
import { defaultAvailabilityRules } from '../../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../../shared/domain/availability';
import {
  addInterval,
  addOverride,
  addTimeOff,
  canonicalRules,
  copyMondayToWeekdays,
  formatDuration,
  hoursForDate,
  removeInterval,
  removeOverride,
  removeTimeOff,
  sameRules,
  setOverride,
  setWeekday,
  updateInterval,
  workingMinutes,
} from './availability-draft';

const base = (): AvailabilityRules => canonicalRules(defaultAvailabilityRules('America/Denver'));

describe('intervals of a day', () => {
  it('adds the usual day to an empty day, then the hour after the last interval', () => {
    const first = addInterval([]);
    expect(first).toEqual([{ start: '09:00', end: '17:00' }]);
    expect(addInterval(first)).toEqual([...first, { start: '17:00', end: '18:00' }]);
    expect(addInterval([{ start: '22:30', end: '23:45' }])[1]).toEqual({
      start: '23:45',
      end: '24:00',
    });
  });

  it('adds the hour before the first interval when the day already runs to midnight', () => {
    expect(addInterval([{ start: '08:00', end: '24:00' }])[1]).toEqual({
      start: '07:00',
      end: '08:00',
    });
  });

  it('changes and removes one interval, leaving the others alone', () => {
    const day = [
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '17:00' },
    ];
    expect(updateInterval(day, 1, { end: '18:30' })).toEqual([
      { start: '09:00', end: '12:00' },
      { start: '13:00', end: '18:30' },
    ]);
    expect(removeInterval(day, 0)).toEqual([{ start: '13:00', end: '17:00' }]);
    expect(day).toHaveLength(2);
  });

  it('counts the working time of the intervals that read correctly', () => {
    expect(
      workingMinutes([
        { start: '09:00', end: '12:00' },
        { start: '13:00', end: '17:30' },
      ]),
    ).toBe(450);
    expect(
      workingMinutes([
        { start: '12:00', end: '10:00' },
        { start: '', end: '24:00' },
      ]),
    ).toBe(0);
    expect(workingMinutes([{ start: '20:00', end: '24:00' }])).toBe(240);
    expect([0, 45, 480, 450].map(formatDuration)).toEqual(['0 h', '45 min', '8 h', '7 h 30 min']);
  });
});

describe('the weekly calendar', () => {
  it('keeps all seven days, Monday first, with days off as empty lists', () => {
    const rules = base();
    expect(Object.keys(rules.weekly)).toEqual(['1', '2', '3', '4', '5', '6', '7']);
    expect(rules.weekly[6]).toEqual([]);
    expect(sameRules(rules, defaultAvailabilityRules('America/Denver'))).toBe(true);
  });

  it("copies Monday's hours to Tuesday to Friday and leaves the weekend", () => {
    const monday = [
      { start: '08:00', end: '12:00' },
      { start: '14:00', end: '18:00' },
    ];
    const rules = setWeekday(setWeekday(base(), 1, monday), 6, [{ start: '10:00', end: '12:00' }]);
    const copied = copyMondayToWeekdays(rules);
    for (const day of [1, 2, 3, 4, 5] as const) expect(copied.weekly[day]).toEqual(monday);
    expect(copied.weekly[6]).toEqual([{ start: '10:00', end: '12:00' }]);
    expect(copied.weekly[7]).toEqual([]);
    expect(sameRules(copied, rules)).toBe(false);
  });
});

describe('changed dates and time off', () => {
  it('keeps changed dates in date order, one per date', () => {
    let rules = addOverride(base(), '2026-12-31', []);
    rules = addOverride(rules, '2026-12-24', hoursForDate(rules, '2026-12-24'));
    rules = addOverride(rules, '2026-12-31', [{ start: '10:00', end: '11:00' }]);
    expect(rules.overrides).toEqual([
      // A Thursday: it starts with Thursday's hours.
      { date: '2026-12-24', intervals: [{ start: '09:00', end: '17:00' }] },
      { date: '2026-12-31', intervals: [] },
    ]);
    rules = setOverride(rules, '2026-12-24', [{ start: '09:00', end: '12:00' }]);
    expect(rules.overrides[0]?.intervals).toEqual([{ start: '09:00', end: '12:00' }]);
    expect(removeOverride(rules, '2026-12-24').overrides.map((o) => o.date)).toEqual([
      '2026-12-31',
    ]);
  });

  it('gives a changed weekend date the usual day when the weekend is off', () => {
    expect(hoursForDate(base(), '2026-12-26')).toEqual([{ start: '09:00', end: '17:00' }]);
  });

  it('keeps time off in order of its start', () => {
    let rules = addTimeOff(base(), {
      start: '2026-08-10T15:00:00.000Z',
      end: '2026-08-14T23:00:00.000Z',
    });
    rules = addTimeOff(rules, {
      start: '2026-07-03T15:00:00.000Z',
      end: '2026-07-04T05:00:00.000Z',
    });
    expect(rules.timeOff.map((off) => off.start)).toEqual([
      '2026-07-03T15:00:00.000Z',
      '2026-08-10T15:00:00.000Z',
    ]);
    expect(removeTimeOff(rules, 0).timeOff.map((off) => off.start)).toEqual([
      '2026-08-10T15:00:00.000Z',
    ]);
  });
});
