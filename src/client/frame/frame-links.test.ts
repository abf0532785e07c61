import { describe, expect, it } from 'vitest';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { AUTH_PAGES, LOGOUT_LOCAL_URL } from '../../shared/routes/identity';
import { SITE_PAGES } from '../../shared/routes/site';
import type { Role } from '../../shared/roles';
import { SIGNED_OUT } from '../auth/auth-context';
import type { AuthState } from '../auth/auth-context';
import { accountMenuLinks, homeForRoles, roleLinks } from './frame-links';

const signedIn = (roles: Role[], firmMember = false): AuthState => ({
  ...SIGNED_OUT,
  status: 'signedIn',
  roles,
  firmMember,
  user: { id: 'u1', email: 'dana@example.test', fullName: 'Dana', roles, firmMember },
});
const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('header role buttons (docs/product.md#frame)', () => {
  it('shows none when signed out or while loading', () => {
    expect(roleLinks(SIGNED_OUT)).toEqual([]);
    expect(roleLinks({ ...signedIn(['Admin']), status: 'loading' })).toEqual([]);
  });

  it('gives consumers My Account and advisors Advisor Home', () => {
    expect(roleLinks(signedIn(['Consumer']))).toEqual([
      { label: 'My Account', to: AREA_ROOTS.account },
    ]);
    expect(roleLinks(signedIn(['Advisor']))).toEqual([
      { label: 'Advisor Home', to: AREA_ROOTS.dashboard },
    ]);
  });

  it('gives admins Admin, and Advisor Home only when they belong to the firm', () => {
    expect(labels(roleLinks(signedIn(['Admin'])))).toEqual(['Admin']);
    expect(labels(roleLinks(signedIn(['Admin'], true)))).toEqual(['Advisor Home', 'Admin']);
    // The firm flag alone opens nothing for a consumer.
    expect(labels(roleLinks(signedIn(['Consumer'], true)))).toEqual(['My Account']);
  });
});

describe('footer account menu (docs/product.md#frame)', () => {
  it('offers Register and Log In when signed out', () => {
    expect(accountMenuLinks(SIGNED_OUT)).toEqual([
      { label: 'Register', to: AUTH_PAGES.register },
      { label: 'Log In', to: AUTH_PAGES.login },
    ]);
  });

  it('greets a signed-in user and logs out locally', () => {
    expect(accountMenuLinks(signedIn(['Consumer']))).toEqual([
      { label: 'Hello Dana', to: AUTH_PAGES.profile },
      { label: 'Log Out', to: LOGOUT_LOCAL_URL },
    ]);
  });

  it('shows nothing while the session is restored', () => {
    expect(accountMenuLinks({ ...SIGNED_OUT, status: 'loading' })).toEqual([]);
  });
});

describe('home for roles', () => {
  it('sends consumers and admins to the account, advisors to the dashboard', () => {
    expect(homeForRoles(['Consumer'])).toBe(AREA_ROOTS.account);
    expect(homeForRoles(['Admin'])).toBe(AREA_ROOTS.account);
    expect(homeForRoles(['Advisor'])).toBe(AREA_ROOTS.dashboard);
    expect(homeForRoles(['Affiliate'])).toBe(SITE_PAGES.home);
  });
});
