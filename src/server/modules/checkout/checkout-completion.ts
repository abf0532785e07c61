// The one path after a successful payment, for both gateways, and the work around it: the
// meeting is created with its video link, a payment that lost its time is refunded at once, and
// lapsed holds are closed (ADR 0010). A completion interrupted by a fault is finished by its job
// or the sweep (ADR 0014). What the gateway reports arrives through hour-payment-outcomes.ts.
import type { CheckoutRow } from '../../db/schema/booking';
import type { ChargeRow } from '../../db/schema/payments';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import type { VideoMeeting } from '../../integrations/video/video';
import { AppError } from '../../../shared/errors';
import type { CheckoutDeps } from './checkout.service';
import { createLostTimeRefund, isLostTimeAnswer } from './lost-time-refund';
import {
  claimTimeForEvent,
  deleteHold,
  deleteLapsedHolds,
  findBookableAdvisor,
  findCheckout,
  linkIntakeToEvent,
  listLapsedCheckouts,
  lockCheckout,
  updateCheckout,
} from './checkout.repository';
import {
  createMeetingVideo,
  findMeetingRecord,
  insertBookedMeeting,
} from '../meetings/booked-meeting';

const LAPSED_BATCH = 100;

export const hourDescription = (advisorName: string) => `The Hour with ${advisorName}`;

export type CheckoutCompletion = ReturnType<typeof createCheckoutCompletion>;

