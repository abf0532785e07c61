import { describe, expect, it } from 'vitest';
import { sandboxCardSchema } from '../../../../shared/contracts/booking';
import { SANDBOX_TEST_CARDS } from '../../../../shared/domain/cards';
import { brandName, formatCardNumber, formatCvc, formatExpiry } from './card-input';

describe('card number as typed', () => {
  it('groups digits in fours and drops everything else', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242-4242 42')).toBe('4242 4242 42');
    expect(formatCardNumber('4242 ')).toBe('4242');
    expect(formatCardNumber('abc')).toBe('');
  });

  it('groups American Express as 4-6-5 and stops at 19 digits', () => {
    expect(formatCardNumber('378282246310005')).toBe('3782 822463 10005');
    expect(formatCardNumber('4'.repeat(25)).replace(/ /g, '')).toHaveLength(19);
  });

  it('names the brand once it is recognisable', () => {
    expect(brandName('4242 42')).toBe('Visa');
    expect(brandName('5555')).toBe('Mastercard');
    expect(brandName('9')).toBe('');
  });

  it('formats the test cards so the shared card rules accept them', () => {
    const card = { name: 'Casey Morgan', expiry: '12/40', cvc: '123' };
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      const typed = formatCardNumber(number);
      expect(sandboxCardSchema.safeParse({ ...card, number: typed }).success).toBe(true);
    }
  });
});

describe('expiry and security code as typed', () => {
  it('adds the slash after the month', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12', '1')).toBe('12/');
    expect(formatExpiry('1228', '12/2')).toBe('12/28');
    expect(formatExpiry('12/283')).toBe('12/28');
  });

  it('reads a lone month digit above 1 as that month', () => {
    expect(formatExpiry('4')).toBe('04/');
  });

  it('lets the slash be deleted', () => {
    expect(formatExpiry('12', '12/')).toBe('12');
  });

  it('keeps only up to four digits of a security code', () => {
    expect(formatCvc('12a345')).toBe('1234');
  });
});
