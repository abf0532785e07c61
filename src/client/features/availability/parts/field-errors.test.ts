// Messages named by dotted paths land beside the input, row or section the advisor can fix.
import { describe, expect, it } from 'vitest';
import {
  defaultAvailabilityRules,
  validateAvailabilityRules,
} from '../../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../../shared/domain/availability';
import { canonicalRules } from './availability-draft';
import {
  MAX_NOTICE_HOURS,
  issuesToFieldErrors,
  placeErrors,
  placeOf,
  placesOf,
} from './field-errors';

const rules: AvailabilityRules = canonicalRules({
  ...defaultAvailabilityRules('America/Chicago'),
  overrides: [{ date: '2026-12-24', intervals: [{ start: '09:00', end: '12:00' }] }],
  timeOff: [{ start: '2026-12-28T15:00:00.000Z', end: '2027-01-02T23:00:00.000Z' }],
});

describe('placing field messages', () => {
  it('knows the inputs, rows and sections of the rules on screen', () => {
    const places = placesOf(rules);
    for (const path of [
      'timeZone',
      'weekly.1.0.start',
      'weekly.5.0.end',
      'weekly.6',
      'overrides.0.date',
      'overrides.0.intervals.0.end',
      'timeOff.0.end',
      'minimumNoticeMinutes',
    ]) {
      expect(places.has(path), path).toBe(true);
    }
    // Saturday has no intervals, so it has no time inputs.
    expect(places.has('weekly.6.0.start')).toBe(false);
  });

  it('falls back to the nearest place on screen, or none', () => {
    const places = placesOf(rules);
    expect(placeOf('weekly.1.0.end', places)).toBe('weekly.1.0.end');
    expect(placeOf('weekly.1.3.end', places)).toBe('weekly.1');
    expect(placeOf('weekly.8', places)).toBe('weekly');
    expect(placeOf('overrides.0.intervals', places)).toBe('overrides.0.intervals');
    expect(placeOf('slotMinutes', places)).toBeNull();
    expect(placeOf('_', places)).toBeNull();
  });

  it('shows the server messages of a 400 beside their fields and keeps the rest apart', () => {
    const placement = placeErrors(
      {
        'weekly.1.0.end': ['The end must be after the start.'],
        'overrides.0.date': ['This date is already changed.'],
        minimumNoticeMinutes: ['Use a whole number of minutes.'],
        slotMinutes: ['Use whole minutes up to a day.'],
      },
      rules,
    );
    expect(placement.fields).toEqual({
      'weekly.1.0.end': 'The end must be after the start.',
      'overrides.0.date': 'This date is already changed.',
      // The notice is typed in hours, so its message speaks of hours.
      minimumNoticeMinutes: `Use 0 to ${MAX_NOTICE_HOURS} hours.`,
    });
    expect(placement.unplaced).toEqual(['Use whole minutes up to a day.']);
  });

  it('places what the shared rules find in the browser the same way', () => {
    const broken: AvailabilityRules = {
      ...rules,
      weekly: { ...rules.weekly, 2: [{ start: '12:00', end: '10:00' }] },
      bufferMinutes: -1,
    };
    const placement = placeErrors(issuesToFieldErrors(validateAvailabilityRules(broken)), broken);
    expect(Object.keys(placement.fields).sort()).toEqual(['bufferMinutes', 'weekly.2.0.end']);
    expect(placement.unplaced).toEqual([]);
  });
});
