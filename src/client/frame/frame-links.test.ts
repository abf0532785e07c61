import { describe, expect, it } from 'vitest';
import { LOGOUT_LOCAL_URL, PAGES } from '../../shared/routes';
import type { Role } from '../../shared/roles';
import { SIGNED_OUT } from '../auth/auth-context';
import { accountMenuLinks, roleLinks } from './frame-links';

const signedIn = (roles: Role[], isOwnFirmAdmin = false) => ({
  isSignedIn: true,
  user: { name: 'Dana', roles, isOwnFirmAdmin },
});
const labels = (links: { label: string }[]) => links.map((link) => link.label);

describe('header role buttons (spec §2.1)', () => {
  it('shows none when signed out', () => {
    expect(roleLinks(SIGNED_OUT)).toEqual([]);
  });

  it('gives consumers My Account and advisors Advisor Home', () => {
    expect(roleLinks(signedIn(['Consumer']))).toEqual([
      { label: 'My Account', to: PAGES.accountRoot },
    ]);
    expect(roleLinks(signedIn(['Advisor']))).toEqual([
      { label: 'Advisor Home', to: PAGES.advisorRoot },
    ]);
  });

  it('gives admins Admin, and Advisor Home only when they belong to the firm', () => {
    expect(labels(roleLinks(signedIn(['Admin'])))).toEqual(['Admin']);
    expect(labels(roleLinks(signedIn(['Admin'], true)))).toEqual(['Advisor Home', 'Admin']);
  });
});

describe('footer account menu (spec §2.1)', () => {
  it('offers Register and Log In when signed out', () => {
    expect(accountMenuLinks(SIGNED_OUT)).toEqual([
      { label: 'Register', to: PAGES.register },
      { label: 'Log In', to: PAGES.login },
    ]);
  });

  it('greets a signed-in user and logs out locally', () => {
    expect(accountMenuLinks(signedIn(['Consumer']))).toEqual([
      { label: 'Hello Dana', to: PAGES.profile },
      { label: 'Log Out', to: LOGOUT_LOCAL_URL },
    ]);
  });
});
