// The links of the page frame (docs/product.md#frame), in one place for the header, drawer and
// footer.
import { HOME_ANCHORS, LOGOUT_LOCAL_URL, PAGES } from '../../shared/routes';
import { AREA_ROLES, hasAnyRole } from '../../shared/roles';
import type { Role } from '../../shared/roles';
import type { AuthState } from '../auth/auth-context';

export interface FrameLink {
  label: string;
  to: string;
}

export const homeAnchor = (anchor: string) => `${PAGES.home}#${anchor}`;

export const HEADER_LINKS: readonly FrameLink[] = [
  { label: 'How it works', to: homeAnchor(HOME_ANCHORS.howItWorks) },
  { label: 'Pricing', to: homeAnchor(HOME_ANCHORS.pricing) },
  { label: 'Our experts', to: homeAnchor(HOME_ANCHORS.experts) },
  { label: 'Money Tools', to: PAGES.moneyTools },
];

/**
 * Header buttons for a signed-in user, by the active user's roles (docs/product.md#frame): an admin
 * who impersonates someone sees that user's buttons.
 */
export function roleLinks(auth: Pick<AuthState, 'status' | 'roles' | 'firmMember'>): FrameLink[] {
  if (auth.status !== 'signedIn') return [];
  const links: FrameLink[] = [];
  if (hasAnyRole(auth.roles, ['Consumer']))
    links.push({ label: 'My Account', to: PAGES.accountRoot });
  if (hasAnyRole(auth.roles, ['Advisor']) || (auth.firmMember && auth.roles.includes('Admin'))) {
    links.push({ label: 'Advisor Home', to: PAGES.advisorRoot });
  }
  if (hasAnyRole(auth.roles, ['Admin'])) links.push({ label: 'Admin', to: PAGES.adminRoot });
  return links;
}

/** The footer's account menu (docs/product.md#frame); empty while the session is being restored. */
export function accountMenuLinks(auth: Pick<AuthState, 'status' | 'user'>): FrameLink[] {
  if (auth.status === 'loading') return [];
  if (auth.status === 'signedIn' && auth.user) {
    return [
      { label: `Hello ${auth.user.fullName}`, to: PAGES.profile },
      { label: 'Log Out', to: LOGOUT_LOCAL_URL },
    ];
  }
  return [
    { label: 'Register', to: PAGES.register },
    { label: 'Log In', to: PAGES.login },
  ];
}

export const COMPANY_LINKS: readonly FrameLink[] = [
  { label: 'Our Experts', to: homeAnchor(HOME_ANCHORS.experts) },
  { label: 'Advisor Jobs', to: PAGES.recruit },
  { label: 'Affiliates', to: PAGES.affiliates },
  { label: 'About', to: PAGES.about },
  { label: 'Contact Us', to: PAGES.contact },
];

/**
 * Where a user lands by default: the client account for consumers (and admins, who may open
 * it), the advisor dashboard for advisors, otherwise the home page.
 */
export function homeForRoles(roles: readonly Role[]): string {
  if (hasAnyRole(roles, AREA_ROLES.account)) return PAGES.accountRoot;
  if (hasAnyRole(roles, AREA_ROLES.dashboard)) return PAGES.advisorRoot;
  return PAGES.home;
}
