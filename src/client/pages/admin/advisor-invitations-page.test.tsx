// @vitest-environment happy-dom
// The advisor invitations page as an admin uses it: each invitation the server answered with its
// state and dates (in the admin's zone) and only the actions its state allows; an applicant
// invited in the shared contract; a pending invitation withdrawn after a confirmation; an email
// already invited refused in the server's words; none yet.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import { createInvitationSchema } from '../../../shared/contracts/onboarding';
import type { AdminInvitation } from '../../../shared/contracts/onboarding';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { ONBOARDING_API, ONBOARDING_API_PATTERNS } from '../../../shared/routes/onboarding-api';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer } from '../../testing/fake-server';
import AdvisorInvitationsPage from './advisor-invitations-page';
import { refusal, renderAdminPage, setUpAdminPageTests } from './admin-test-kit';

setUpAdminPageTests();

const pending: AdminInvitation = {
  id: 'invitation-1',
  email: 'priya@example.com',
  firstName: 'Priya',
  lastName: 'Shah',
  state: 'pending',
  sentAt: '2026-11-20T18:00:00.000Z',
  expiresAt: '2026-12-04T18:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
};
const accepted: AdminInvitation = {
  ...pending,
  id: 'invitation-2',
  email: 'thomas@example.com',
  firstName: 'Thomas',
  lastName: 'Nguyen',
  state: 'accepted',
  acceptedAt: '2026-06-02T18:00:00.000Z',
};
const INVITE = `POST ${ONBOARDING_API.adminInvitations}`;
const WITHDRAW = `DELETE ${ONBOARDING_API_PATTERNS.adminInvitation}`;

function open(
  list: AdminInvitation[],
  invite: (body: unknown) => FakeAnswer = () => ({ status: 500 }),
) {
  const server = fakeServer({
    [`GET ${ONBOARDING_API.adminInvitations}`]: () => ({ body: { invitations: list } }),
    [INVITE]: (call) => invite(call.body),
    [WITHDRAW]: () => ({
      body: { ...pending, state: 'revoked', revokedAt: '2026-12-01T18:00:00.000Z' },
    }),
  });
  renderAdminPage(<AdvisorInvitationsPage />, { path: ONBOARDING_PAGES.adminInvitations });
  return server;
}

function invite(email: string) {
  const form = within(screen.getByRole('form', { name: 'Invite an advisor' }));
  fireEvent.change(form.getByRole('textbox', { name: /Email/ }), { target: { value: email } });
  fireEvent.change(form.getByRole('textbox', { name: /First name/ }), {
    target: { value: 'Jordan' },
  });
  fireEvent.change(form.getByRole('textbox', { name: /Last name/ }), {
    target: { value: 'Reyes' },
  });
  fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
  return form;
}

describe('the advisor invitations page', () => {
  it('shows each invitation with its state, dates and the actions it allows', async () => {
    open([pending, accepted]);
    const priya = within((await screen.findByText('priya@example.com')).closest('tr')!);
    expect(priya.getByText('Priya Shah')).toBeTruthy();
    expect(priya.getByText('Pending')).toBeTruthy();
    expect(priya.getByText('Sent Fri, Nov 20, expires Fri, Dec 4')).toBeTruthy();
    expect(
      priya.getByRole('button', { name: 'Resend the invitation to priya@example.com' }),
    ).toBeTruthy();
    expect(
      priya.getByRole('button', { name: 'Withdraw the invitation to priya@example.com' }),
    ).toBeTruthy();
    const thomas = within(screen.getByText('thomas@example.com').closest('tr')!);
    expect(thomas.getByText('Accepted')).toBeTruthy();
    expect(thomas.getByText('Accepted Tue, Jun 2')).toBeTruthy();
    expect(thomas.queryByRole('button')).toBeNull();
  });

  it('invites an applicant in the shared contract', async () => {
    const server = open([], (body) => ({
      status: 201,
      body: { ...pending, ...(body as object), id: 'invitation-3' },
    }));
    expect(
      await screen.findByText('No invitations yet. Invite your first advisor above.'),
    ).toBeTruthy();
    invite('jordan@example.com');
    expect(await screen.findByText('Invitation sent to jordan@example.com.')).toBeTruthy();
    expect(server.sent(INVITE, createInvitationSchema)).toEqual([
      { email: 'jordan@example.com', firstName: 'Jordan', lastName: 'Reyes' },
    ]);
  });

  it('shows the server’s refusal of an applicant already invited', async () => {
    open([pending], () => refusal('An invitation to jordan@example.com is still pending.'));
    await screen.findByText('priya@example.com');
    const form = invite('jordan@example.com');
    expect(
      await form.findByText('An invitation to jordan@example.com is still pending.'),
    ).toBeTruthy();
  });

  it('withdraws a pending invitation after a confirmation', async () => {
    const server = open([pending]);
    fireEvent.click(
      await screen.findByRole('button', { name: 'Withdraw the invitation to priya@example.com' }),
    );
    const dialog = within(await screen.findByRole('dialog', { name: 'Withdraw this invitation?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The invitation to Priya Shah was withdrawn.')).toBeTruthy();
    expect(server.callsTo(WITHDRAW)[0]!.path).toBe(ONBOARDING_API.adminInvitation('invitation-1'));
  });
});
