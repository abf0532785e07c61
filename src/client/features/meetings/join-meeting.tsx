// The Join button: live from shortly before the start until the end; before that it says when
// it opens, in the zone the page shows times in.
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, VisuallyHidden } from '@mantine/core';
import { JOIN_OPENS_MINUTES_BEFORE } from '../../../shared/constants';
import type { Meeting } from '../../../shared/contracts/booking';
import { formatClockTime, formatMeetingDay, timeZoneShortName } from '../../../shared/meeting-time';
import { zonedDate } from '../../../shared/time-zones';
import { useJoinState } from './parts/use-join-state';
import classes from './meeting-card.module.css';

function opensText(opensAt: Date, timeZone: string): string {
  const clock = `${formatClockTime(opensAt, timeZone)} ${timeZoneShortName(timeZone, opensAt)}`;
  const today = zonedDate(new Date(), timeZone) === zonedDate(opensAt, timeZone);
  return today ? `today at ${clock}` : `${formatMeetingDay(opensAt, timeZone)} at ${clock}`;
}

export function JoinMeeting({ meeting, timeZone }: { meeting: Meeting; timeZone: string }) {
  const state = useJoinState(meeting.start, meeting.end);
  if (state.kind === 'over') return null;
  if (!meeting.meetingUrl) {
    return (
      <p className={classes.actionsHint}>The video link will be in your confirmation email.</p>
    );
  }
  if (state.kind === 'notYet') {
    return (
      <>
        <Button disabled aria-describedby={`join-hint-${meeting.id}`}>
          Join video meeting
        </Button>
        <p className={classes.actionsHint} id={`join-hint-${meeting.id}`}>
          Join opens {JOIN_OPENS_MINUTES_BEFORE} minutes before the start,{' '}
          {opensText(state.opensAt, timeZone)}.
        </p>
      </>
    );
  }
  return (
    <Button component="a" href={meeting.meetingUrl} target="_blank" rel="noopener noreferrer">
      Join video meeting <VisuallyHidden>(opens in a new tab)</VisuallyHidden>
    </Button>
  );
}
