// @vitest-environment happy-dom
// The profile page against a fake server: each section checks its field with the shared schema,
// shows the server's field messages, saves on its own and says so; a saved name or zone reaches
// the active user at once; the emailed link confirms a new address on load.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import type { ActiveUser } from '../../../shared/contracts/account';
import { PROFILE_MESSAGES } from '../../../shared/contracts/profile';
import type { Profile } from '../../../shared/contracts/profile';
import { ACTIVE_USER_KEY } from '../../auth/auth-provider';
import { fakeServer } from '../../testing/fake-server';
import { renderPage, signedInAs } from '../../testing/meetings-test-harness';
import type { FakeCall, FakeHandler } from '../../testing/fake-server';
import ProfilePage from './profile-page';

vi.mock('../../ui/viewer-time-zone', () => ({ viewerTimeZone: () => 'America/Chicago' }));

// happy-dom lays nothing out; Mantine's option list scrolls the chosen option into view.
Element.prototype.scrollIntoView ??= () => {};

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const PROFILE: Profile = {
  fullName: 'Casey Morgan',
  email: 'casey.morgan@example.com',
  pendingEmail: null,
  emailVerified: true,
  timeZone: 'America/New_York',
  timeZoneChosen: false,
  notificationPreferences: {
    meetingReminders: true,
    reviewRequests: true,
    recordingReady: false,
    productNews: true,
  },
  hasPassword: true,
  canChangeEmail: true,
  residence: null,
};

const refusal = (fieldErrors: Record<string, string[]>) => ({
  status: 400,
  body: { code: 'validation', message: 'Some fields need your attention.', fieldErrors },
});

type Handlers = Record<string, FakeHandler>;

/** The profile server: GET answers the profile, PUT merges into it, `extra` may change it too. */
function profileServer(
  profile: Profile = PROFILE,
  extra: (state: { current: Profile }) => Handlers = () => ({}),
) {
  const state = { current: profile };
  return fakeServer({
    [`GET ${ACCOUNT_API.profile}`]: () => ({ body: state.current }),
    [`PUT ${ACCOUNT_API.profile}`]: (call: FakeCall) => {
      const update = call.body as Partial<Profile>;
      const chosen = state.current.timeZoneChosen || 'timeZone' in update;
      state.current = { ...state.current, ...update, timeZoneChosen: chosen };
      return { body: state.current };
    },
    ...extra(state),
  });
}

function renderProfile(path: string = ACCOUNT_PAGES.profile) {
  const view = renderPage(<ProfilePage />, { path, auth: signedInAs() });
  const activeUser: ActiveUser = signedInAs().user!;
  view.queryClient.setQueryData([...ACTIVE_USER_KEY, activeUser.id], activeUser);
  return {
    ...view,
    activeUser: () =>
      view.queryClient.getQueryData<ActiveUser>([...ACTIVE_USER_KEY, activeUser.id]),
  };
}

const section = async (name: string) => within(await screen.findByRole('region', { name }));

