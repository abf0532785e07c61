// Rules of money: charge a card once per attempt key, record a hosted payment once, refund a
// charge once and in full (spec §9), and retry refunds the gateway could not take yet.
import type { Db } from '../../db/client';
import type { ChargeRow, RefundRow } from '../../db/schema/payments';
import type {
  ChargeOutcome,
  GatewayWebhookEvent,
  PaymentGateway,
} from '../../integrations/payments/payments';
import type { SandboxCard } from '../../../shared/contracts/booking';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { createWebhookEvents } from '../system/webhook-events.service';
import type { WebhookOutcome } from '../system/webhook-events.service';
import {
  countRefundAttempt,
  findChargeById,
  findRefundByGatewayRef,
  findRefundOfCharge,
  findRefundsOfEvents,
  findSucceededChargeOfCheckout,
  findSucceededChargeOfEvent,
  listPendingCharges,
  settlePendingCharge,
  insertChargeOnce,
  insertRefundOnce,
  listChargesWithoutOutcome,
  listUnfinishedRefunds,
  setChargeEvent,
  updateCharge,
  updateRefund,
} from './payments.repository';

/**
 * A card attempt whose answer is not stored this long after its last change lost its request (a
 * crash, a database fault): the gateway is asked by its key instead. Longer than any gateway call.
 */
export const PENDING_ANSWER_MS = 30_000;
/** Unfinished refunds are retried after this pause, up to MAX_REFUND_ATTEMPTS calls. */
const REFUND_RETRY_AFTER_MS = 5 * 60_000;
const MAX_REFUND_ATTEMPTS = 12;
const REFUND_BATCH = 50;

export interface ChargeFor {
  checkoutId: string;
  clientId: string;
  advisorId: string;
  amountCents: number;
  description: string;
}

export type CardChargeResult =
  | { status: 'succeeded'; charge: ChargeRow }
  | { status: 'declined'; code: string; message: string };

export type PaymentsService = ReturnType<typeof createPaymentsService>;

