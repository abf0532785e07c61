// Date-specific changes: one date of the advisor's calendar taken off or given its own hours,
// replacing that weekday's usual hours.
import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import type { AvailabilityRules } from '../../../../shared/domain/availability';
import { parseIsoDate, zonedDate } from '../../../../shared/time-zones';
import {
  addOverride,
  hasOverride,
  hoursForDate,
  removeOverride,
  setOverride,
} from './availability-draft';
import { DayHoursRow } from './day-hours-row';
import type { PlacedErrors } from './field-errors';
import { formatCalendarDate } from './zoned-datetime';
import classes from './availability-sections.module.css';

export function DateChanges({
  rules,
  onChange,
  errors,
}: {
  rules: AvailabilityRules;
  onChange: (rules: AvailabilityRules) => void;
  errors: PlacedErrors;
}) {
  const [date, setDate] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // Past dates cannot be picked; the page is not open long enough for 'today' to move much.
  const [openedAt] = useState(() => Date.now());
  const today = zonedDate(openedAt, rules.timeZone);

  const add = (withHours: boolean) => {
    if (parseIsoDate(date) === null) {
      setProblem('Choose a date first.');
      return;
    }
    if (hasOverride(rules, date)) {
      setProblem('This date is already changed: edit it in the list below.');
      return;
    }
    onChange(addOverride(rules, date, withHours ? hoursForDate(rules, date) : []));
    setDate('');
    setProblem(null);
  };

  return (
    <section className={classes.section} aria-labelledby="date-changes-title">
      <header className={classes.header}>
        <div>
          <h2 id="date-changes-title" className={classes.title}>
            Date-specific changes
          </h2>
          <p className={classes.description}>
            Take a single date off or give it different hours. A change replaces that day’s weekly
            hours.
          </p>
        </div>
      </header>

      <div className={classes.adder}>
        <TextInput
          type="date"
          label="Date to change"
          className={classes.adderField}
          value={date}
          min={today}
          onChange={(event) => {
            setDate(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem !== null}
          aria-describedby={problem ? 'date-change-problem' : undefined}
        />
        <div className={classes.adderActions}>
          <Button variant="default" onClick={() => add(false)}>
            Add as day off
          </Button>
          <Button variant="light" onClick={() => add(true)}>
            Add with hours
          </Button>
        </div>
        {problem && (
          <p id="date-change-problem" className={classes.adderError} role="alert">
            {problem}
          </p>
        )}
      </div>

      {errors.overrides && <p className={classes.error}>{errors.overrides}</p>}
      {rules.overrides.length === 0 ? (
        <p className={classes.empty}>No dates changed. Your weekly hours apply every week.</p>
      ) : (
        <ul className={classes.rows} aria-label="Changed dates">
          {rules.overrides.map((override, index) => {
            const label = formatCalendarDate(override.date);
            return (
              <DayHoursRow
                key={override.date}
                label={label}
                intervals={override.intervals}
                onChange={(intervals) => onChange(setOverride(rules, override.date, intervals))}
                path={`overrides.${index}.intervals`}
                errors={errors}
                rowError={errors[`overrides.${index}.date`] ?? errors[`overrides.${index}`]}
                actions={
                  <Button
                    variant="subtle"
                    color="red"
                    size="compact-sm"
                    onClick={() => onChange(removeOverride(rules, override.date))}
                    aria-label={`Remove the change on ${label}`}
                  >
                    Remove
                  </Button>
                }
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
