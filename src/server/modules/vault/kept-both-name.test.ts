import { describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import { keptBothName } from './kept-both-name';

describe('keptBothName', () => {
  it('numbers from 2, skipping numbers taken in any letter case', () => {
    expect(keptBothName('Taxes.pdf', ['Taxes.pdf'])).toBe('Taxes (2).pdf');
    expect(keptBothName('Taxes.pdf', ['taxes.PDF', 'TAXES (2).pdf'])).toBe('Taxes (3).pdf');
  });

  it('counts on from a numbered name instead of stacking numbers', () => {
    expect(keptBothName('Taxes (2).pdf', ['Taxes.pdf', 'Taxes (2).pdf'])).toBe('Taxes (3).pdf');
  });

  it('keeps names without an ending, and within the longest name allowed', () => {
    expect(keptBothName('Notes', ['Notes'])).toBe('Notes (2)');
    const long = `${'x'.repeat(LIMITS.fileName.max - 4)}.pdf`;
    const kept = keptBothName(long, [long]);
    expect(kept).toHaveLength(LIMITS.fileName.max);
    expect(kept.endsWith(' (2).pdf')).toBe(true);
  });
});
