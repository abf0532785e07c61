// @vitest-environment happy-dom
// Advisor Home against a fake server: the greeting, the next meeting, the week's figures, the
// way to the other dashboard pages, and an account without an advisor profile.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, within } from '@testing-library/react';
import { ADVISOR_CLIENT_PAGES } from '../../../shared/routes/advisor-clients';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { DASHBOARD_TAB_PAGES, MEETING_PAGES } from '../../../shared/routes/meetings';
import { MEETING_API } from '../../../shared/routes/meetings-api';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { PRACTICE_API } from '../../../shared/routes/practice-api';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { SITE_PAGES } from '../../../shared/routes/site';
import { meetingFixture } from '../../features/meetings/meeting-fixtures';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import DashboardHomePage from './dashboard-home-page';

// Wednesday, March 18 2026, in New York.
const NOW = new Date('2026-03-18T15:00:00.000Z');
const advisor = signedInAs({ fullName: 'Thomas Nguyen', roles: ['Advisor'] });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(NOW);
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('Advisor Home', () => {
  it('says Welcome on the advisor’s first visit, as the server knows it', async () => {
    const server = fakeServer({
      [`POST ${ONBOARDING_API.homeVisit}`]: () => ({ body: { firstVisit: true } }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Thomas' })).toBeTruthy();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
    expect(server.callsTo(`POST ${ONBOARDING_API.homeVisit}`)).toHaveLength(1);
  });

  it('greets the advisor with the next meeting, the figures and the tools', async () => {
    fakeServer({
      [`POST ${ONBOARDING_API.homeVisit}`]: () => ({ body: { firstVisit: false } }),
      [`GET ${MEETING_API.dashboard}`]: () => ({
        body: {
          upcoming: [
            meetingFixture({ id: 'a', start: '2026-03-19T14:00:00.000Z' }),
            meetingFixture({ id: 'b', start: '2026-03-21T14:00:00.000Z' }),
            meetingFixture({ id: 'c', start: '2026-03-24T14:00:00.000Z' }),
          ],
          past: [
            meetingFixture({ id: 'd', start: '2026-03-16T14:00:00.000Z' }),
            meetingFixture({
              id: 'e',
              start: '2026-03-12T14:00:00.000Z',
              notesSentAt: '2026-03-12T16:00:00.000Z',
            }),
          ],
        },
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Thomas' }),
    ).toBeTruthy();
    const next = within(await screen.findByRole('article', { name: 'Casey Morgan' }));
    expect(next.getByText('Thursday, March 19, 2026')).toBeTruthy();
    expect(screen.getByText('Meetings this week').previousElementSibling?.textContent).toBe('2');
    expect(screen.getByText('Note to write').previousElementSibling?.textContent).toBe('1');
    expect(screen.getByRole('link', { name: 'Write them' }).getAttribute('href')).toBe(
      DASHBOARD_TAB_PAGES.past,
    );
    const nav = within(screen.getByRole('navigation', { name: 'Advisor Home' }));
    expect(nav.getByRole('link', { name: 'Overview' }).getAttribute('aria-current')).toBe('page');
    expect(nav.getByRole('link', { name: 'Availability' }).getAttribute('href')).toBe(
      AVAILABILITY_PAGES.dashboard,
    );
    const tools = within(screen.getByRole('region', { name: 'Your tools' }));
    expect(tools.getByRole('link', { name: /^Set your hours/ }).getAttribute('href')).toBe(
      AVAILABILITY_PAGES.dashboard,
    );
    expect(tools.getByRole('link', { name: /^Reviews/ }).getAttribute('href')).toBe(
      REVIEW_PAGES.dashboard,
    );
    expect(tools.getByRole('link', { name: /^Meetings/ }).getAttribute('href')).toBe(
      MEETING_PAGES.dashboard,
    );
  });

  it('lists what needs doing, each item linking to where it is done', async () => {
    fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({ body: { upcoming: [], past: [] } }),
      [`GET ${PRACTICE_API.toDo}`]: () => ({
        body: {
          reviewsToAnswer: 2,
          documentRequests: [
            {
              id: 'r1',
              title: 'Last two pay stubs',
              askedAt: '2026-03-10T15:00:00.000Z',
              client: { id: 'c1', name: 'Robin Portal' },
            },
          ],
          plansToDeliver: [
            {
              engagementId: 'e1',
              endsOn: '2026-04-30',
              client: { id: 'c1', name: 'Robin Portal' },
            },
          ],
          overdueInvoices: [
            {
              id: 'i1',
              number: 'INV-000007',
              amountCents: 90_000,
              dueAt: '2026-03-01T15:00:00.000Z',
              client: { id: 'c2', name: 'Sam Ortiz' },
            },
          ],
        },
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    const toDo = within(await screen.findByRole('region', { name: 'What needs doing' }));
    expect(
      (await toDo.findByRole('link', { name: /^2 reviews to answer/ })).getAttribute('href'),
    ).toBe(REVIEW_PAGES.dashboard);
    expect(
      toDo.getByRole('link', { name: /^Deliver Robin Portal’s written plan/ }).getAttribute('href'),
    ).toBe(ADVISOR_CLIENT_PAGES.client('c1'));
    expect(toDo.getByText('The Plan’s last day is Thu, Apr 30.')).toBeTruthy();
    expect(toDo.getByText('Robin Portal still owes “Last two pay stubs”')).toBeTruthy();
    expect(
      toDo.getByRole('link', { name: /^INV-000007 of \$900 is overdue/ }).getAttribute('href'),
    ).toBe(ADVISOR_CLIENT_PAGES.client('c2'));
  });

  it('explains an account without an advisor profile', async () => {
    fakeServer({
      [`GET ${MEETING_API.dashboard}`]: () => ({
        status: 404,
        body: { code: 'notFound', message: 'This account has no advisor profile.' },
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    expect(
      await screen.findByRole('heading', {
        name: 'There is no advisor profile on this account yet',
      }),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
      SITE_PAGES.contact,
    );
  });
});
