// A meeting's date and time in one named zone, and, when the person booked it in another zone,
// the time there as well, so nobody wonders which clock is meant.
import {
  formatClockTime,
  formatMeetingDate,
  formatMeetingDay,
  timeZoneLongName,
} from '../../../shared/meeting-time';
import classes from './meeting-card.module.css';

export interface MeetingWhenProps {
  start: string;
  end: string;
  timeZone: string;
  /** Another zone to name the time in, shown only when it differs from `timeZone`. */
  alsoIn?: { timeZone: string; label: string };
}

function CalendarIcon() {
  return (
    <svg
      className={classes.whenIcon}
      viewBox="0 0 24 24"
      width="22"
      height="22"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="3" y="4" width="18" height="18" rx="2" />
      <path d="M16 2v4M8 2v4M3 10h18" />
    </svg>
  );
}

/** 'Tue, Mar 10, 6:00 AM Pacific Daylight Time'. */
export function dayTimeAndZone(instant: string, timeZone: string): string {
  return `${formatMeetingDay(instant, timeZone)}, ${formatClockTime(instant, timeZone)} ${timeZoneLongName(timeZone, instant)}`;
}

export function MeetingWhen({ start, end, timeZone, alsoIn }: MeetingWhenProps) {
  const other = alsoIn && alsoIn.timeZone !== timeZone ? alsoIn : undefined;
  return (
    <p className={classes.when}>
      <CalendarIcon />
      <span>
        <time className={classes.whenDate} dateTime={start}>
          {formatMeetingDate(start, timeZone)}
        </time>
        <span className={classes.whenTime}>
          {formatClockTime(start, timeZone)} – {formatClockTime(end, timeZone)}{' '}
          {timeZoneLongName(timeZone, start)}
        </span>
        {other ? (
          <span className={classes.whenOther}>
            {other.label} {dayTimeAndZone(start, other.timeZone)}
          </span>
        ) : null}
      </span>
    </p>
  );
}
