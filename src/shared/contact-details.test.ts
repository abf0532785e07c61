import { describe, expect, it } from 'vitest';
import { contactDetailsSchema } from './contracts/system';
import {
  DEFAULT_CONTACT,
  buildContactDetails,
  postalAddressLines,
  telHref,
} from './contact-details';

describe('telHref', () => {
  it.each([
    ['+1 (800) 555-0142', 'tel:+18005550142'],
    ['512.555.0199', 'tel:5125550199'],
    [' +44 20 7946 0958 ', 'tel:+442079460958'],
  ])('dials %j as %j', (phone, href) => {
    expect(telHref(phone)).toBe(href);
  });
});

describe('postalAddressLines', () => {
  it('splits on ";" and drops blank lines', () => {
    expect(postalAddressLines(' PO Box 12 ;; Austin, TX 78767 ; ')).toEqual([
      'PO Box 12',
      'Austin, TX 78767',
    ]);
  });
});

describe('buildContactDetails', () => {
  it('turns the demo defaults into what the footer and contact page show', () => {
    const details = buildContactDetails(DEFAULT_CONTACT);
    expect(contactDetailsSchema.parse(details)).toEqual({
      phone: '+1 (800) 555-0142',
      phoneHref: 'tel:+18005550142',
      email: 'support@justfinancialadvice.com',
      postalAddress: [
        'Just Financial Advice, LLC',
        '100 Congress Avenue, Suite 2000',
        'Austin, TX 78701',
      ],
    });
  });
});
