// Rules of The Hour's checkout: hold a time while the client answers the intake form and pays,
// and have the payments module take the payment (ADR 0009, ADR 0010, ADR 0019). Both gateways
// then end in the checkout completion (checkout-completion.ts), which runs once per checkout
// however often it is asked.
import type { Db } from '../../db/client';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import type { CheckoutRow } from '../../db/schema/booking';
import type { RequestUser } from '../../auth/access/request-user';
import type { VideoProvider } from '../../integrations/video/video';
import type { ResidencyRule } from '../account/residency-rule';
import type { AvailabilityService } from '../availability/availability.service';
import type { AgreementsService } from '../compliance/agreements.service';
import type { ComplianceService } from '../compliance/compliance.service';
import type { PaymentsService } from '../payments/payments.service';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import type {
  Checkout,
  HoldRequest,
  PayRequest,
  PayResult,
} from '../../../shared/contracts/booking';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import {
  SLOT_HOLD_MINUTES,
  SLOT_TAKEN_MESSAGE,
  THE_HOUR_MINUTES,
} from '../../../shared/domain/availability';
import { AppError } from '../../../shared/errors';
import { BOOKING_PAGES } from '../../../shared/routes/booking';
import type { MeetingNotifier } from '../meetings/meeting-notifier';
import { createCheckoutCompletion, hourDescription } from './checkout-completion';
import { createHourPaymentOutcomes } from './hour-payment-outcomes';
import { createPaymentReconciliation } from './payment-reconciliation';
import {
  deleteHold,
  findBookableAdvisor,
  findCheckout,
  findCheckoutIntake,
  insertCheckoutWithHold,
  renewHold,
  updateCheckout,
  upsertCheckoutIntake,
} from './checkout.repository';

const MINUTE_MS = 60_000;

export interface CheckoutDeps {
  db: Db;
  payments: PaymentsService;
  video: VideoProvider;
  availability: AvailabilityService;
  notifier: MeetingNotifier;
  /** The disclosures the client accepted, recorded with the paid booking. */
  compliance: Pick<ComplianceService, 'recordDisclosureAcceptances'>;
  /** Refuses a hold with an advisor who does not serve where the client lives (ADR 0054). */
  residency: Pick<ResidencyRule, 'requireServed'>;
  /** Refuses to charge until the client accepted the user agreements in force. */
  agreements: Pick<AgreementsService, 'requireAccepted'>;
  publicUrl: string;
  /** Invalidates cached advisor cards after a booking moved their next availability. */
  onCalendarChange?: () => void;
  log?: {
    error(object: unknown, message: string): void;
    info?(object: unknown, message: string): void;
  };
  now?: () => Date;
  /** Queues the completion job of a paid checkout (absent where no job queue exists). */
  queueCompletion?: (checkoutId: string) => Promise<void>;
}

export type CheckoutService = ReturnType<typeof createCheckoutService>;

