// The advisor's meeting list as the dashboard pages read it, and what they show instead while it
// loads, when it fails, or when the account has no advisor profile to hold meetings.
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import type { MeetingList } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { SITE_PAGES } from '../../../shared/routes/site';
import { useMeetings } from './meetings-api';
import { MeetingListEmpty, MeetingListError, MeetingListSkeleton } from './list-states';

function isNoProfile(error: unknown): boolean {
  return error instanceof AppError && error.code === 'notFound';
}

/** Renders `children` with the list once it is there, and the right state until then. */
export function WithAdvisorMeetings({ children }: { children: (list: MeetingList) => ReactNode }) {
  const meetings = useMeetings('dashboard');
  if (meetings.data) return children(meetings.data);
  if (meetings.isError && isNoProfile(meetings.error)) {
    return (
      <MeetingListEmpty
        title="There is no advisor profile on this account yet"
        text="Meetings belong to an advisor profile. If you have just joined, we may still be linking your profile to this account. Get in touch and we will sort it out."
        actions={
          <Button component={Link} to={SITE_PAGES.contact}>
            Contact us
          </Button>
        }
      />
    );
  }
  if (meetings.isError) {
    return (
      <MeetingListError
        title="Your meetings could not be loaded"
        onRetry={() => void meetings.refetch()}
        retrying={meetings.isFetching}
      />
    );
  }
  return <MeetingListSkeleton label="Loading your meetings" />;
}
