import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatMeetingDate,
  formatMeetingDay,
  formatMeetingTime,
  formatMeetingTimeShort,
  timeZoneLongName,
  timeZoneShortName,
} from './meeting-time';

describe('formatMeetingTime', () => {
  it('names the date, the time and the zone at that instant', () => {
    expect(formatMeetingTime('2026-03-03T14:00:00Z', 'America/New_York')).toBe(
      'Tuesday, March 3, 2026, 9:00 AM Eastern Standard Time',
    );
    expect(formatMeetingTime(new Date('2026-03-10T14:00:00Z'), 'America/New_York')).toBe(
      'Tuesday, March 10, 2026, 10:00 AM Eastern Daylight Time',
    );
    expect(formatMeetingTime('2026-03-10T14:00:00Z', 'America/Los_Angeles')).toBe(
      'Tuesday, March 10, 2026, 7:00 AM Pacific Daylight Time',
    );
  });

  it('crosses the spring-forward change in New York (2026-03-08)', () => {
    expect(formatMeetingTime('2026-03-08T06:59:00Z', 'America/New_York')).toBe(
      'Sunday, March 8, 2026, 1:59 AM Eastern Standard Time',
    );
    expect(formatMeetingTime('2026-03-08T07:00:00Z', 'America/New_York')).toBe(
      'Sunday, March 8, 2026, 3:00 AM Eastern Daylight Time',
    );
  });

  it('tells the two 1:30 AMs of the fall-back day apart (2026-11-01)', () => {
    expect(formatMeetingTime('2026-11-01T05:30:00Z', 'America/New_York')).toBe(
      'Sunday, November 1, 2026, 1:30 AM Eastern Daylight Time',
    );
    expect(formatMeetingTime('2026-11-01T06:30:00Z', 'America/New_York')).toBe(
      'Sunday, November 1, 2026, 1:30 AM Eastern Standard Time',
    );
  });

  it('crosses the change in London (2026-03-29)', () => {
    expect(formatMeetingTime('2026-03-29T00:30:00Z', 'Europe/London')).toBe(
      'Sunday, March 29, 2026, 12:30 AM Greenwich Mean Time',
    );
    expect(formatMeetingTime('2026-03-29T01:30:00Z', 'Europe/London')).toBe(
      'Sunday, March 29, 2026, 2:30 AM British Summer Time',
    );
  });

  it('handles half-hour offsets and a date that is already tomorrow', () => {
    expect(formatMeetingTime('2026-03-10T20:00:00Z', 'Asia/Kolkata')).toBe(
      'Wednesday, March 11, 2026, 1:30 AM India Standard Time',
    );
  });

  it('refuses an invalid instant or zone', () => {
    expect(() => formatMeetingTime('not a date', 'America/New_York')).toThrow(RangeError);
    expect(() => formatMeetingTime('2026-03-10T14:00:00Z', 'Mars/Olympus')).toThrow(RangeError);
  });
});

describe('short pieces', () => {
  it('formats the day and the clock time for lists', () => {
    const at = '2026-03-03T14:00:00Z';
    expect(formatMeetingDay(at, 'America/New_York')).toBe('Tue, Mar 3');
    expect(formatClockTime(at, 'America/New_York')).toBe('9:00 AM');
    expect(formatClockTime(at, 'America/Los_Angeles')).toBe('6:00 AM');
    expect(formatMeetingDate(at, 'America/Los_Angeles')).toBe('Tuesday, March 3, 2026');
    expect(formatClockTime('2026-03-03T05:00:00Z', 'America/New_York')).toBe('12:00 AM');
  });

  it('uses plain spaces only', () => {
    expect(formatMeetingTime('2026-03-03T14:00:00Z', 'America/Chicago')).not.toMatch(
      /[\u202f\u2009\u00a0]/,
    );
  });

  it('gives the compact form', () => {
    expect(formatMeetingTimeShort('2026-03-10T14:00:00Z', 'America/Los_Angeles')).toBe(
      'Tue, Mar 10, 7:00 AM PDT',
    );
  });
});

describe('zone names', () => {
  it('names New York by the season of the instant', () => {
    expect(timeZoneLongName('America/New_York', '2026-01-15T12:00:00Z')).toBe(
      'Eastern Standard Time',
    );
    expect(timeZoneLongName('America/New_York', '2026-07-15T12:00:00Z')).toBe(
      'Eastern Daylight Time',
    );
    expect(timeZoneShortName('America/New_York', '2026-01-15T12:00:00Z')).toBe('EST');
    expect(timeZoneShortName('America/New_York', new Date('2026-07-15T12:00:00Z'))).toBe('EDT');
    expect(timeZoneShortName('America/Los_Angeles', '2026-07-15T12:00:00Z')).toBe('PDT');
  });

  it('falls back to an offset where en-US has no abbreviation', () => {
    expect(timeZoneShortName('Asia/Kolkata', '2026-07-15T12:00:00Z')).toBe('GMT+5:30');
    expect(timeZoneLongName('Asia/Kolkata', '2026-07-15T12:00:00Z')).toBe('India Standard Time');
    expect(timeZoneShortName('Europe/London', '2026-07-15T12:00:00Z')).toBe('GMT+1');
  });
});
