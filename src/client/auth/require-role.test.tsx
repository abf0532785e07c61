// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter, Route, Routes } from 'react-router';
import type { Role } from '../../shared/roles';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { AUTH_PAGES } from '../../shared/routes/identity';
import { SITE_PAGES } from '../../shared/routes/site';
import { LocationProbe, activeUser } from '../testing/auth-test-harness';
import { readReturnUrl } from '../tracking/url-history';
import { AuthContext, SIGNED_OUT } from './auth-context';
import type { AuthState } from './auth-context';
import { RequireRole } from './require-role';
import type { Area } from './not-allowed';
import { ADMIN_PAGES } from '../../shared/routes/admin';
import { BILLING_PAGES } from '../../shared/routes/billing';

const signedIn = (roles: Role[]): AuthState => ({
  ...SIGNED_OUT,
  status: 'signedIn',
  roles,
  user: activeUser({ roles, fullName: 'Dana Client' }),
});

function renderGuarded(auth: AuthState, area: Area, path: string) {
  return render(
    <MantineProvider env="test">
      <AuthContext value={auth}>
        <MemoryRouter initialEntries={[path]}>
          <LocationProbe />
          <Routes>
            <Route path={AUTH_PAGES.login} element={<p>Login page</p>} />
            <Route path={`/${area}/*`} element={<RequireRole area={area} />}>
              <Route path="*" element={<p>Area content</p>} />
            </Route>
          </Routes>
        </MemoryRouter>
      </AuthContext>
    </MantineProvider>,
  );
}

const location = () => screen.getByTestId('location').textContent;

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('RequireRole', () => {
  it('shows a loading state, not "not allowed", while the session is restored', () => {
    renderGuarded({ ...SIGNED_OUT, status: 'loading' }, 'admin', ADMIN_PAGES.users);
    expect(screen.getByText('Checking your sign-in…')).toBeTruthy();
    expect(screen.queryByText(/not allowed/)).toBeNull();
    expect(screen.queryByText('Area content')).toBeNull();
  });

  it('sends a signed-out visitor to sign in and saves the page to come back to', async () => {
    renderGuarded(SIGNED_OUT, 'account', `${BILLING_PAGES.account}?tab=2`);
    await waitFor(() => expect(screen.getByText('Login page')).toBeTruthy());
    expect(location()).toBe(
      `${AUTH_PAGES.login}?returnUrl=${encodeURIComponent(`${BILLING_PAGES.account}?tab=2`)}`,
    );
    expect(readReturnUrl()).toBe(`${BILLING_PAGES.account}?tab=2`);
  });

  it('tells a signed-in user without the role that the page is not allowed', () => {
    renderGuarded(signedIn(['Consumer']), 'admin', AREA_ROOTS.admin);
    expect(
      screen.getByRole('heading', { name: 'Sorry, you’re not allowed to see this page' }),
    ).toBeTruthy();
    expect(screen.queryByText('Area content')).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to the home page' }).getAttribute('href')).toBe(
      SITE_PAGES.home,
    );
    // A consumer also gets a way to their own account.
    expect(screen.getByRole('link', { name: 'Go to My Account' }).getAttribute('href')).toBe(
      AREA_ROOTS.account,
    );
  });

  it('offers no My Account link to a user who is not a consumer', () => {
    renderGuarded(signedIn(['Advisor']), 'account', AREA_ROOTS.account);
    expect(screen.getByText(/only for clients/)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Go to My Account' })).toBeNull();
  });

  it.each([
    ['account', ['Consumer']],
    ['account', ['Admin']],
    ['dashboard', ['Advisor']],
    ['dashboard', ['Admin']],
    ['admin', ['Admin']],
  ] as [Area, Role[]][])('renders the %s area for %s', (area, roles) => {
    renderGuarded(signedIn(roles), area, `/${area}`);
    expect(screen.getByText('Area content')).toBeTruthy();
  });
});
