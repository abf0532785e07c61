// dashboard (docs/product.md#dashboard): Advisor Home. A greeting ("Welcome" the first time), the
// next meeting, the week at a glance, what needs doing, and the way to meetings, availability and
// reviews.
import { useAuth } from '../../auth/auth-context';
import { AreaPage } from '../../frame/area-page';
import { firstNameOf } from '../../features/meetings/first-name';
import { DashboardNav } from './dashboard-nav';
import { WithAdvisorMeetings } from '../../features/meetings/advisor-meetings-state';
import { DashboardOverview } from './dashboard-overview';
import { DashboardTools } from './dashboard-tools';
import { PracticeToDoList } from '../../features/practice/to-do-list';
import { OnboardingChecklist } from '../../features/onboarding/onboarding-checklist';
import { useHomeVisit } from '../../features/onboarding/onboarding-api';

/** "Welcome" on the first visit (known from the server), "Welcome back" after. */
function greeting(firstName: string | undefined, firstVisit: boolean | undefined): string {
  if (!firstName) return 'Advisor Home';
  if (firstVisit === undefined) return `Hello, ${firstName}`;
  return firstVisit ? `Welcome, ${firstName}` : `Welcome back, ${firstName}`;
}

export default function DashboardHomePage() {
  const { user } = useAuth();
  const firstName = firstNameOf(user?.fullName);
  const visit = useHomeVisit();
  return (
    <AreaPage
      eyebrow="Advisor Home"
      title={greeting(firstName, visit.data?.firstVisit)}
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
