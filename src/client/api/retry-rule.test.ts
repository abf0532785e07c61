import { describe, expect, it } from 'vitest';
import { AppError } from '../../shared/errors';
import { HttpError } from './http';
import { retryOnlyFailures } from './retry-rule';

describe('the retry rule of reads', () => {
  it('never repeats a refusal', () => {
    expect(retryOnlyFailures(0, new AppError('notFound'))).toBe(false);
    expect(retryOnlyFailures(0, new AppError('forbidden'))).toBe(false);
  });

  it('repeats a failure once', () => {
    for (const failure of [
      new AppError('unavailable'),
      new HttpError(502, 'Bad gateway', ''),
      new TypeError('Failed to fetch'),
    ]) {
      expect(retryOnlyFailures(0, failure)).toBe(true);
      expect(retryOnlyFailures(1, failure)).toBe(false);
    }
  });
});
