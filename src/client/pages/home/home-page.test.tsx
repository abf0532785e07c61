// @vitest-environment happy-dom
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { BUSINESS_MODELS } from '../../../shared/advisor-taxonomy';
import {
  ENDORSEMENT_DISCLAIMER,
  TESTIMONIAL_CARD_DISCLOSURE,
} from '../../features/marketing/home-content';
import { clientImageOf, TESTIMONIALS } from '../../../shared/home-testimonials';
import { SKELETON_CARD_COUNT } from '../../../shared/constants';
import type { AdvisorCard, DashboardData } from '../../../shared/contracts/home';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { HOME_ANCHORS, SITE_PAGES } from '../../../shared/routes/site';
import { dashboardQuery, featureFlagQuery, seoDataQuery } from '../../api/home';
import { fakePublicApi } from '../../testing/fake-public-api';
import { PublicApiProvider } from '../../api/public-api-context';
import { HomeContent } from './home-page';

afterEach(cleanup);

const PUBLIC_DIR = path.resolve(import.meta.dirname, '../../../../public');

const advisor = (slug: string, firstName: string): AdvisorCard => ({
  id: slug,
  slug,
  firstName,
  lastName: 'Example',
  certifications: 'CFP®',
  profilePicUrl: `/avatars/${slug}.svg`,
  title: 'Planner',
  reviewAverage: 4.5,
  reviewCount: 3,
  bio: 'One\nTwo',
  hourlyRate: 15000,
  offers: { plan: 250000, ongoing: null },
  nextAvailability: null,
});

const dashboard: DashboardData = {
  advisors: [advisor('ann-example', 'Ann'), advisor('bo-example', 'Bo')],
  priceRange_TheHour: { low: 12500, high: 30000 },
  priceRange_ThePlan: { low: 200000, high: 200000 },
  priceRange_TheOngoing: { low: 9900, high: 20000 },
  meetingsCompleted: 10,
  averageReview: 4.8,
  // The testimonials' advisors are listed: their pictures are in the answer.
  profilePics: Object.fromEntries(
    TESTIMONIALS.map((testimonial) => [testimonial.advisorSlug, '/avatars/listed.svg']),
  ),
  states: ['ny', 'CA', 'ZZ'],
};

// Never called: the cache is filled before rendering, as after a server render.
const api = fakePublicApi();

function renderHome({ ongoing = false, data = true, listed = dashboard.profilePics } = {}) {
  const client = new QueryClient();
  if (data)
    client.setQueryData(dashboardQuery(api).queryKey, { ...dashboard, profilePics: listed });
  client.setQueryData(seoDataQuery(api).queryKey, [
    { slug: 'tax-planning', title: 'Tax planning' },
  ]);
  client.setQueryData(featureFlagQuery(api, 'TheOngoing').queryKey, ongoing);
  return render(
    <MantineProvider env="test">
      <QueryClientProvider client={client}>
        <PublicApiProvider api={api}>
          <MemoryRouter>
            <HomeContent />
          </MemoryRouter>
        </PublicApiProvider>
      </QueryClientProvider>
    </MantineProvider>,
  );
}

const hrefs = (container: HTMLElement, name: string | RegExp) =>
  within(container)
    .getAllByRole('link', { name })
    .map((link) => link.getAttribute('href'));

