// Rules of money: start a payment (payment-start.ts) and hear of its outcome (payment-reports.ts),
// record a hosted payment once, refund a charge once and in full (docs/product.md#money), and retry
// refunds the gateway could not take yet. The gateway itself is called from this module only
// (ADR 0019).
import type { Db } from '../../db/client';
import type { ChargeRow, RefundRow } from '../../db/schema/payments';
import type { PaymentGateway } from '../../integrations/payments/payments';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { createOutcomeHandlers } from './payment-outcome';
import type { PaymentOutcomeHandler } from './payment-outcome';
import type { PaymentPurpose } from '../../../shared/offerings/catalog';
import { createPaymentReports } from './payment-reports';
import { createPaymentStart } from './payment-start';
import { createInvoiceService } from './invoice-service';
import { claimReminder, findInvoiceRecipient, listInvoicesToRemind } from './invoices.repository';
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
  /** What it paid for, and the owner's row (the checkout). */
  purpose: PaymentPurpose;
  checkoutId: string;
  clientId: string;
  advisorId: string;
  amountCents: number;
  description: string;
}

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

  async function applyRefundUpdate(gatewayRef: string, status: RefundRow['status']) {
    const refund = await findRefundByGatewayRef(db, gatewayRef);
    if (refund && refund.status !== status) await updateRefund(db, refund.id, { status }, now());
  }

  /** Refunds one charge in full, once (also for a payment whose time was lost, an invoice). */
  async function refundCharge(
    charge: ChargeRow,
    input: { eventId: string | null; reason: string; requestedBy: string | null; key: string },
  ): Promise<RefundRow> {
    const { refund, created } = await insertRefundOnce(
      db,
      {
        chargeId: charge.id,
        purpose: charge.purpose,
        reference: charge.reference,
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
  }

  const outcomes = createOutcomeHandlers();
  const invoices = createInvoiceService({ db, gateway, outcomes, refundCharge, now });
  const reports = createPaymentReports({
    db,
    gateway,
    outcomes,
    applyRefundUpdate,
    handleInvoiceEvent: invoices.handleGatewayEvent,
    now,
  });
  const { startPayment } = createPaymentStart({
    db,
    gateway,
    now,
    startInvoicePayment: invoices.startInvoicePayment,
  });

  return {
    /** Which gateway takes the money ('sandbox' or 'stripe'), for the card form to know. */
    gatewayKind: gateway.kind,

    startPayment,

    /** The owning module's handler of what becomes of the payments started for `purpose`. */
    handleOutcomes: (purpose: PaymentPurpose, handler: PaymentOutcomeHandler) =>
      outcomes.register(purpose, handler),

    receiveWebhook: reports.receiveWebhook,
    confirmPayment: reports.confirmPayment,

    /** Records a payment the hosted gateway reported (webhook or return), once per payment. */
    async recordHostedPayment(charge: ChargeFor & { gatewayRef: string }): Promise<ChargeRow> {
      const { charge: row } = await insertChargeOnce(
        db,
        {
          purpose: charge.purpose,
          reference: charge.checkoutId,
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
      return refundCharge(charge, { ...input, key: `refund:${input.eventId}` });
    },

    /** Refunds one charge in full (also for a payment whose time was lost). */
    refundCharge,

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

    // Invoices of The Plan and The Ongoing (invoice-service.ts).
    issueRecurringInvoice: invoices.issueRecurringInvoice,
    cancelRecurring: invoices.cancelRecurring,
    refundInvoice: invoices.refundInvoice,
    changeInvoiceStatus: invoices.changeInvoiceStatus,
    editInvoice: invoices.editInvoice,
    voidOpenInvoicesOfSignup: invoices.voidOpenInvoicesOfSignup,
    listInvoices: invoices.listInvoices,
    getInvoice: invoices.getInvoice,
    invoiceHistory: invoices.invoiceHistory,
    attachInvoicesToEngagement: invoices.attachInvoicesToEngagement,
    findInvoiceCharge: invoices.findInvoiceCharge,
    refreshInvoices: invoices.refreshInvoices,

    /** For the reminder sweep (notifications): open invoices with a reminder to send. */
    invoicesToRemind: (soon: Date, at: Date, limit: number) =>
      listInvoicesToRemind(db, soon, at, limit),
    /** Marks a reminder sent unless it was; answers whether this call did (send only then). */
    claimInvoiceReminder: (invoiceId: string, which: 'reminderSentAt' | 'dueReminderSentAt') =>
      claimReminder(db, invoiceId, which, now()),
    invoiceRecipient: (invoiceId: string) => findInvoiceRecipient(db, invoiceId),
  };
}
