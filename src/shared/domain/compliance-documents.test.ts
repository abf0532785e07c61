import { describe, expect, it } from 'vitest';
import { disclosureLabel, orderDisclosures } from './compliance-documents';

const doc = (displayName: string) => ({
  displayName,
  url: `/files/${displayName.toLowerCase().replace(/\s+/g, '-')}.pdf`,
});

describe('disclosureLabel', () => {
  it.each(['adv', 'ADV', 'ADV Part 2A', 'Form ADV 2A', 'adv-2a.pdf'])(
    'labels %j as the firm ADV 2A brochure',
    (name) => {
      expect(disclosureLabel(name)).toBe('Just Financial Advice, LLC ADV 2A Brochure');
    },
  );

  it.each(['crs', 'CRS', 'Form CRS', 'client-relationship-summary-crs'])(
    'labels %j as the firm Form CRS',
    (name) => {
      expect(disclosureLabel(name)).toBe('Just Financial Advice, LLC Form CRS');
    },
  );

  it.each(['Terms of Use', 'Privacy Policy', 'Code of Ethics', ''])(
    'keeps the name %j of any other document',
    (name) => {
      expect(disclosureLabel(name)).toBe(name);
    },
  );
});

describe('orderDisclosures', () => {
  it('puts names containing terms or privacy first, then the rest by name', () => {
    const ordered = orderDisclosures([
      doc('Form CRS'),
      doc('Code of Ethics'),
      doc('Privacy Policy'),
      doc('ADV Part 2A'),
      doc('Terms of Use'),
    ]);
    expect(ordered.map((link) => link.label)).toEqual([
      'Privacy Policy',
      'Terms of Use',
      'Just Financial Advice, LLC ADV 2A Brochure',
      'Code of Ethics',
      'Just Financial Advice, LLC Form CRS',
    ]);
  });

  it('orders by the document name, not by the label', () => {
    const ordered = orderDisclosures([doc('Zeta CRS'), doc('Beta Notice'), doc('Alpha ADV')]);
    expect(ordered.map((link) => link.url)).toEqual([
      '/files/alpha-adv.pdf',
      '/files/beta-notice.pdf',
      '/files/zeta-crs.pdf',
    ]);
  });

  it('matches terms and privacy in any case and anywhere in the name', () => {
    const ordered = orderDisclosures([
      doc('Annual Report'),
      doc('Website PRIVACY notice'),
      doc('Plan terms and conditions'),
    ]);
    expect(ordered.map((link) => link.label)).toEqual([
      'Plan terms and conditions',
      'Website PRIVACY notice',
      'Annual Report',
    ]);
  });

  it('keeps each document URL with its label', () => {
    expect(orderDisclosures([doc('Form CRS')])).toStrictEqual([
      { label: 'Just Financial Advice, LLC Form CRS', url: '/files/form-crs.pdf' },
    ]);
  });

  it('leaves the given list untouched', () => {
    const documents = [doc('Form CRS'), doc('Terms of Use')];
    const copy = structuredClone(documents);
    orderDisclosures(documents);
    expect(documents).toStrictEqual(copy);
  });

  it('answers an empty list for no documents', () => {
    expect(orderDisclosures([])).toEqual([]);
  });
});