describe('profile page', () => {
  it('shows each section, naming the browser zone until one is chosen', async () => {
    profileServer();
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Your profile' })).toBeTruthy();
    expect(screen.getByLabelText('Loading your profile')).toBeTruthy();
    const name = await section('Name');
    expect((name.getByRole('textbox', { name: 'Full name' }) as HTMLInputElement).value).toBe(
      'Casey Morgan',
    );
    expect((await section('Email')).getByText('casey.morgan@example.com')).toBeTruthy();
    expect((await section('Email')).queryByText(/is not confirmed yet/)).toBeNull();
    expect(
      (await section('Time zone')).getByText(
        "Not chosen yet: times show in this browser's zone (Central Time (Chicago)).",
      ),
    ).toBeTruthy();
    const emails = await section('Emails you get');
    expect((emails.getByRole('switch', { name: /Product news/ }) as HTMLInputElement).checked).toBe(
      true,
    );
  });

  it('checks the name before sending, then saves it into the active user', async () => {
    const { calls } = profileServer();
    const { activeUser } = renderProfile();
    const name = await section('Name');
    const field = name.getByRole('textbox', { name: 'Full name' });
    fireEvent.change(field, { target: { value: '  ' } });
    fireEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(await name.findByText('Full name is required.')).toBeTruthy();
    expect(calls.some((call) => call.method === 'PUT')).toBe(false);

    fireEvent.change(field, { target: { value: 'Avery Lee' } });
    expect(name.queryByText('Full name is required.')).toBeNull();
    fireEvent.click(name.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText('Your name is saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ fullName: 'Avery Lee' });
    expect(activeUser()?.fullName).toBe('Avery Lee');
  });

  it('saves where the person lives, which booking then uses', async () => {
    const { calls } = profileServer();
    renderProfile();
    const residence = await section('Where you live');
    fireEvent.change(residence.getByLabelText('State of residence'), { target: { value: 'OH' } });
    fireEvent.click(residence.getByRole('button', { name: 'Save where you live' }));
    expect(await screen.findByText('Saved: Ohio.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({ residence: 'OH' });
  });

  it('saves a chosen zone, which the active user then carries', async () => {
    const { calls } = profileServer();
    const { activeUser } = renderProfile();
    const zone = await section('Time zone');
    fireEvent.click(zone.getByLabelText('Time zone', { selector: 'input' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Pacific Time (Los Angeles)' }));
    fireEvent.click(zone.getByRole('button', { name: 'Save time zone' }));
    expect(await screen.findByText('Times now show in Pacific Time (Los Angeles).')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      timeZone: 'America/Los_Angeles',
    });
    expect(activeUser()).toMatchObject({ timeZone: 'America/Los_Angeles', timeZoneChosen: true });
    await waitFor(() => expect(zone.queryByText(/Not chosen yet/)).toBeNull());
  });

  it('saves the email preferences as switched', async () => {
    const { calls } = profileServer();
    renderProfile();
    const emails = await section('Emails you get');
    fireEvent.click(emails.getByRole('switch', { name: /Product news/ }));
    fireEvent.click(emails.getByRole('button', { name: 'Save email preferences' }));
    expect(await screen.findByText('Your email preferences are saved.')).toBeTruthy();
    expect(calls.find((call) => call.method === 'PUT')?.body).toEqual({
      notificationPreferences: {
        meetingReminders: true,
        reviewRequests: true,
        recordingReady: false,
        productNews: false,
      },
    });
  });

  it('asks for a new address, shows the server’s field message, then the pending change', async () => {
    let taken = true;
    const { calls } = profileServer(PROFILE, (state) => ({
      [`POST ${ACCOUNT_API.profileEmail}`]: (call) => {
        if (taken) return refusal({ email: [PROFILE_MESSAGES.emailTaken] });
        const { email } = call.body as { email: string };
        state.current = { ...state.current, pendingEmail: email };
        return { body: state.current };
      },
    }));
    renderProfile();
    const email = await section('Email');
    const field = email.getByRole('textbox', { name: 'New email address' });
    fireEvent.change(field, { target: { value: 'not-an-address' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation link' }));
    expect(await email.findByText('Enter a valid email address.')).toBeTruthy();

    fireEvent.change(field, { target: { value: 'taken@example.com' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation link' }));
    expect(await email.findByText(PROFILE_MESSAGES.emailTaken)).toBeTruthy();

    taken = false;
    fireEvent.change(field, { target: { value: 'casey@new.example' } });
    fireEvent.click(email.getByRole('button', { name: 'Send confirmation link' }));
    expect(
      await screen.findByText('Check casey@new.example: we sent a link to confirm it.'),
    ).toBeTruthy();
    expect(await email.findByText('casey@new.example')).toBeTruthy();

    fireEvent.click(email.getByRole('button', { name: 'Resend the link' }));
    expect(await screen.findByText('We sent a new link to casey@new.example.')).toBeTruthy();
    const posts = calls.filter((call) => call.url === ACCOUNT_API.profileEmail);
    expect(posts.at(-1)?.body).toEqual({ email: 'casey@new.example' });
  });

  it('sends a new confirmation link for an address not confirmed yet', async () => {
    const { calls } = profileServer({ ...PROFILE, emailVerified: false }, () => ({
      [`POST ${ACCOUNT_API.profileEmailVerification}`]: () => ({ status: 204, body: null }),
    }));
    renderProfile();
    const email = await section('Email');
    expect(email.getByText(/is not confirmed yet/)).toBeTruthy();
    fireEvent.click(email.getByRole('button', { name: 'Send a new confirmation link' }));
    expect(await screen.findByText('We sent a new link to casey.morgan@example.com.')).toBeTruthy();
    expect(calls.filter((call) => call.url === ACCOUNT_API.profileEmailVerification)).toHaveLength(
      1,
    );
  });

  it('shows a wrong current password by its field, and says when there is no password', async () => {
    profileServer(PROFILE, () => ({
      [`PUT ${ACCOUNT_API.profilePassword}`]: () =>
        refusal({ currentPassword: [PROFILE_MESSAGES.wrongPassword] }),
    }));
    renderProfile();
    const password = await section('Password');
    fireEvent.change(password.getByLabelText('New password', { exact: false }), {
      target: { value: 'short' },
    });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText('Enter your current password.')).toBeTruthy();
    expect(password.getByText('Password must be at least 8 characters.')).toBeTruthy();

    fireEvent.change(password.getByLabelText('Current password', { exact: false }), {
      target: { value: 'guessing-1' },
    });
    fireEvent.change(password.getByLabelText('New password', { exact: false }), {
      target: { value: 'new-password-2' },
    });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await password.findByText(PROFILE_MESSAGES.wrongPassword)).toBeTruthy();

    cleanup();
    profileServer({ ...PROFILE, hasPassword: false });
    renderProfile();
    const none = await section('Password');
    expect(none.getByText(PROFILE_MESSAGES.noPassword)).toBeTruthy();
    expect(none.queryByRole('button', { name: 'Change password' })).toBeNull();
  });

  it('after a password change says every device was signed out and signs in again', async () => {
    profileServer(PROFILE, () => ({
      [`PUT ${ACCOUNT_API.profilePassword}`]: () => ({ status: 204, body: null }),
    }));
    const signOut = vi.fn(async () => {});
    const signIn = vi.fn(async () => 'redirecting' as const);
    renderPage(<ProfilePage />, {
      path: ACCOUNT_PAGES.profile,
      auth: { ...signedInAs(), signOut, signIn },
    });
    const password = await section('Password');
    fireEvent.change(password.getByLabelText('Current password', { exact: false }), {
      target: { value: 'old-password-1' },
    });
    fireEvent.change(password.getByLabelText('New password', { exact: false }), {
      target: { value: 'new-password-2' },
    });
    fireEvent.click(password.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText(PROFILE_MESSAGES.passwordChanged)).toBeTruthy();
    await waitFor(() => expect(signIn).toHaveBeenCalledWith(ACCOUNT_PAGES.profile));
    expect(signOut).toHaveBeenCalledWith(true);
  });

  it('confirms a new address from the emailed link and takes the token out of the address', async () => {
    const { calls } = profileServer(PROFILE, (state) => ({
      [`POST ${ACCOUNT_API.profileEmailConfirm}`]: () => {
        state.current = { ...state.current, email: 'casey@new.example' };
        return { body: state.current };
      },
    }));
    const { activeUser } = renderProfile(`${ACCOUNT_PAGES.profile}?confirm-email=tok-1`);
    expect(
      await screen.findByText(
        'Your account now uses casey@new.example. Sign in with it from now on.',
      ),
    ).toBeTruthy();
    expect(calls.filter((call) => call.url === ACCOUNT_API.profileEmailConfirm)).toHaveLength(1);
    expect(calls.find((call) => call.url === ACCOUNT_API.profileEmailConfirm)?.body).toEqual({
      token: 'tok-1',
    });
    expect(screen.getByTestId('location').textContent).toBe(ACCOUNT_PAGES.profile);
    expect(activeUser()?.email).toBe('casey@new.example');
  });

  it('says why a link did not work', async () => {
    profileServer(PROFILE, () => ({
      [`POST ${ACCOUNT_API.profileEmailConfirm}`]: () => ({
        status: 400,
        body: { code: 'validation', message: PROFILE_MESSAGES.linkInvalid },
      }),
    }));
    renderProfile(`${ACCOUNT_PAGES.profile}?confirm-email=used`);
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText(PROFILE_MESSAGES.linkInvalid)).toBeTruthy();
  });

  it('offers to try again when the profile cannot be loaded', async () => {
    let failing = true;
    fakeServer({
      [`GET ${ACCOUNT_API.profile}`]: () =>
        failing ? { status: 500, body: { code: 'general', message: 'x' } } : { body: PROFILE },
    });
    renderProfile();
    // One retry after a server failure, then the page says so.
    expect(
      await screen.findByText('Your profile could not be loaded', {}, { timeout: 4000 }),
    ).toBeTruthy();
    failing = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('region', { name: 'Name' })).toBeTruthy();
  });
});
