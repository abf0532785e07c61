// The navigation shared by the account pages (docs/product.md#account); Share only for affiliates.
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { AFFILIATE_PAGES } from '../../../shared/routes/affiliates';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { BILLING_PAGES } from '../../../shared/routes/billing';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { VAULT_PAGES } from '../../../shared/routes/vault';
import { useAuth } from '../../auth/auth-context';
import { useClientEngagements } from '../../features/engagements/engagements-api';
import { AreaNav } from '../../frame/area-nav';
import type { AreaNavLink } from '../../frame/area-nav';
import { offeringOf } from '../../../shared/offerings/catalog';

const LINKS: readonly AreaNavLink[] = [
  { to: AREA_ROOTS.account, label: 'Upcoming meetings', end: true },
  { to: MEETING_PAGES.account, label: 'Past meetings' },
  { to: REVIEW_PAGES.account, label: 'Reviews' },
  { to: BILLING_PAGES.account, label: 'Billing' },
  { to: VAULT_PAGES.account, label: 'File vault' },
  { to: ACCOUNT_PAGES.profile, label: 'Profile' },
];

const SHARE: AreaNavLink = { to: AFFILIATE_PAGES.share, label: 'Share' };

/** A link to each running Plan or Ongoing, after the meetings. */
function useEngagementLinks(): AreaNavLink[] {
  const engagements = useClientEngagements().data?.engagements ?? [];
  const running = engagements.filter((engagement) => engagement.status === 'active');
  return running.map((engagement) => ({
    to: PLAN_PAGES.engagement(engagement.id),
    label:
      running.filter((other) => other.kind === engagement.kind).length > 1
        ? `${offeringOf(engagement.kind).name} (${engagement.advisor.name})`
        : offeringOf(engagement.kind).name,
  }));
}

export function AccountNav() {
  const { roles } = useAuth();
  const links = [...LINKS.slice(0, 1), ...useEngagementLinks(), ...LINKS.slice(1)];
  return (
    <AreaNav label="My Account" links={roles.includes('Affiliate') ? [...links, SHARE] : links} />
  );
}
