// Meetings that took place and wait for the client's review, each with its review page.
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { AwaitingReview } from '../../../shared/contracts/reviews';
import { formatMeetingTime } from '../../../shared/meeting-time';
import classes from './account-reviews.module.css';

export function AwaitingReviews({
  meetings,
  timeZone,
}: {
  meetings: readonly AwaitingReview[];
  timeZone: string;
}) {
  return (
    <ul className={classes.awaiting} aria-labelledby="awaiting-title">
      {meetings.map((meeting) => (
        <li key={meeting.eventId} className={classes.awaitingItem}>
          <span>
            <span className={classes.awaitingWho}>{meeting.advisorName}</span>
            <time className={classes.awaitingWhen} dateTime={meeting.start}>
              {formatMeetingTime(meeting.start, timeZone)}
            </time>
          </span>
          <Button component={Link} to={meeting.reviewPath} size="sm">
            Leave a review{' '}
            <VisuallyHidden>of your meeting with {meeting.advisorName}</VisuallyHidden>
          </Button>
        </li>
      ))}
    </ul>
  );
}
