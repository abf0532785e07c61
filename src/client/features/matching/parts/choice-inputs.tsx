// Native checkboxes and radios drawn as whole cards: a big target on a phone, and the browser's
// own keyboard and screen-reader behaviour (arrow keys within a radio group, Space to tick).
import type { ReactNode, RefObject } from 'react';
import classes from './questionnaire.module.css';

export interface ChoiceOption {
  value: string;
  label: string;
  hint?: string;
}

export function ChoiceCards({
  name,
  type,
  options,
  selected,
  onToggle,
}: {
  name: string;
  type: 'checkbox' | 'radio';
  options: readonly ChoiceOption[];
  selected: readonly string[];
  onToggle: (value: string, checked: boolean) => void;
}) {
  return (
    <div className={classes.choices}>
      {options.map((option) => (
        <label key={option.value} className={classes.choice}>
          <input
            type={type}
            name={name}
            value={option.value}
            checked={selected.includes(option.value)}
            onChange={(event) => onToggle(option.value, event.currentTarget.checked)}
            className={classes.choiceInput}
          />
          <span className={classes.choiceText}>
            <span className={classes.choiceLabel}>{option.label}</span>
            {option.hint && <span className={classes.choiceHint}>{option.hint}</span>}
          </span>
        </label>
      ))}
    </div>
  );
}

/** One step's question; its heading takes focus when the step opens, so it is read out. */
export function StepFieldset({
  title,
  help,
  error,
  headingRef,
  children,
}: {
  title: string;
  help: ReactNode;
  error: string | null;
  headingRef: RefObject<HTMLHeadingElement | null>;
  children: ReactNode;
}) {
  return (
    <fieldset
      className={classes.fieldset}
      aria-labelledby="step-title"
      aria-describedby={error ? 'step-help step-error' : 'step-help'}
    >
      <h2 id="step-title" ref={headingRef} tabIndex={-1} className={classes.legend}>
        {title}
      </h2>
      <p id="step-help" className={classes.help}>
        {help}
      </p>
      {children}
      {error && (
        <p id="step-error" role="alert" className={classes.error}>
          {error}
        </p>
      )}
    </fieldset>
  );
}
