// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { IDENTITY_API } from '../../shared/routes/identity-api';
import { getAccessToken, setAccessToken } from '../api/http';
import { FakeSignInManager, STORED_USER_KEY, fakeUser } from '../testing/fake-sign-in-manager';
import { activeUser, renderWithAuth } from '../testing/auth-test-harness';
import { fakeServer } from '../testing/fake-server';
import { useAuth } from './auth-context';

function AuthProbe() {
  const auth = useAuth();
  return (
    <div>
      <output data-testid="status">{auth.status}</output>
      <output data-testid="name">{auth.user?.fullName ?? ''}</output>
      <output data-testid="roles">{auth.roles.join(',')}</output>
      <button type="button" onClick={() => void auth.signOut(true)}>
        local sign out
      </button>
    </div>
  );
}

const status = () => screen.getByTestId('status').textContent;

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('AuthProvider without a stored session', () => {
  it('is signed out at once and never loads the sign-in client', () => {
    fakeServer({});
    const manager = new FakeSignInManager();
    const loadManager = vi.fn(async () => manager);
    renderWithAuth(<AuthProbe />, { manager, loadManager });
    expect(status()).toBe('signedOut');
    expect(loadManager).not.toHaveBeenCalled();
    expect(manager.getUser).not.toHaveBeenCalled();
  });
});

describe('AuthProvider with a stored session', () => {
  beforeEach(() => sessionStorage.setItem(STORED_USER_KEY, '{}'));

  it('hands the access token to the HTTP helper and reads the active user with it', async () => {
    const { calls } = fakeServer({
      [`GET ${IDENTITY_API.activeUser}`]: () => ({ body: activeUser() }),
    });
    renderWithAuth(<AuthProbe />, { manager: new FakeSignInManager(fakeUser()) });
    expect(status()).toBe('loading');
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(getAccessToken()).toBe('access-1');
    expect(screen.getByTestId('name').textContent).toBe('Dana Client');
    const userCall = calls.find((call) => call.url === IDENTITY_API.activeUser);
    expect(userCall?.headers.Authorization).toBe('Bearer access-1');
  });

  it('takes roles from the active user, so an impersonating admin gets the user’s roles', async () => {
    fakeServer({
      [`GET ${IDENTITY_API.activeUser}`]: () => ({
        body: activeUser({
          id: 'user-2',
          fullName: 'Casey Consumer',
          impersonation: { adminId: 'admin-1', adminName: 'Ada Admin', endsAt: '2030-01-01' },
        }),
      }),
    });
    const manager = new FakeSignInManager(fakeUser({ profile: { sub: 'admin-1', role: 'Admin' } }));
    renderWithAuth(<AuthProbe />, { manager });
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(screen.getByTestId('roles').textContent).toBe('Consumer');
  });

  it('keeps the helper in step with silent renewal and re-reads the active user', async () => {
    const { calls } = fakeServer({
      [`GET ${IDENTITY_API.activeUser}`]: () => ({ body: activeUser() }),
    });
    const manager = new FakeSignInManager(fakeUser());
    renderWithAuth(<AuthProbe />, { manager });
    await waitFor(() => expect(status()).toBe('signedIn'));

    act(() => manager.load(fakeUser({ access_token: 'access-2' })));
    expect(getAccessToken()).toBe('access-2');
    await waitFor(() =>
      expect(
        calls.filter((call) => call.url === IDENTITY_API.activeUser).at(-1)?.headers.Authorization,
      ).toBe('Bearer access-2'),
    );
    expect(status()).toBe('signedIn');
  });

  it('renews an expired stored token with the refresh token before anything else', async () => {
    fakeServer({ [`GET ${IDENTITY_API.activeUser}`]: () => ({ body: activeUser() }) });
    const expired = fakeUser({ expires_at: Math.floor(Date.now() / 1000) - 10 });
    const manager = new FakeSignInManager(expired);
    manager.signinSilent.mockImplementation(async () => {
      const renewed = fakeUser({ access_token: 'access-renewed' });
      manager.load(renewed);
      return renewed;
    });
    renderWithAuth(<AuthProbe />, { manager });
    await waitFor(() => expect(status()).toBe('signedIn'));
    expect(manager.signinSilent).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-renewed');
  });

  it('signs out when the expired token cannot be renewed', async () => {
    fakeServer({});
    const manager = new FakeSignInManager(
      fakeUser({ expires_at: Math.floor(Date.now() / 1000) - 10 }),
    );
    renderWithAuth(<AuthProbe />, { manager });
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('clears the token on a local sign-out', async () => {
    fakeServer({ [`GET ${IDENTITY_API.activeUser}`]: () => ({ body: activeUser() }) });
    const manager = new FakeSignInManager(fakeUser());
    renderWithAuth(<AuthProbe />, { manager });
    await waitFor(() => expect(status()).toBe('signedIn'));
    fireEvent.click(screen.getByRole('button', { name: 'local sign out' }));
    await waitFor(() => expect(status()).toBe('signedOut'));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('goes to the logout route when the server says there is no active user', async () => {
    fakeServer({
      [`GET ${IDENTITY_API.activeUser}`]: () => ({
        status: 401,
        body: { code: 'notLoggedIn', message: 'You must be logged in to continue.' },
      }),
    });
    const onSessionLost = vi.fn();
    renderWithAuth(<AuthProbe />, { manager: new FakeSignInManager(fakeUser()), onSessionLost });
    await waitFor(() => expect(onSessionLost).toHaveBeenCalledTimes(1));
  });

  it('falls back to the token’s claims when the active user cannot be read', async () => {
    fakeServer({
      [`GET ${IDENTITY_API.activeUser}`]: () => ({ status: 503, body: { code: 'unavailable' } }),
    });
    const manager = new FakeSignInManager(
      fakeUser({ profile: { role: ['Advisor', 'Consumer'], name: 'Ari Advisor' } }),
    );
    renderWithAuth(<AuthProbe />, { manager });
    // One retry a second later, then the claims.
    await waitFor(() => expect(status()).toBe('signedIn'), { timeout: 4000 });
    expect(screen.getByTestId('roles').textContent).toBe('Advisor,Consumer');
    expect(screen.getByTestId('name').textContent).toBe('Ari Advisor');
  });
});
