// @vitest-environment happy-dom
// Closing the account from the profile: a typed confirmation checked with the shared contract
// before anything is sent, the server's reasons to refuse said as they come, and a deleted
// account signed out on the home page. Advisors and admins are told the team closes theirs.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import {
  ACCOUNT_DELETION_MESSAGES,
  ACCOUNT_DELETION_PHRASE,
  accountDeletionSchema,
} from '../../../shared/contracts/account-data';
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { SITE_PAGES } from '../../../shared/routes/site';
import type { AuthState } from '../../auth/auth-context';
import { fakeServer } from '../../testing/fake-server';
import type { FakeHandler } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { DeleteAccountSection } from './delete-account-section';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const DELETE = `POST ${ACCOUNT_API.deleteAccount}`;

function renderSection(answer: FakeHandler, auth: AuthState = signedInAs()) {
  const signOut = vi.fn(async () => {});
  const server = fakeServer({ [DELETE]: answer });
  const { router } = renderPage(<DeleteAccountSection />, {
    path: ACCOUNT_PAGES.profile,
    auth: { ...auth, signOut },
  });
  return { server, router, signOut };
}

const confirmation = () =>
  screen.getByRole('textbox', { name: `Type ${ACCOUNT_DELETION_PHRASE} to confirm` });
const deleteButton = () => screen.getByRole('button', { name: 'Delete my account' });

describe('DeleteAccountSection', () => {
  it('refuses anything but the phrase, and sends nothing', async () => {
    const { server } = renderSection(() => ({ status: 204 }));
    fireEvent.change(confirmation(), { target: { value: 'delete' } });
    fireEvent.click(deleteButton());
    expect(await screen.findByText(`Type ${ACCOUNT_DELETION_PHRASE} to confirm.`)).toBeTruthy();
    expect(server.callsTo(DELETE)).toHaveLength(0);
  });

  it('deletes the account, then signs out on the home page', async () => {
    const { server, router, signOut } = renderSection(() => ({ status: 204 }));
    fireEvent.change(confirmation(), { target: { value: ` ${ACCOUNT_DELETION_PHRASE} ` } });
    fireEvent.click(deleteButton());

    expect(
      await screen.findByText(
        'Your account is deleted. Thank you for using Just Financial Advice.',
      ),
    ).toBeTruthy();
    expect(server.sent(DELETE, accountDeletionSchema)).toHaveLength(1);
    expect(router.state.location.pathname).toBe(SITE_PAGES.home);
    // Only this browser's sign-in is dropped: the server already ended the others.
    expect(signOut).toHaveBeenCalledWith(true);
  });

  it('says why the server refused, and keeps the person signed in', async () => {
    const { router, signOut } = renderSection(() => ({
      status: 409,
      body: { code: 'conflict', message: ACCOUNT_DELETION_MESSAGES.upcomingMeeting },
    }));
    fireEvent.change(confirmation(), { target: { value: ACCOUNT_DELETION_PHRASE } });
    fireEvent.click(deleteButton());
    expect(await screen.findByText(ACCOUNT_DELETION_MESSAGES.upcomingMeeting)).toBeTruthy();
    await waitFor(() => expect(deleteButton()).toHaveProperty('disabled', false));
    expect(router.state.location.pathname).toBe(ACCOUNT_PAGES.profile);
    expect(signOut).not.toHaveBeenCalled();
  });

  it('tells an advisor the team closes their account, offering no form', () => {
    renderSection(() => ({ status: 204 }), signedInAs({ roles: ['Consumer', 'Advisor'] }));
    expect(screen.getByText(ACCOUNT_DELETION_MESSAGES.staffAccount)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Delete my account' })).toBeNull();
  });
});
