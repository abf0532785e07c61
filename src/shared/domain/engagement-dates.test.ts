import { describe, expect, it } from 'vitest';
import { addDays, addMonths, addWeeks, formatIsoDate, isoDateOf } from './engagement-dates';

describe('engagement dates', () => {
  it('adds days and weeks across months and years', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2027-03-01', -1)).toBe('2027-02-28');
    expect(addWeeks('2026-11-26', 8)).toBe('2027-01-21');
  });

  it('adds months, keeping to the last day of a shorter month', () => {
    expect(addMonths('2026-11-26', 3)).toBe('2027-02-26');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2027-11-30', 3)).toBe('2028-02-29');
    expect(addMonths('2026-11-26', 12)).toBe('2027-11-26');
  });

  it('reads the UTC date of an instant', () => {
    expect(isoDateOf(new Date('2026-11-26T23:59:59-05:00'))).toBe('2026-11-27');
  });

  it('writes a date out in words', () => {
    expect(formatIsoDate('2026-11-26')).toBe('November 26, 2026');
    expect(formatIsoDate('2027-01-01')).toBe('January 1, 2027');
  });
});
