// Step 2 of the checkout: paying, once the client accepted the user agreements in force (shown
// first when they have not). The sandbox takes a card here; Stripe takes it on its own
// page and sends the client back. Whatever the gateway, the outcomes are the same: paid (on to
// the confirmation), declined (say why, try again), or the time is gone (choose another).
import { BOOKING_MESSAGES } from '../../../../shared/contracts/booking';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { Checkout, PayRequest } from '../../../../shared/contracts/booking';
import { isAppError } from '../../../../shared/errors';
import { bookedUrl } from '../booked-url';
import { CardPaymentForm } from './card-payment-form';
import { HostedPayment } from './hosted-payment';
import { goToExternalPage } from '../leave-page';
import { NO_OUTCOME, outcomeOfPaymentError } from './payment-outcome';
import type { PaymentOutcome } from './payment-outcome';
import { usePayment } from './use-payment';
import { AgreementsGate } from '../../compliance/agreements-step';
import { complianceKeys } from '../../compliance/compliance-api';

export interface PaymentStepProps {
  checkout: Checkout;
  /** The server wants the intake answers first. */
  onIntakeMissing: (message: string) => void;
  /** The held time is gone (lapsed and taken, or lost while paying). */
  onLapsed: (message: string) => void;
}

export function PaymentStep({ checkout, onIntakeMissing, onLapsed }: PaymentStepProps) {
  const navigate = useNavigate();
  const payment = usePayment(checkout.id);
  const [outcome, setOutcome] = useState<PaymentOutcome>(NO_OUTCOME);
  const [leaving, setLeaving] = useState(false);
  const [agreementsNotice, setAgreementsNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const fail = (error: unknown) => {
    if (isAppError(error) && error.code === 'agreementsRequired') {
      // A version published since the agreements were accepted: show them again.
      setAgreementsNotice(error.message);
      void queryClient.invalidateQueries({ queryKey: complianceKeys.myAgreements });
    } else if (isAppError(error) && (error.status === 410 || error.status === 409)) {
      onLapsed(error.message);
    } else if (isAppError(error) && error.message === BOOKING_MESSAGES.intakeFirst) {
      onIntakeMissing(error.message);
    } else {
      setOutcome(outcomeOfPaymentError(error));
    }
  };

  const pay = (body: PayRequest) => {
    if (payment.isPending || leaving) return;
    setOutcome(NO_OUTCOME);
    payment.mutate(body, {
      onSuccess: (result) => {
        if (result.status === 'paid') {
          void navigate(bookedUrl(result.eventId), { replace: true });
        } else {
          setLeaving(true);
          goToExternalPage(result.url);
        }
      },
      onError: fail,
    });
  };

  const busy = payment.isPending || leaving;
  return (
    <AgreementsGate notice={agreementsNotice}>
      {checkout.gateway === 'stripe' ? (
        <HostedPayment
          amountCents={checkout.priceCents}
          busy={busy}
          outcome={outcome}
          onPay={() => pay({})}
        />
      ) : (
        <CardPaymentForm
          amountCents={checkout.priceCents}
          busy={busy}
          outcome={outcome}
          onPay={(card) => pay({ card })}
        />
      )}
    </AgreementsGate>
  );
}
