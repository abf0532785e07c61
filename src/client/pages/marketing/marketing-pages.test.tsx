// @vitest-environment happy-dom
// Every content page of this folder and of services/: one h1 each, all different, headings in
// order, and the links that must lead to particular places.
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { buildAdvisorResultsUrl } from '../../../shared/advisor-search-url';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { SITE_PAGES } from '../../../shared/routes/site';
import FlatFeePlannersPage from '../services/flat-fee-planners-page';
import HourlyAdvisorsPage from '../services/hourly-advisors-page';
import { renderWithData } from '../../testing/render-with-data';
import ThePlanPage from '../services/the-plan-page';
import AboutPage from './about-page';
import AffiliatesPage from './affiliates-page';
import BookedPage, { BookedContent } from './booked-page';
import NonUsPage from './non-us-page';
import RecruitPage from './recruit-page';

afterEach(cleanup);

function renderPage(Page: ComponentType, { ongoing = false } = {}) {
  return renderWithData(<Page />, { ongoing });
}

const PAGES_UNDER_TEST: [string, ComponentType][] = [
  ['about', AboutPage],
  ['booked', BookedPage],
  ['non-us', NonUsPage],
  ['recruit', RecruitPage],
  ['affiliates', AffiliatesPage],
  ['the-plan', ThePlanPage],
  ['hourly advisors', HourlyAdvisorsPage],
  ['flat-fee planners', FlatFeePlannersPage],
];

const href = (name: string | RegExp) =>
  screen.getAllByRole('link', { name }).map((link) => link.getAttribute('href'));

describe('content pages', () => {
  it('each has one h1 of its own and no skipped heading levels', () => {
    const titles = new Set<string>();
    for (const [name, Page] of PAGES_UNDER_TEST) {
      const { container, unmount } = renderPage(Page);
      const headings = [...container.querySelectorAll('h1, h2, h3, h4')];
      expect(
        headings.filter((h) => h.tagName === 'H1'),
        name,
      ).toHaveLength(1);
      let level = 0;
      for (const heading of headings) {
        const next = Number(heading.tagName.slice(1));
        expect(next - level, `${name}: ${heading.textContent}`).toBeLessThanOrEqual(1);
        level = next;
      }
      titles.add(container.querySelector('h1')?.textContent ?? '');
      unmount();
    }
    expect(titles.size).toBe(PAGES_UNDER_TEST.length);
  });

  it('recruit: Apply goes to the apply redirect; the ongoing range only with its flag', () => {
    const { container, unmount } = renderPage(RecruitPage);
    expect(href('Apply now')).toEqual([SITE_PAGES.apply, SITE_PAGES.apply]);
    expect(container.textContent).toContain('$5 – $500');
    expect(container.textContent).not.toContain('The Ongoing');
    unmount();
    renderPage(RecruitPage, { ongoing: true });
    expect(screen.getByRole('heading', { name: 'The Ongoing' })).toBeTruthy();
  });

  it('affiliates: registering leads to the affiliate registration', () => {
    renderPage(AffiliatesPage);
    expect(href('Register as an affiliate')).toEqual([
      AUTH_PAGES.registerAffiliate,
      AUTH_PAGES.registerAffiliate,
    ]);
  });

  it('booked: links to the client account, and shows meeting details first when given', () => {
    renderPage(() => <BookedContent details={<p>Tuesday at 3 pm with Ann</p>} />);
    expect(href(/My Account/)).toContain(AREA_ROOTS.account);
    const text = document.body.textContent ?? '';
    expect(text.indexOf('Tuesday at 3 pm')).toBeLessThan(text.indexOf('What happens next'));
  });

  it('the plan: price range from the dashboard data', () => {
    const { container } = renderPage(ThePlanPage);
    expect(container.textContent).toContain('$2,000 – $3,500');
  });

  it('landing pages link into the advisor search by business model', () => {
    const { unmount } = renderPage(HourlyAdvisorsPage);
    expect(href('Browse hourly planners')).toContain(
      buildAdvisorResultsUrl({ filters: ['hourly-planners'] }),
    );
    unmount();
    renderPage(FlatFeePlannersPage);
    expect(href('Browse flat-fee planners')).toContain(
      buildAdvisorResultsUrl({ filters: ['flat-fee-planners'] }),
    );
    expect(screen.queryByRole('link', { name: 'Choose your advisor' })).toBeNull();
  });
});
