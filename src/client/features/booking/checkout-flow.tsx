// An open checkout: the stepper, the current step (intake answers, then payment) and the
// booking summary with the hold's countdown beside it.
import { useEffect, useRef, useState } from 'react';
import { Alert } from '../../ui/alert';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Checkout } from '../../../shared/contracts/booking';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import { bookingKeys, releaseCheckout } from './booking-api';
import { CheckoutStepper } from './parts/checkout-stepper';
import type { CheckoutStep } from './parts/checkout-stepper';
import { CheckoutSummary } from './parts/checkout-summary';
import { IntakeForm } from './parts/intake-form';
import { PaymentStep } from './parts/payment-step';
import classes from './checkout-page.module.css';

/** The booking page with this checkout's time and zone chosen again. */
export function chooseAgainUrl(checkout: Checkout): string {
  const start = encodeURIComponent(checkout.start);
  const zone = encodeURIComponent(checkout.clientTimeZone);
  return `${BOOKING_PAGES.bookHour(checkout.advisor.slug)}?start=${start}&tz=${zone}`;
}

export interface CheckoutFlowProps {
  checkout: Checkout;
  onLapsed: (message: string) => void;
}

export function CheckoutFlow({ checkout, onLapsed }: CheckoutFlowProps) {
  const [step, setStep] = useState<CheckoutStep>(checkout.intake ? 2 : 1);
  const [intakeProblem, setIntakeProblem] = useState<string | null>(null);
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const stepTop = useRef<HTMLDivElement>(null);
  const moved = useRef(false);
  const chooseAgain = useMutation({
    mutationFn: () => releaseCheckout(checkout.id),
    // Given back or not, the client goes to choose a time (this one first, if it is still
    // free); a hold left behind simply lapses.
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: bookingKeys.slots(checkout.advisor.slug) });
      void navigate(chooseAgainUrl(checkout));
    },
  });

  // After a step change, move focus to the new step so keyboard and screen-reader users follow.
  useEffect(() => {
    if (!moved.current) return;
    stepTop.current?.scrollIntoView({ block: 'start' });
    stepTop.current?.querySelector<HTMLElement>('h2')?.focus();
  }, [step]);

  const goTo = (next: CheckoutStep) => {
    moved.current = true;
    setStep(next);
  };

  const saved = (updated: Checkout) => {
    queryClient.setQueryData(bookingKeys.checkout(updated.id), updated);
    setIntakeProblem(null);
    goTo(2);
  };

  return (
    <div className={classes.page}>
      <div className={classes.band}>
        <div className={classes.bandInner}>
          <p className={classes.eyebrow}>The Hour with {checkout.advisor.name}</p>
          <h1 className={classes.title}>Complete your booking</h1>
          <CheckoutStepper current={step} onGoTo={goTo} />
        </div>
      </div>
      <div className={classes.layout}>
        <div className={classes.main} ref={stepTop}>
          <div className={classes.card}>
            {step === 1 ? (
              <>
                {intakeProblem && (
                  <Alert color="gold" variant="light" role="alert" mb="lg">
                    {intakeProblem}
                  </Alert>
                )}
                <IntakeForm checkout={checkout} onSaved={saved} onLapsed={onLapsed} />
              </>
            ) : (
              <section aria-labelledby="payment-title" className={classes.paymentStep}>
                <h2 id="payment-title" className={classes.stepTitle} tabIndex={-1}>
                  Payment
                </h2>
                <PaymentStep
                  checkout={checkout}
                  onLapsed={onLapsed}
                  onIntakeMissing={(message) => {
                    setIntakeProblem(message);
                    goTo(1);
                  }}
                />
              </section>
            )}
          </div>
        </div>
        <aside className={classes.aside}>
          <CheckoutSummary
            checkout={checkout}
            onChooseAgain={() => chooseAgain.mutate()}
            choosingAgain={chooseAgain.isPending}
          />
        </aside>
      </div>
    </div>
  );
}
