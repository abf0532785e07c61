import { describe, expect, it } from 'vitest';
import { LIMITS, slugSchema } from '../../../shared/limits';
import { firstFreeSlug, slugBaseOf } from './affiliate-slug';

describe('affiliate slugs', () => {
  it('makes a slug of the name, without accents or punctuation', () => {
    expect(slugBaseOf('Avery Lee')).toBe('avery-lee');
    expect(slugBaseOf('  Zoë  Ångström-O’Neil, CFP® ')).toBe('zoe-angstrom-o-neil-cfp');
  });

  it('keeps short or non-Latin names readable and within the limits', () => {
    expect(slugBaseOf('Al')).toBe('affiliate-al');
    expect(slugBaseOf('李华')).toBe('affiliate');
    const long = slugBaseOf('Maximiliana Alexandrina Bartholomew-Worthington the Third of Kent');
    expect(long.length).toBeLessThanOrEqual(LIMITS.slug.max - 4);
    expect(slugSchema.safeParse(`${long}-999`).success).toBe(true);
  });

  it('numbers namesakes from 2, filling gaps', () => {
    expect(firstFreeSlug('avery-lee', new Set())).toBe('avery-lee');
    expect(firstFreeSlug('avery-lee', new Set(['avery-lee']))).toBe('avery-lee-2');
    expect(firstFreeSlug('avery-lee', new Set(['avery-lee', 'avery-lee-3']))).toBe('avery-lee-2');
    expect(firstFreeSlug('avery-lee', new Set(['avery-lee', 'avery-lee-2']))).toBe('avery-lee-3');
  });
});
