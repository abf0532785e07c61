// The three steps of a signup, the current one marked for assistive technology too.
import classes from '../purchase.module.css';

export const PURCHASE_STEPS = ['terms', 'details', 'payment'] as const;
export type PurchaseStep = (typeof PURCHASE_STEPS)[number];

const LABELS: Record<PurchaseStep, string> = {
  terms: 'Terms',
  details: 'About you',
  payment: 'Payment',
};

export function PurchaseSteps({ current }: { current: PurchaseStep }) {
  const at = PURCHASE_STEPS.indexOf(current);
  return (
    <ol className={classes.steps} aria-label="Signup steps">
      {PURCHASE_STEPS.map((step, index) => (
        <li
          key={step}
          className={index === at ? classes.stepCurrent : index < at ? classes.stepDone : undefined}
          aria-current={index === at ? 'step' : undefined}
        >
          <span className={classes.stepNumber} aria-hidden="true">
            {index < at ? '✓' : index + 1}
          </span>
          {LABELS[step]}
        </li>
      ))}
    </ol>
  );
}
