// A labelled number input with its unit, an optional hint and an inline error the input
// points to (aria-describedby), so assistive technology reads the problem with the field.
import type { FieldState } from './use-calculator-fields';
import type { FieldUnit } from './field-rules';
import classes from './fields.module.css';

const UNIT_TEXT: Record<FieldUnit, { prefix?: string; suffix?: string; spoken: string }> = {
  dollars: { prefix: '$', spoken: 'in dollars' },
  percent: { suffix: '%', spoken: 'percent' },
  years: { suffix: 'years', spoken: 'years' },
  age: { suffix: 'years old', spoken: 'years old' },
};

export interface NumberFieldProps extends FieldState {
  id: string;
  label: string;
  unit: FieldUnit;
  hint?: string;
}

export function NumberField({
  id,
  label,
  unit,
  hint,
  value,
  error,
  onChange,
  onBlur,
}: NumberFieldProps) {
  const { prefix, suffix, spoken } = UNIT_TEXT[unit];
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={classes.field}>
      <label htmlFor={id} className={classes.label}>
        {label} <span className={classes.visuallyHidden}>({spoken})</span>
      </label>
      <div className={classes.control} data-invalid={error ? true : undefined}>
        {prefix && (
          <span className={classes.affix} aria-hidden="true">
            {prefix}
          </span>
        )}
        <input
          id={id}
          className={classes.input}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
          onBlur={onBlur}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
        />
        {suffix && (
          <span className={classes.affix} aria-hidden="true">
            {suffix}
          </span>
        )}
      </div>
      {error && (
        <p id={errorId} className={classes.error}>
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className={classes.hint}>
          {hint}
        </p>
      )}
    </div>
  );
}
