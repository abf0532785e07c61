// dashboard (docs/product.md#dashboard): Advisor Home. The next meeting, the week at a glance, and
// what needs doing, and the way to meetings, availability and reviews.
import { useAuth } from '../../auth/auth-context';
import { AreaPage } from '../../frame/area-page';
import { firstNameOf } from '../../features/meetings/first-name';
import { DashboardNav } from './dashboard-nav';
import { WithAdvisorMeetings } from '../../features/meetings/advisor-meetings-state';
import { DashboardOverview } from './dashboard-overview';
import { DashboardTools } from './dashboard-tools';
import { PracticeToDoList } from '../../features/practice/to-do-list';
import { OnboardingChecklist } from '../../features/onboarding/onboarding-checklist';

export default function DashboardHomePage() {
  const { user } = useAuth();
  const firstName = firstNameOf(user?.fullName);
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title={firstName ? `Welcome back, ${firstName}` : 'Advisor Home'}
      titleId="dashboard-title"
      lead="Your next meeting and what needs doing, at a glance."
      nav={<DashboardNav />}
    >
      <OnboardingChecklist />
      <WithAdvisorMeetings>{(list) => <DashboardOverview list={list} />}</WithAdvisorMeetings>
      <PracticeToDoList />
      <DashboardTools />
    </AreaPage>
  );
}
