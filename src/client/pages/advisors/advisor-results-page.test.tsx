// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildAdvisorResultsUrl, parseAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import type { AdvisorSearch } from '../../../shared/advisor-search-url';
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import type { AdvisorSearchQuery, AdvisorSearchResult } from '../../../shared/contracts/advisors';
import type { AdvisorCard, DashboardData } from '../../../shared/contracts/home';
import { HOUR_PRICE_DOLLARS } from '../../../shared/constants';
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { advisorSearchKey, searchQueryOf } from '../../features/advisors/advisors-api';
import { dashboardQuery, seoDataQuery } from '../../api/home';
import { fakePublicApi } from '../../testing/fake-public-api';
import { PublicApiProvider } from '../../api/public-api-context';
import AdvisorResultsPage from './advisor-results-page';
import { pageItems } from '../../features/advisors/results-pager';
import { readDollars } from '../../features/advisors/price-filter';

afterEach(cleanup);

const card = (index: number): AdvisorCard => ({
  id: `id-${index}`,
  slug: `advisor-${index}`,
  firstName: `First${index}`,
  lastName: 'Example',
  certifications: 'CFP®',
  profilePicUrl: `/avatars/advisor-${index}.svg`,
  title: 'Planner',
  reviewAverage: 4.5,
  reviewCount: 3,
  bio: 'One\nTwo',
  hourlyRate: 15000,
  offers: { plan: 250000, ongoing: null },
  nextAvailability: null,
});

const dashboard: DashboardData = {
  advisors: [],
  priceRange_TheHour: { low: 14000, high: 37500 },
  priceRange_ThePlan: { low: 200000, high: 200000 },
  priceRange_TheOngoing: { low: 9900, high: 20000 },
  meetingsCompleted: 10,
  averageReview: 4.8,
  profilePics: {},
  states: ['NY', 'CA'],
};

const SPECIALITIES = [
  { slug: 'tax-planning', title: 'Tax planning' },
  { slug: 'estate-planning', title: 'Estate planning' },
  { slug: 'social-security', title: 'Social Security timing' },
];

const TITLES: Record<string, { title: string; kind: 'speciality' | 'businessModel' }> = {
  'tax-planning': { title: 'Tax planning', kind: 'speciality' },
  'estate-planning': { title: 'Estate planning', kind: 'speciality' },
  'social-security': { title: 'Social Security timing', kind: 'speciality' },
  ...Object.fromEntries(
    BUSINESS_MODELS.map((model) => [model.slug, { title: model.title, kind: 'businessModel' }]),
  ),
};

const STATES: Record<string, { slug: string; abbreviation: string; name: string }> = {
  california: { slug: 'california', abbreviation: 'CA', name: 'California' },
  'new-york': { slug: 'new-york', abbreviation: 'NY', name: 'New York' },
};

function resultFor(query: AdvisorSearchQuery, total: number): AdvisorSearchResult {
  const pageSize = 12;
  const start = (query.page - 1) * pageSize;
  const count = Math.max(0, Math.min(pageSize, total - start));
  return {
    advisors: Array.from({ length: count }, (_, index) => card(start + index)),
    total,
    page: query.page,
    pageSize,
    state: query.state ? (STATES[query.state] ?? null) : null,
    filters: query.filters.map((slug) => ({ slug, ...TITLES[slug]! })),
  };
}

function renderResults(url: string, { total = 14 } = {}) {
  const search = parseAdvisorResultsUrl(url.split('?')[0]!, url.split('?')[1] ?? '');
  if (!search) throw new Error(`Not a results URL: ${url}`);
  const searchAdvisors = vi.fn(async (query: AdvisorSearchQuery) => resultFor(query, total));
  const api = fakePublicApi({ searchAdvisors });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const query = searchQueryOf(search);
  client.setQueryData(advisorSearchKey(query), resultFor(query, total));
  client.setQueryData(dashboardQuery(api).queryKey, dashboard);
  client.setQueryData(seoDataQuery(api).queryKey, SPECIALITIES);
  const router = createMemoryRouter(
    [
      { path: ADVISOR_PAGE_PATTERNS.results, Component: AdvisorResultsPage },
      { path: ADVISOR_PAGE_PATTERNS.stateResults, Component: AdvisorResultsPage },
    ],
    { initialEntries: [url] },
  );
  render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PublicApiProvider api={api}>
          <RouterProvider router={router} />
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { router, location, searchAdvisors };
}

