// Time off is typed on the advisor's clock, whatever zone the browser is in, and stays right
// across a change of daylight saving time.
import { describe, expect, it } from 'vitest';
import {
  formatInZone,
  formatCalendarDate,
  isoToLocalInput,
  localInputToIso,
} from './zoned-datetime';

const NEW_YORK = 'America/New_York';

describe('datetime-local values in the advisor zone', () => {
  it('reads the same wall clock as different instants either side of spring forward', () => {
    expect(localInputToIso('2026-03-07T09:00', NEW_YORK)).toBe('2026-03-07T14:00:00.000Z');
    expect(localInputToIso('2026-03-09T09:00', NEW_YORK)).toBe('2026-03-09T13:00:00.000Z');
    // Another zone reads the same text as another instant.
    expect(localInputToIso('2026-03-09T09:00', 'Europe/London')).toBe('2026-03-09T09:00:00.000Z');
  });

  it('moves a time that does not exist to the end of the gap, and takes the earlier of a doubled one', () => {
    expect(localInputToIso('2026-03-08T02:30', NEW_YORK)).toBe('2026-03-08T07:00:00.000Z');
    expect(localInputToIso('2026-11-01T01:30', NEW_YORK)).toBe('2026-11-01T05:30:00.000Z');
  });

  it('shows an instant back on the advisor clock, so values round-trip', () => {
    for (const value of ['2026-03-07T09:00', '2026-03-09T23:45', '2026-11-01T01:30']) {
      expect(isoToLocalInput(localInputToIso(value, NEW_YORK)!, NEW_YORK)).toBe(value);
    }
    expect(isoToLocalInput('2026-03-08T07:00:00.000Z', NEW_YORK)).toBe('2026-03-08T03:00');
    expect(isoToLocalInput('2026-07-01T12:00:00Z', 'Asia/Tokyo')).toBe('2026-07-01T21:00');
  });

  it('accepts seconds and refuses incomplete values', () => {
    expect(localInputToIso('2026-07-01T09:00:30', NEW_YORK)).toBe('2026-07-01T13:00:00.000Z');
    for (const value of ['', '2026-07-01', '2026-07-01T', '2026-02-30T09:00', '2026-07-01T25:00']) {
      expect(localInputToIso(value, NEW_YORK)).toBeNull();
    }
    expect(isoToLocalInput('not a date', NEW_YORK)).toBe('');
  });

  it('formats instants on the advisor clock and dates as themselves', () => {
    // ICU versions differ in the kind of space before AM.
    expect(formatInZone('2026-03-09T13:00:00.000Z', NEW_YORK).replace(/\s/g, ' ')).toBe(
      'Mon, Mar 9, 2026, 9:00 AM',
    );
    expect(formatCalendarDate('2026-06-01')).toBe('Mon, Jun 1, 2026');
  });
});
