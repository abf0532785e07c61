// The knowledge of single offerings does not spread again (ADR 0088): the figures of
// offering-spread.ts may fall, never rise. Lower a ceiling when a change lowers its figure.
import { describe, expect, it } from 'vitest';
import { offeringSpread } from './offering-spread';

/** The figures when the catalog landed (from 66 branches in 36 files, and 214 files). */
const CEILINGS = { branches: 6, ongoingFiles: 205 };

describe('offering spread', () => {
  const spread = offeringSpread();

  it('adds no branch on an offering kind outside the catalog', () => {
    expect(spread.branches, spread.branchFiles.join('\n')).toBeLessThanOrEqual(CEILINGS.branches);
  });

  it('names The Ongoing in no more files', () => {
    expect(spread.ongoingFiles.length).toBeLessThanOrEqual(CEILINGS.ongoingFiles);
  });

  it('counts a branch it is shown', () => {
    // The measure itself: a regression here would let every figure above pass.
    expect(spread.branchFiles.length).toBeGreaterThan(0);
    expect(spread.ongoingFolders).toBeGreaterThan(0);
  });
});
