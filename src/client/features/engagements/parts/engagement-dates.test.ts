// Where a day falls in a Plan's weeks, and calendar days read the same in every zone.
import { describe, expect, it } from 'vitest';
import { formatDay, weekOf } from './engagement-dates';

describe('weekOf', () => {
  it('is 0 before the start, 1 in the first seven days, and counts on after', () => {
    expect(weekOf('2027-03-01', '2027-02-28')).toBe(0);
    expect(weekOf('2027-03-01', '2027-03-01')).toBe(1);
    expect(weekOf('2027-03-01', '2027-03-07')).toBe(1);
    expect(weekOf('2027-03-01', '2027-03-08')).toBe(2);
    // Counted in calendar days, so the change to summer time on the way moves nothing.
    expect(weekOf('2027-03-01', '2027-04-26')).toBe(9);
  });
});

describe('formatDay', () => {
  it('writes the calendar day in words, whatever the zone', () => {
    expect(formatDay('2027-03-03')).toBe('March 3, 2027');
  });
});
