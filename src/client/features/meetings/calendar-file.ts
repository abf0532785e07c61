// A meeting as a calendar entry for the browser: the Google/Outlook event and saving the
// meeting's own .ics file (fetched with the access token, so it cannot be a plain link).
import type { CalendarLinkEvent } from '../../../shared/calendar-links';
import { APP_NAME } from '../../../shared/constants';
import type { Meeting } from '../../../shared/contracts/booking';

export const CALENDAR_FILE_NAME = 'the-hour.ics';

export function calendarEventOf(meeting: Meeting, title: string): CalendarLinkEvent {
  const join = meeting.meetingUrl ? `\n\nJoin the video meeting: ${meeting.meetingUrl}` : '';
  return {
    title,
    details: `${title}, booked through ${APP_NAME}.${join}`,
    location: meeting.meetingUrl ?? '',
    start: meeting.start,
    end: meeting.end,
  };
}

export function saveFile(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Some browsers read the URL after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}
