// One week of open times, Monday first, in the viewer's zone: each day with its times as
// toggle buttons (aria-pressed), a day without times said plainly. Arrow keys move between
// times; Tab leaves the calendar.
import type { KeyboardEvent } from 'react';
import { Skeleton } from '@mantine/core';
import { formatClockTime } from '../../../../shared/meeting-time';
import { dayLabel, sameInstant } from '../slot-weeks';
import type { OpenSlot, SlotDay } from '../slot-weeks';
import classes from './week-picker.module.css';

const SKELETON_DAYS = 5;
const SKELETON_TIMES = 4;

export interface WeekPickerProps {
  days: readonly SlotDay[];
  timeZone: string;
  selected: string | null;
  onSelect: (slot: OpenSlot) => void;
}

const NEXT_KEYS = new Set(['ArrowRight', 'ArrowDown']);
const PREVIOUS_KEYS = new Set(['ArrowLeft', 'ArrowUp']);

function moveFocus(event: KeyboardEvent<HTMLOListElement>) {
  const step = NEXT_KEYS.has(event.key) ? 1 : PREVIOUS_KEYS.has(event.key) ? -1 : 0;
  if (step === 0) return;
  const times = [...event.currentTarget.querySelectorAll<HTMLButtonElement>('button[data-slot]')];
  const at = times.indexOf(document.activeElement as HTMLButtonElement);
  if (at < 0) return;
  event.preventDefault();
  times[Math.min(times.length - 1, Math.max(0, at + step))]?.focus();
}

export function WeekPicker({ days, timeZone, selected, onSelect }: WeekPickerProps) {
  return (
    <ol className={classes.days} onKeyDown={moveFocus}>
      {days.map((day) => {
        const label = dayLabel(day.date);
        const headingId = `day-${day.date}`;
        return (
          <li key={day.date} className={day.slots.length > 0 ? classes.day : classes.emptyDay}>
            <h3 id={headingId} className={classes.dayName}>
              <span className={classes.weekday}>{label.weekday}</span>
              <span className={classes.date}>{label.monthDay}</span>
            </h3>
            {day.slots.length > 0 ? (
              <div className={classes.times} role="group" aria-labelledby={headingId}>
                {day.slots.map((slot) => {
                  const chosen = selected !== null && sameInstant(slot.start, selected);
                  return (
                    <button
                      key={slot.start}
                      type="button"
                      data-slot
                      className={classes.time}
                      aria-pressed={chosen}
                      onClick={() => onSelect(slot)}
                    >
                      <time dateTime={slot.start}>{formatClockTime(slot.start, timeZone)}</time>
                    </button>
                  );
                })}
              </div>
            ) : (
              <p className={classes.none}>No open times</p>
            )}
          </li>
        );
      })}
    </ol>
  );
}

export function WeekPickerSkeleton() {
  return (
    <ol className={classes.days} aria-busy="true" aria-label="Loading open times">
      {Array.from({ length: SKELETON_DAYS }, (_, day) => (
        <li key={day} className={classes.day}>
          <div className={classes.dayName}>
            <Skeleton height={14} width={84} />
            <Skeleton height={12} width={48} mt={6} />
          </div>
          <div className={classes.times}>
            {Array.from({ length: SKELETON_TIMES }, (_, time) => (
              <Skeleton key={time} height={42} radius="md" />
            ))}
          </div>
        </li>
      ))}
    </ol>
  );
}