describe('home page', () => {
  it('shows the sections of docs/product.md#public-site in order', () => {
    const { container } = renderHome();
    const headings = [...container.querySelectorAll('h1, h2')].map((h) => h.textContent);
    expect(headings).toEqual([
      'Just Financial Advice',
      'Expert advice on the questions that matter to you',
      'Meet a few of our fiduciary advisors',
      'Good advice in three simple steps',
      'Clients who finally got straight answers',
      'Advice you can trust, because it’s the only thing we sell',
      'Simple, flat prices. No surprises.',
      'Booking with us is risk-free',
      'Frequently asked questions',
      'Browse advisors',
    ]);
    for (const anchor of [
      HOME_ANCHORS.home,
      HOME_ANCHORS.experts,
      HOME_ANCHORS.howItWorks,
      HOME_ANCHORS.pricing,
    ]) {
      expect(container.querySelector(`#${anchor}`)).not.toBeNull();
    }
  });

  it('leaves out the testimonials when none of their advisors is listed', () => {
    const { container } = renderHome({ listed: {} });
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent);
    expect(headings).toContain('Good advice in three simple steps');
    expect(headings).not.toContain('Clients who finally got straight answers');
    expect(screen.queryByRole('link', { name: /^Meet / })).toBeNull();
  });

  it('prices from the dashboard data', () => {
    const { container } = renderHome();
    expect(container.querySelector('#home')?.textContent).toContain('From $125/hour');
    const pricing = container.querySelector<HTMLElement>('#pricing')!;
    expect(pricing.textContent).toContain('$125 – $300');
    expect(pricing.textContent).toContain('$2,000');
    expect(pricing.textContent).not.toContain('The Ongoing');
    expect(hrefs(pricing, 'Find your advisor')).toEqual([ADVISOR_PAGES.search]);
    expect(hrefs(pricing, 'Learn More')).toEqual([SITE_PAGES.thePlan]);
  });

  it('with The Ongoing on, adds its card and hides the Hour and Plan links', () => {
    const { container } = renderHome({ ongoing: true });
    const pricing = container.querySelector<HTMLElement>('#pricing')!;
    expect(pricing.textContent).toContain('The Ongoing');
    expect(pricing.textContent).toContain('$99 – $200');
    expect(within(pricing).queryByRole('link')).toBeNull();
  });

  it('links topics, testimonials and browse lists to real destinations', () => {
    renderHome();
    expect(screen.getByRole('link', { name: /Retirement planning/ }).getAttribute('href')).toBe(
      buildAdvisorResultsUrl({ filters: ['retirement-planning'] }),
    );
    expect(screen.getByRole('link', { name: /And more/ }).getAttribute('href')).toBe(
      ADVISOR_PAGES.search,
    );
    // Each testimonial names its own advisor and links to that profile by slug.
    expect(
      screen
        .getAllByRole('link', { name: /^Meet / })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Meet Jennifer Walsh →', ADVISOR_PAGES.profile('jennifer-walsh')],
      ['Meet Rachel Kowalski →', ADVISOR_PAGES.profile('rachel-kowalski')],
      ['Meet Thomas Nguyen →', ADVISOR_PAGES.profile('thomas-nguyen')],
    ]);
    expect(screen.getByText(/Jennifer answered every one in an hour/)).toBeTruthy();
    const states = screen.getByRole('navigation', { name: 'By state' });
    expect(hrefs(states, /./)).toEqual(['/s/california', '/s/new-york']);
    const specialities = screen.getByRole('navigation', { name: 'By speciality' });
    expect(hrefs(specialities, 'Tax planning')).toEqual(['/advisors/tax-planning']);
    const models = screen.getByRole('navigation', { name: 'By business model' });
    expect(hrefs(models, /./)).toHaveLength(BUSINESS_MODELS.length);
    expect(screen.getByRole('link', { name: 'Live outside the US?' }).getAttribute('href')).toBe(
      SITE_PAGES.nonUs,
    );
  });

  it('shows the testimonials with their disclosure inline, not behind a button', () => {
    renderHome();
    const disclosure = screen.getByRole('region', { name: 'About these testimonials' });
    for (const paragraph of ENDORSEMENT_DISCLAIMER) {
      expect(disclosure.textContent).toContain(paragraph);
    }
    expect(screen.getAllByText(TESTIMONIAL_CARD_DISCLOSURE)).toHaveLength(TESTIMONIALS.length);
    expect(screen.queryByRole('button', { name: /disclaimer/i })).toBeNull();
  });

  it("shows each testimonial's client image beside the client's name, a file the site serves", () => {
    renderHome();
    for (const testimonial of TESTIMONIALS) {
      const caption = screen.getByText(testimonial.clientName).closest('figcaption')!;
      const image = caption.querySelector('img');
      expect(image?.getAttribute('src'), testimonial.clientName).toBe(clientImageOf(testimonial));
      // Served from public/: an SVG drawing of its own, not a stand-in from elsewhere.
      const file = readFileSync(path.join(PUBLIC_DIR, clientImageOf(testimonial)), 'utf8');
      expect(file).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="0 0 96 96"/);
      expect(file).not.toMatch(/<script|href=/i);
    }
    expect(new Set(TESTIMONIALS.map(clientImageOf)).size).toBe(TESTIMONIALS.length);
  });

  it('shows skeleton cards while the dashboard loads', () => {
    const { container } = renderHome({ data: false });
    const experts = container.querySelector<HTMLElement>('#experts')!;
    expect(experts.querySelector('[aria-busy="true"]')?.children).toHaveLength(SKELETON_CARD_COUNT);
  });
});
