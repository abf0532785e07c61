// The navigation shared by the account pages (docs/product.md#account); Share only for affiliates.
import { PAGES } from '../../../shared/routes';
import { useAuth } from '../../auth/auth-context';
import { AreaNav } from '../../frame/area-nav';
import type { AreaNavLink } from '../../frame/area-nav';

const LINKS: readonly AreaNavLink[] = [
  { to: PAGES.accountRoot, label: 'Upcoming meetings', end: true },
  { to: PAGES.accountPastMeetings, label: 'Past meetings' },
  { to: PAGES.accountReviews, label: 'Reviews' },
  { to: PAGES.accountBilling, label: 'Billing' },
  { to: PAGES.accountVault, label: 'File vault' },
  { to: PAGES.accountProfile, label: 'Profile' },
];

const SHARE: AreaNavLink = { to: PAGES.accountShare, label: 'Share' };

export function AccountNav() {
  const { roles } = useAuth();
  return (
    <AreaNav label="My Account" links={roles.includes('Affiliate') ? [...LINKS, SHARE] : LINKS} />
  );
}
