// 'Add to calendar' for a booked meeting: Google and Outlook links, and the .ics file, which
// needs the access token and so is fetched and saved rather than linked.
import { useState } from 'react';
import { Button } from '@mantine/core';
import { useMutation } from '@tanstack/react-query';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../../shared/calendar-links';
import type { Meeting } from '../../../../shared/contracts/booking';
import { fetchCalendarFile } from '../../meetings/meetings-api';
import { CALENDAR_FILE_NAME, calendarEventOf, saveFile } from '../../meetings/calendar-file';
import classes from './booked-meeting.module.css';

export function MeetingCalendarLinks({ meeting }: { meeting: Meeting }) {
  const event = calendarEventOf(meeting, `The Hour with ${meeting.advisor.name}`);
  const [failed, setFailed] = useState(false);
  const download = useMutation({
    mutationFn: () => fetchCalendarFile(meeting.id),
    onMutate: () => setFailed(false),
    onSuccess: (blob) => saveFile(blob, CALENDAR_FILE_NAME),
    onError: () => setFailed(true),
  });
  const external = { component: 'a', target: '_blank', rel: 'noopener noreferrer' } as const;
  return (
    <div className={classes.calendar}>
      <h3 className={classes.blockTitle}>Add to your calendar</h3>
      <div className={classes.calendarButtons}>
        <Button {...external} href={googleCalendarUrl(event)} variant="default" size="sm">
          Google Calendar
        </Button>
        <Button {...external} href={outlookCalendarUrl(event)} variant="default" size="sm">
          Outlook
        </Button>
        <Button
          variant="default"
          size="sm"
          onClick={() => download.mutate()}
          loading={download.isPending}
        >
          Apple / other (.ics)
        </Button>
      </div>
      {failed && (
        <p className={classes.downloadFailed} role="alert">
          The calendar file could not be downloaded. Please try again, or use one of the links.
        </p>
      )}
    </div>
  );
}
