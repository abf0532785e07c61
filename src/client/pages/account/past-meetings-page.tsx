// account/past-meetings (docs/product.md#account): meetings that took place or were called off,
// newest first, with the advisor's notes, refunds, reviews and the money-back request.
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { ADVISOR_TERM_SINGULAR } from '../../../shared/constants';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { useMeetings } from '../../features/meetings/meetings-api';
import { AreaPage } from '../../frame/area-page';
import {
  MeetingListEmpty,
  MeetingListError,
  MeetingListSkeleton,
} from '../../features/meetings/list-states';
import { useNow } from '../../ui/use-now';
import { useDisplayTimeZone } from '../../ui/use-display-time-zone';
import cardClasses from '../../features/meetings/meeting-card.module.css';
import { AccountNav } from './account-nav';
import { ClientPastCard } from '../../features/meetings/client-past-card';

function PastMeetings() {
  const meetings = useMeetings('account');
  const now = useNow();
  const timeZone = useDisplayTimeZone();

  if (!meetings.data) {
    return meetings.isError ? (
      <MeetingListError
        title="Your meetings could not be loaded"
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    ) : (
      <MeetingListSkeleton label="Loading your past meetings" />
    );
  }
  const { past, upcoming } = meetings.data;
  if (past.length === 0) {
    return (
      <MeetingListEmpty
        title="No past meetings yet"
        text="After each meeting you will find it here with your advisor’s notes, and you can leave a review."
        actions={
          upcoming.length > 0 ? (
            <Button component={Link} to={AREA_ROOTS.account}>
              See upcoming meetings
            </Button>
          ) : (
            <Button component={Link} to={ADVISOR_PAGES.search}>
              Find your {ADVISOR_TERM_SINGULAR}
            </Button>
          )
        }
      />
    );
  }
  return (
    <>
      <VisuallyHidden component="h2" id="past-list-title">
        Past meetings, newest first
      </VisuallyHidden>
      <ul className={cardClasses.list} aria-labelledby="past-list-title">
        {past.map((meeting) => (
          <li key={meeting.id}>
            <ClientPastCard meeting={meeting} timeZone={timeZone} now={now} />
          </li>
        ))}
      </ul>
    </>
  );
}

export default function PastMeetingsPage() {
  return (
    <AreaPage
      eyebrow="My Account"
      title="Past meetings"
      titleId="past-meetings-title"
      lead="Meetings that took place or were canceled, newest first, with your advisor’s notes."
      nav={<AccountNav />}
    >
      <div className={cardClasses.listAlone}>
        <PastMeetings />
      </div>
    </AreaPage>
  );
}
