// Time off: stretches (a holiday, a conference) when no meeting may be booked, typed on the
// advisor's clock and kept as instants.
import { useState } from 'react';
import { Button, TextInput } from '@mantine/core';
import type { AvailabilityRules } from '../../../../shared/domain/availability';
import { timeZoneName } from '../../../ui/time-zone-choices';
import { addTimeOff, removeTimeOff } from './availability-draft';
import type { PlacedErrors } from './field-errors';
import { formatInZone, localInputToIso } from './zoned-datetime';
import classes from './availability-sections.module.css';

export function TimeOffList({
  rules,
  onChange,
  errors,
}: {
  rules: AvailabilityRules;
  onChange: (rules: AvailabilityRules) => void;
  errors: PlacedErrors;
}) {
  const [start, setStart] = useState('');
  const [end, setEnd] = useState('');
  const [problem, setProblem] = useState<{ field: 'start' | 'end'; message: string } | null>(null);
  const zone = rules.timeZone;

  const add = () => {
    const from = localInputToIso(start, zone);
    const until = localInputToIso(end, zone);
    if (!from) return setProblem({ field: 'start', message: 'Choose when the time off starts.' });
    if (!until) return setProblem({ field: 'end', message: 'Choose when the time off ends.' });
    if (Date.parse(until) <= Date.parse(from)) {
      return setProblem({ field: 'end', message: 'The end must be after the start.' });
    }
    onChange(addTimeOff(rules, { start: from, end: until }));
    setStart('');
    setEnd('');
    setProblem(null);
  };

  return (
    <section className={classes.section} aria-labelledby="time-off-title">
      <header className={classes.header}>
        <div>
          <h2 id="time-off-title" className={classes.title}>
            Time off
          </h2>
          <p className={classes.description}>
            Block out holidays and other time away. Times are in {timeZoneName(zone)}.
          </p>
        </div>
      </header>

      <div className={classes.adder}>
        <TextInput
          type="datetime-local"
          label="Time off starts"
          className={classes.adderField}
          value={start}
          onChange={(event) => {
            setStart(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem?.field === 'start' ? problem.message : undefined}
        />
        <TextInput
          type="datetime-local"
          label="Time off ends"
          className={classes.adderField}
          value={end}
          onChange={(event) => {
            setEnd(event.currentTarget.value);
            setProblem(null);
          }}
          error={problem?.field === 'end' ? problem.message : undefined}
        />
        <div className={classes.adderActions}>
          <Button variant="light" onClick={add}>
            Add time off
          </Button>
        </div>
      </div>

      {errors.timeOff && <p className={classes.error}>{errors.timeOff}</p>}
      {rules.timeOff.length === 0 ? (
        <p className={classes.empty}>No time off planned.</p>
      ) : (
        <ul className={classes.offList} aria-label="Planned time off">
          {rules.timeOff.map((off, index) => {
            const from = formatInZone(off.start, zone);
            const until = formatInZone(off.end, zone);
            const range = `${from} – ${until}`;
            const message =
              errors[`timeOff.${index}.start`] ??
              errors[`timeOff.${index}.end`] ??
              errors[`timeOff.${index}`];
            return (
              <li key={`${index}/${off.start}/${off.end}`} className={classes.offItem}>
                <div className={classes.offText}>
                  <p className={classes.offRange}>
                    <span>{from} –</span> <span>{until}</span>
                  </p>
                  {message && <p className={classes.error}>{message}</p>}
                </div>
                <Button
                  variant="subtle"
                  color="red"
                  size="compact-sm"
                  onClick={() => onChange(removeTimeOff(rules, index))}
                  aria-label={`Remove time off ${range}`}
                >
                  Remove
                </Button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
