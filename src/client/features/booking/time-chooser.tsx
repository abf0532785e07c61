// The calendar of open times: week by week from the first open one, in the viewer's zone (named,
// and switchable), with the advisor's own zone mentioned. Loading, failure and "nothing open"
// each have their own state.
import { useState } from 'react';
import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import { Alert } from '../../ui/alert';
import type { UseInfiniteQueryResult, InfiniteData } from '@tanstack/react-query';
import { Link } from 'react-router';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import { timeZoneLongName } from '../../../shared/meeting-time';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { addDays, zonedTimeToEpochMs } from '../../../shared/time-zones';
import type { SlotWindow } from './booking-api';
import { TimeZoneSelect } from '../../ui/time-zone-select';
import { similarAdvisorsUrl } from './booking-summary';
import { daysOfWeek, formatWeekRange, mergeSlots, sameInstant, weekOf } from './slot-weeks';
import type { OpenSlot } from './slot-weeks';
import { WeekPicker, WeekPickerSkeleton } from './parts/week-picker';
import classes from './parts/time-chooser.module.css';

const WEEK_DAYS = 7;

export type SlotWindowsQuery = UseInfiniteQueryResult<InfiniteData<SlotWindow>, Error>;

export interface TimeChooserProps {
  advisor: AdvisorProfile;
  query: SlotWindowsQuery;
  timeZone: string;
  onTimeZone: (timeZone: string) => void;
  choice: string | null;
  onChoose: (slot: OpenSlot) => void;
}

function ChooserFrame({ children, toolbar }: { children: ReactNode; toolbar?: ReactNode }) {
  return (
    <section className={classes.chooser} aria-labelledby="choose-time-title">
      <div className={classes.heading}>
        <h2 id="choose-time-title" className={classes.title}>
          Choose a time
        </h2>
        <p className={classes.lead}>Every meeting is one hour, by video.</p>
      </div>
      {toolbar}
      {children}
    </section>
  );
}

function NoTimes({ advisor }: { advisor: AdvisorProfile }) {
  return (
    <div className={classes.state}>
      <h3 className={classes.stateTitle}>No open times right now</h3>
      <p>
        {advisor.firstName}’s calendar has no open times in the coming weeks. New times open as the
        calendar moves on, so check back soon, or meet an advisor with similar specialities.
      </p>
      <div className={classes.stateActions}>
        <Button component={Link} to={similarAdvisorsUrl(advisor)}>
          Find a similar advisor
        </Button>
        <Button component={Link} to={ADVISOR_PAGES.profile(advisor.slug)} variant="default">
          Back to {advisor.firstName}’s profile
        </Button>
      </div>
    </div>
  );
}

export function TimeChooser(props: TimeChooserProps) {
  const { advisor, query } = props;
  if (query.isPending) {
    return (
      <ChooserFrame>
        <WeekPickerSkeleton />
      </ChooserFrame>
    );
  }
  if (!query.data) {
    return (
      <ChooserFrame>
        <Alert color="red" variant="light" title="Open times could not be loaded" role="alert">
          <p className={classes.alertText}>
            Something went wrong while loading {advisor.firstName}’s calendar. Please try again.
          </p>
          <Button onClick={() => void query.refetch()} loading={query.isFetching} size="sm">
            Try again
          </Button>
        </Alert>
      </ChooserFrame>
    );
  }
  const slots = mergeSlots(query.data.pages.map((page) => page.slots));
  if (slots.length === 0) {
    return (
      <ChooserFrame>
        <NoTimes advisor={advisor} />
      </ChooserFrame>
    );
  }
  return <LoadedChooser {...props} slots={slots} pages={query.data.pages} />;
}

function LoadedChooser({
  advisor,
  query,
  timeZone,
  onTimeZone,
  choice,
  onChoose,
  slots,
  pages,
}: TimeChooserProps & { slots: OpenSlot[]; pages: SlotWindow[] }) {
  const [week, setWeek] = useState<string | null>(null);
  const firstPage = pages[0]!;
  const lastPage = pages[pages.length - 1]!;
  const chosen = choice ? slots.find((slot) => sameInstant(slot.start, choice)) : undefined;
  // Open on the week of the chosen time, else of the first open time.
  const shown = week ?? weekOf(chosen?.start ?? slots[0]!.start, timeZone);
  const thisWeek = weekOf(firstPage.from, timeZone);
  const lastWeek = weekOf(slots[slots.length - 1]!.start, timeZone);
  const weekEnd = (monday: string) =>
    zonedTimeToEpochMs(addDays(monday, WEEK_DAYS), '00:00', timeZone);
  const beyondLoaded = (monday: string) => weekEnd(monday) > Date.parse(lastPage.until);

  const goTo = (monday: string) => {
    setWeek(monday);
    if (query.hasNextPage && !query.isFetchingNextPage && beyondLoaded(monday)) {
      void query.fetchNextPage();
    }
  };

  const days = daysOfWeek(shown, slots, timeZone);
  const weekSlots = days.flatMap((day) => day.slots);
  const loadingWeek = query.isFetchingNextPage && beyondLoaded(shown);
  const at = weekSlots[0]?.start ?? slots[0]!.start;
  const viewerZone = timeZoneLongName(timeZone, at);
  const advisorZone = timeZoneLongName(firstPage.advisorTimeZone, at);

  const toolbar = (
    <div className={classes.toolbar}>
      <div className={classes.weekNav}>
        <Button
          variant="default"
          className={classes.arrow}
          onClick={() => goTo(addDays(shown, -WEEK_DAYS))}
          disabled={shown <= thisWeek}
          aria-label="Previous week"
        >
          <span aria-hidden="true">‹</span>
        </Button>
        <p className={classes.weekRange} aria-live="polite">
          <span className={classes.weekOf}>Week of</span> {formatWeekRange(shown)}
        </p>
        <Button
          variant="default"
          className={classes.arrow}
          onClick={() => goTo(addDays(shown, WEEK_DAYS))}
          disabled={shown >= lastWeek && !query.hasNextPage}
          aria-label="Next week"
        >
          <span aria-hidden="true">›</span>
        </Button>
      </div>
      <TimeZoneSelect
        className={classes.zoneSelect}
        value={timeZone}
        onChange={onTimeZone}
        label="Show times in"
      />
    </div>
  );

  return (
    <ChooserFrame toolbar={toolbar}>
      <p className={classes.zoneNote}>
        Times in <strong>{viewerZone}</strong>.{' '}
        {viewerZone === advisorZone
          ? `${advisor.firstName} works in the same time zone.`
          : `${advisor.firstName} works in ${advisorZone}.`}
      </p>
      {loadingWeek ? (
        <WeekPickerSkeleton />
      ) : (
        <WeekPicker
          days={days}
          timeZone={timeZone}
          selected={choice}
          onSelect={(slot) => {
            // Stay on this week even if the choice is later cleared (a time taken meanwhile).
            setWeek(shown);
            onChoose(slot);
          }}
        />
      )}
      {!loadingWeek && weekSlots.length === 0 && (
        <p className={classes.emptyWeek}>
          No open times this week.{' '}
          {shown < lastWeek || query.hasNextPage
            ? 'Try the next week.'
            : 'These are the last weeks of the calendar.'}
        </p>
      )}
    </ChooserFrame>
  );
}
