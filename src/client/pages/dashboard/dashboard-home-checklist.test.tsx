// @vitest-environment happy-dom
// The first-run checklist on Advisor Home (docs/product.md#becoming-an-advisor) against a fake
// server: each item as the server says, its link, "Keep these prices", "Submit for review" only
// once everything is done, and no checklist once approved or without an advisor profile.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Checklist } from '../../../shared/contracts/onboarding';
import { CHECKLIST_ITEMS } from '../../../shared/onboarding';
import { ADVISOR_PROFILE_PAGES } from '../../../shared/routes/advisor-profile';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import DashboardHomePage from './dashboard-home-page';

const advisor = signedInAs({ fullName: 'Imani Okafor', roles: ['Advisor'] });

function checklist(done: string[], extra: Partial<Checklist> = {}): Checklist {
  return {
    items: CHECKLIST_ITEMS.map((key) => ({ key, done: done.includes(key), missing: [] })),
    submittedAt: null,
    approved: false,
    disclosures: [],
    ...extra,
  };
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the checklist on Advisor Home', () => {
  it('shows each item as done or not, links to its place, and confirms prices', async () => {
    const server = fakeServer({
      [`GET ${ONBOARDING_API.checklist}`]: () => ({ body: checklist(['photo']) }),
      [`POST ${ONBOARDING_API.confirmPrices}`]: () => ({
        body: checklist(['photo', 'offerings']),
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });

    const region = within(await screen.findByRole('region', { name: 'Get ready to meet clients' }));
    expect(region.getByText('1 of 5 done')).toBeTruthy();
    expect(region.getByTestId('checklist-photo').textContent).toContain('Add your photo (done)');
    expect(region.getByTestId('checklist-profile').textContent).toContain(
      'Write your profile (to do)',
    );
    expect(
      region.getByRole('link', { name: 'Edit profile: Write your profile' }).getAttribute('href'),
    ).toBe(ADVISOR_PROFILE_PAGES.dashboard);
    expect(
      region.getByRole('link', { name: 'Upload: Upload your disclosures' }).getAttribute('href'),
    ).toBe(ONBOARDING_PAGES.disclosures);
    const submit = region.getByRole('button', { name: 'Submit for review' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(region.getByRole('button', { name: 'Keep these prices' }));
    await waitFor(() => expect(region.getByText('2 of 5 done')).toBeTruthy());
    expect(server.callsTo(`POST ${ONBOARDING_API.confirmPrices}`)).toHaveLength(1);
  });

  it('names what the profile still lacks', async () => {
    fakeServer({
      [`GET ${ONBOARDING_API.checklist}`]: () => ({
        body: {
          ...checklist(['photo']),
          items: CHECKLIST_ITEMS.map((key) =>
            key === 'profile'
              ? { key, done: false, missing: ['homeState', 'city', 'firmName'] }
              : { key, done: key === 'photo', missing: [] },
          ),
        },
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    const region = within(await screen.findByRole('region', { name: 'Get ready to meet clients' }));
    expect(region.getByTestId('checklist-profile').textContent).toContain(
      'Still to add: home state, city and firm.',
    );
    expect(region.getByTestId('checklist-photo').textContent).not.toContain('Still to add');
  });

  it('sends a finished checklist for review and then says so', async () => {
    const all = [...CHECKLIST_ITEMS];
    const server = fakeServer({
      [`GET ${ONBOARDING_API.checklist}`]: () => ({ body: checklist(all) }),
      [`POST ${ONBOARDING_API.submit}`]: () => ({
        body: checklist(all, { submittedAt: '2026-03-18T15:00:00.000Z' }),
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    const region = within(await screen.findByRole('region', { name: 'Get ready to meet clients' }));
    fireEvent.click(region.getByRole('button', { name: 'Submit for review' }));
    expect((await region.findByRole('status')).textContent).toMatch(/^Sent for review on/);
    expect(region.queryByRole('button', { name: 'Submit for review' })).toBeNull();
    expect(server.callsTo(`POST ${ONBOARDING_API.submit}`)).toHaveLength(1);
  });

  it('is gone once approved, and for an account without an advisor profile', async () => {
    fakeServer({
      [`GET ${ONBOARDING_API.checklist}`]: () => ({
        body: checklist([...CHECKLIST_ITEMS], { approved: true }),
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    await screen.findByRole('heading', { name: 'What needs doing' });
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Get ready to meet clients' })).toBeNull(),
    );
    expect(screen.queryByText(/Loading your checklist/)).toBeNull();
    cleanup();

    const server = fakeServer({
      [`GET ${ONBOARDING_API.checklist}`]: () => ({
        status: 404,
        body: { code: 'notFound', message: 'The requested page or record was not found.' },
      }),
    });
    renderPage(<DashboardHomePage />, { path: AREA_ROOTS.dashboard, auth: advisor });
    await waitFor(() => expect(server.callsTo(`GET ${ONBOARDING_API.checklist}`)).toHaveLength(1));
    await waitFor(() => expect(screen.queryByText(/Loading your checklist/)).toBeNull());
    expect(screen.queryByRole('region', { name: 'Get ready to meet clients' })).toBeNull();
  });
});
