import { describe, expect, it } from 'vitest';
import { lostTimeRefunded } from './checkout-emails';

const publicUrl = 'https://www.example.com';

describe('checkout emails', () => {
  it('says the time was lost, that nothing was booked, the full refund and how to book again', () => {
    const email = lostTimeRefunded({
      publicUrl,
      clientName: 'Robin <Client>',
      advisorName: 'Grace Park',
      start: new Date('2027-03-10T17:00:00Z'),
      timeZone: 'America/New_York',
      amountCents: 17_500,
      bookAgainUrl: `${publicUrl}/advisor/grace-park/book`,
      paymentRef: 'charge-1',
    });
    expect(email.subject).toBe('Not booked: your $175 payment is refunded in full');
    expect(email.text).toContain('Hi Robin,');
    expect(email.text).toContain('Wednesday, March 10, 2027');
    expect(email.text).toContain('Eastern');
    expect(email.text).toContain('You were not booked, and we have refunded your payment in full.');
    expect(email.text).toContain(`${publicUrl}/advisor/grace-park/book`);
    expect(email.text).toContain('charge-1');
    expect(email.html).toContain('Choose another time with Grace Park');
    expect(email.html).not.toContain('<Client>');
  });
});
