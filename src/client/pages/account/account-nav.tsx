// The navigation shared by the account pages (docs/product.md#account); Share only for affiliates.
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { VAULT_PAGES } from '../../../shared/routes/vault';
import { useAuth } from '../../auth/auth-context';
import { AreaNav } from '../../frame/area-nav';
import type { AreaNavLink } from '../../frame/area-nav';

const LINKS: readonly AreaNavLink[] = [
  { to: AREA_ROOTS.account, label: 'Upcoming meetings', end: true },
  { to: MEETING_PAGES.account, label: 'Past meetings' },
  { to: REVIEW_PAGES.account, label: 'Reviews' },
  { to: BILLING_PAGES.account, label: 'Billing' },
  { to: VAULT_PAGES.account, label: 'File vault' },
  { to: ACCOUNT_PAGES.profile, label: 'Profile' },
];

const SHARE: AreaNavLink = { to: AFFILIATE_PAGES.share, label: 'Share' };

export function AccountNav() {
  const { roles } = useAuth();
  return (
    <AreaNav label="My Account" links={roles.includes('Affiliate') ? [...LINKS, SHARE] : LINKS} />
  );
}
