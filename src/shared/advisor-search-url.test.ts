import { describe, expect, it } from 'vitest';
import {
  ADVISOR_SORTS,
  ADVISOR_SORT_LABELS,
  DEFAULT_ADVISOR_SORT,
  buildAdvisorResultsUrl,
  parseAdvisorResultsUrl,
  zipProblem,
} from './advisor-search-url';
import { ADVISOR_SEARCH_MESSAGES } from './advisor-search-filters';
import { LIMITS } from './limits';
import type { AdvisorSearch } from './advisor-search-url';
import { ADVISOR_PAGES } from './routes/advisors';
import { SITE_PAGES } from './routes/site';
import { AREA_ROOTS } from './routes/areas';

function parseUrl(url: string): AdvisorSearch | null {
  const [pathname = '', query = ''] = url.split('?');
  return parseAdvisorResultsUrl(pathname, query ? `?${query}` : '');
}

describe('sorts', () => {
  it('offers available (the default), newest, oldest, highest and lowest, rating and relevance', () => {
    expect(ADVISOR_SORTS).toEqual([
      'available',
      'newest',
      'oldest',
      'highest',
      'lowest',
      'rating',
      'relevance',
    ]);
    expect(DEFAULT_ADVISOR_SORT).toBe('available');
  });

  it('labels every sort', () => {
    expect(ADVISOR_SORT_LABELS).toEqual({
      available: 'Soonest available',
      newest: 'Newest',
      oldest: 'Oldest',
      highest: 'Highest price',
      lowest: 'Lowest price',
      rating: 'Highest rated',
      relevance: 'Best match',
    });
  });
});

describe('buildAdvisorResultsUrl', () => {
  it('gives /advisors without filters', () => {
    expect(buildAdvisorResultsUrl({ filters: [] })).toBe(ADVISOR_PAGES.search);
  });

  it('puts one filter in the path', () => {
    expect(buildAdvisorResultsUrl({ filters: ['retirement-planning'] })).toBe(
      '/advisors/retirement-planning',
    );
  });

  it('joins several filters with + in the filters query', () => {
    expect(buildAdvisorResultsUrl({ filters: ['retirement-planning', 'tax-planning'] })).toBe(
      `${ADVISOR_PAGES.search}?filters=retirement-planning+tax-planning`,
    );
    expect(buildAdvisorResultsUrl({ filters: ['a', 'b', 'c'] })).toBe(
      `${ADVISOR_PAGES.search}?filters=a+b+c`,
    );
  });

  it('ignores empty filters', () => {
    expect(buildAdvisorResultsUrl({ filters: ['', 'tax-planning', ''] })).toBe(
      '/advisors/tax-planning',
    );
    expect(buildAdvisorResultsUrl({ filters: [''] })).toBe(ADVISOR_PAGES.search);
  });

  it('omits the sort when it is available', () => {
    expect(buildAdvisorResultsUrl({ filters: [], sort: 'available' })).toBe(ADVISOR_PAGES.search);
    expect(buildAdvisorResultsUrl({ filters: ['tax-planning'], sort: 'available' })).toBe(
      '/advisors/tax-planning',
    );
  });

  it.each(['newest', 'oldest', 'highest', 'lowest'] as const)('adds sort=%s', (sort) => {
    expect(buildAdvisorResultsUrl({ filters: [], sort })).toBe(
      `${ADVISOR_PAGES.search}?sort=${sort}`,
    );
  });

  it('adds the price parameters, including zero', () => {
    expect(buildAdvisorResultsUrl({ filters: [], minPrice: 100, maxPrice: 250 })).toBe(
      `${ADVISOR_PAGES.search}?minPrice=100&maxPrice=250`,
    );
    expect(buildAdvisorResultsUrl({ filters: [], minPrice: 0 })).toBe(
      `${ADVISOR_PAGES.search}?minPrice=0`,
    );
    expect(buildAdvisorResultsUrl({ filters: [], maxPrice: 300 })).toBe(
      `${ADVISOR_PAGES.search}?maxPrice=300`,
    );
  });

  it('orders the query as filters, sort, minPrice, maxPrice', () => {
    expect(
      buildAdvisorResultsUrl({
        filters: ['a', 'b'],
        sort: 'lowest',
        minPrice: 50,
        maxPrice: 200,
      }),
    ).toBe(`${ADVISOR_PAGES.search}?filters=a+b&sort=lowest&minPrice=50&maxPrice=200`);
    expect(buildAdvisorResultsUrl({ filters: ['a'], sort: 'newest', maxPrice: 200 })).toBe(
      '/advisors/a?sort=newest&maxPrice=200',
    );
  });

  it('uses /s/{state-slug} for a state', () => {
    expect(buildAdvisorResultsUrl({ filters: [], state: 'new-york' })).toBe('/s/new-york');
  });

  it('uses /s/{state-slug}/{filter} for a state and one filter', () => {
    expect(buildAdvisorResultsUrl({ filters: ['tax-planning'], state: 'new-york' })).toBe(
      '/s/new-york/tax-planning',
    );
  });

  it('uses the filters query for a state and several filters', () => {
    expect(
      buildAdvisorResultsUrl({ filters: ['a', 'b'], state: 'california', sort: 'highest' }),
    ).toBe('/s/california?filters=a+b&sort=highest');
  });

  it('encodes characters that would break the path or the query', () => {
    expect(buildAdvisorResultsUrl({ filters: ['a/b'] })).toBe('/advisors/a%2Fb');
    expect(buildAdvisorResultsUrl({ filters: ['a&b', 'c'] })).toBe(
      `${ADVISOR_PAGES.search}?filters=a%26b+c`,
    );
  });
});