const urlOf = (search: AdvisorSearch) => buildAdvisorResultsUrl(search);

describe('advisor results page', () => {
  it('shows the heading, the count, the intro and a card per advisor linking to its profile', () => {
    renderResults('/s/california/tax-planning');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Fee-only financial advisors for tax planning in California',
    );
    expect(screen.getByRole('heading', { level: 2, name: '14 advisors' })).toBeTruthy();
    expect(screen.getByText(/help with tax planning and take clients in California/)).toBeTruthy();
    const grid = screen.getByRole('list', { name: 'Advisors' });
    expect(grid.children).toHaveLength(12);
    expect(within(grid).getByRole('link', { name: 'First0 Example' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('advisor-0'),
    );
  });

  it('the state select goes to the state URL and back to all states, from page 1', async () => {
    const { location } = renderResults('/advisors/tax-planning?page=2');
    fireEvent.change(screen.getByLabelText('State'), { target: { value: 'california' } });
    await waitFor(() =>
      expect(location()).toBe(urlOf({ filters: ['tax-planning'], state: 'california' })),
    );
    fireEvent.change(screen.getByLabelText('State'), { target: { value: '' } });
    await waitFor(() => expect(location()).toBe(urlOf({ filters: ['tax-planning'] })));
  });

  it('offers only states with advisors, by name, plus the one in the URL', () => {
    renderResults('/s/new-york');
    const options = within(screen.getByLabelText('State')).getAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'All states',
      'California',
      'New York',
    ]);
  });

  it('speciality and business-model boxes add and remove filters with the builder', async () => {
    const { location } = renderResults(`${ADVISOR_PAGES.search}?page=2`);
    fireEvent.click(screen.getByLabelText('Tax planning'));
    await waitFor(() => expect(location()).toBe(urlOf({ filters: ['tax-planning'] })));
    fireEvent.click(screen.getByLabelText(BUSINESS_MODELS[0]!.title));
    await waitFor(() =>
      expect(location()).toBe(urlOf({ filters: ['tax-planning', BUSINESS_MODELS[0]!.slug] })),
    );
    expect(location()).toBe(
      `${ADVISOR_PAGES.search}?filters=tax-planning+${BUSINESS_MODELS[0]!.slug}`,
    );
    fireEvent.click(screen.getByLabelText('Tax planning'));
    await waitFor(() => expect(location()).toBe(urlOf({ filters: [BUSINESS_MODELS[0]!.slug] })));
  });

  it('the sort select sets the sort, and the default leaves the URL', async () => {
    const { location } = renderResults('/advisors/tax-planning?page=3');
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'lowest' } });
    await waitFor(() =>
      expect(location()).toBe(urlOf({ filters: ['tax-planning'], sort: 'lowest' })),
    );
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'available' } });
    await waitFor(() => expect(location()).toBe('/advisors/tax-planning'));
  });

  it('applies the price range on Enter, not on each keystroke', async () => {
    const { location } = renderResults(ADVISOR_PAGES.search);
    fireEvent.change(screen.getByLabelText('Minimum'), { target: { value: '100' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '300' } });
    expect(location()).toBe(ADVISOR_PAGES.search);
    fireEvent.submit(screen.getByLabelText('Maximum').closest('form')!);
    await waitFor(() =>
      expect(location()).toBe(urlOf({ filters: [], minPrice: 100, maxPrice: 300 })),
    );
  });

  it('applies the price range when focus leaves it, swapping reversed ends', async () => {
    const { location } = renderResults('/s/california');
    const min = screen.getByLabelText('Minimum');
    fireEvent.change(min, { target: { value: '400' } });
    fireEvent.change(screen.getByLabelText('Maximum'), { target: { value: '200' } });
    // Moving between the two boxes is not leaving.
    fireEvent.blur(min, { relatedTarget: screen.getByLabelText('Maximum') });
    expect(location()).toBe('/s/california');
    fireEvent.blur(screen.getByLabelText('Maximum'), { relatedTarget: document.body });
    await waitFor(() =>
      expect(location()).toBe(
        urlOf({ filters: [], state: 'california', minPrice: 200, maxPrice: 400 }),
      ),
    );
  });

  it('shows each active filter as a chip linking to the URL without it', () => {
    renderResults('/s/california?filters=tax-planning+estate-planning&minPrice=100&sort=lowest');
    const chips = screen.getByRole('list', { name: 'Active filters' });
    const href = (name: string) =>
      within(chips)
        .getByRole('link', { name: `Remove filter: ${name}` })
        .getAttribute('href');
    const base: AdvisorSearch = {
      filters: ['tax-planning', 'estate-planning'],
      state: 'california',
      sort: 'lowest',
      minPrice: 100,
    };
    expect(href('California')).toBe(urlOf({ ...base, state: undefined }));
    expect(href('From $100/hour')).toBe(urlOf({ ...base, minPrice: undefined }));
    expect(href('Tax planning')).toBe(urlOf({ ...base, filters: ['estate-planning'] }));
    expect(screen.getByRole('link', { name: 'Clear all' }).getAttribute('href')).toBe(
      urlOf({ filters: [], sort: 'lowest' }),
    );
  });

  it('pages with real links built by the builder', () => {
    renderResults('/advisors/tax-planning?sort=newest&page=2', { total: 40 });
    const pager = screen.getByRole('navigation', { name: 'Results pages' });
    const base: AdvisorSearch = { filters: ['tax-planning'], sort: 'newest' };
    expect(within(pager).getByRole('link', { name: 'Page 1' }).getAttribute('href')).toBe(
      urlOf(base),
    );
    expect(within(pager).getByRole('link', { name: 'Page 2' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(within(pager).getByRole('link', { name: 'Page 4' }).getAttribute('href')).toBe(
      urlOf({ ...base, page: 4 }),
    );
    expect(within(pager).getByRole('link', { name: /Next/ }).getAttribute('href')).toBe(
      urlOf({ ...base, page: 3 }),
    );
    expect(screen.getByText('Showing 13–24')).toBeTruthy();
  });

  it('with no results, suggests one-click ways to widen the search', () => {
    renderResults('/s/california/tax-planning?maxPrice=5', { total: 0 });
    expect(screen.getByRole('heading', { name: /No advisors match/ })).toBeTruthy();
    const base: AdvisorSearch = { filters: ['tax-planning'], state: 'california', maxPrice: 5 };
    const href = (name: RegExp) => screen.getByRole('link', { name }).getAttribute('href');
    expect(href(/Remove the price range/)).toBe(urlOf({ ...base, maxPrice: undefined }));
    expect(href(/Look beyond California/)).toBe(urlOf({ ...base, state: undefined }));
    expect(href(/Remove “Tax planning”/)).toBe(urlOf({ ...base, filters: [] }));
    expect(href(/See all advisors/)).toBe(urlOf({ filters: [] }));
  });

  it('collapses the filters behind a button on phones', () => {
    renderResults(ADVISOR_PAGES.search);
    const button = screen.getByRole('button', { name: /Filters/ });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel.hasAttribute('data-open')).toBe(false);
    fireEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hasAttribute('data-open')).toBe(true);
  });
});

describe('results helpers', () => {
  it('numbers pages around the current one with gaps', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(1, 4)).toEqual([1, 2, 3, 4]);
    expect(pageItems(5, 10)).toEqual([1, 'gap', 4, 5, 6, 'gap', 10]);
    expect(pageItems(1, 10)).toEqual([1, 2, 'gap', 10]);
  });

  it('reads whole dollars within the Hour price bounds', () => {
    expect(readDollars('')).toBeUndefined();
    expect(readDollars('abc')).toBeUndefined();
    expect(readDollars('$ 149.6')).toBe(150);
    expect(readDollars('0')).toBe(HOUR_PRICE_DOLLARS.min);
    expect(readDollars('$1,000,000')).toBe(HOUR_PRICE_DOLLARS.max);
  });
});
