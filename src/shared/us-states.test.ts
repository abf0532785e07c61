import { describe, expect, it } from 'vitest';
import {
  UNKNOWN_STATE_NAME,
  US_STATES,
  isStateAbbreviation,
  stateFromSlug,
  stateName,
  stateSlug,
} from './us-states';

const FIFTY_STATES = [
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA',
  'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY', 'LA', 'ME', 'MD',
  'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ',
  'NM', 'NY', 'NC', 'ND', 'OH', 'OK', 'OR', 'PA', 'RI', 'SC',
  'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
]; // prettier-ignore
const TERRITORIES_AND_DC = ['AS', 'DC', 'GU', 'MP', 'PR', 'VI'];

describe('US_STATES', () => {
  it('has 56 entries: the 50 states plus AS, DC, GU, MP, PR and VI', () => {
    expect(FIFTY_STATES).toHaveLength(50);
    expect(US_STATES).toHaveLength(56);
    expect(US_STATES.map((state) => state.abbreviation).sort()).toEqual(
      [...FIFTY_STATES, ...TERRITORIES_AND_DC].sort(),
    );
  });

  it('has unique names and unique two-letter uppercase abbreviations', () => {
    const abbreviations = US_STATES.map((state) => state.abbreviation);
    const names = US_STATES.map((state) => state.name);
    expect(new Set(abbreviations).size).toBe(56);
    expect(new Set(names).size).toBe(56);
    for (const abbreviation of abbreviations) expect(abbreviation).toMatch(/^[A-Z]{2}$/);
  });

  it('is ordered by name', () => {
    const names = US_STATES.map((state) => state.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-US')));
  });

  it.each([
    ['AS', 'American Samoa'],
    ['DC', 'District of Columbia'],
    ['GU', 'Guam'],
    ['MP', 'Northern Mariana Islands'],
    ['PR', 'Puerto Rico'],
    ['VI', 'Virgin Islands'],
  ])('includes %s as %s', (abbreviation, name) => {
    expect(US_STATES).toContainEqual({ name, abbreviation });
  });
});

describe('stateName', () => {
  it.each([
    ['NY', 'New York'],
    ['CA', 'California'],
    ['WY', 'Wyoming'],
    ['AL', 'Alabama'],
    ['WV', 'West Virginia'],
    ['VA', 'Virginia'],
    ['PR', 'Puerto Rico'],
  ])('names %s as %s', (abbreviation, name) => {
    expect(stateName(abbreviation)).toBe(name);
  });

  it('ignores the case of the abbreviation', () => {
    expect(stateName('ny')).toBe('New York');
    expect(stateName('Tx')).toBe('Texas');
  });

  it.each(['XX', 'ZZ', '', 'N', 'NEW', 'New York'])('names unknown %j as Unknown', (value) => {
    expect(UNKNOWN_STATE_NAME).toBe('Unknown');
    expect(stateName(value)).toBe('Unknown');
  });
});

describe('stateSlug', () => {
  it.each([
    ['NY', 'new-york'],
    ['CA', 'california'],
    ['DC', 'district-of-columbia'],
    ['MP', 'northern-mariana-islands'],
    ['VI', 'virgin-islands'],
    ['NC', 'north-carolina'],
  ])('turns %s into %s', (abbreviation, slug) => {
    expect(stateSlug(abbreviation)).toBe(slug);
  });

  it('gives every entry a lowercase hyphenated slug of its name', () => {
    for (const state of US_STATES) {
      const slug = stateSlug(state.abbreviation);
      expect(slug).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
      expect(slug).toBe(state.name.toLowerCase().split(' ').join('-'));
    }
  });

  it('gives every entry a distinct slug', () => {
    const slugs = US_STATES.map((state) => stateSlug(state.abbreviation));
    expect(new Set(slugs).size).toBe(56);
  });
});

describe('stateFromSlug', () => {
  it('finds New York from new-york', () => {
    expect(stateFromSlug('new-york')).toEqual({ name: 'New York', abbreviation: 'NY' });
  });

  it('ignores the case of the slug', () => {
    expect(stateFromSlug('New-York')).toEqual({ name: 'New York', abbreviation: 'NY' });
  });

  it('inverts stateSlug for every entry', () => {
    for (const state of US_STATES) {
      expect(stateFromSlug(stateSlug(state.abbreviation))).toEqual(state);
    }
  });

  it.each(['unknown', 'new york', 'newyork', 'ny', '', 'atlantis'])(
    'finds nothing for %j',
    (slug) => {
      expect(stateFromSlug(slug)).toBeUndefined();
    },
  );
});

describe('isStateAbbreviation', () => {
  it.each([...FIFTY_STATES, ...TERRITORIES_AND_DC])('accepts %s', (abbreviation) => {
    expect(isStateAbbreviation(abbreviation)).toBe(true);
  });

  it('ignores case', () => {
    expect(isStateAbbreviation('ny')).toBe(true);
  });

  it.each(['XX', '', 'NYC', 'New York', 'U'])('rejects %j', (value) => {
    expect(isStateAbbreviation(value)).toBe(false);
  });
});
