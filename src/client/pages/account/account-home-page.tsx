// account (docs/product.md#account): the client's upcoming meetings, each to join, add to a
// calendar, reschedule or cancel, beside what to prepare. Times are in the person's chosen zone
// (else the browser's), named.
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import { useMeetings } from '../../features/meetings/meetings-api';
import { MyPlans } from '../../features/plans/my-plans';
import { useAuth } from '../../auth/auth-context';
import { AreaPage, AreaSectionTitle } from '../../frame/area-page';
import { firstNameOf } from '../../features/meetings/first-name';
import { withKeptMeetings, useKeptCanceled } from '../../features/meetings/kept-canceled';
import {
  MeetingListEmpty,
  MeetingListError,
  MeetingListSkeleton,
} from '../../features/meetings/list-states';
import { useCancelFlow } from '../../features/meetings/use-cancel-flow';
import { useNow } from '../../ui/use-now';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import cardClasses from '../../features/meetings/meeting-card.module.css';
import { AccountNav } from './account-nav';
import { ClientUpcomingCard } from '../../features/meetings/client-upcoming-card';
import { PreparePanel } from '../../features/meetings/prepare-panel';
import classes from './account-page.module.css';

function UpcomingMeetings() {
  const meetings = useMeetings('account');
  const { kept, keep } = useKeptCanceled();
  const now = useNow();
  const timeZone = useDisplayTimeZone();
  const cancelFlow = useCancelFlow({
    timeZoneOf: () => timeZone,
    viewer: 'client',
    onCanceled: keep,
  });

  if (!meetings.data) {
    return meetings.isError ? (
      <MeetingListError
        title="Your meetings could not be loaded"
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    ) : (
      <MeetingListSkeleton label="Loading your meetings" />
    );
  }

  const upcoming = withKeptMeetings(meetings.data.upcoming, kept);
  if (upcoming.length === 0) {
    return (
      <MeetingListEmpty
        title="No meetings booked"
        text={`Book The Hour with a fee-only fiduciary ${ADVISOR_TERM_SINGULAR}: pick a time that suits you, answer a few questions, and meet by video.`}
        actions={
          <>
            <Button component={Link} to={ADVISOR_PAGES.search}>
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
            {meetings.data.past.length > 0 && (
              <Button component={Link} to={MEETING_PAGES.account} variant="default">
                See past meetings
              </Button>
            )}
          </>
        }
      />
    );
  }

  return (
    <div className={classes.columns}>
      <ul className={cardClasses.list} aria-labelledby="upcoming-title">
        {upcoming.map((meeting) => (
          <li key={meeting.id}>
            <ClientUpcomingCard
              meeting={meeting}
              timeZone={timeZone}
              now={now}
              onCancel={(each) => void cancelFlow.start(each)}
              canceling={cancelFlow.pendingId === meeting.id}
            />
          </li>
        ))}
      </ul>
      <PreparePanel />
    </div>
  );
}

export default function AccountHomePage() {
  const { user } = useAuth();
  const firstName = firstNameOf(user?.fullName);
  return (
    <AreaPage
      eyebrow="My Account"
      title={firstName ? `Hello, ${firstName}` : 'My Account'}
      titleId="account-title"
      lead="Your meetings in one place: join when it is time, add them to your calendar, or change them while changes are free."
      nav={<AccountNav />}
    >
      <MyPlans
        titleId="plans-title"
        heading={<AreaSectionTitle id="plans-title">Your Plan and Ongoing</AreaSectionTitle>}
      />
      <AreaSectionTitle id="upcoming-title">Upcoming meetings</AreaSectionTitle>
      <UpcomingMeetings />
    </AreaPage>
  );
}