export function createCheckoutService(deps: CheckoutDeps) {
  const { db, payments, availability } = deps;
  const completion = createCheckoutCompletion(deps);
  const reconciliation = createPaymentReconciliation({
    payments,
    completePaidCheckout: completion.completePaidCheckout,
    ...(deps.log ? { log: deps.log } : {}),
    ...(deps.now ? { now: deps.now } : {}),
  });
  const now = deps.now ?? (() => new Date());
  // What the gateway reports about The Hour's payments comes back here (ADR 0019).
  payments.handleOutcomes('hour-checkout', createHourPaymentOutcomes(deps, completion));

  async function viewOf(checkout: CheckoutRow): Promise<Checkout> {
    const [advisor, intake] = await Promise.all([
      findBookableAdvisor(db, { id: checkout.advisorId }),
      findCheckoutIntake(db, checkout.id),
    ]);
    return {
      id: checkout.id,
      status: checkout.status,
      advisor: {
        id: checkout.advisorId,
        slug: advisor?.slug ?? '',
        name: advisor ? `${advisor.firstName} ${advisor.lastName}` : '',
        title: advisor?.title ?? '',
        profilePicUrl: advisor?.profilePicUrl ?? '',
        timeZone: advisor?.timeZone ?? 'UTC',
      },
      start: checkout.startsAt.toISOString(),
      end: checkout.endsAt.toISOString(),
      priceCents: checkout.priceCents,
      expiresAt: checkout.expiresAt.toISOString(),
      clientTimeZone: checkout.clientTimeZone,
      intake,
      eventId: checkout.eventId,
      gateway: checkout.gateway,
    };
  }

  /** The user's own checkout (an admin may look at any); others are told it does not exist. */
  async function ownCheckout(user: RequestUser, checkoutId: string): Promise<CheckoutRow> {
    const checkout = await findCheckout(db, checkoutId);
    if (!checkout || (checkout.clientId !== user.id && !user.roles.includes('Admin'))) {
      throw new AppError('notFound');
    }
    return checkout;
  }

  /** Keeps the hold for the payment; a time lost meanwhile is a clear 409. */
  async function keepHold(checkout: CheckoutRow, until: Date): Promise<void> {
    try {
      await renewHold(db, checkout, until, now());
    } catch (error) {
      if (hasPgErrorCode(error, PG_ERRORS.exclusionViolation)) {
        await updateCheckout(db, checkout.id, { status: 'expired' }, now());
        throw new AppError('holdExpired', SLOT_TAKEN_MESSAGE);
      }
      throw error;
    }
  }

  return {
    ...completion,
    ...reconciliation,

    /**
     * What a sign-in page shows of the time a visitor is booking (ADR 0054): the advisor and the
     * price of The Hour from the database; nothing for an advisor who cannot be booked.
     */
    async previewHour(
      advisorSlug: string,
    ): Promise<{ advisorName: string; title: string; priceCents: number } | null> {
      const advisor = await findBookableAdvisor(db, { slug: advisorSlug });
      if (!advisor?.listed || !advisor.acceptingClients) return null;
      return {
        advisorName: `${advisor.firstName} ${advisor.lastName}`,
        title: advisor.title,
        priceCents: advisor.hourlyRateCents,
      };
    },

    /**
     * Holds one Hour from `start` for the client while they complete the booking. The time must
     * be one of the advisor's open slots; a 409 when another client holds or booked any of it.
     * `created` is false when the client already held this time (another tab asked first).
     */
    async holdSlot(
      user: RequestUser,
      request: HoldRequest,
    ): Promise<{ checkout: Checkout; created: boolean }> {
      const advisor = await findBookableAdvisor(db, { slug: request.advisorSlug });
      // An unlisted advisor is not on offer (docs/product.md#becoming-an-advisor).
      if (!advisor?.listed) throw new AppError('noMatchingAdvisor');
      if (!advisor.acceptingClients) throw new AppError('conflict', BOOKING_MESSAGES.notAccepting);
      await deps.residency.requireServed(user.id, advisor.id, request.residence);
      const start = new Date(request.start);
      // The client's own hold with this advisor is released by the new one, so it does not count.
      if (!(await availability.isOpenSlot(advisor, start, { ignoreHoldsOf: user.id }))) {
        // Within the advisor's hours but not free: someone else holds or booked it.
        const taken = await availability.isOpenSlot(advisor, start, { ignoreClaims: true });
        throw new AppError('conflict', taken ? SLOT_TAKEN_MESSAGE : BOOKING_MESSAGES.notOpen);
      }
      const at = now();
      try {
        const held = await insertCheckoutWithHold(
          db,
          {
            advisorId: advisor.id,
            clientId: user.id,
            startsAt: start,
            endsAt: new Date(start.getTime() + THE_HOUR_MINUTES * MINUTE_MS),
            priceCents: advisor.hourlyRateCents,
            clientTimeZone: request.clientTimeZone,
            expiresAt: new Date(at.getTime() + SLOT_HOLD_MINUTES * MINUTE_MS),
            gateway: payments.gatewayKind,
          },
          at,
        );
        if (held.created) await availability.openTimesChanged(advisor.id);
        return { checkout: await viewOf(held.checkout), created: held.created };
      } catch (error) {
        if (hasPgErrorCode(error, PG_ERRORS.exclusionViolation)) {
          throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
        }
        // The one-open-checkout index; the transaction's lock makes this a last line of defence.
        if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) {
          throw new AppError('conflict', BOOKING_MESSAGES.holdingAnother);
        }
        throw error;
      }
    },

    /** The checkout; a hosted payment the webhook has not reported yet is looked up at the gateway. */
    async getCheckout(user: RequestUser, checkoutId: string): Promise<Checkout> {
      let checkout = await ownCheckout(user, checkoutId);
      if (checkout.status === 'open' && checkout.gatewaySessionId) {
        const confirmed = await payments.confirmPayment('hour-checkout', checkout.gatewaySessionId);
        if (confirmed?.rejected) {
          deps.log?.error({ checkoutId }, `Hosted payment not accepted: ${confirmed.rejected}`);
        } else if (confirmed) {
          checkout = (await findCheckout(db, checkoutId))!;
        }
      }
      return viewOf(checkout);
    },

    async saveIntake(
      user: RequestUser,
      checkoutId: string,
      answers: IntakeAnswers,
    ): Promise<Checkout> {
      const checkout = await ownCheckout(user, checkoutId);
      if (checkout.status === 'released' || checkout.status === 'expired') {
        throw new AppError('holdExpired');
      }
      await upsertCheckoutIntake(db, checkout, answers, now());
      return viewOf(checkout);
    },

    /** The client gave up this time (went back to choose another): it is free again at once. */
    async releaseCheckout(user: RequestUser, checkoutId: string): Promise<void> {
      const checkout = await ownCheckout(user, checkoutId);
      if (checkout.status !== 'open') return;
      await deleteHold(db, checkout.id);
      await updateCheckout(db, checkout.id, { status: 'released' }, now());
      await availability.openTimesChanged(checkout.advisorId);
    },

    /**
     * Pays for a held time. The sandbox charges the posted card at once; Stripe answers its
     * hosted page to go to. `attemptKey` (the Idempotency-Key header) makes a retried attempt
     * return the first answer; a declined card keeps the hold so the client can try again.
     */
    async pay(
      user: RequestUser,
      checkoutId: string,
      body: PayRequest,
      attemptKey: string,
    ): Promise<PayResult> {
      const checkout = await ownCheckout(user, checkoutId);
      if (checkout.eventId) return { status: 'paid', eventId: checkout.eventId };
      // Paid already (an earlier try failed after the charge): finish it, never charge again. A
      // time lost meanwhile answers the refund (and makes sure of it), as the first try would.
      const paid = await payments.findPaidCharge(checkout.id);
      if (paid) {
        return {
          status: 'paid',
          eventId: await completion.completeAfterPayment(checkout.id, paid),
        };
      }
      if (checkout.status === 'refunded') {
        throw new AppError('conflict', BOOKING_MESSAGES.timeLostRefunded);
      }
      // A lapsed checkout may still be paid while its time is free (keepHold takes it again);
      // one the client gave back may not.
      if (checkout.status === 'released' || checkout.status === 'paid') {
        throw new AppError('holdExpired');
      }
      if (!(await findCheckoutIntake(db, checkout.id))) {
        throw new AppError('validation', BOOKING_MESSAGES.intakeFirst);
      }
      await deps.agreements.requireAccepted(checkout.clientId);
      const advisor = await findBookableAdvisor(db, { id: checkout.advisorId });
      const advisorName = advisor ? `${advisor.firstName} ${advisor.lastName}` : 'an advisor';
      const at = now();
      const returnUrl = `${deps.publicUrl}${BOOKING_PAGES.checkout(checkout.id)}`;
      const started = await payments.startPayment({
        kind: 'charge',
        purpose: 'hour-checkout',
        reference: checkout.id,
        clientId: checkout.clientId,
        advisorId: checkout.advisorId,
        amountCents: checkout.priceCents,
        description: hourDescription(advisorName),
        customerEmail: user.email,
        card: body.card,
        attemptKey,
        successUrl: `${returnUrl}?paid=1`,
        cancelUrl: returnUrl,
        payWithinMinutes: SLOT_HOLD_MINUTES,
        heldUntil: checkout.status === 'expired' ? null : checkout.expiresAt,
        openPage:
          checkout.status === 'open' &&
          checkout.gatewaySessionId &&
          checkout.gatewaySessionUrl &&
          checkout.expiresAt > at
            ? checkout.gatewaySessionUrl
            : null,
        steps: {
          hold: (until) => keepHold(checkout, until),
          beforeCharge: async () => {
            await deps.queueCompletion?.(checkout.id);
          },
          pageOpened: async (page) => {
            await updateCheckout(
              db,
              checkout.id,
              { gatewaySessionId: page.sessionId, gatewaySessionUrl: page.url },
              now(),
            );
          },
        },
      });
      if (started.status === 'redirect') return started;
      return {
        status: 'paid',
        eventId: await completion.completeAfterPayment(checkout.id, started.charge),
      };
    },
  };
}
