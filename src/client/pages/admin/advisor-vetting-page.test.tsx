// @vitest-environment happy-dom
// The advisors' vetting page as an admin uses it: each advisor waiting for review with their
// checklist, CRD record and disclosures as the server answered; Approve only once "CRD checked" and
// "ADV on file" are ticked, each tick and the approval sent as the contract says; unlisting an
// approved advisor after a confirmation, and the server's refusal said.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { vettingChangeSchema } from '../../../shared/contracts/onboarding';
import type { AdminAdvisor, AdminAdvisorList } from '../../../shared/contracts/onboarding';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { ONBOARDING_API, ONBOARDING_API_PATTERNS } from '../../../shared/routes/onboarding-api';
import { ONBOARDING_PAGES, adviserInfoUrl } from '../../../shared/routes/onboarding';
import { fakeServer } from '../../testing/fake-server';
import type { FakeRoutes } from '../../testing/fake-server';
import AdvisorVettingPage from './advisor-vetting-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const waiting: AdminAdvisor = {
  id: 'advisor-priya',
  slug: 'priya-shah',
  name: 'Priya Shah',
  email: 'priya@example.com',
  crdNumber: '7654321',
  createdAt: '2026-11-01T18:00:00.000Z',
  submittedAt: '2026-11-20T18:00:00.000Z',
  approvedAt: null,
  approvedByName: null,
  crdCheckedAt: null,
  advOnFileAt: '2026-11-21T18:00:00.000Z',
  listed: false,
  checklist: [
    { key: 'profile', done: true, missing: [] },
    { key: 'photo', done: true, missing: [] },
    { key: 'offerings', done: true, missing: [] },
    { key: 'availability', done: true, missing: [] },
    { key: 'disclosures', done: false, missing: [] },
  ],
  disclosures: [
    { kind: 'adv', fileName: 'adv.pdf', sizeBytes: 1000, uploadedAt: '2026-11-19T18:00:00.000Z' },
  ],
};
const thomas: AdminAdvisor = {
  ...waiting,
  id: 'advisor-thomas',
  slug: 'thomas-nguyen',
  name: 'Thomas Nguyen',
  submittedAt: '2026-06-01T18:00:00.000Z',
  approvedAt: '2026-06-03T18:00:00.000Z',
  approvedByName: 'Alex Admin',
  crdCheckedAt: '2026-06-02T18:00:00.000Z',
  listed: true,
  checklist: null,
};

const CHANGE = `PUT ${ONBOARDING_API_PATTERNS.adminAdvisor}`;
const APPROVE = `POST ${ONBOARDING_API_PATTERNS.adminAdvisorApprove}`;

function open(list: AdminAdvisorList, routes: FakeRoutes = {}) {
  const server = fakeServer({
    [`GET ${ONBOARDING_API.adminAdvisors}`]: () => ({ body: list }),
    ...routes,
  });
  renderAdminPage(<AdvisorVettingPage />, { path: ONBOARDING_PAGES.adminAdvisors });
  return server;
}

describe('the advisors vetting page', () => {
  it('shows a waiting advisor’s checklist, CRD record and disclosures', async () => {
    open({ waiting: [waiting], approved: [thomas] });
    const card = within(await screen.findByTestId('waiting-priya-shah'));
    expect(screen.getByRole('heading', { name: 'Waiting for review (1)' })).toBeTruthy();
    expect(card.getByText('Sent for review Fri, Nov 20')).toBeTruthy();
    expect(card.getByText('priya@example.com')).toBeTruthy();
    expect(
      card.getByRole('link', { name: '7654321 on adviserinfo.sec.gov' }).getAttribute('href'),
    ).toBe(adviserInfoUrl('7654321'));
    const checklist = within(card.getByRole('list', { name: 'Priya Shah’s checklist' }));
    expect(checklist.getByText(/Write your profile/).textContent).toBe('Write your profile: done');
    expect(checklist.getByText(/Upload your disclosures/).textContent).toBe(
      'Upload your disclosures: not done',
    );
    expect(card.getByRole('button', { name: 'Download Form ADV Part 2A' })).toBeTruthy();
    expect(card.getByText('No Form CRS yet')).toBeTruthy();
    expect(card.getByRole('checkbox', { name: 'ADV on file' })).toHaveProperty('checked', true);
    expect(card.getByRole('button', { name: 'Approve Priya Shah' })).toHaveProperty(
      'disabled',
      true,
    );

    const approved = within(screen.getByRole('link', { name: 'Thomas Nguyen' }).closest('tr')!);
    expect(screen.getByRole('link', { name: 'Thomas Nguyen' }).getAttribute('href')).toBe(
      ADVISOR_PAGES.profile('thomas-nguyen'),
    );
    expect(approved.getByText('Wed, Jun 3 by Alex Admin')).toBeTruthy();
    expect(approved.getByText('Listed')).toBeTruthy();
  });

  it('approves only after the CRD is ticked checked, sending each step', async () => {
    const checked = { ...waiting, crdCheckedAt: '2026-12-01T18:00:00.000Z' };
    const server = open(
      { waiting: [waiting], approved: [] },
      {
        [CHANGE]: () => ({ body: { waiting: [checked], approved: [] } }),
        [APPROVE]: () => ({
          body: {
            waiting: [],
            approved: [{ ...checked, listed: true, approvedAt: checked.crdCheckedAt }],
          },
        }),
      },
    );
    const card = within(await screen.findByTestId('waiting-priya-shah'));
    fireEvent.click(card.getByRole('checkbox', { name: 'CRD checked' }));
    const approve = card.getByRole('button', { name: 'Approve Priya Shah' });
    await waitFor(() => expect(approve).toHaveProperty('disabled', false));
    expect(server.sent(CHANGE, vettingChangeSchema)).toEqual([{ crdChecked: true }]);
    expect(server.callsTo(CHANGE)[0]!.path).toBe(ONBOARDING_API.adminAdvisor(waiting.id));

    fireEvent.click(approve);
    expect(await screen.findByText('Priya Shah is approved and listed.')).toBeTruthy();
    expect(server.callsTo(APPROVE)[0]!.path).toBe(ONBOARDING_API.adminAdvisorApprove(waiting.id));
    expect(await screen.findByText('Nobody is waiting for review.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Approved (1)' })).toBeTruthy();
  });

  it('unlists an approved advisor after a confirmation, and says the server’s refusal', async () => {
    const server = open(
      { waiting: [], approved: [thomas] },
      { [CHANGE]: () => refusal('Thomas Nguyen has meetings being moved right now.') },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Unlist Thomas Nguyen' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Unlist Thomas Nguyen?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Unlist' }));
    expect(
      await screen.findByText('Thomas Nguyen has meetings being moved right now.'),
    ).toBeTruthy();
    expect(server.sent(CHANGE, vettingChangeSchema)).toEqual([{ listed: false }]);
  });
});
