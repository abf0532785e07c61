// The two steps of the checkout, the current one marked for assistive technology too. A done
// step is a button back to it.
import classes from './checkout-stepper.module.css';

export type CheckoutStep = 1 | 2;

const STEPS: readonly { step: CheckoutStep; label: string }[] = [
  { step: 1, label: 'Your questions' },
  { step: 2, label: 'Payment' },
];

export function CheckoutStepper({
  current,
  onGoTo,
}: {
  current: CheckoutStep;
  onGoTo: (step: CheckoutStep) => void;
}) {
  return (
    <ol className={classes.steps} aria-label="Booking steps">
      {STEPS.map(({ step, label }) => {
        const done = step < current;
        const content = (
          <>
            <span className={classes.number} aria-hidden="true">
              {done ? '✓' : step}
            </span>
            <span className={classes.label}>
              {label}
              {done && <span className={classes.visuallyHidden}> (done)</span>}
            </span>
          </>
        );
        return (
          <li
            key={step}
            className={step === current ? classes.current : done ? classes.done : classes.step}
            aria-current={step === current ? 'step' : undefined}
          >
            {done ? (
              <button type="button" className={classes.back} onClick={() => onGoTo(step)}>
                {content}
              </button>
            ) : (
              content
            )}
          </li>
        );
      })}
    </ol>
  );
}
