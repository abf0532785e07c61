// One day of the calendar (a weekday or a changed date): a switch between working and a day off,
// its intervals with start and end times, and how many hours that makes.
import { useRef } from 'react';
import type { ReactNode } from 'react';
import { Button, Switch } from '@mantine/core';
import type { LocalInterval } from '../../../../shared/domain/availability';
import {
  addInterval,
  formatDuration,
  removeInterval,
  updateInterval,
  workingMinutes,
} from './availability-draft';
import type { PlacedErrors } from './field-errors';
import { IntervalFields } from './interval-fields';
import classes from './day-hours-row.module.css';

export interface DayHoursRowProps {
  /** Shown on the row and in every input's label, e.g. 'Monday'. */
  label: string;
  intervals: readonly LocalInterval[];
  onChange: (intervals: LocalInterval[]) => void;
  /** Error path of the intervals, e.g. 'weekly.1' or 'overrides.0.intervals'. */
  path: string;
  errors: PlacedErrors;
  /** Messages about the row itself (e.g. the date of a changed date). */
  rowError?: string | undefined;
  /** Extra controls at the end of the row (remove a changed date). */
  actions?: ReactNode;
}

function intervalLabel(label: string, index: number, which: 'start' | 'end'): string {
  return index === 0 ? `${label} ${which}` : `${label} ${which} (interval ${index + 1})`;
}

export function DayHoursRow({
  label,
  intervals,
  onChange,
  path,
  errors,
  rowError,
  actions,
}: DayHoursRowProps) {
  // Switching a day off and on again brings its hours back.
  const remembered = useRef<readonly LocalInterval[]>([]);
  const working = intervals.length > 0;
  const minutes = workingMinutes(intervals);
  const messages = [rowError, errors[path]].filter(Boolean);

  const toggle = (on: boolean) => {
    if (on) {
      onChange(remembered.current.length > 0 ? [...remembered.current] : addInterval([]));
    } else {
      remembered.current = intervals;
      onChange([]);
    }
  };

  return (
    <li className={classes.row} data-working={working || undefined}>
      <div className={classes.day}>
        <Switch
          label={label}
          checked={working}
          onChange={(event) => toggle(event.currentTarget.checked)}
          classNames={{ label: classes.dayLabel }}
        />
      </div>

      <div className={classes.hours}>
        {working ? (
          <ul className={classes.intervals}>
            {intervals.map((interval, index) => (
              <IntervalFields
                key={index}
                label={{
                  start: intervalLabel(label, index, 'start'),
                  end: intervalLabel(label, index, 'end'),
                  remove: `Remove ${label} interval ${index + 1}`,
                }}
                interval={interval}
                onChange={(patch) => onChange(updateInterval(intervals, index, patch))}
                onRemove={() => onChange(removeInterval(intervals, index))}
                startError={errors[`${path}.${index}.start`]}
                endError={errors[`${path}.${index}.end`]}
              />
            ))}
          </ul>
        ) : (
          <p className={classes.off}>Day off</p>
        )}
        {working && (
          <Button
            variant="subtle"
            size="compact-sm"
            className={classes.add}
            onClick={() => onChange(addInterval(intervals))}
            aria-label={`Add an interval to ${label}`}
          >
            + Add interval
          </Button>
        )}
        {messages.map((message) => (
          <p key={message} className={classes.rowError}>
            {message}
          </p>
        ))}
      </div>

      <p className={classes.total}>
        <span className={classes.srOnly}>{label} total: </span>
        {formatDuration(minutes)}
      </p>
      {actions && <div className={classes.actions}>{actions}</div>}
    </li>
  );
}
