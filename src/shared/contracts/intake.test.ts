import { describe, expect, it } from 'vitest';
import { LIMITS } from '../limits';
import { INTAKE_PREPARATION, intakeAnswersSchema } from './intake';

const valid = {
  topics: ['retirement', 'tax'],
  questions: 'Can we retire at 60, and should we do Roth conversions first?',
  household: 'couple',
  netWorth: '1m-5m',
};

describe('intake answers', () => {
  it('accepts a complete answer and fills the optional parts', () => {
    expect(intakeAnswersSchema.parse(valid)).toEqual({ ...valid, background: '', prepared: [] });
  });

  it('asks for at least one topic, real questions and the two choices', () => {
    const result = intakeAnswersSchema.safeParse({ topics: [], questions: 'hi' });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((issue) => issue.path[0]));
    expect(fields).toEqual(new Set(['topics', 'questions', 'household', 'netWorth']));
  });

  it('caps free text at the docs/product.md#limits limit for extra information', () => {
    const long = 'x'.repeat(LIMITS.extraInformation.max + 1);
    expect(intakeAnswersSchema.safeParse({ ...valid, questions: long }).success).toBe(false);
    expect(intakeAnswersSchema.safeParse({ ...valid, background: long }).success).toBe(false);
  });

  it('names the three things docs/product.md#the-hour advises bringing', () => {
    expect(INTAKE_PREPARATION.map((item) => item.value)).toEqual([
      'net-worth-statement',
      'income-expenses',
      'account-logins',
    ]);
  });

  it('refuses unknown choices', () => {
    expect(intakeAnswersSchema.safeParse({ ...valid, topics: ['crypto-tips'] }).success).toBe(
      false,
    );
    expect(intakeAnswersSchema.safeParse({ ...valid, household: 'village' }).success).toBe(false);
  });
});