describe('parseAdvisorResultsUrl', () => {
  it('reads /advisors as no filters and the default sort', () => {
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '')).toStrictEqual({
      filters: [],
      sort: 'available',
    });
  });

  it('reads one filter from the path', () => {
    expect(parseAdvisorResultsUrl('/advisors/tax-planning', '')).toStrictEqual({
      filters: ['tax-planning'],
      sort: 'available',
    });
  });

  it('reads several filters joined by + from the query', () => {
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?filters=a+b+c')).toStrictEqual({
      filters: ['a', 'b', 'c'],
      sort: 'available',
    });
  });

  it('accepts the query with or without its leading question mark', () => {
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, 'filters=a+b')?.filters).toEqual([
      'a',
      'b',
    ]);
  });

  it('also splits filters on encoded spaces and encoded plus signs', () => {
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?filters=a%20b')?.filters).toEqual([
      'a',
      'b',
    ]);
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?filters=a%2Bb')?.filters).toEqual([
      'a',
      'b',
    ]);
  });

  it('puts the path filter first and drops its repeat from the query', () => {
    expect(parseAdvisorResultsUrl('/advisors/a', '?filters=b+a+c')?.filters).toEqual([
      'a',
      'b',
      'c',
    ]);
  });

  it('reads a known sort and falls back to available for anything else', () => {
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?sort=lowest')?.sort).toBe('lowest');
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?sort=Newest')?.sort).toBe('available');
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?sort=cheapest')?.sort).toBe('available');
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?sort=')?.sort).toBe('available');
  });

  it('reads whole-dollar prices', () => {
    expect(
      parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?minPrice=100&maxPrice=250'),
    ).toStrictEqual({
      filters: [],
      sort: 'available',
      minPrice: 100,
      maxPrice: 250,
    });
    expect(parseAdvisorResultsUrl(ADVISOR_PAGES.search, '?minPrice=0')?.minPrice).toBe(0);
  });

  it.each(['-5', '12.5', 'abc', '', '1e3', ' 10'])('ignores the price %j', (value) => {
    const search = parseAdvisorResultsUrl(
      ADVISOR_PAGES.search,
      `?minPrice=${value}&maxPrice=${value}`,
    );
    expect(search).not.toBeNull();
    expect(search).not.toHaveProperty('minPrice');
    expect(search).not.toHaveProperty('maxPrice');
  });

  it('reads the state form with and without a filter', () => {
    expect(parseAdvisorResultsUrl('/s/new-york', '')).toStrictEqual({
      filters: [],
      sort: 'available',
      state: 'new-york',
    });
    expect(parseAdvisorResultsUrl('/s/new-york/tax-planning', '?sort=oldest')).toStrictEqual({
      filters: ['tax-planning'],
      sort: 'oldest',
      state: 'new-york',
    });
  });

  it('tolerates a trailing slash', () => {
    expect(parseAdvisorResultsUrl('/advisors/', '')?.filters).toEqual([]);
    expect(parseAdvisorResultsUrl('/advisors/a/', '')?.filters).toEqual(['a']);
  });

  it('decodes encoded path segments', () => {
    expect(parseAdvisorResultsUrl('/advisors/a%2Fb', '')?.filters).toEqual(['a/b']);
  });

  it.each([
    ['/', ''],
    ['', ''],
    ['/advisor/jane-doe', ''],
    ['/advisors/a/b', ''],
    ['/s', ''],
    ['/s/new-york/a/b', ''],
    [SITE_PAGES.services, ''],
    [AREA_ROOTS.account, '?filters=a+b'],
  ])('answers null for %j, which is not a results URL', (pathname, query) => {
    expect(parseAdvisorResultsUrl(pathname, query)).toBeNull();
  });

  it('answers null rather than throwing for malformed percent-encoding', () => {
    expect(parseAdvisorResultsUrl('/advisors/%E0%A4%A', '')).toBeNull();
    expect(parseAdvisorResultsUrl('/s/%zz/tax-planning', '')).toBeNull();
  });
});