export function createPaymentsService({
  db,
  gateway,
  now = () => new Date(),
}: {
  db: Db;
  gateway: PaymentGateway;
  now?: () => Date;
}) {
  const webhookEvents = createWebhookEvents({ db, now });

  async function settleCharge(
    charge: ChargeRow,
    outcome: ChargeOutcome,
  ): Promise<CardChargeResult> {
    if (outcome.status === 'succeeded') {
      const saved = await updateCharge(
        db,
        charge.id,
        {
          status: 'succeeded',
          gatewayRef: outcome.gatewayRef,
          cardBrand: outcome.cardBrand,
          cardLast4: outcome.cardLast4,
        },
        now(),
      );
      return { status: 'succeeded', charge: saved };
    }
    await updateCharge(
      db,
      charge.id,
      { status: 'failed', failureCode: outcome.code, failureMessage: outcome.message },
      now(),
    );
    return { status: 'declined', code: outcome.code, message: outcome.message };
  }

  /** Asks the gateway what it answered for a pending attempt's key, and stores that. */
  async function settleFromGateway(row: ChargeRow): Promise<ChargeRow | undefined> {
    if (gateway.mode !== 'card') return undefined;
    const outcome = await gateway.lookupCharge(row.idempotencyKey);
    return settlePendingCharge(
      db,
      row.id,
      outcome?.status === 'succeeded'
        ? {
            status: 'succeeded',
            gatewayRef: outcome.gatewayRef,
            cardBrand: outcome.cardBrand,
            cardLast4: outcome.cardLast4,
          }
        : {
            status: 'failed',
            failureCode: outcome?.code ?? 'no_answer',
            failureMessage: outcome?.message ?? BOOKING_MESSAGES.paymentNotThrough,
          },
      now(),
    );
  }

  async function refundCall(refund: RefundRow, gatewayRef: string): Promise<RefundRow> {
    await countRefundAttempt(db, refund.id, now());
    try {
      const outcome = await gateway.refund({
        gatewayRef,
        amountCents: refund.amountCents,
        idempotencyKey: refund.idempotencyKey,
        reason: refund.reason,
      });
      return updateRefund(
        db,
        refund.id,
        outcome.status === 'failed'
          ? { status: 'failed', failureMessage: outcome.message }
          : { status: outcome.status, gatewayRef: outcome.gatewayRef, failureMessage: null },
        now(),
      );
    } catch (error) {
      // The gateway could not be reached: the refund stays pending and the retry job asks again.
      const message = error instanceof Error ? error.message : String(error);
      return updateRefund(db, refund.id, { status: 'pending', failureMessage: message }, now());
    }
  }

  return {
    gateway,

    /**
     * Charges a card through the card gateway. The attempt key makes a retried request (double
     * click, lost answer) return the first attempt's result; a new attempt brings a new key.
     */
    async chargeCard(
      charge: ChargeFor,
      card: SandboxCard,
      attemptKey: string,
    ): Promise<CardChargeResult> {
      if (gateway.mode !== 'card')
        throw new AppError('conflict', 'Cards are taken on the gateway page.');
      const idempotencyKey = `checkout:${charge.checkoutId}:${attemptKey}`;
      const { charge: row, created } = await insertChargeOnce(
        db,
        {
          ...charge,
          gateway: gateway.kind,
          idempotencyKey,
          status: 'pending',
        },
        now(),
      );
      if (!created) {
        if (row.status === 'succeeded') return { status: 'succeeded', charge: row };
        if (row.status === 'failed') {
          return {
            status: 'declined',
            code: row.failureCode ?? 'card_declined',
            message: row.failureMessage ?? '',
          };
        }
        // Pending: an earlier try stopped before its answer was stored (a crash, a database
        // blip) or is still running. The gateway answers the same key with the same outcome and
        // never charges it twice, so asking again is safe and gives this try the true answer.
      }
      const outcome = await gateway.chargeCard({
        amountCents: charge.amountCents,
        description: charge.description,
        idempotencyKey,
        card,
        metadata: { checkoutId: charge.checkoutId },
      });
      return settleCharge(row, outcome);
    },

    /** Records a payment the hosted gateway reported (webhook or return), once per payment. */
    async recordHostedPayment(charge: ChargeFor & { gatewayRef: string }): Promise<ChargeRow> {
      const { charge: row } = await insertChargeOnce(
        db,
        {
          checkoutId: charge.checkoutId,
          clientId: charge.clientId,
          advisorId: charge.advisorId,
          amountCents: charge.amountCents,
          description: charge.description,
          gateway: gateway.kind,
          gatewayRef: charge.gatewayRef,
          idempotencyKey: `${gateway.kind}:${charge.gatewayRef}`,
          status: 'succeeded',
        },
        now(),
      );
      return row;
    },

    findPaidCharge: (checkoutId: string) => findSucceededChargeOfCheckout(db, checkoutId),

    findRefundOfCharge: (chargeId: string) => findRefundOfCharge(db, chargeId),

    /**
     * Settles a checkout's card attempts that never stored their answer: `waiting` while one may
     * still have its request running (younger than PENDING_ANSWER_MS), else each is asked of the
     * gateway by key and stored.
     */
    async settlePendingCharges(checkoutId: string): Promise<'none' | 'waiting' | 'settled'> {
      const rows = await listPendingCharges(db, { checkoutId });
      if (rows.length === 0) return 'none';
      const answeredBefore = now().getTime() - PENDING_ANSWER_MS;
      if (rows.some((row) => row.updatedAt.getTime() > answeredBefore)) return 'waiting';
      for (const row of rows) await settleFromGateway(row);
      return 'settled';
    },

    /** The same for every checkout, a batch at a time (the reconciliation sweep): the stored rows. */
    async settleStalePendingCharges(limit: number): Promise<ChargeRow[]> {
      const before = new Date(now().getTime() - PENDING_ANSWER_MS);
      const settled: ChargeRow[] = [];
      for (const row of await listPendingCharges(db, { before, limit })) {
        const stored = await settleFromGateway(row);
        if (stored) settled.push(stored);
      }
      return settled;
    },

    /** Payments with neither a meeting nor a refund yet, for the reconciliation sweep. */
    listChargesWithoutOutcome: (before: Date, limit: number, afterId?: string) =>
      listChargesWithoutOutcome(db, before, limit, afterId),

    /** Ties a charge to the meeting it paid for; runs inside the booking's transaction. */
    attachChargeToEvent: (tx: Db, chargeId: string, eventId: string) =>
      setChargeEvent(tx, chargeId, eventId),

    /**
     * Refunds a meeting's payment in full, once: the key and the one-refund-per-charge index make
     * a repeated or concurrent request find the first refund. Answers null when nothing was paid.
     */
    async refundEvent(input: {
      eventId: string;
      reason: string;
      requestedBy: string | null;
    }): Promise<RefundRow | null> {
      const charge = await findSucceededChargeOfEvent(db, input.eventId);
      if (!charge) return null;
      return this.refundCharge(charge, { ...input, key: `refund:${input.eventId}` });
    },

    /** Refunds one charge in full (also for a payment whose time was lost). */
    async refundCharge(
      charge: ChargeRow,
      input: { eventId: string | null; reason: string; requestedBy: string | null; key: string },
    ): Promise<RefundRow> {
      const { refund, created } = await insertRefundOnce(
        db,
        {
          chargeId: charge.id,
          eventId: input.eventId,
          amountCents: charge.amountCents,
          idempotencyKey: input.key,
          status: 'pending',
          reason: input.reason,
          requestedBy: input.requestedBy,
        },
        now(),
      );
      if (!created && refund.status === 'succeeded') return refund;
      if (!charge.gatewayRef) {
        return updateRefund(
          db,
          refund.id,
          { status: 'failed', failureMessage: 'No payment reference.' },
          now(),
        );
      }
      return refundCall(refund, charge.gatewayRef);
    },

    /** Asks the gateway again for refunds that are not through; run by a job. */
    async retryUnfinishedRefunds(): Promise<number> {
      const due = await listUnfinishedRefunds(
        db,
        new Date(now().getTime() - REFUND_RETRY_AFTER_MS),
        REFUND_BATCH,
      );
      let retried = 0;
      for (const refund of due) {
        if (refund.attempts >= MAX_REFUND_ATTEMPTS || !refund.chargeRef) continue;
        // A pending refund at a hosted gateway settles by webhook; asking again is harmless.
        await refundCall(refund, refund.chargeRef);
        retried += 1;
      }
      return retried;
    },

    /** The refunds of some meetings, for their views. */
    refundsOfEvents: (eventIds: string[]) => findRefundsOfEvents(db, eventIds),

    findCharge: (id: string) => findChargeById(db, id),

    /** A gateway's report on a refund (webhook). */
    async applyRefundUpdate(gatewayRef: string, status: RefundRow['status']): Promise<void> {
      const refund = await findRefundByGatewayRef(db, gatewayRef);
      if (refund && refund.status !== status) await updateRefund(db, refund.id, { status }, now());
    },

    /** Acts on a gateway's webhook event once, however often it is delivered. */
    handleWebhookOnce: (event: GatewayWebhookEvent, work: () => Promise<WebhookOutcome | void>) =>
      webhookEvents.once(
        {
          provider: gateway.kind,
          providerEventId: event.id,
          type: event.type,
          payload: event.payload,
        },
        work,
      ),
  };
}
