// dashboard/meetings (docs/product.md#dashboard): the advisor's upcoming meetings with each
// client's answers, and past ones with the notes to send. Times are in the advisor's own zone,
// named.
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { ADVISOR_MEETING_TABS, DASHBOARD_TAB_PAGES } from '../../../shared/routes/meetings';
import { AreaPage } from '../../frame/area-page';
import { DashboardNav } from './dashboard-nav';
import { AdvisorMeetingTabs, isMeetingTab } from '../../features/meetings/advisor-meeting-tabs';
import type { MeetingTab } from '../../features/meetings/advisor-meeting-tabs';
import { WithAdvisorMeetings } from '../../features/meetings/advisor-meetings-state';

export default function MeetingsPage() {
  const [params] = useSearchParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // The tab's own address (dashboard/{tab}) wins; `?tab=` is kept for links made before it.
  const fromPath = ADVISOR_MEETING_TABS.find((name) => DASHBOARD_TAB_PAGES[name] === pathname);
  const requested = params.get('tab');
  const tab: MeetingTab = fromPath ?? (isMeetingTab(requested) ? requested : 'upcoming');
  const showTab = (next: MeetingTab) => navigate(DASHBOARD_TAB_PAGES[next], { replace: true });

  return (
    <AreaPage
      eyebrow="Advisor Home"
      title="Meetings"
      titleId="meetings-title"
      lead="Join your meetings, read what clients want to cover, and send your notes afterwards."
      nav={<DashboardNav />}
    >
      <WithAdvisorMeetings>
        {(list) => <AdvisorMeetingTabs list={list} tab={tab} onTab={showTab} />}
      </WithAdvisorMeetings>
    </AreaPage>
  );
}
