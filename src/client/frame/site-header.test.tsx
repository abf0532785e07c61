// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen, within } from '@testing-library/react';
import { MantineProvider } from '@mantine/core';
import { MemoryRouter } from 'react-router';
import type { Role } from '../../shared/roles';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { AUTH_PAGES } from '../../shared/routes/identity';
import { AuthContext, SIGNED_OUT } from '../auth/auth-context';
import type { AuthState } from '../auth/auth-context';
import { activeUser } from '../testing/auth-test-harness';
import { SiteHeader } from './site-header';

const signedIn = (roles: Role[], firmMember = false): AuthState => ({
  ...SIGNED_OUT,
  status: 'signedIn',
  roles,
  firmMember,
  user: activeUser({ roles, firmMember }),
});

function headerButtons(auth: AuthState) {
  render(
    <MantineProvider env="test">
      <AuthContext value={auth}>
        <MemoryRouter>
          <SiteHeader />
        </MemoryRouter>
      </AuthContext>
    </MantineProvider>,
  );
  const header = screen.getByRole('banner');
  return within(header)
    .queryAllByRole('link')
    .filter((link) => !link.closest('nav') && !link.hasAttribute('aria-label'))
    .map((link) => [link.textContent, link.getAttribute('href')])
    .filter(([label]) => label !== 'Get Started');
}

afterEach(cleanup);

describe('header Get Started (docs/product.md#frame)', () => {
  it('starts the advisors search rather than reloading the home page', () => {
    render(
      <MantineProvider env="test">
        <AuthContext value={SIGNED_OUT}>
          <MemoryRouter>
            <SiteHeader />
          </MemoryRouter>
        </AuthContext>
      </MantineProvider>,
    );
    const start = within(screen.getByRole('banner')).getByRole('link', { name: 'Get Started' });
    expect(start.getAttribute('href')).toBe(ADVISOR_PAGES.search);
  });
});

describe('header role buttons (docs/product.md#frame)', () => {
  it('offers Log In when signed out', () => {
    expect(headerButtons(SIGNED_OUT)).toEqual([['Log In', AUTH_PAGES.login]]);
  });

  it('shows neither Log In nor role buttons while the session is restored', () => {
    expect(headerButtons({ ...SIGNED_OUT, status: 'loading' })).toEqual([]);
  });

  it('links each role button to its area root', () => {
    expect(headerButtons(signedIn(['Admin', 'Consumer'], true))).toEqual([
      ['My Account', AREA_ROOTS.account],
      ['Advisor Home', AREA_ROOTS.dashboard],
      ['Admin', AREA_ROOTS.admin],
    ]);
  });

  it.each([
    [['Consumer'], false, ['My Account']],
    [['Advisor'], false, ['Advisor Home']],
    [['Admin'], false, ['Admin']],
    [['Admin'], true, ['Advisor Home', 'Admin']],
    [['Advisor', 'Consumer'], false, ['My Account', 'Advisor Home']],
  ] as [Role[], boolean, string[]][])(
    'shows %j (firm member: %s) the buttons %j',
    (roles, firmMember, expected) => {
      const labels = headerButtons(signedIn(roles, firmMember)).map(([label]) => label);
      expect(labels).toEqual(expected);
    },
  );
});
