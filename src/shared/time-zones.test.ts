import { describe, expect, it } from 'vitest';
import {
  addDays,
  isValidTimeZone,
  isoWeekday,
  parseIsoDate,
  parseLocalTime,
  timeZoneOffsetMinutes,
  zonedDate,
  zonedParts,
  zonedTimeToUtc,
} from './time-zones';

const iso = (date: string, time: string, zone: string) =>
  zonedTimeToUtc(date, time, zone).toISOString();

describe('zonedTimeToUtc', () => {
  it('reads ordinary local times with the offset in force that day', () => {
    expect(iso('2026-01-15', '09:00', 'America/New_York')).toBe('2026-01-15T14:00:00.000Z');
    expect(iso('2026-07-15', '09:00', 'America/New_York')).toBe('2026-07-15T13:00:00.000Z');
    expect(iso('2026-01-15', '09:00', 'Europe/London')).toBe('2026-01-15T09:00:00.000Z');
    expect(iso('2026-07-15', '09:00', 'Europe/London')).toBe('2026-07-15T08:00:00.000Z');
    expect(iso('2026-07-15', '00:00', 'UTC')).toBe('2026-07-15T00:00:00.000Z');
  });

  it('moves a time in the spring-forward gap to the first valid instant (the transition)', () => {
    // 2026-03-08 02:00 EST → 03:00 EDT (07:00Z) in New York; 10:00Z in Los Angeles.
    expect(iso('2026-03-08', '02:30', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '02:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '03:00', 'America/New_York')).toBe('2026-03-08T07:00:00.000Z');
    expect(iso('2026-03-08', '01:59', 'America/New_York')).toBe('2026-03-08T06:59:00.000Z');
    expect(iso('2026-03-08', '02:15', 'America/Los_Angeles')).toBe('2026-03-08T10:00:00.000Z');
    // London: 2026-03-29 01:00 GMT → 02:00 BST.
    expect(iso('2026-03-29', '01:30', 'Europe/London')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('picks the earlier instant for a time repeated by the fall-back overlap', () => {
    // 2026-11-01 01:30 happens at 05:30Z (EDT) and 06:30Z (EST); the earlier one wins.
    expect(iso('2026-11-01', '01:30', 'America/New_York')).toBe('2026-11-01T05:30:00.000Z');
    expect(iso('2026-11-01', '01:30', 'America/Los_Angeles')).toBe('2026-11-01T08:30:00.000Z');
    expect(iso('2026-10-25', '01:30', 'Europe/London')).toBe('2026-10-25T00:30:00.000Z');
    // After the overlap there is one reading again.
    expect(iso('2026-11-01', '02:00', 'America/New_York')).toBe('2026-11-01T07:00:00.000Z');
  });

  it('handles zones without DST and with half-hour offsets', () => {
    expect(iso('2026-03-08', '09:00', 'America/Phoenix')).toBe('2026-03-08T16:00:00.000Z');
    expect(iso('2026-11-01', '09:00', 'America/Phoenix')).toBe('2026-11-01T16:00:00.000Z');
    expect(iso('2026-03-29', '09:00', 'Asia/Kolkata')).toBe('2026-03-29T03:30:00.000Z');
    expect(iso('2026-10-25', '00:00', 'Asia/Kolkata')).toBe('2026-10-24T18:30:00.000Z');
  });

  it("reads '24:00' as the next midnight and rejects malformed input", () => {
    expect(iso('2026-03-07', '24:00', 'America/New_York')).toBe('2026-03-08T05:00:00.000Z');
    expect(() => zonedTimeToUtc('2026-02-30', '09:00', 'UTC')).toThrow(RangeError);
    expect(() => zonedTimeToUtc('2026-02-03', '9:00', 'UTC')).toThrow(RangeError);
  });
});

describe('offsets and local readings', () => {
  it('gives the offset at an instant on both sides of a change', () => {
    expect(timeZoneOffsetMinutes(Date.parse('2026-03-08T06:59:59Z'), 'America/New_York')).toBe(
      -300,
    );
    expect(timeZoneOffsetMinutes(Date.parse('2026-03-08T07:00:00Z'), 'America/New_York')).toBe(
      -240,
    );
    expect(timeZoneOffsetMinutes(new Date('2026-06-01T00:00:00.999Z'), 'Asia/Kolkata')).toBe(330);
  });

  it('reads the wall clock and date in a zone (midnight is hour 0)', () => {
    expect(zonedParts(Date.parse('2026-01-01T05:00:00Z'), 'America/New_York')).toEqual({
      year: 2026,
      month: 1,
      day: 1,
      hour: 0,
      minute: 0,
      second: 0,
    });
    expect(zonedDate(Date.parse('2026-01-01T04:59:00Z'), 'America/New_York')).toBe('2025-12-31');
  });

  it('knows IANA zones', () => {
    expect(isValidTimeZone('America/New_York')).toBe(true);
    expect(isValidTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isValidTimeZone('')).toBe(false);
  });
});

describe('calendar helpers', () => {
  it('parses dates and times strictly', () => {
    expect(parseLocalTime('00:00')).toBe(0);
    expect(parseLocalTime('24:00')).toBe(1440);
    expect(parseLocalTime('24:01')).toBeNull();
    expect(parseLocalTime('9:00')).toBeNull();
    expect(parseIsoDate('2026-02-29')).toBeNull();
    expect(parseIsoDate('2028-02-29')).not.toBeNull();
  });

  it('adds days and numbers weekdays from Monday', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(isoWeekday('2026-11-23')).toBe(1);
    expect(isoWeekday('2026-11-29')).toBe(7);
  });
});
