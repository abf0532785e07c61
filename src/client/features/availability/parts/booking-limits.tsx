// How bookings fit around the advisor's hours: the gap kept between meetings, how soon a client
// may book, and how far ahead.
import { NumberInput } from '@mantine/core';
import { MAX_BUFFER_MINUTES, MAX_HORIZON_DAYS } from '../../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../../shared/domain/availability';
import { MAX_NOTICE_HOURS } from './field-errors';
import type { PlacedErrors } from './field-errors';
import classes from './availability-sections.module.css';

/** NumberInput gives '' while the box is empty; NaN keeps it invalid until filled. */
const numberOf = (value: number | string) => (typeof value === 'number' ? value : Number.NaN);
const shown = (value: number) => (Number.isNaN(value) ? '' : value);

export function BookingLimits({
  rules,
  onChange,
  errors,
}: {
  rules: AvailabilityRules;
  onChange: (rules: AvailabilityRules) => void;
  errors: PlacedErrors;
}) {
  return (
    <section className={classes.section} aria-labelledby="booking-limits-title">
      <header className={classes.header}>
        <div>
          <h2 id="booking-limits-title" className={classes.title}>
            Booking rules
          </h2>
          <p className={classes.description}>How clients may book around your hours.</p>
        </div>
      </header>
      <div className={classes.limits}>
        <NumberInput
          label="Buffer between meetings (minutes)"
          description={`Kept free before and after each meeting, up to ${MAX_BUFFER_MINUTES}.`}
          min={0}
          max={MAX_BUFFER_MINUTES}
          step={5}
          allowDecimal={false}
          allowNegative={false}
          value={shown(rules.bufferMinutes)}
          onChange={(value) => onChange({ ...rules, bufferMinutes: numberOf(value) })}
          error={errors.bufferMinutes}
        />
        <NumberInput
          label="Minimum notice (hours)"
          description="How long before a meeting a client must book."
          min={0}
          max={MAX_NOTICE_HOURS}
          step={1}
          decimalScale={2}
          allowNegative={false}
          value={shown(rules.minimumNoticeMinutes / 60)}
          onChange={(value) =>
            onChange({ ...rules, minimumNoticeMinutes: Math.round(numberOf(value) * 60) })
          }
          error={errors.minimumNoticeMinutes}
        />
        <NumberInput
          label="Booking window (days ahead)"
          description={`How far ahead clients may book, 1 to ${MAX_HORIZON_DAYS} days.`}
          min={1}
          max={MAX_HORIZON_DAYS}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          value={shown(rules.horizonDays)}
          onChange={(value) => onChange({ ...rules, horizonDays: numberOf(value) })}
          error={errors.horizonDays}
        />
      </div>
    </section>
  );
}
