// The navigation shared by the advisor dashboard pages (docs/product.md#dashboard).
import { ACCOUNT_PAGES } from '../../../shared/routes/account';
import { ADVISOR_PAYOUT_PAGES } from '../../../shared/routes/advisor-payouts';
import { ADVISOR_PROFILE_PAGES } from '../../../shared/routes/advisor-profile';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { RECORDS_PAGES } from '../../../shared/routes/records';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import { useAuth } from '../../auth/auth-context';
import { AreaNav } from '../../frame/area-nav';

const LINKS = [
  { to: AREA_ROOTS.dashboard, label: 'Overview', end: true },
  { to: ADVISOR_PROFILE_PAGES.dashboard, label: 'Profile' },
  { to: MEETING_PAGES.dashboard, label: 'Meetings' },
  { to: AVAILABILITY_PAGES.dashboard, label: 'Availability' },
  { to: REVIEW_PAGES.dashboard, label: 'Reviews' },
  { to: PLAN_PAGES.dashboardOfferings, label: 'Offerings' },
  { to: ADVISOR_PAYOUT_PAGES.dashboard, label: 'Payments' },
  // Form ADV and Form CRS change every year, long after the first-run checklist is gone.
  { to: ONBOARDING_PAGES.disclosures, label: 'Disclosures' },
] as const;

const ACCOUNT_LINK = { to: ACCOUNT_PAGES.dashboardProfile, label: 'Account' } as const;

export function DashboardNav() {
  // The compliance report is the signed-in advisor's own (docs/product.md#compliance-report).
  const { user } = useAuth();
  const links = user
    ? [...LINKS, { to: RECORDS_PAGES.dashboard(user.id), label: 'Compliance' }, ACCOUNT_LINK]
    : [...LINKS, ACCOUNT_LINK];
  return <AreaNav label="Advisor Home" links={links} />;
}
