// Reschedule and Cancel while the free change window is open; once it has closed, why not, and whom
// to ask instead (docs/product.md#promises: free reschedule and cancellation with 24 hours notice).
import { Button } from '@mantine/core';
import { Link } from 'react-router';
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../../shared/constants';
import type { Meeting } from '../../../../shared/contracts/booking';
import { formatMeetingTimeShort } from '../../../../shared/meeting-time';
import { SITE_PAGES } from '../../../../shared/routes/site';
import { RescheduleButton } from '../reschedule-dialog';
import classes from '../meeting-card.module.css';

export interface ChangeActionsProps {
  meeting: Meeting;
  timeZone: string;
  withWhom: string;
  onCancel: (meeting: Meeting) => void;
  canceling: boolean;
  now: Date;
}

export function ChangeActions({
  meeting,
  timeZone,
  withWhom,
  onCancel,
  canceling,
  now,
}: ChangeActionsProps) {
  const { actions } = meeting;
  const deadline = formatMeetingTimeShort(meeting.changeDeadline, timeZone);
  if (actions.reschedule || actions.cancel) {
    return (
      <>
        <div className={classes.actions}>
          {actions.reschedule && (
            <RescheduleButton meeting={meeting} timeZone={timeZone} withWhom={withWhom} />
          )}
          {actions.cancel && (
            <Button
              variant="subtle"
              color="red"
              onClick={() => onCancel(meeting)}
              loading={canceling}
            >
              Cancel meeting
            </Button>
          )}
        </div>
        <p className={classes.hint}>Free to reschedule or cancel until {deadline}.</p>
      </>
    );
  }
  // Too late for a free change: say so rather than hiding the buttons without a word.
  const at = now.getTime();
  if (at >= Date.parse(meeting.changeDeadline) && at < Date.parse(meeting.start)) {
    return (
      <p className={classes.notice}>
        Changes are free until {RESCHEDULE_CANCEL_NOTICE_HOURS} hours before the start ({deadline}).
        It is now less than {RESCHEDULE_CANCEL_NOTICE_HOURS} hours before the meeting, so it can no
        longer be moved or canceled here. <Link to={SITE_PAGES.contact}>Contact us</Link> if you
        need help.
      </p>
    );
  }
  return null;
}
