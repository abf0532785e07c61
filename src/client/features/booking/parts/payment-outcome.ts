// What the last payment attempt said, as the payment forms show it.
import { isAppError } from '../../../../shared/errors';
import { messageOf } from '../../../api/error-message';
import { messagesByField } from '../../../ui/form/field-errors';

export interface PaymentOutcome {
  /** The gateway's reason for declining the card. */
  declined: string | null;
  /** Any other failure worth saying in a sentence. */
  problem: string | null;
  /** The server's messages about card fields, by field. */
  fields: Record<string, string>;
}

export const NO_OUTCOME: PaymentOutcome = { declined: null, problem: null, fields: {} };

/** Said when an answer was lost: the same attempt is safe to repeat, it never charges twice. */
export const PAYMENT_OFFLINE_MESSAGE =
  'We could not reach the server, so we can’t tell yet whether the payment went through. Check your connection and press Pay again: you will never be charged twice.';

/**
 * How the payment form shows a failed payment: the card declined, a card field refused, or a
 * sentence. Failures that end the purchase (the time or place is gone) the page handles first.
 */
export function outcomeOfPaymentError(error: unknown): PaymentOutcome {
  if (!isAppError(error)) {
    return { ...NO_OUTCOME, problem: messageOf(error, { offline: PAYMENT_OFFLINE_MESSAGE }) };
  }
  if (error.code === 'paymentDeclined') return { ...NO_OUTCOME, declined: error.message };
  if (error.code === 'validation') {
    return { ...NO_OUTCOME, fields: messagesByField(error.fieldErrors ?? {}, 'card') };
  }
  return { ...NO_OUTCOME, problem: messageOf(error) };
}
