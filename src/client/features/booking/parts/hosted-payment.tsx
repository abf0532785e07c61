// Paying on Stripe's own secure page: one button there, and the way back ends on this page
// with ?paid=1, where the checkout waits for the payment to be confirmed.
import { Button } from '@mantine/core';
import { Alert } from '../../../ui/alert';
import { formatCurrency } from '../../../../shared/format';
import type { PaymentOutcome } from './payment-outcome';
import classes from './payment.module.css';

export interface HostedPaymentProps {
  amountCents: number;
  busy: boolean;
  outcome: PaymentOutcome;
  onPay: () => void;
}

export function HostedPayment({ amountCents, busy, outcome, onPay }: HostedPaymentProps) {
  const problem = outcome.declined ?? outcome.problem;
  return (
    <div className={classes.form}>
      <p className={classes.hosted}>
        You pay {formatCurrency(amountCents)} on Stripe’s secure payment page, then come straight
        back here. Your card details never touch our servers.
      </p>
      {problem && (
        <Alert color="red" variant="light" role="alert" title="Payment not completed">
          {problem}
        </Alert>
      )}
      <Button size="lg" fullWidth loading={busy} onClick={onPay}>
        Continue to secure payment
      </Button>
    </div>
  );
}
