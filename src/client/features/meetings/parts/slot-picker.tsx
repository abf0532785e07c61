// A week of open times to move a meeting to: Monday-first, in one named zone, one radio button
// per time so the keyboard moves between them. The meeting's own time shows but cannot be picked.
import { useState } from 'react';
import '@mantine/core/styles/VisuallyHidden.css';
import { Button, Skeleton, VisuallyHidden } from '@mantine/core';
import { MAX_HORIZON_DAYS } from '../../../../shared/domain/availability';
import {
  formatClockTime,
  formatMeetingDay,
  timeZoneLongName,
} from '../../../../shared/meeting-time';
import { addDays } from '../../../../shared/time-zones';
import { useRescheduleSlots } from '../meetings-api';
import { middayOf, openingMonday, weekOfSlots, weekWindow } from '../slot-days';
import type { SlotDay } from '../slot-days';
import classes from './slot-picker.module.css';

export interface SlotPickerProps {
  eventId: string;
  timeZone: string;
  /** The meeting's current start, shown but not selectable. */
  currentStart: string;
  value: string | null;
  onChange: (start: string | null) => void;
}

const weekdayFormat = (date: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone }).format(middayOf(date, timeZone));
const monthDayFormat = (date: string, timeZone: string) =>
  new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone }).format(
    middayOf(date, timeZone),
  );

function WeekSkeleton() {
  return (
    <div className={classes.week} aria-busy="true" aria-label="Loading open times">
      {Array.from({ length: 7 }, (_, index) => (
        <div key={index} className={classes.day}>
          <Skeleton height={40} radius="sm" />
          <Skeleton height={34} radius="md" />
          <Skeleton height={34} radius="md" />
        </div>
      ))}
    </div>
  );
}

interface DayProps {
  day: SlotDay;
  timeZone: string;
  name: string;
  currentStart: string;
  value: string | null;
  onChange: (start: string) => void;
}

function DayColumn({ day, timeZone, name, currentStart, value, onChange }: DayProps) {
  const labelId = `${name}-${day.date}`;
  const currentMs = Date.parse(currentStart);
  return (
    <div className={classes.day} role="group" aria-labelledby={labelId}>
      <div className={classes.dayName} id={labelId}>
        <span className={classes.weekday}>{weekdayFormat(day.date, timeZone)}</span>{' '}
        <span className={classes.date}>{monthDayFormat(day.date, timeZone)}</span>
      </div>
      {day.slots.length === 0 ? (
        <p className={classes.none}>No times</p>
      ) : (
        <div className={classes.times}>
          {day.slots.map((slot) => {
            const isCurrent = Date.parse(slot.start) === currentMs;
            const clock = formatClockTime(slot.start, timeZone);
            return (
              <label key={slot.start} className={classes.slot}>
                <input
                  className={classes.slotInput}
                  type="radio"
                  name={name}
                  value={slot.start}
                  checked={value === slot.start}
                  disabled={isCurrent}
                  onChange={() => onChange(slot.start)}
                />
                <span className={classes.slotLabel}>
                  {clock}
                  {isCurrent && (
                    <>
                      {' '}
                      <VisuallyHidden>(the current time)</VisuallyHidden>
                    </>
                  )}
                </span>
              </label>
            );
          })}
        </div>
      )}
    </div>
  );
}

export function SlotPicker({ eventId, timeZone, currentStart, value, onChange }: SlotPickerProps) {
  // Opens on the meeting's own week, the one a person moving it most likely looks at first.
  const [weeks] = useState(() =>
    openingMonday(new Date(currentStart), new Date(), MAX_HORIZON_DAYS, timeZone),
  );
  const { first: firstMonday, last: lastMonday } = weeks;
  const [monday, setMonday] = useState(weeks.opening);
  const range = weekWindow(monday, timeZone);
  const slots = useRescheduleSlots(eventId, range.from, range.days);
  const sunday = addDays(monday, 6);
  const name = `slot-${eventId}`;

  const move = (weeks: number) => setMonday((current) => addDays(current, weeks * 7));

  let body;
  if (slots.data) {
    const week = weekOfSlots(slots.data.slots, monday, timeZone);
    const currentMs = Date.parse(currentStart);
    const slotsOfWeek = week.flatMap((day) => day.slots);
    const hasTimes = slotsOfWeek.some((slot) => Date.parse(slot.start) !== currentMs);
    const showsCurrent = slotsOfWeek.some((slot) => Date.parse(slot.start) === currentMs);
    body = (
      <>
        <div className={classes.week}>
          {week.map((day) => (
            <DayColumn
              key={day.date}
              day={day}
              timeZone={timeZone}
              name={name}
              currentStart={currentStart}
              value={value}
              onChange={onChange}
            />
          ))}
        </div>
        {showsCurrent && (
          <p className={classes.legend}>
            <span className={classes.legendSwatch} aria-hidden="true" />
            The crossed-out time is when the meeting is now.
          </p>
        )}
        {!hasTimes && (
          <p className={classes.empty}>
            No open times this week.
            <br />
            {monday < lastMonday && (
              <Button variant="light" size="xs" onClick={() => move(1)}>
                See next week
              </Button>
            )}
          </p>
        )}
      </>
    );
  } else if (slots.isError) {
    body = (
      <p className={classes.empty} role="alert">
        The open times could not be loaded.
        <br />
        <Button variant="light" size="xs" onClick={() => void slots.refetch()}>
          Try again
        </Button>
      </p>
    );
  } else body = <WeekSkeleton />;

  return (
    <div className={classes.picker}>
      <div className={classes.toolbar}>
        <Button
          className={classes.previous}
          variant="subtle"
          onClick={() => move(-1)}
          disabled={monday <= firstMonday}
        >
          ‹ Previous week
        </Button>
        <div className={classes.rangeBlock}>
          <p className={classes.range} aria-live="polite">
            {formatMeetingDay(middayOf(monday, timeZone), timeZone)} –{' '}
            {formatMeetingDay(middayOf(sunday, timeZone), timeZone)}
          </p>
          <p className={classes.zone}>
            Times in {timeZoneLongName(timeZone, middayOf(monday, timeZone))}
          </p>
        </div>
        <Button
          className={classes.next}
          variant="subtle"
          onClick={() => move(1)}
          disabled={monday >= lastMonday}
        >
          Next week ›
        </Button>
      </div>
      {body}
    </div>
  );
}
