// The weekly calendar, Monday first: each weekday's working intervals in the advisor's zone.
import { Button } from '@mantine/core';
import { ISO_WEEKDAYS } from '../../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../../shared/domain/availability';
import { timeZoneName } from '../../../ui/time-zone-choices';
import {
  WEEKDAY_NAMES,
  copyMondayToWeekdays,
  formatDuration,
  intervalsOf,
  setWeekday,
  workingMinutes,
} from './availability-draft';
import { DayHoursRow } from './day-hours-row';
import type { PlacedErrors } from './field-errors';
import classes from './availability-sections.module.css';

export function WeeklyHours({
  rules,
  onChange,
  errors,
}: {
  rules: AvailabilityRules;
  onChange: (rules: AvailabilityRules) => void;
  errors: PlacedErrors;
}) {
  const weekMinutes = ISO_WEEKDAYS.reduce(
    (sum, day) => sum + workingMinutes(intervalsOf(rules, day)),
    0,
  );
  return (
    <section className={classes.section} aria-labelledby="weekly-hours-title">
      <header className={classes.header}>
        <div>
          <h2 id="weekly-hours-title" className={classes.title}>
            Weekly hours
          </h2>
          <p className={classes.description}>
            Times are in {timeZoneName(rules.timeZone)}. An end at midnight (00:00) closes the day.
          </p>
        </div>
        <div className={classes.headerTools}>
          <span className={classes.summary}>{formatDuration(weekMinutes)} a week</span>
          <Button variant="default" size="xs" onClick={() => onChange(copyMondayToWeekdays(rules))}>
            Copy Monday to weekdays
          </Button>
        </div>
      </header>
      {errors.weekly && <p className={classes.error}>{errors.weekly}</p>}
      <ul className={classes.rows}>
        {ISO_WEEKDAYS.map((day) => (
          <DayHoursRow
            key={day}
            label={WEEKDAY_NAMES[day]}
            intervals={intervalsOf(rules, day)}
            onChange={(intervals) => onChange(setWeekday(rules, day, intervals))}
            path={`weekly.${day}`}
            errors={errors}
          />
        ))}
      </ul>
    </section>
  );
}
