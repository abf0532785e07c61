// 'Add to calendar': the meeting's own calendar file (it carries updates when the meeting moves),
// or a Google or Outlook.com event for people who live in those.
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Menu.css';
import { useState } from 'react';
import { Button, Menu } from '@mantine/core';
import type { Meeting } from '../../../../shared/contracts/booking';
import { googleCalendarUrl, outlookCalendarUrl } from '../../../../shared/calendar-links';
import { fetchCalendarFile } from '../meetings-api';
import { CALENDAR_FILE_NAME, calendarEventOf, saveFile } from '../calendar-file';
import { useNotifications } from '../../../ui/notifications';

export function AddToCalendar({ meeting, title }: { meeting: Meeting; title: string }) {
  const notify = useNotifications();
  const [downloading, setDownloading] = useState(false);
  const event = calendarEventOf(meeting, title);

  const download = () => {
    setDownloading(true);
    fetchCalendarFile(meeting.id)
      .then((blob) => saveFile(blob, CALENDAR_FILE_NAME))
      .catch(() => notify.error('Please try again in a moment.', 'The calendar file is not ready'))
      .finally(() => setDownloading(false));
  };

  return (
    <Menu position="bottom-start" shadow="md" width={260}>
      <Menu.Target>
        <Button variant="default" loading={downloading}>
          Add to calendar
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={download}>Apple, Outlook or other (.ics file)</Menu.Item>
        <Menu.Item
          component="a"
          href={googleCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Google Calendar
        </Menu.Item>
        <Menu.Item
          component="a"
          href={outlookCalendarUrl(event)}
          target="_blank"
          rel="noopener noreferrer"
        >
          Outlook.com
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
