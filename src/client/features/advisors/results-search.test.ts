import { describe, expect, it } from 'vitest';
import { withLanguage, withRating, withSearchText, withoutText } from './results-search';

describe('the search box and the new filters as searches', () => {
  it('reads five digits as a ZIP code and other text as a name or keyword', () => {
    expect(withSearchText({ filters: ['cfp'], page: 3 }, ' 10001 ')).toEqual({
      filters: ['cfp'],
      zip: '10001',
    });
    expect(withSearchText({ filters: [], zip: '10001' }, 'Thomas  Nguen')).toEqual({
      filters: [],
      q: 'Thomas Nguen',
      sort: 'relevance',
    });
  });

  it('keeps a chosen sort, and drops relevance with the text', () => {
    expect(withSearchText({ filters: [], sort: 'rating' }, 'tax')).toEqual({
      filters: [],
      q: 'tax',
      sort: 'rating',
    });
    expect(withSearchText({ filters: [], q: 'tax', sort: 'relevance' }, '')).toEqual({
      filters: [],
    });
    expect(withoutText({ filters: [], q: 'tax', sort: 'relevance' })).toEqual({ filters: [] });
  });

  it('keeps one language at a time and sets or clears the rating floor', () => {
    const spanish = withLanguage({ filters: ['cfp'] }, 'speaks-spanish');
    expect(spanish.filters).toEqual(['cfp', 'speaks-spanish']);
    expect(withLanguage(spanish, 'speaks-korean').filters).toEqual(['cfp', 'speaks-korean']);
    expect(withLanguage(spanish, undefined).filters).toEqual(['cfp']);
    expect(withRating({ filters: [], page: 2 }, '4')).toEqual({ filters: [], rating: '4' });
    expect(withRating({ filters: [], rating: '4' }, undefined)).toEqual({ filters: [] });
  });
});
