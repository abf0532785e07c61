// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { ONGOING_BILLING_MONTHS } from '../../../shared/constants';
import type { AdvisorProfile, PublicReview, ReviewPage } from '../../../shared/contracts/advisors';
import { crdRecordUrl, REVIEW_PAGE_SIZE } from '../../../shared/domain/advisor-listing';
import { formatCurrency } from '../../../shared/format';
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { SITE_PAGES } from '../../../shared/routes/site';
import type { PublicOffering } from '../../../shared/contracts/offerings';
import { advisorOfferingsQuery } from '../../features/plans/offering-queries';
import { advisorProfileQuery, advisorReviewsQuery } from '../../features/advisors/advisors-api';
import { featureFlagQuery } from '../../api/home';
import { fakePublicApi } from '../../testing/fake-public-api';
import { PublicApiProvider } from '../../api/public-api-context';
import AdvisorProfilePage from './advisor-profile-page';
import { ADVISOR } from '../../testing/advisor-profile-fixture';

afterEach(cleanup);

const TOTAL_REVIEWS = REVIEW_PAGE_SIZE + 2;

/** The shared advisor, with a page of reviews too many and every part of the profile filled. */
const advisor: AdvisorProfile = {
  ...ADVISOR,
  reviewAverage: 4.714,
  reviewCount: TOTAL_REVIEWS,
  bio: 'Retirement income\nTax-smart withdrawals',
  nextAvailability: '2099-03-04T15:00:00.000Z',
  longBio: 'I help people retire.',
  personalBio: 'I bake bread.',
  states: ['CA', 'CO'],
  enjoysWorkingWith: [{ slug: 'retirees', title: 'Retirees' }],
  crdNumber: '1234567',
  meetingsCompleted: 40,
  ratingCounts: [0, 0, 0, 2, 5],
};

const review = (index: number): PublicReview => ({
  id: `r${index}`,
  reviewerName: `Reviewer ${index}`,
  rating: 5,
  title: `Review title ${index}`,
  body: 'Helpful.',
  createdAt: '2026-01-15T12:00:00.000Z',
  response: index === 0 ? { title: 'Thank you', body: 'Glad it helped.' } : null,
});

function reviewPage(page: number): ReviewPage {
  const start = (page - 1) * REVIEW_PAGE_SIZE;
  const count = Math.max(0, Math.min(REVIEW_PAGE_SIZE, TOTAL_REVIEWS - start));
  return {
    reviews: Array.from({ length: count }, (_, index) => review(start + index)),
    total: TOTAL_REVIEWS,
    page,
    pageSize: REVIEW_PAGE_SIZE,
  };
}

const offeringOf = (kind: PublicOffering['kind'], over: Partial<PublicOffering> = {}) => ({
  id: `${kind}-1`,
  kind,
  advisorId: advisor.id,
  advisorSlug: advisor.slug,
  advisorName: 'Jane Doe',
  enabled: true,
  priceCents: kind === 'plan' ? 320_000 : 17_500,
  terms: 'Terms of the offering.',
  capacity: kind === 'plan' ? null : 5,
  placesLeft: kind === 'plan' ? null : 2,
  ...over,
});

