// @vitest-environment happy-dom
// The admin's advisor invitation (docs/product.md#becoming-an-advisor): the applicant's address and
// name checked with the shared contract before anything is sent, and the server's refusal of an
// address already invited shown by its field.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createInvitationSchema } from '../../../shared/contracts/onboarding';
import type { AdminInvitation } from '../../../shared/contracts/onboarding';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { fakeServer } from '../../testing/fake-server';
import type { FakeHandler } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { InvitationForm } from './invitation-form';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const INVITE = `POST ${ONBOARDING_API.adminInvitations}`;

function renderForm(invite: FakeHandler) {
  const server = fakeServer({ [INVITE]: invite });
  renderPage(<InvitationForm />, {
    path: ONBOARDING_PAGES.adminInvitations,
    auth: signedInAs({ roles: ['Admin'] }),
  });
  return { server, form: within(screen.getByRole('form', { name: 'Invite an advisor' })) };
}

function fill(form: ReturnType<typeof within>, email: string, first: string, last: string) {
  fireEvent.change(form.getByRole('textbox', { name: /Email/ }), { target: { value: email } });
  fireEvent.change(form.getByRole('textbox', { name: /First name/ }), { target: { value: first } });
  fireEvent.change(form.getByRole('textbox', { name: /Last name/ }), { target: { value: last } });
}

const sent: AdminInvitation = {
  id: 'invitation-1',
  email: 'rosa@example.com',
  firstName: 'Rosa',
  lastName: 'Diaz',
  state: 'pending',
  sentAt: '2026-12-06T10:00:00.000Z',
  expiresAt: '2026-12-20T10:00:00.000Z',
  acceptedAt: null,
  revokedAt: null,
};

describe('InvitationForm', () => {
  it('refuses a bad address and missing names, and sends nothing', async () => {
    const { server, form } = renderForm(() => ({ body: sent }));
    fill(form, 'rosa@', '', '');
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText('Enter a valid email address.')).toBeTruthy();
    expect(form.getByText('First name is required.')).toBeTruthy();
    expect(form.getByText('Last name is required.')).toBeTruthy();
    expect(server.callsTo(INVITE)).toHaveLength(0);
  });

  it('sends the invitation and empties the form', async () => {
    const { server, form } = renderForm(() => ({ status: 201, body: sent }));
    fill(form, ' rosa@example.com ', 'Rosa', 'Diaz');
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(server.callsTo(INVITE)).toHaveLength(1));
    expect(await screen.findByText('Invitation sent to rosa@example.com.')).toBeTruthy();
    expect(server.sent(INVITE, createInvitationSchema)).toEqual([
      { email: 'rosa@example.com', firstName: 'Rosa', lastName: 'Diaz' },
    ]);
    await waitFor(() =>
      expect(form.getByRole('textbox', { name: /Email/ })).toHaveProperty('value', ''),
    );
  });

  it('shows the server’s refusal of an address already invited by its field', async () => {
    const { form } = renderForm(() => ({
      status: 400,
      body: {
        code: 'validation',
        message: 'Some fields need your attention.',
        fieldErrors: { email: [ONBOARDING_MESSAGES.emailInvited] },
      },
    }));
    fill(form, 'rosa@example.com', 'Rosa', 'Diaz');
    fireEvent.click(form.getByRole('button', { name: 'Send invitation' }));
    expect(await form.findByText(ONBOARDING_MESSAGES.emailInvited)).toBeTruthy();
  });
});
