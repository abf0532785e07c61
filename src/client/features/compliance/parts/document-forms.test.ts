// The names the documents page makes for an upload: a file name the server takes, and a new
// document's address from its display name; both pass the shared rules they are checked with.
import { describe, expect, it } from 'vitest';
import { documentFileNameSchema } from '../../../../shared/contracts/compliance';
import { slugSchema } from '../../../../shared/limits';
import { plainPdfName, slugOf } from './document-forms';

describe('plainPdfName', () => {
  it.each([
    ['Form CRS (2026).pdf', 'Form CRS (2026).pdf'],
    ['Privacy Policy.PDF', 'Privacy Policy.pdf'],
    ['Brochure – 2027.pdf', 'Brochure - 2027.pdf'],
    ['__draft.pdf', 'draft.pdf'],
    ['★★★.pdf', 'document.pdf'],
    ['scan', 'scan.pdf'],
    ['Résumé.pdf', 'Resume.pdf'],
  ])('makes %s into %s, a name the server takes', (name, plain) => {
    expect(plainPdfName(name)).toBe(plain);
    expect(documentFileNameSchema.safeParse(plain).success).toBe(true);
  });

  it('keeps a long name within the limit', () => {
    const plain = plainPdfName(`${'a'.repeat(400)}.pdf`);
    expect(plain).toHaveLength(194);
    expect(documentFileNameSchema.safeParse(plain).success).toBe(true);
  });
});

describe('slugOf', () => {
  it.each([
    ['Form ADV Part 2A', 'form-adv-part-2a'],
    ['  Terms of Use!  ', 'terms-of-use'],
    ['Form CRS – 2027 edition', 'form-crs-2027-edition'],
    ['Política de privacidad', 'politica-de-privacidad'],
  ])('makes the address of %s', (name, slug) => {
    expect(slugOf(name)).toBe(slug);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });

  it('cuts a long name to the limit without a trailing hyphen', () => {
    const slug = slugOf(`${'word '.repeat(20)}`);
    expect(slug.length).toBeLessThanOrEqual(50);
    expect(slug.endsWith('-')).toBe(false);
    expect(slugSchema.safeParse(slug).success).toBe(true);
  });
});