function setUp({
  ongoing = false,
  profile = advisor,
  offerings,
}: { ongoing?: boolean; profile?: AdvisorProfile; offerings?: PublicOffering[] } = {}) {
  const getAdvisorReviews = vi.fn(async (_slug: string, page: number) => reviewPage(page));
  const api = fakePublicApi({ getAdvisorReviews });
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(advisorProfileQuery(api, profile.slug).queryKey, profile);
  client.setQueryData(advisorReviewsQuery(api, profile.slug, 1).queryKey, reviewPage(1));
  client.setQueryData(featureFlagQuery(api, 'TheOngoing').queryKey, ongoing);
  if (offerings) client.setQueryData(advisorOfferingsQuery(api, profile.slug).queryKey, offerings);
  const router = createMemoryRouter(
    [{ path: ADVISOR_PAGE_PATTERNS.profile, Component: AdvisorProfilePage }],
    {
      initialEntries: [ADVISOR_PAGES.profile(profile.slug)],
    },
  );
  const page: ReactNode = (
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PublicApiProvider api={api}>
          <RouterProvider router={router} />
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
  return { page, getAdvisorReviews };
}

function renderProfile(options: Parameters<typeof setUp>[0] = {}) {
  const { page, getAdvisorReviews } = setUp(options);
  render(page);
  return { getAdvisorReviews };
}

const hrefsTo = (href: string) =>
  screen.queryAllByRole('link').filter((link) => link.getAttribute('href') === href);

describe('advisor profile page', () => {
  it('shows who the advisor is, with a rating summary to two decimals', () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Jane Doe, CFP®');
    expect(screen.getAllByText('4.71').length).toBeGreaterThan(0);
    const byRating = screen.getByRole('list', { name: 'Reviews by rating' });
    expect(
      within(byRating)
        .getAllByRole('listitem')
        .map((row) => row.textContent),
    ).toEqual([
      '5 stars5 reviews',
      '4 stars2 reviews',
      '3 stars0 reviews',
      '2 stars0 reviews',
      '1 star0 reviews',
    ]);
    expect(screen.getByText('Doe Planning')).toBeTruthy();
    expect(screen.getByText('Denver, Colorado', { selector: 'span' })).toBeTruthy();
  });

  it('hides the rating without reviews', () => {
    renderProfile({ profile: { ...advisor, reviewAverage: 0, ratingCounts: [0, 0, 0, 0, 0] } });
    expect(screen.queryByRole('list', { name: 'Reviews by rating' })).toBeNull();
  });

  it('prints only the place the advisor gave, never an empty one', () => {
    const { unmount } = render(
      setUp({ profile: { ...advisor, city: null, homeState: null, firmName: null } }).page,
    );
    expect(screen.queryByText('Based in')).toBeNull();
    expect(document.body.textContent).not.toMatch(/Based in\s*,|, New York|Unknown/);
    unmount();
    renderProfile({ profile: { ...advisor, city: null, firmName: '  ' } });
    expect(screen.getByText('Based in')).toBeTruthy();
    expect(screen.getAllByText('Colorado', { exact: false }).length).toBeGreaterThan(0);
    expect(document.body.textContent).not.toMatch(/, Colorado|·\s*·/);
  });

  it('links specialities, client types, states and business model to their results pages', () => {
    renderProfile();
    const link = (name: string) => screen.getByRole('link', { name }).getAttribute('href');
    expect(link('Tax planning')).toBe(buildAdvisorResultsUrl({ filters: ['tax-planning'] }));
    expect(link('Retirees')).toBe(buildAdvisorResultsUrl({ filters: ['retirees'] }));
    expect(link('California')).toBe(buildAdvisorResultsUrl({ filters: [], state: 'california' }));
    expect(link('Hourly planners')).toBe(buildAdvisorResultsUrl({ filters: ['hourly-planners'] }));
    const record = screen.getByRole('link', { name: /public adviser record/ });
    expect(record.getAttribute('href')).toBe(crdRecordUrl('1234567'));
    expect(record.getAttribute('target')).toBe('_blank');
    expect(record.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers The Hour and The Plan at the advisor’s prices, without The Ongoing when its flag is off', () => {
    renderProfile();
    expect(hrefsTo(BOOKING_PAGES.bookHour('jane-doe')).length).toBeGreaterThan(0);
    expect(screen.getByRole('link', { name: 'How The Plan works' }).getAttribute('href')).toBe(
      SITE_PAGES.thePlan,
    );
    expect(screen.getByRole('link', { name: 'Choose The Plan' }).getAttribute('href')).toBe(
      PLAN_PAGES.planTerms('jane-doe'),
    );
    expect(screen.getByText(formatCurrency(advisor.planPrice))).toBeTruthy();
    expect(screen.queryByText('The Ongoing')).toBeNull();
  });

  it('shows The Ongoing per month, billed every few months, when its flag is on', () => {
    renderProfile({ ongoing: true, offerings: [offeringOf('plan'), offeringOf('ongoing')] });
    expect(screen.getByRole('heading', { name: 'The Ongoing' })).toBeTruthy();
    expect(screen.getByText(formatCurrency(17_500))).toBeTruthy();
    expect(
      screen.getByText(new RegExp(`Billed every ${ONGOING_BILLING_MONTHS} months`)),
    ).toBeTruthy();
    expect(screen.getByText(/2 places left/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sign up for The Ongoing' }).getAttribute('href')).toBe(
      PLAN_PAGES.purchaseOngoing('ongoing-1'),
    );
    expect(screen.getByRole('link', { name: 'Choose The Plan' }).getAttribute('href')).toBe(
      PLAN_PAGES.planTerms('jane-doe'),
    );
    expect(screen.getByText(formatCurrency(320_000))).toBeTruthy();
  });

  it('offers the waitlist instead of signing up when The Ongoing is full', () => {
    renderProfile({ ongoing: true, offerings: [offeringOf('ongoing', { placesLeft: 0 })] });
    expect(screen.getByText(/Fully booked/)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Join the waitlist' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Sign up for The Ongoing' })).toBeNull();
    // The Plan is switched off: it is not offered.
    expect(screen.queryByRole('heading', { name: 'The Plan' })).toBeNull();
  });

  it('says clearly when the advisor accepts no new clients, with no way to book', () => {
    renderProfile({ profile: { ...advisor, acceptingClients: false } });
    expect(screen.getByText('Jane isn’t accepting new clients right now.')).toBeTruthy();
    expect(hrefsTo(BOOKING_PAGES.bookHour('jane-doe'))).toEqual([]);
    expect(screen.queryByRole('link', { name: /Book|Pick a time/ })).toBeNull();
    expect(
      screen.getAllByRole('link', { name: 'Find a similar advisor' })[0]!.getAttribute('href'),
    ).toBe(buildAdvisorResultsUrl({ filters: ['tax-planning'] }));
  });

  it('pages reviews newest first with Show more, beside the endorsement disclaimer', async () => {
    const { getAdvisorReviews } = renderProfile();
    const reviews = () => screen.getAllByRole('heading', { level: 3, name: /^Review title/ });
    expect(reviews()).toHaveLength(REVIEW_PAGE_SIZE);
    expect(screen.getByText('Response from Jane')).toBeTruthy();
    expect(screen.getByText(/not paid for/)).toBeTruthy();
    expect(screen.getByText(/referral fee/)).toBeTruthy();
    expect(
      screen.getByText(`Showing ${REVIEW_PAGE_SIZE} of ${TOTAL_REVIEWS} reviews`),
    ).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Show more reviews' }));
    await waitFor(() => expect(reviews()).toHaveLength(TOTAL_REVIEWS));
    expect(getAdvisorReviews).toHaveBeenCalledWith('jane-doe', 2);
    expect(reviews()[REVIEW_PAGE_SIZE]!.textContent).toBe(`Review title ${REVIEW_PAGE_SIZE}`);
    expect(screen.queryByRole('button', { name: 'Show more reviews' })).toBeNull();
    expect(screen.getByText(`Showing ${TOTAL_REVIEWS} of ${TOTAL_REVIEWS} reviews`)).toBeTruthy();
  });

  it('renders the same next-availability line on the server as on the first browser render', () => {
    const html = renderToString(setUp().page);
    expect(html).toContain('Jane Doe');
    expect(html).toContain('Checking the calendar');
    expect(html).not.toContain('2099');
  });

  it('shows the next availability in the viewer’s zone once hydrated', () => {
    renderProfile();
    expect(screen.getAllByText(/March 4 at/).length).toBeGreaterThan(0);
  });
});