export function createCheckoutCompletion(deps: CheckoutDeps) {
  const { db, payments, video, availability, notifier, compliance } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);
  const { refundLostTime } = createLostTimeRefund(deps);

  const createMeetingLink = (checkout: CheckoutRow, advisorName: string, timeZone: string) =>
    createMeetingVideo(
      video,
      { topic: hourDescription(advisorName), start: checkout.startsAt, timeZone },
      logError,
    );

  /**
   * The one path after a successful payment, for both gateways: the meeting is created, the hold
   * becomes its claim, the intake answers and the charge are tied to it, and the disclosures the
   * client accepted are recorded (docs/product.md#compliance-report). Runs once per checkout:
   * a repeat (second webhook, retried request) answers the meeting made the first time.
   */
  async function completePaidCheckout(checkoutId: string, charge: ChargeRow): Promise<string> {
    const first = await findCheckout(db, checkoutId);
    if (!first) throw new AppError('notFound');
    if (first.eventId) return first.eventId;
    // Once refunded, always refunded: a later retry never books what was given back.
    if (first.status === 'refunded' || (await payments.findRefundOfCharge(charge.id))) {
      return refundLostTime(first, charge);
    }
    const advisor = await findBookableAdvisor(db, { id: first.advisorId });
    const advisorName = advisor ? `${advisor.firstName} ${advisor.lastName}` : 'your advisor';
    const meeting: VideoMeeting | null = await createMeetingLink(
      first,
      advisorName,
      advisor?.timeZone ?? 'UTC',
    );
    let outcome: { eventId: string; created: boolean } | { refunded: true };
    try {
      outcome = await db.transaction(async (tx) => {
        const checkout = await lockCheckout(tx, checkoutId);
        if (!checkout) throw new AppError('notFound');
        if (checkout.eventId) return { eventId: checkout.eventId, created: false };
        if (checkout.status === 'refunded') return { refunded: true as const };
        const at = now();
        const event = await insertBookedMeeting(
          tx,
          {
            advisorId: checkout.advisorId,
            clientId: checkout.clientId,
            startsAt: checkout.startsAt,
            endsAt: checkout.endsAt,
            priceCents: checkout.priceCents,
            clientTimeZone: checkout.clientTimeZone,
            meetingProvider: meeting?.provider ?? null,
            meetingUrl: meeting?.url ?? null,
            meetingExternalId: meeting?.externalId ?? null,
            scheduledAt: at,
            createdAt: at,
            updatedAt: at,
          },
          {
            actorId: checkout.clientId,
            reason: `Paid ${charge.gateway} ${charge.gatewayRef ?? ''}`.trim(),
            at,
          },
        );
        await claimTimeForEvent(tx, checkout, event.id);
        await linkIntakeToEvent(tx, checkout.id, event.id);
        await payments.attachChargeToEvent(tx, charge.id, event.id);
        await compliance.recordDisclosureAcceptances(tx, {
          clientId: checkout.clientId,
          advisorId: checkout.advisorId,
          checkoutId: checkout.id,
          at,
        });
        await updateCheckout(tx, checkout.id, { status: 'paid', eventId: event.id }, at);
        return { eventId: event.id, created: true };
      });
    } catch (error) {
      if (meeting) await video.deleteMeeting(meeting).catch(() => undefined);
      if (hasPgErrorCode(error, PG_ERRORS.exclusionViolation)) return refundLostTime(first, charge);
      throw error;
    }
    if ('refunded' in outcome) {
      if (meeting) await video.deleteMeeting(meeting).catch(() => undefined);
      return refundLostTime(first, charge);
    }
    if (!outcome.created) {
      if (meeting) await video.deleteMeeting(meeting).catch(() => undefined);
      return outcome.eventId;
    }
    const record = await findMeetingRecord(db, outcome.eventId);
    if (record) {
      await notifier
        .booked(record)
        .catch((error: unknown) => logError(error, 'Booking emails failed'));
    }
    await afterCalendarChange(first.advisorId);
    return outcome.eventId;
  }

  async function afterCalendarChange(advisorId: string): Promise<void> {
    try {
      const advisor = await findBookableAdvisor(db, { id: advisorId });
      if (advisor)
        await availability.refreshAdvisor({ id: advisor.id, timeZone: advisor.timeZone });
      deps.onCalendarChange?.();
    } catch (error) {
      logError(error, 'Refreshing the next availability failed');
    }
  }

  /**
   * After a payment is stored: its completion is queued as a job keyed by the checkout (so a
   * fault from here on is finished by whichever process takes the job), then done at once.
   */
  async function completeAfterPayment(checkoutId: string, charge: ChargeRow): Promise<string> {
    if (deps.queueCompletion) {
      await deps
        .queueCompletion(checkoutId)
        .catch((error: unknown) =>
          logError(error, 'Queueing the completion failed; the reconciliation sweep will see it'),
        );
    }
    return completePaidCheckout(checkoutId, charge);
  }

  /**
   * The completion job: finishes a paid checkout. Throws, to be tried again later, on a fault or
   * while a charge of the checkout is pending and its request may still be running; after that
   * the gateway is asked for the answer by the attempt's key.
   */
  async function completeCheckoutJob(checkoutId: string): Promise<string> {
    let charge = await payments.findPaidCharge(checkoutId);
    if (!charge) {
      const pending = await payments.settlePendingCharges(checkoutId);
      if (pending === 'waiting') {
        throw new Error(`A charge of checkout ${checkoutId} is still pending.`);
      }
      if (pending === 'settled') charge = await payments.findPaidCharge(checkoutId);
      if (!charge) return 'no payment';
    }
    try {
      return `booked ${await completePaidCheckout(checkoutId, charge)}`;
    } catch (error) {
      if (isLostTimeAnswer(error)) return 'refunded';
      throw error;
    }
  }

  /**
   * The expiry job: open checkouts whose hold lapsed are closed and their time freed, unless a
   * payment did arrive for them (a crash between payment and completion), which completes. The
   * pages and answers showing the freed times hear of it on every instance.
   */
  async function expireLapsedCheckouts(): Promise<{ expired: number; completed: number }> {
    const at = now();
    const lapsed = await listLapsedCheckouts(db, at, LAPSED_BATCH);
    const freed = new Set<string>();
    let expired = 0;
    let completed = 0;
    for (const checkout of lapsed) {
      const charge = await payments.findPaidCharge(checkout.id);
      if (charge) {
        await completePaidCheckout(checkout.id, charge).catch((error: unknown) => {
          if (!isLostTimeAnswer(error)) logError(error, 'Completing a paid checkout failed');
        });
        completed += 1;
        continue;
      }
      await deleteHold(db, checkout.id);
      await updateCheckout(db, checkout.id, { status: 'expired' }, at);
      freed.add(checkout.advisorId);
      expired += 1;
    }
    for (const advisorId of await deleteLapsedHolds(db, at)) freed.add(advisorId);
    for (const advisorId of freed) await availability.openTimesChanged(advisorId);
    return { expired, completed };
  }

  return {
    completePaidCheckout,
    completeAfterPayment,
    completeCheckoutJob,
    expireLapsedCheckouts,
  };
}
