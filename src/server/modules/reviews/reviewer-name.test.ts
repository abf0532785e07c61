import { describe, expect, it } from 'vitest';
import { reviewerNameOf } from './reviewer-name';

describe('reviewerNameOf', () => {
  it('shows the first name and the initial of the last one', () => {
    expect(reviewerNameOf('Casey Morgan')).toBe('Casey M.');
    expect(reviewerNameOf('  Mary Ann   van der berg ')).toBe('Mary B.');
  });

  it('keeps a single name as it is and never answers an empty name', () => {
    expect(reviewerNameOf('Cher')).toBe('Cher');
    expect(reviewerNameOf('   ')).toBe('A client');
  });
});
