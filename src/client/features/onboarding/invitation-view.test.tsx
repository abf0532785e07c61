// @vitest-environment happy-dom
// What an advisor invitation link shows (docs/product.md#becoming-an-advisor): signed out, the way
// to create an account or sign in and come back; signed in, where the new advisor is based,
// checked with the shared contract before accepting; a link that is used, expired, withdrawn or
// unknown says what to do.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ADVISOR_PROFILE_MESSAGES } from '../../../shared/contracts/advisor-profile';
import {
  acceptInvitationSchema,
  invitationTokenSchema,
} from '../../../shared/contracts/onboarding';
import type { InvitationPreview } from '../../../shared/contracts/onboarding';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { SITE_PAGES } from '../../../shared/routes/site';
import { SIGNED_OUT } from '../../auth/auth-context';
import type { AuthState } from '../../auth/auth-context';
import { fakeServer } from '../../testing/fake-server';
import type { FakeAnswer, FakeHandler } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import { InvitationView } from './invitation-view';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PREVIEW = `POST ${ONBOARDING_API.invitationPreview}`;
const ACCEPT = `POST ${ONBOARDING_API.invitationAccept}`;
const TOKEN = 'invite-token-1';

const pending: InvitationPreview = {
  state: 'pending',
  firstName: 'Rosa',
  emailHint: 'ro•••@example.com',
};

function renderView(
  auth: AuthState,
  preview: () => FakeAnswer = () => ({ body: pending }),
  accept: FakeHandler = () => ({ body: { advisorSlug: 'rosa-diaz' } }),
) {
  const server = fakeServer({ [PREVIEW]: preview, [ACCEPT]: accept });
  const { router } = renderPage(<InvitationView token={TOKEN} />, {
    path: ONBOARDING_PAGES.invitation(TOKEN),
    auth,
  });
  return { server, router };
}

const signedOut = (signIn = vi.fn(async () => 'redirecting' as const)): AuthState => ({
  ...SIGNED_OUT,
  status: 'signedOut',
  signIn,
});

describe('InvitationView', () => {
  it('asks a visitor to create their account or sign in, and to come back here', async () => {
    const signIn = vi.fn(async () => 'redirecting' as const);
    const { server } = renderView(signedOut(signIn));
    expect(await screen.findByRole('heading', { name: 'Welcome, Rosa' })).toBeTruthy();
    expect(server.sent(PREVIEW, invitationTokenSchema)).toEqual([{ token: TOKEN }]);
    fireEvent.click(screen.getByRole('button', { name: 'Create your account' }));
    expect(signIn).toHaveBeenLastCalledWith(ONBOARDING_PAGES.invitation(TOKEN), {
      register: true,
    });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(signIn).toHaveBeenLastCalledWith(ONBOARDING_PAGES.invitation(TOKEN));
  });

  it('refuses to accept before saying where the advisor is based, and sends nothing', async () => {
    const { server } = renderView(signedInAs());
    const form = within(await screen.findByRole('form', { name: 'Accept the invitation' }));
    fireEvent.click(form.getByRole('button', { name: 'Accept the invitation' }));
    expect(await form.findByText(ADVISOR_PROFILE_MESSAGES.noHomeState)).toBeTruthy();
    expect(form.getByText('Enter the city you work from.')).toBeTruthy();
    expect(server.callsTo(ACCEPT)).toHaveLength(0);
  });

  it('accepts with the token and the location, then opens Advisor Home', async () => {
    const signIn = vi.fn(async () => 'signedIn' as const);
    const { server, router } = renderView({ ...signedInAs(), signIn });
    const form = within(await screen.findByRole('form', { name: 'Accept the invitation' }));
    const state = form.getByRole('combobox', { name: /Home state/ });
    fireEvent.click(state);
    fireEvent.change(state, { target: { value: 'Colo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Colorado' }));
    fireEvent.change(form.getByRole('textbox', { name: /City/ }), { target: { value: 'Denver' } });
    fireEvent.change(form.getByRole('textbox', { name: /Firm/ }), {
      target: { value: 'Diaz Planning' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Accept the invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(AREA_ROOTS.dashboard));
    expect(server.sent(ACCEPT, acceptInvitationSchema)).toEqual([
      { token: TOKEN, homeState: 'CO', city: 'Denver', firmName: 'Diaz Planning' },
    ]);
    // The new role comes with a renewed sign-in.
    expect(signIn).toHaveBeenCalledWith(AREA_ROOTS.dashboard);
  });

  it('says when the signed-in account is not the one invited, and offers to sign out', async () => {
    const message = ONBOARDING_MESSAGES.wrongAccount(pending.emailHint);
    renderView(signedInAs(), undefined, () => ({
      status: 403,
      body: { code: 'forbidden', message },
    }));
    const form = within(await screen.findByRole('form', { name: 'Accept the invitation' }));
    const state = form.getByRole('combobox', { name: /Home state/ });
    fireEvent.click(state);
    fireEvent.change(state, { target: { value: 'Colo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Colorado' }));
    fireEvent.change(form.getByRole('textbox', { name: /City/ }), { target: { value: 'Denver' } });
    fireEvent.change(form.getByRole('textbox', { name: /Firm/ }), {
      target: { value: 'Diaz Planning' },
    });
    fireEvent.click(form.getByRole('button', { name: 'Accept the invitation' }));
    expect((await form.findByRole('alert')).textContent).toContain(message);
    expect(form.getByRole('button', { name: 'Sign out' })).toBeTruthy();
  });

  it.each([
    ['expired', 'This invitation has expired', ONBOARDING_MESSAGES.invitationExpired],
    ['revoked', 'This invitation was withdrawn', ONBOARDING_MESSAGES.invitationRevoked],
  ] as const)(
    'says an invitation %s cannot be accepted, and where to ask',
    async (state, title, text) => {
      renderView(signedInAs(), () => ({ body: { ...pending, state } }));
      expect(await screen.findByRole('heading', { name: title })).toBeTruthy();
      expect(screen.getByText(text)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Contact us' }).getAttribute('href')).toBe(
        SITE_PAGES.contact,
      );
      expect(screen.queryByRole('form', { name: 'Accept the invitation' })).toBeNull();
    },
  );

  it('leads an advisor whose invitation is used to Advisor Home', async () => {
    renderView(signedInAs({ roles: ['Advisor'] }), () => ({
      body: { ...pending, state: 'accepted' },
    }));
    expect(await screen.findByRole('heading', { name: 'Already accepted' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open Advisor Home' }).getAttribute('href')).toBe(
      AREA_ROOTS.dashboard,
    );
  });

  it('says a link the server does not know does not work', async () => {
    renderView(signedOut(), () => ({
      status: 404,
      body: { code: 'notFound', message: ONBOARDING_MESSAGES.invitationNotFound },
    }));
    expect(await screen.findByRole('heading', { name: 'This link does not work' })).toBeTruthy();
    expect(screen.getByText(ONBOARDING_MESSAGES.invitationNotFound)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
