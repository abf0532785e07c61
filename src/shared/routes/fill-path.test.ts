// Filling a route pattern's parameters (fill-path.ts): encoded values, optional segments.
import { describe, expect, it } from 'vitest';
import { fillPath } from './fill-path';

describe('fillPath', () => {
  it('fills named segments', () => {
    expect(fillPath('/advisor/:slug', { slug: 'jane-doe' })).toBe('/advisor/jane-doe');
    expect(
      fillPath('/leaveareview/:advisorId/:consumerId', { advisorId: 'a', consumerId: 'c' }),
    ).toBe('/leaveareview/a/c');
  });

  it('encodes parameter values', () => {
    expect(fillPath('/advisor/:slug', { slug: 'a b/c?d' })).toBe('/advisor/a%20b%2Fc%3Fd');
  });

  it('fills an optional segment when given', () => {
    expect(
      fillPath('/s/:urlState/:singleFilter?', { urlState: 'new-york', singleFilter: 'tax' }),
    ).toBe('/s/new-york/tax');
  });

  it('drops a trailing optional segment that is not given', () => {
    expect(fillPath('/s/:urlState/:singleFilter?', { urlState: 'new-york' })).toBe('/s/new-york');
    expect(fillPath('/theplan-terms/:slugOrThePlanDetailId?', {})).toBe('/theplan-terms');
  });

  it('keeps a path without parameters and never answers empty text', () => {
    expect(fillPath('/advisors', {})).toBe('/advisors');
    expect(fillPath('/', {})).toBe('/');
    expect(fillPath('/:slug?', {})).toBe('/');
  });

  it('does not read dollar patterns in values as replacement syntax', () => {
    expect(fillPath('/advisor/:slug', { slug: '$&' })).toBe('/advisor/%24%26');
  });
});
