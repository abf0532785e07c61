// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { SIGN_IN_MESSAGES } from '../../../shared/errors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AUTH_PAGES } from '../../../shared/routes/identity';
import { IDENTITY_API } from '../../../shared/routes/identity-api';
import { getAccessToken, setAccessToken } from '../../api/http';
import { LOGIN_SILENT_TIMEOUT_S } from '../../../shared/constants';
import { activeUser, renderWithAuth } from '../../testing/auth-test-harness';
import { fakeServer } from '../../testing/fake-server';
import { FakeSignInManager, STORED_USER_KEY, fakeUser } from '../../testing/fake-sign-in-manager';
import { readReturnUrl, saveReturnUrl } from '../../tracking/url-history';
import { useAuth } from '../../auth/auth-context';
import type { SignedInUser } from '../../auth/sign-in-manager';
import LoginCallbackPage from './login-callback-page';
import LoginFailedPage from './login-failed-page';
import LoginPage from './login-page';
import LogoutPage from './logout-page';
import RegisterPage from '../register/register-page';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BILLING_PAGES } from '../../../shared/routes/billing';

const location = () => screen.getByTestId('location').textContent;

const targets = {
  [AUTH_PAGES.loginFailed]: <LoginFailedPage />,
  [AUTH_PAGES.loggedOut]: <p>Logged out page</p>,
  [ADVISOR_PAGES.search]: <p>Advisors page</p>,
  [AREA_ROOTS.account]: <p>Account page</p>,
  [BILLING_PAGES.account]: <p>Billing page</p>,
};

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
  fakeServer({ [`GET ${IDENTITY_API.activeUser}`]: () => ({ body: activeUser() }) });
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  setAccessToken(null);
});

