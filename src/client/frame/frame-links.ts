// The links of the page frame (spec §2.1), in one place for the header, drawer and footer.
import { HOME_ANCHORS, LOGOUT_LOCAL_URL, PAGES } from '../../shared/routes';
import { hasAnyRole } from '../../shared/roles';
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

/** Header buttons for a signed-in user, by role (spec §2.1). */
export function roleLinks(auth: AuthState): FrameLink[] {
  const user = auth.user;
  if (!auth.isSignedIn || !user) return [];
  const links: FrameLink[] = [];
  if (hasAnyRole(user.roles, ['Consumer']))
    links.push({ label: 'My Account', to: PAGES.accountRoot });
  if (
    hasAnyRole(user.roles, ['Advisor']) ||
    (user.isOwnFirmAdmin && user.roles.includes('Admin'))
  ) {
    links.push({ label: 'Advisor Home', to: PAGES.advisorRoot });
  }
  if (hasAnyRole(user.roles, ['Admin'])) links.push({ label: 'Admin', to: PAGES.adminRoot });
  return links;
}

/** The footer's account menu (spec §2.1). */
export function accountMenuLinks(auth: AuthState): FrameLink[] {
  if (auth.isSignedIn && auth.user) {
    return [
      { label: `Hello ${auth.user.name}`, to: PAGES.profile },
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
