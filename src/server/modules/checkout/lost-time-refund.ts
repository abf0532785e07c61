// A payment whose time was taken before it became a meeting: the checkout is marked refunded (so
// no later attempt can book it), the payment is refunded in full, and the client is told once —
// whichever process gets there first, and again safely by the sweep after a crash.
import type { CheckoutRow } from '../../db/schema/booking';
import type { ChargeRow } from '../../db/schema/payments';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { ADVISOR_PAGES } from '../../../shared/routes/advisors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import type { CheckoutDeps } from './checkout.service';
import {
  claimCheckoutRefund,
  deleteHold,
  findBookableAdvisor,
  findCheckout,
  findCheckoutClient,
} from './checkout.repository';

export const LOST_TIME_REFUND_REASON = 'The held time was taken before the payment completed.';

export function createLostTimeRefund(deps: CheckoutDeps) {
  const { db, payments, notifier } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);

  async function tellClient(checkout: CheckoutRow, charge: ChargeRow): Promise<void> {
    const [client, advisor] = await Promise.all([
      findCheckoutClient(db, checkout.clientId),
      findBookableAdvisor(db, { id: checkout.advisorId }),
    ]);
    if (!client) return;
    await notifier.lostTimeRefunded(client.email, {
      clientName: client.fullName,
      advisorName: advisor ? `${advisor.firstName} ${advisor.lastName}` : 'your advisor',
      start: checkout.startsAt,
      timeZone: checkout.clientTimeZone,
      amountCents: charge.amountCents,
      bookAgainUrl: `${deps.publicUrl}${advisor ? BOOKING_PAGES.bookHour(advisor.slug) : ADVISOR_PAGES.search}`,
      paymentRef: charge.id,
    });
  }

  /**
   * Settles a payment whose time could not be claimed. Answers the meeting's id when another
   * process booked it meanwhile; otherwise refunds (once) and throws the 409 the payer sees.
   */
  async function refundLostTime(checkout: CheckoutRow, charge: ChargeRow): Promise<string> {
    const claimed = await claimCheckoutRefund(db, checkout.id, now());
    if (!claimed) {
      const current = await findCheckout(db, checkout.id);
      if (current?.eventId) return current.eventId;
    }
    await deleteHold(db, checkout.id);
    await payments.refundCharge(charge, {
      eventId: null,
      reason: LOST_TIME_REFUND_REASON,
      requestedBy: null,
      key: `refund:checkout:${checkout.id}`,
    });
    if (claimed) {
      await tellClient(claimed, charge).catch((error: unknown) =>
        logError(error, 'The lost-time refund email failed'),
      );
    }
    throw new AppError('conflict', BOOKING_MESSAGES.timeLostRefunded);
  }

  return { refundLostTime };
}

/** The answer a payment gets when its time was lost and its money went back. */
export const isLostTimeAnswer = (error: unknown) =>
  error instanceof AppError &&
  error.code === 'conflict' &&
  error.message === BOOKING_MESSAGES.timeLostRefunded;
