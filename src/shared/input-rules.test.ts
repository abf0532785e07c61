import { describe, expect, it } from 'vitest';
import { isoInstantSchema } from './contracts/instant';
import { defaultAvailabilityRules, validateAvailabilityRules } from './domain/availability';
import { INPUT_MESSAGES, isInDateRange, unsafeTextProblem } from './input-rules';

describe('the date range', () => {
  it.each([
    ['1900-01-01T00:00:00Z', true],
    ['2200-12-31T23:59:59Z', true],
    ['2026-03-10T10:00:00-05:00', true],
    ['1899-12-31T23:59:59Z', false],
    ['2201-01-01T00:00:00Z', false],
    ['0000-01-01T00:00:00Z', false],
    ['9999-12-31T23:00:00Z', false],
    ['not a date', false],
  ])('%s in range: %s', (instant, inRange) => {
    expect(isInDateRange(instant)).toBe(inRange);
    if (instant !== 'not a date')
      expect(isoInstantSchema().safeParse(instant).success).toBe(inRange);
  });

  it('holds for an advisor’s changed days and time off', () => {
    const rules = {
      ...defaultAvailabilityRules('America/New_York'),
      overrides: [{ date: '9999-01-01', intervals: [] }],
      timeOff: [{ start: '0000-01-01T00:00:00Z', end: '2026-01-01T00:00:00Z' }],
    };
    expect(validateAvailabilityRules(rules)).toEqual([
      { path: 'overrides.0.date', message: INPUT_MESSAGES.dateRange },
      { path: 'timeOff.0.start', message: INPUT_MESSAGES.dateRange },
    ]);
  });
});

describe('unsafeTextProblem', () => {
  it('names NUL and unpaired surrogates, and nothing else', () => {
    expect(unsafeTextProblem('a\u0000')).toBe(INPUT_MESSAGES.nul);
    expect(unsafeTextProblem('\ud800')).toBe(INPUT_MESSAGES.loneSurrogate);
    expect(unsafeTextProblem('\udc00x')).toBe(INPUT_MESSAGES.loneSurrogate);
    expect(unsafeTextProblem('😀 Grüße\t\n')).toBeNull();
  });
});
