// The navigation shared by the advisor dashboard pages (docs/product.md#dashboard).
import { PAGES } from '../../../shared/routes';
import { AreaNav } from '../../frame/area-nav';

const LINKS = [
  { to: PAGES.advisorRoot, label: 'Overview', end: true },
  { to: PAGES.dashboardMeetings, label: 'Meetings' },
  { to: PAGES.dashboardAvailability, label: 'Availability' },
  { to: PAGES.dashboardReviews, label: 'Reviews' },
] as const;

export function DashboardNav() {
  return <AreaNav label="Advisor Home" links={LINKS} />;
}
