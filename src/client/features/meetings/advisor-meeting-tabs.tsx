// The advisor's meetings in two tabs: upcoming (soonest first) and past (newest first), with the
// notes still to write counted on the past tab.
import '@mantine/core/styles/Tabs.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/VisuallyHidden.css';
import { Badge, Button, Tabs, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { MeetingList } from '../../../shared/contracts/booking';
import { AVAILABILITY_PAGES } from '../../../shared/routes/availability';
import { withKeptMeetings, useKeptCanceled } from './kept-canceled';
import { MeetingListEmpty } from './list-states';
import { useCancelFlow } from './use-cancel-flow';
import { useNow } from '../../ui/use-now';
import cardClasses from './meeting-card.module.css';
import { AdvisorPastCard } from './parts/advisor-past-card';
import { AdvisorUpcomingCard } from './parts/advisor-upcoming-card';
import { meetingsNeedingNotes } from './dashboard-summary';
import classes from './parts/advisor-meeting-tabs.module.css';
import { ADVISOR_MEETING_TABS } from '../../../shared/routes/meetings';
import type { AdvisorMeetingTab } from '../../../shared/routes/meetings';

export type MeetingTab = AdvisorMeetingTab;

export function isMeetingTab(value: string | null): value is MeetingTab {
  return (ADVISOR_MEETING_TABS as readonly (string | null)[]).includes(value);
}

function UpcomingList({ list }: { list: MeetingList }) {
  const now = useNow();
  const { kept, keep } = useKeptCanceled();
  const cancelFlow = useCancelFlow({
    timeZoneOf: (meeting) => meeting.advisor.timeZone,
    viewer: 'advisor',
    onCanceled: keep,
  });
  const upcoming = withKeptMeetings(list.upcoming, kept);
  if (upcoming.length === 0) {
    return (
      <MeetingListEmpty
        headingLevel={3}
        title="No upcoming meetings"
        text="When clients book you, their meetings appear here with their answers to the intake questions. Keep your hours up to date so clients can find a time."
        actions={
          <Button component={Link} to={AVAILABILITY_PAGES.dashboard}>
            Set your hours
          </Button>
        }
      />
    );
  }
  return (
    <ul className={cardClasses.list} aria-labelledby="upcoming-list-title">
      {upcoming.map((meeting) => (
        <li key={meeting.id}>
          <AdvisorUpcomingCard
            meeting={meeting}
            now={now}
            onCancel={(each) => void cancelFlow.start(each)}
            canceling={cancelFlow.pendingId === meeting.id}
          />
        </li>
      ))}
    </ul>
  );
}

function PastList({ list }: { list: MeetingList }) {
  const now = useNow();
  if (list.past.length === 0) {
    return (
      <MeetingListEmpty
        headingLevel={3}
        title="No past meetings yet"
        text="After each meeting you write your notes here; sending them emails the client their summary."
      />
    );
  }
  return (
    <ul className={cardClasses.list} aria-labelledby="past-list-title">
      {list.past.map((meeting) => (
        <li key={meeting.id}>
          <AdvisorPastCard meeting={meeting} now={now} />
        </li>
      ))}
    </ul>
  );
}

export function AdvisorMeetingTabs({
  list,
  tab,
  onTab,
}: {
  list: MeetingList;
  tab: MeetingTab;
  onTab: (tab: MeetingTab) => void;
}) {
  const notesToWrite = meetingsNeedingNotes(list.past).length;
  return (
    <Tabs
      value={tab}
      onChange={(value) => isMeetingTab(value) && onTab(value)}
      className={cardClasses.listAlone}
      classNames={{ list: classes.tabList, tab: classes.tab, panel: classes.panel }}
    >
      <Tabs.List>
        <Tabs.Tab value="upcoming">Upcoming ({list.upcoming.length})</Tabs.Tab>
        <Tabs.Tab
          value="past"
          rightSection={
            notesToWrite > 0 ? (
              <Badge size="sm" color="gold" c="gold.9" variant="light">
                {notesToWrite} {notesToWrite === 1 ? 'note' : 'notes'} to write
              </Badge>
            ) : null
          }
        >
          Past ({list.past.length})
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="upcoming">
        {/* The tab names the panel; the heading keeps the page's outline whole. */}
        <VisuallyHidden component="h2" id="upcoming-list-title">
          Upcoming meetings, soonest first
        </VisuallyHidden>
        <UpcomingList list={list} />
      </Tabs.Panel>
      <Tabs.Panel value="past">
        <VisuallyHidden component="h2" id="past-list-title">
          Past meetings, newest first
        </VisuallyHidden>
        <PastList list={list} />
      </Tabs.Panel>
    </Tabs>
  );
}
