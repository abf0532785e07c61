// The links of the page frame (docs/product.md#frame), in one place for the header, drawer and
// footer.
import { AFFILIATE_PAGES } from '../../shared/routes/affiliates';
import { ADVISOR_PAGES } from '../../shared/routes/advisors';
import { AREA_ROOTS } from '../../shared/routes/areas';
import { AUTH_PAGES, LOGOUT_LOCAL_URL } from '../../shared/routes/identity';
import { HOME_ANCHORS, SITE_PAGES } from '../../shared/routes/site';
import { AREA_ROLES, hasAnyRole } from '../../shared/roles';
import type { Role } from '../../shared/roles';
import type { AuthState } from '../auth/auth-context';

export interface FrameLink {
  label: string;
  to: string;
}

export const homeAnchor = (anchor: string) => `${SITE_PAGES.home}#${anchor}`;

/** Get Started begins the search for an advisor (it used to be the home page, a no-op there). */
export const GET_STARTED_LINK: FrameLink = { label: 'Get Started', to: ADVISOR_PAGES.search };

export const HEADER_LINKS: readonly FrameLink[] = [
  { label: 'How it works', to: homeAnchor(HOME_ANCHORS.howItWorks) },
  { label: 'Pricing', to: homeAnchor(HOME_ANCHORS.pricing) },
  { label: 'Our experts', to: homeAnchor(HOME_ANCHORS.experts) },
  { label: 'Money Tools', to: SITE_PAGES.moneyTools },
];

/**
 * Header buttons for a signed-in user, by the active user's roles (docs/product.md#frame): an admin
 * who impersonates someone sees that user's buttons.
 */
export function roleLinks(auth: Pick<AuthState, 'status' | 'roles' | 'firmMember'>): FrameLink[] {
  if (auth.status !== 'signedIn') return [];
  const links: FrameLink[] = [];
  if (hasAnyRole(auth.roles, ['Consumer']))
    links.push({ label: 'My Account', to: AREA_ROOTS.account });
  if (hasAnyRole(auth.roles, ['Advisor']) || (auth.firmMember && auth.roles.includes('Admin'))) {
    links.push({ label: 'Advisor Home', to: AREA_ROOTS.dashboard });
  }
  if (hasAnyRole(auth.roles, ['Admin'])) links.push({ label: 'Admin', to: AREA_ROOTS.admin });
  return links;
}

/** The footer's account menu (docs/product.md#frame); empty while the session is being restored. */
export function accountMenuLinks(auth: Pick<AuthState, 'status' | 'user'>): FrameLink[] {
  if (auth.status === 'loading') return [];
  if (auth.status === 'signedIn' && auth.user) {
    return [
      { label: `Hello ${auth.user.fullName}`, to: AUTH_PAGES.profile },
      { label: 'Log Out', to: LOGOUT_LOCAL_URL },
    ];
  }
  return [
    { label: 'Register', to: AUTH_PAGES.register },
    { label: 'Log In', to: AUTH_PAGES.login },
  ];
}

export const COMPANY_LINKS: readonly FrameLink[] = [
  { label: 'Our Experts', to: homeAnchor(HOME_ANCHORS.experts) },
  { label: 'Advisor Jobs', to: SITE_PAGES.recruit },
  { label: 'Affiliates', to: AFFILIATE_PAGES.program },
  { label: 'About', to: SITE_PAGES.about },
  { label: 'Contact Us', to: SITE_PAGES.contact },
];

/**
 * Where a user lands by default: the client account for consumers (and admins, who may open
 * it), the advisor dashboard for advisors, otherwise the home page.
 */
export function homeForRoles(roles: readonly Role[]): string {
  if (hasAnyRole(roles, AREA_ROLES.account)) return AREA_ROOTS.account;
  if (hasAnyRole(roles, AREA_ROLES.dashboard)) return AREA_ROOTS.dashboard;
  return SITE_PAGES.home;
}
