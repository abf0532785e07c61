import { describe, expect, it } from 'vitest';
import {
  GROWTH_FIELDS,
  MORTGAGE_FIELDS,
  RETIREMENT_FIELDS,
  downBelowPrice,
  initialValues,
  retireAfterToday,
} from '../../../shared/money-tools';
import { loanKindOf, readFields, toolOf, toolQuery, valuesKey } from './tool-url';

const growth = { initial: 25_000, monthly: 750.5, rate: 6.5, years: 20, raise: 3 };

describe('the Money Tools query', () => {
  it('round-trips a calculator’s values through the query', () => {
    const query = toolQuery('growth', GROWTH_FIELDS, growth);
    expect(query.toString()).toBe(
      'tool=growth&initial=25000&monthly=750.5&rate=6.5&years=20&raise=3',
    );
    const read = new URLSearchParams(query.toString());
    expect(toolOf(read.get('tool'))).toBe('growth');
    expect(readFields(GROWTH_FIELDS, read)).toEqual(growth);
    expect(valuesKey(GROWTH_FIELDS, readFields(GROWTH_FIELDS, read))).toBe(
      valuesKey(GROWTH_FIELDS, growth),
    );
  });

  it('names the kind of loan for the loan calculator', () => {
    const values = { price: 500_000, down: 100_000, rate: 6, years: 15 };
    const query = toolQuery('loan', MORTGAGE_FIELDS, values, 'mortgage');
    expect(query.get('kind')).toBe('mortgage');
    expect(readFields(MORTGAGE_FIELDS, query, undefined, downBelowPrice)).toEqual(values);
  });

  it('ignores malformed and out-of-range values, taking the defaults instead', () => {
    const params = new URLSearchParams(
      'initial=abc&monthly=-5&rate=31&years=2.5&raise=1e3&unknown=4',
    );
    expect(readFields(GROWTH_FIELDS, params)).toEqual(initialValues(GROWTH_FIELDS));
    expect(readFields(GROWTH_FIELDS, new URLSearchParams('rate=$7'))).toEqual(
      initialValues(GROWTH_FIELDS),
    );
    // The limits come from src/shared: the edges are accepted.
    expect(readFields(GROWTH_FIELDS, new URLSearchParams('years=60&rate=0')).years).toBe(60);
    expect(readFields(GROWTH_FIELDS, new URLSearchParams('years=61')).years).toBe(30);
  });

  it('keeps the valid values beside an invalid one, and falls back to what is given', () => {
    const fallback = { ...initialValues(GROWTH_FIELDS), monthly: 900 };
    expect(readFields(GROWTH_FIELDS, new URLSearchParams('rate=5&monthly=x'), fallback)).toEqual({
      ...fallback,
      rate: 5,
    });
  });

  it('drops values that break a rule across fields', () => {
    // Retiring at 40 when 50 today: both ages fall back to the defaults.
    const read = readFields(
      RETIREMENT_FIELDS,
      new URLSearchParams('age=50&retireAt=40&savings=1000'),
      undefined,
      retireAfterToday,
    );
    expect(read).toMatchObject({ age: 50, retireAt: 65, savings: 1000 });
    const down = readFields(
      MORTGAGE_FIELDS,
      new URLSearchParams('price=100000&down=200000'),
      undefined,
      downBelowPrice,
    );
    expect(down).toMatchObject({ price: 100_000, down: 80_000 });
  });

  it('reads unknown tools and kinds as the defaults', () => {
    expect(toolOf(null)).toBe('growth');
    expect(toolOf('pension')).toBe('growth');
    expect(toolOf('loan')).toBe('loan');
    expect(loanKindOf('lease')).toBe('mortgage');
    expect(loanKindOf('loan')).toBe('loan');
  });
});
