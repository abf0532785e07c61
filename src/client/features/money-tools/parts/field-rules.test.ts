import { describe, expect, it } from 'vitest';
import { checkField, parseNumberText, tidyFieldText } from './field-rules';
import type { FieldRule } from './field-rules';

const money: FieldRule = { min: 0, max: 1_000_000, unit: 'dollars' };
const years: FieldRule = { min: 1, max: 50, unit: 'years', whole: true };

describe('parseNumberText', () => {
  it.each([
    ['250000', 250_000],
    ['$250,000', 250_000],
    [' 6.5 % ', 6.5],
    ['.5', 0.5],
    ['-3', -3],
  ])('reads %j', (text, value) => {
    expect(parseNumberText(text)).toBe(value);
  });

  it.each(['', 'abc', '1.2.3', '1e5', '--1'])('rejects %j', (text) => {
    expect(parseNumberText(text)).toBeNull();
  });
});

describe('checkField', () => {
  it('explains the range with the unit', () => {
    expect(checkField('2,000,000', money).error).toBe('Enter an amount from $0 to $1,000,000.');
    expect(checkField('7.5', years).error).toBe('Enter a whole number of years from 1 to 50.');
    expect(checkField('', years).error).toBe(
      'Enter a number: a whole number of years from 1 to 50.',
    );
    expect(checkField('12', years)).toEqual({ value: 12 });
  });

  it('reads an empty optional field as zero', () => {
    expect(checkField(' ', { ...money, optional: true })).toEqual({ value: 0 });
  });
});

describe('tidyFieldText', () => {
  it('adds thousands separators to valid amounts and leaves the rest alone', () => {
    expect(tidyFieldText('$1234567.5', { ...money, max: 1e9 })).toBe('1,234,567.5');
    expect(tidyFieldText('7', years)).toBe('7');
    expect(tidyFieldText('oops', years)).toBe('oops');
  });
});
