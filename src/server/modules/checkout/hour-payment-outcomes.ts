// What becomes of The Hour's payments, as the payments module reports it (its one outcome
// interface, ADR 0019): a payment taken on the gateway's page completes its checkout, only for the
// price asked; a page that closed unpaid frees the held time.
import type { CheckoutRow } from '../../db/schema/booking';
import { PAYMENT_CURRENCY } from '../../../shared/constants';
import type { PaymentOutcomeHandler } from '../payments/payment-outcome';
import type { CheckoutCompletion } from './checkout-completion';
import type { CheckoutDeps } from './checkout.service';
import { isLostTimeAnswer } from './lost-time-refund';
import {
  deleteHold,
  findCheckout,
  findCheckoutBySession,
  updateCheckout,
} from './checkout.repository';
import { THE_HOUR } from '../../../shared/offerings/the-hour';

/** Why a reported payment does not pay for this checkout, or null when it does. */
export function paymentMismatch(
  checkout: CheckoutRow,
  paid: { amountCents: number; currency: string },
): string | null {
  if (
    paid.currency.toLowerCase() === PAYMENT_CURRENCY &&
    paid.amountCents === checkout.priceCents
  ) {
    return null;
  }
  return `Paid ${paid.amountCents} ${paid.currency} for checkout ${checkout.id}, which costs ${checkout.priceCents} ${PAYMENT_CURRENCY}.`;
}

export function createHourPaymentOutcomes(
  deps: Pick<CheckoutDeps, 'db' | 'payments' | 'now'>,
  completion: Pick<CheckoutCompletion, 'completeAfterPayment'>,
): PaymentOutcomeHandler {
  const { db, payments } = deps;
  const now = deps.now ?? (() => new Date());

  return {
    /** Records the payment once and completes the checkout; safe to call again for one payment. */
    async paid(payment, source) {
      const checkout =
        (await findCheckout(db, payment.reference)) ??
        (await findCheckoutBySession(db, payment.sessionId));
      if (!checkout) return;
      const mismatch = paymentMismatch(checkout, payment);
      if (mismatch) return { rejected: mismatch };
      try {
        const charge = await payments.recordHostedPayment({
          purpose: THE_HOUR.purpose,
          checkoutId: checkout.id,
          clientId: checkout.clientId,
          advisorId: checkout.advisorId,
          amountCents: payment.amountCents,
          description: 'The Hour',
          gatewayRef: payment.gatewayRef,
        });
        await completion.completeAfterPayment(checkout.id, charge);
      } catch (error) {
        // A lost time was refunded: the webhook itself is handled, while the payer back from the
        // gateway's page is told, as a card payer would be.
        if (source === 'return' || !isLostTimeAnswer(error)) throw error;
      }
    },

    async expired(payment) {
      const checkout = await findCheckout(db, payment.reference);
      if (checkout?.status === 'open') {
        await deleteHold(db, checkout.id);
        await updateCheckout(db, checkout.id, { status: 'expired' }, now());
      }
    },
  };
}
