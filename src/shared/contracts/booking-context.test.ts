import { describe, expect, it } from 'vitest';
import { encodeBookingContext, parseBookingContext } from './booking-context';

const context = {
  advisorSlug: 'thomas-nguyen',
  start: '2027-03-02T14:00:00.000Z',
  timeZone: 'America/Los_Angeles',
};

describe('booking context through sign-in', () => {
  it('reads back what was written', () => {
    expect(parseBookingContext(encodeBookingContext(context))).toEqual(context);
  });

  it.each([
    ['nothing', undefined],
    ['a number', 42],
    ['an empty string', ''],
    ['a missing zone', 'thomas-nguyen 2027-03-02T14:00:00.000Z'],
    ['an unknown zone', 'thomas-nguyen 2027-03-02T14:00:00.000Z Mars/Olympus'],
    ['markup as the slug', '<script>alert(1)</script> 2027-03-02T14:00:00.000Z UTC'],
    ['a date that is not one', 'thomas-nguyen tomorrow UTC'],
    ['an extra part', 'thomas-nguyen 2027-03-02T14:00:00.000Z UTC 15000'],
    ['a very long value', `thomas-nguyen 2027-03-02T14:00:00.000Z UTC${' '.repeat(200)}`],
  ])('refuses %s', (_, value) => {
    expect(parseBookingContext(value)).toBeNull();
  });
});