describe('login-callback page', () => {
  it('completes the sign-in and returns to the saved page', async () => {
    saveReturnUrl(ADVISOR_PAGES.search);
    const manager = new FakeSignInManager();
    renderWithAuth(<LoginCallbackPage />, {
      manager,
      path: AUTH_PAGES.loginCallback,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(ADVISOR_PAGES.search));
    expect(manager.signinCallback).toHaveBeenCalledTimes(1);
    expect(getAccessToken()).toBe('access-1');
    expect(readReturnUrl()).toBeNull();
  });

  it('goes to the home of the user’s roles when no page was saved', async () => {
    renderWithAuth(<LoginCallbackPage />, {
      manager: new FakeSignInManager(),
      path: AUTH_PAGES.loginCallback,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(AREA_ROOTS.account));
  });

  it('treats a missing matching state as success (docs/product.md#sign-in)', async () => {
    saveReturnUrl(ADVISOR_PAGES.search);
    sessionStorage.setItem(STORED_USER_KEY, '{}');
    const manager = new FakeSignInManager(fakeUser());
    manager.signinCallback.mockRejectedValue(new Error('No matching state found in storage'));
    renderWithAuth(<LoginCallbackPage />, {
      manager,
      path: AUTH_PAGES.loginCallback,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(ADVISOR_PAGES.search));
  });

  it('shows nobody as signed out while the callback completes', async () => {
    window.history.replaceState(null, '', AUTH_PAGES.loginCallback);
    const manager = new FakeSignInManager();
    let complete: (user: SignedInUser) => void = () => {};
    manager.signinCallback.mockImplementation(
      () =>
        new Promise<SignedInUser>((resolve) => {
          complete = resolve;
        }),
    );
    function Status() {
      return <output data-testid="status">{useAuth().status}</output>;
    }
    renderWithAuth(
      <>
        <Status />
        <LoginCallbackPage />
      </>,
      { manager, path: AUTH_PAGES.loginCallback, routes: targets },
    );
    await waitFor(() => expect(manager.signinCallback).toHaveBeenCalled());
    expect(screen.getByTestId('status').textContent).toBe('loading');
    expect(manager.getUser).not.toHaveBeenCalled();
    const user = fakeUser();
    manager.stored = user;
    complete(user);
    await waitFor(() => expect(location()).toBe(AREA_ROOTS.account));
    window.history.replaceState(null, '', '/');
  });

  it('sends any other failure to login-failed with the sign-in error message', async () => {
    const manager = new FakeSignInManager();
    const providerError = Object.assign(new Error('access_denied'), { name: 'ErrorResponse' });
    manager.signinCallback.mockRejectedValue(providerError);
    renderWithAuth(<LoginCallbackPage />, {
      manager,
      path: AUTH_PAGES.loginCallback,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(AUTH_PAGES.loginFailed));
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_MESSAGES.signInError);
    expect(screen.getByText('access_denied')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Try again' }).getAttribute('href')).toBe(
      AUTH_PAGES.login,
    );
  });
});

describe('login page', () => {
  it('saves the return URL, tries a silent sign-in, then redirects to the provider', async () => {
    const manager = new FakeSignInManager();
    renderWithAuth(<LoginPage />, {
      manager,
      path: `${AUTH_PAGES.login}?returnUrl=${encodeURIComponent(BILLING_PAGES.account)}`,
      routes: targets,
    });
    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalledTimes(1));
    expect(manager.signinSilent).toHaveBeenCalledWith({
      silentRequestTimeoutInSeconds: LOGIN_SILENT_TIMEOUT_S,
    });
    expect(readReturnUrl()).toBe(BILLING_PAGES.account);
  });

  it('never saves an excluded URL as the return URL', async () => {
    saveReturnUrl(ADVISOR_PAGES.search);
    const manager = new FakeSignInManager();
    renderWithAuth(<LoginPage />, {
      manager,
      path: `${AUTH_PAGES.login}?returnUrl=${encodeURIComponent(AUTH_PAGES.register)}`,
      routes: targets,
    });
    await waitFor(() => expect(manager.signinRedirect).toHaveBeenCalled());
    expect(readReturnUrl()).toBeNull();
  });

  it('returns at once when the silent sign-in works', async () => {
    const manager = new FakeSignInManager();
    manager.signinSilent.mockImplementation(async () => {
      const user = fakeUser();
      manager.load(user);
      return user;
    });
    renderWithAuth(<LoginPage />, {
      manager,
      path: `${AUTH_PAGES.login}?returnUrl=${encodeURIComponent(BILLING_PAGES.account)}`,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(BILLING_PAGES.account));
    expect(manager.signinRedirect).not.toHaveBeenCalled();
  });

  it('shows the sign-in error when the settings cannot be loaded', async () => {
    const { SignInSettingsError } = await import('../../auth/sign-in-manager');
    renderWithAuth(<LoginPage />, {
      manager: new FakeSignInManager(),
      loadManager: () => Promise.reject(new SignInSettingsError()),
      path: AUTH_PAGES.login,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(AUTH_PAGES.loginFailed));
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_MESSAGES.signInError);
    expect(screen.getByText('The sign-in settings could not be loaded.')).toBeTruthy();
  });
});

describe('login-failed page', () => {
  it('shows the popup-closed message when the window was closed', () => {
    renderWithAuth(<LoginFailedPage />, {
      manager: new FakeSignInManager(),
      path: { pathname: AUTH_PAGES.loginFailed, state: { reason: 'windowClosed' } },
    });
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_MESSAGES.windowClosed);
    expect(screen.getByRole('link', { name: 'Try again' })).toBeTruthy();
  });

  it('shows the general sign-in error when opened directly', () => {
    renderWithAuth(<LoginFailedPage />, {
      manager: new FakeSignInManager(),
      path: AUTH_PAGES.loginFailed,
    });
    expect(screen.getByRole('alert').textContent).toBe(SIGN_IN_MESSAGES.signInError);
  });
});

describe('logout page', () => {
  beforeEach(() => sessionStorage.setItem(STORED_USER_KEY, '{}'));

  it('with ?local=true only forgets the local user', async () => {
    const manager = new FakeSignInManager(fakeUser());
    renderWithAuth(<LogoutPage />, {
      manager,
      path: `${AUTH_PAGES.logout}?local=true`,
      routes: targets,
    });
    await waitFor(() => expect(location()).toBe(AUTH_PAGES.loggedOut));
    expect(manager.removeUser).toHaveBeenCalled();
    expect(manager.signoutRedirect).not.toHaveBeenCalled();
    expect(getAccessToken()).toBeNull();
  });

  it('otherwise revokes the refresh token and signs out at the provider', async () => {
    const manager = new FakeSignInManager(fakeUser());
    renderWithAuth(<LogoutPage />, { manager, path: AUTH_PAGES.logout, routes: targets });
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalledTimes(1));
    expect(manager.revokeTokens).toHaveBeenCalled();
    expect(manager.removeUser).not.toHaveBeenCalled();
  });

  it('still signs out at the provider when revocation fails', async () => {
    const manager = new FakeSignInManager(fakeUser());
    manager.revokeTokens.mockRejectedValue(new Error('Invalid response Content-Type'));
    renderWithAuth(<LogoutPage />, { manager, path: AUTH_PAGES.logout, routes: targets });
    await waitFor(() => expect(manager.signoutRedirect).toHaveBeenCalledTimes(1));
  });
});

describe('register page', () => {
  it('opens the provider’s register screen inside a sign-in, keeping the affiliate flag', async () => {
    const manager = new FakeSignInManager();
    renderWithAuth(<RegisterPage />, { manager, path: AUTH_PAGES.registerAffiliate });
    await waitFor(() =>
      expect(manager.signinRedirect).toHaveBeenCalledWith({
        extraQueryParams: { screen: 'register', affiliate: 'true' },
      }),
    );
    // Registering skips the silent attempt: there is no account to find yet.
    expect(manager.signinSilent).not.toHaveBeenCalled();
  });

  it('comes back to the page it is given and shows the booking, as the log-in page does', async () => {
    const manager = new FakeSignInManager();
    renderWithAuth(<RegisterPage />, {
      manager,
      path: `${AUTH_PAGES.register}?returnUrl=${encodeURIComponent(BILLING_PAGES.account)}&booking=abc`,
    });
    await waitFor(() =>
      expect(manager.signinRedirect).toHaveBeenCalledWith({
        extraQueryParams: { screen: 'register', booking: 'abc' },
      }),
    );
    expect(readReturnUrl()).toBe(BILLING_PAGES.account);
  });
});
