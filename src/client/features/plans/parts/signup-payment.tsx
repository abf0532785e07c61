// The last step of a signup: paying the first payment (The Plan's fee, The Ongoing's first
// quarter). The sandbox takes the card here; Stripe takes it on its own page and sends the client
// back. A lost answer is asked again with the same attempt key, so nothing is charged twice. The
// client agreements in force come first (docs/product.md#user-agreements), as for The Hour.
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { PayRequest, SandboxCard } from '../../../../shared/contracts/booking';
import type { Signup } from '../../../../shared/contracts/plan-signups';
import { isAppError } from '../../../../shared/errors';
import {
  CardPaymentForm,
  HostedPayment,
  NO_OUTCOME,
  outcomeOfPaymentError,
  useKeyedPayment,
} from '../../booking/payment-parts';
import type { PaymentOutcome } from '../../booking/payment-parts';
import { goToExternalPage } from '../../booking/leave-page';
import { AgreementsGate } from '../../compliance/agreements-step';
import { complianceKeys } from '../../compliance/compliance-api';
import { payForSignup } from '../plans-api';
import { OFFERING_COPY } from '../offering-copy';

export interface SignupPaymentProps {
  signup: Signup;
  onPaid: (signupId: string) => void;
  /** The signup can no longer be paid (its place went, the offering closed). */
  onClosed: (message: string) => void;
}

export function SignupPayment({ signup, onPaid, onClosed }: SignupPaymentProps) {
  const payment = useKeyedPayment((body, key) => payForSignup(signup.id, body, key));
  const [outcome, setOutcome] = useState<PaymentOutcome>(NO_OUTCOME);
  const [leaving, setLeaving] = useState(false);
  const [agreementsNotice, setAgreementsNotice] = useState<string | null>(null);
  const queryClient = useQueryClient();

  const fail = (error: unknown) => {
    if (isAppError(error) && error.code === 'agreementsRequired') {
      // A version published since the signup: read and accept it, then pay (nothing was charged).
      setAgreementsNotice(error.message);
      void queryClient.invalidateQueries({ queryKey: complianceKeys.myAgreements });
    } else if (isAppError(error) && [404, 409, 410].includes(error.status)) onClosed(error.message);
    else setOutcome(outcomeOfPaymentError(error));
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
  return (
    <AgreementsGate notice={agreementsNotice}>
      {signup.gateway === 'stripe' ? (
        <HostedPayment
          amountCents={signup.firstPaymentCents}
          busy={busy}
          outcome={outcome}
          onPay={() => pay({})}
        />
      ) : (
        <SignupCardForm
          signup={signup}
          busy={busy}
          outcome={outcome}
          onPay={(card) => pay({ card })}
        />
      )}
    </AgreementsGate>
  );
}

function SignupCardForm({
  signup,
  busy,
  outcome,
  onPay,
}: {
  signup: Signup;
  busy: boolean;
  outcome: PaymentOutcome;
  onPay: (card: SandboxCard) => void;
}) {
  return (
    <CardPaymentForm
      amountCents={signup.firstPaymentCents}
      busy={busy}
      outcome={outcome}
      onPay={onPay}
      keptNote="your place is still kept for you."
      footnote={OFFERING_COPY[signup.kind].paymentFootnote}
    />
  );
}