describe('round trips', () => {
  const searches: AdvisorSearch[] = [
    { filters: [] },
    { filters: ['retirement-planning'] },
    { filters: ['retirement-planning', 'tax-planning'] },
    { filters: ['a', 'b', 'c'], sort: 'newest' },
    { filters: [], sort: 'available' },
    { filters: [], sort: 'highest', minPrice: 0, maxPrice: 500 },
    { filters: ['tax-planning'], minPrice: 150 },
    { filters: [], state: 'new-york' },
    { filters: ['estate-planning'], state: 'district-of-columbia', sort: 'lowest' },
    { filters: ['a', 'b'], state: 'california', sort: 'oldest', minPrice: 5, maxPrice: 250 },
    { filters: ['a/b', 'c&d'] },
    { filters: ['a/b'], state: 'x?y' },
  ];

  it.each(searches)('parse inverts build for %j', (search) => {
    const url = buildAdvisorResultsUrl(search);
    expect(parseUrl(url)).toStrictEqual({ ...search, sort: search.sort ?? 'available' });
  });

  it.each(searches)('build inverts parse for the URL of %j', (search) => {
    const url = buildAdvisorResultsUrl(search);
    const parsed = parseUrl(url);
    expect(parsed).not.toBeNull();
    expect(buildAdvisorResultsUrl(parsed!)).toBe(url);
  });

  it.each([
    ADVISOR_PAGES.search,
    '/advisors/tax-planning',
    `${ADVISOR_PAGES.search}?filters=a+b`,
    `${ADVISOR_PAGES.search}?sort=newest`,
    '/advisors/a?sort=lowest&minPrice=10&maxPrice=90',
    '/s/new-york',
    '/s/new-york/tax-planning',
    '/s/texas?filters=a+b&sort=highest&maxPrice=400',
  ])('%s survives parse then build unchanged', (url) => {
    expect(buildAdvisorResultsUrl(parseUrl(url)!)).toBe(url);
  });
});

describe('search text, ZIP code and rating', () => {
  it('keeps text, ZIP and rating in the query, and relevance as the default sort with text', () => {
    const url = buildAdvisorResultsUrl({
      filters: ['cfp'],
      q: '  Thomas   Nguen ',
      rating: '4',
      sort: 'relevance',
    });
    expect(url).toBe(`${ADVISOR_PAGES.results('cfp')}?q=Thomas%20Nguen&rating=4`);
    expect(parseUrl(url)).toEqual({
      filters: ['cfp'],
      q: 'Thomas Nguen',
      rating: '4',
      sort: 'relevance',
    });
  });

  it('writes a sort other than relevance with text, and drops relevance without it', () => {
    expect(buildAdvisorResultsUrl({ filters: [], q: 'tax', sort: 'rating' })).toBe(
      `${ADVISOR_PAGES.search}?q=tax&sort=rating`,
    );
    expect(buildAdvisorResultsUrl({ filters: [], sort: 'relevance' })).toBe(ADVISOR_PAGES.search);
    expect(parseUrl(`${ADVISOR_PAGES.search}?sort=relevance`)?.sort).toBe('available');
    expect(parseUrl(`${ADVISOR_PAGES.search}?q=tax&sort=available`)?.sort).toBe('available');
  });

  it('reads five digits typed in the search box as a ZIP code', () => {
    expect(parseUrl(`${ADVISOR_PAGES.search}?q=10001`)).toEqual({
      filters: [],
      zip: '10001',
      sort: 'available',
    });
    expect(buildAdvisorResultsUrl({ filters: [], zip: '10001' })).toBe(
      `${ADVISOR_PAGES.search}?zip=10001`,
    );
  });

  it('keeps a malformed ZIP so the page can say what is wrong', () => {
    expect(parseUrl(`${ADVISOR_PAGES.search}?zip=123`)?.zip).toBe('123');
    expect(zipProblem('123')).toBe(ADVISOR_SEARCH_MESSAGES.zipFormat);
    expect(zipProblem('00000')).toBe(ADVISOR_SEARCH_MESSAGES.zipUnknown('00000'));
    expect(zipProblem('10001')).toBeUndefined();
    expect(zipProblem(undefined)).toBeUndefined();
  });

  it('ignores an unknown rating and cuts long text to the limit', () => {
    expect(parseUrl(`${ADVISOR_PAGES.search}?rating=5`)?.rating).toBeUndefined();
    const long = 'a'.repeat(LIMITS.advisorSearchText.max + 20);
    expect(parseUrl(`${ADVISOR_PAGES.search}?q=${long}`)?.q).toHaveLength(
      LIMITS.advisorSearchText.max,
    );
  });
});
