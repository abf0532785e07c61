// One working interval: start and end time inputs and a remove button, with the messages about
// them on a line of their own so a narrow input never squeezes them.
import { useId } from 'react';
import { ActionIcon, TextInput } from '@mantine/core';
import type { LocalInterval } from '../../../../shared/domain/availability';
import classes from './day-hours-row.module.css';
import { Hint } from '../../../ui/hint';

// A native time input cannot show '24:00'; as an end time '00:00' can only mean midnight.
const END_OF_DAY = '24:00';
const MIDNIGHT = '00:00';
const endToInput = (end: string) => (end === END_OF_DAY ? MIDNIGHT : end);
const endFromInput = (value: string) => (value === MIDNIGHT ? END_OF_DAY : value);

export function IntervalFields({
  label,
  interval,
  onChange,
  onRemove,
  startError,
  endError,
}: {
  /** Accessible names of the two inputs and the remove button. */
  label: { start: string; end: string; remove: string };
  interval: LocalInterval;
  onChange: (patch: Partial<LocalInterval>) => void;
  onRemove: () => void;
  startError: string | undefined;
  endError: string | undefined;
}) {
  const id = useId();
  const startMessage = startError ? `${id}-start` : undefined;
  const endMessage = endError ? `${id}-end` : undefined;
  return (
    <li className={classes.interval}>
      <div className={classes.fields}>
        <TextInput
          type="time"
          className={classes.time}
          aria-label={label.start}
          value={interval.start}
          onChange={(event) => onChange({ start: event.currentTarget.value })}
          error={Boolean(startError)}
          aria-describedby={startMessage}
        />
        <span className={classes.dash} aria-hidden="true">
          –
        </span>
        <TextInput
          type="time"
          className={classes.time}
          aria-label={label.end}
          value={endToInput(interval.end)}
          onChange={(event) => onChange({ end: endFromInput(event.currentTarget.value) })}
          error={Boolean(endError)}
          aria-describedby={endMessage}
        />
        <Hint label={label.remove}>
          <ActionIcon
            variant="subtle"
            color="gray"
            size="lg"
            className={classes.remove}
            aria-label={label.remove}
            onClick={onRemove}
          >
            <span aria-hidden="true">×</span>
          </ActionIcon>
        </Hint>
      </div>
      {startError && (
        <p id={startMessage} className={classes.rowError}>
          Start: {startError}
        </p>
      )}
      {endError && (
        <p id={endMessage} className={classes.rowError}>
          End: {endError}
        </p>
      )}
    </li>
  );
}
