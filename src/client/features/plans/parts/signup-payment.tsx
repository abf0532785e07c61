// The last step of a signup: paying the first payment (The Plan's fee, The Ongoing's first
// quarter). The sandbox takes the card here; Stripe takes it on its own page and sends the client
// back. A lost answer is asked again with the same attempt key, so nothing is charged twice.
import { useRef, useState } from 'react';
import { useMutation } from '@tanstack/react-query';
import type { PayRequest } from '../../../../shared/contracts/booking';
import type { Signup, SignupPayResult } from '../../../../shared/contracts/plan-signups';
import { isAppError } from '../../../../shared/errors';
import { messageOf } from '../../../api/error-message';
import { isNetworkFailure } from '../../../api/http';
import { messagesByField } from '../../../ui/form/field-errors';
import {
  CardPaymentForm,
  HostedPayment,
  NO_OUTCOME,
  PAYMENT_OFFLINE_MESSAGE,
  newAttemptKey,
} from '../../booking/payment-parts';
import type { PaymentOutcome } from '../../booking/payment-parts';
import { goToExternalPage } from '../../booking/leave-page';
import { payForSignup } from '../plans-api';

function usePayForSignup(signupId: string) {
  const attemptKey = useRef<string | null>(null);
  return useMutation({
    mutationFn: async (body: PayRequest): Promise<SignupPayResult> => {
      const key = attemptKey.current ?? newAttemptKey();
      attemptKey.current = key;
      try {
        const result = await payForSignup(signupId, body, key).catch((error: unknown) => {
          if (!isNetworkFailure(error)) throw error;
          return payForSignup(signupId, body, key);
        });
        attemptKey.current = null;
        return result;
      } catch (error) {
        if (!isNetworkFailure(error)) attemptKey.current = null;
        throw error;
      }
    },
  });
}

export interface SignupPaymentProps {
  signup: Signup;
  onPaid: (signupId: string) => void;
  /** The signup can no longer be paid (its place went, the offering closed). */
  onClosed: (message: string) => void;
}

export function SignupPayment({ signup, onPaid, onClosed }: SignupPaymentProps) {
  const payment = usePayForSignup(signup.id);
  const [outcome, setOutcome] = useState<PaymentOutcome>(NO_OUTCOME);
  const [leaving, setLeaving] = useState(false);

  const fail = (error: unknown) => {
    if (!isAppError(error)) {
      setOutcome({
        ...NO_OUTCOME,
        problem: messageOf(error, { offline: PAYMENT_OFFLINE_MESSAGE }),
      });
    } else if (error.code === 'paymentDeclined') {
      setOutcome({ ...NO_OUTCOME, declined: error.message });
    } else if (error.status === 409 || error.status === 404 || error.status === 410) {
      onClosed(error.message);
    } else if (error.code === 'validation') {
      setOutcome({ ...NO_OUTCOME, fields: messagesByField(error.fieldErrors ?? {}, 'card') });
    } else {
      setOutcome({ ...NO_OUTCOME, problem: messageOf(error) });
    }
  };

  const pay = (body: PayRequest) => {
    if (payment.isPending || leaving) return;
    setOutcome(NO_OUTCOME);
    payment.mutate(body, {
      onSuccess: (result) => {
        if (result.status === 'paid') onPaid(result.signupId);
        else {
          setLeaving(true);
          goToExternalPage(result.url);
        }
      },
      onError: fail,
    });
  };

  const busy = payment.isPending || leaving;
  if (signup.gateway === 'stripe') {
    return (
      <HostedPayment
        amountCents={signup.firstPaymentCents}
        busy={busy}
        outcome={outcome}
        onPay={() => pay({})}
      />
    );
  }
  return (
    <CardPaymentForm
      amountCents={signup.firstPaymentCents}
      busy={busy}
      outcome={outcome}
      onPay={(card) => pay({ card })}
      keptNote="your place is still kept for you."
      footnote={
        signup.kind === 'plan'
          ? 'The Plan starts the moment the payment goes through, and you get a confirmation email and a receipt straight away.'
          : 'The Ongoing starts the moment the payment goes through. You get a confirmation email and a receipt, and can cancel before any later quarter.'
      }
    />
  );
}
