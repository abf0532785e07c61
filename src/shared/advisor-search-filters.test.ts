import { describe, expect, it } from 'vitest';
import {
  credentialsOf,
  findCredential,
  findLanguageBySlug,
  isRatingFloor,
  languageFilterSlug,
} from './advisor-search-filters';

describe('credentialsOf', () => {
  it.each([
    ['CFP®', ['cfp']],
    ['CFP®, CPA', ['cfp']],
    ['CPA/PFS', ['cpa-pfs']],
    ['CFA, CFP®', ['cfp', 'cfa']],
    ['cfp, pfs', ['cfp', 'cpa-pfs']],
    ['EA, ChFC', []],
    ['', []],
  ])('%j names %j', (certifications, slugs) => {
    expect(credentialsOf(certifications)).toEqual(slugs);
  });
});

describe('filter slugs', () => {
  it('finds credentials and languages by slug', () => {
    expect(findCredential('cpa-pfs')?.title).toBe('CPA/PFS');
    expect(findCredential('speaks-spanish')).toBeUndefined();
    expect(languageFilterSlug('spanish')).toBe('speaks-spanish');
    expect(findLanguageBySlug('speaks-spanish')?.title).toBe('Spanish');
    expect(findLanguageBySlug('speaks-klingon')).toBeUndefined();
    expect(findLanguageBySlug('spanish')).toBeUndefined();
  });

  it('knows the rating floors', () => {
    expect(isRatingFloor('4')).toBe(true);
    expect(isRatingFloor('4.5')).toBe(true);
    expect(isRatingFloor('5')).toBe(false);
  });
});
