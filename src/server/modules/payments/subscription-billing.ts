// The Ongoing's later quarters. The sandbox issues each quarter's invoice once and charges the
// kept card at once (a declined card leaves it open, to be reminded of); Stripe bills its
// subscription itself and reports each invoice by webhook. Stopping it ends future invoices and
// leaves everything paid as it is.
import type { Db } from '../../db/client';
import type { BillingSubscriptionRow, InvoiceRow } from '../../db/schema/payments';
import type { PaymentGateway } from '../../integrations/payments/payments';
import { createCardCharges } from './card-charge';
import type { InvoiceLedger } from './invoice-ledger';
import { invoiceKeyOf } from './invoice-ledger';
import {
  cancelSubscriptionRow,
  findInvoice,
  findSubscriptionOfSignup,
} from './invoices.repository';

export interface RecurringInvoiceRequest {
  signupId: string;
  engagementId: string;
  clientId: string;
  advisorId: string;
  amountCents: number;
  description: string;
  /** 'YYYY-MM-DD': the quarter billed. */
  periodStart: string;
  periodEnd: string;
}

export function createSubscriptionBilling({
  db,
  gateway,
  ledger,
  cancelAtGateway,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  ledger: InvoiceLedger;
  /** Stripe: ends the subscription at its period's end. */
  cancelAtGateway(subscription: BillingSubscriptionRow): Promise<void>;
  now: () => Date;
}) {
  const cardCharges = gateway.mode === 'card' ? createCardCharges({ db, gateway, now }) : undefined;

  return {
    /**
     * Issues a quarter's invoice once per signup and period and, in the sandbox, collects it from
     * the kept card at once. Answers null when there is nothing to issue here: the gateway bills
     * the subscription itself (Stripe), or the billing was stopped (or never started).
     */
    async issueRecurringInvoice(request: RecurringInvoiceRequest): Promise<InvoiceRow | null> {
      if (gateway.mode !== 'card' || !cardCharges) return null;
      const subscription = await findSubscriptionOfSignup(db, request.signupId);
      if (!subscription || subscription.cancelledAt || !subscription.cardClass) return null;
      const saved = {
        brand: subscription.cardBrand,
        last4: subscription.cardLast4,
        cardClass: subscription.cardClass,
      };
      const invoice = await ledger.issue(
        {
          kind: 'ongoing',
          signupId: request.signupId,
          engagementId: request.engagementId,
          clientId: request.clientId,
          advisorId: request.advisorId,
          amountCents: request.amountCents,
          description: request.description,
          periodStart: request.periodStart,
          periodEnd: request.periodEnd,
          gateway: gateway.kind,
        },
        invoiceKeyOf(request.signupId, request.periodStart),
      );
      if (invoice.status !== 'open') return invoice;
      // One automatic attempt per invoice: issuing again finds its answer, never a second charge.
      const idempotencyKey = `invoice:${invoice.id}:recurring`;
      const result = await cardCharges.chargeOnce({
        values: {
          purpose: invoice.purpose,
          reference: invoice.reference,
          invoiceId: invoice.id,
          clientId: invoice.clientId,
          advisorId: invoice.advisorId,
          amountCents: invoice.amountCents,
          description: invoice.description,
        },
        idempotencyKey,
        call: () =>
          gateway.chargeSavedCard({
            amountCents: invoice.amountCents,
            description: invoice.description,
            idempotencyKey,
            saved,
            metadata: { invoiceId: invoice.id, signupId: request.signupId },
          }),
      });
      if (result.status === 'declined') return (await findInvoice(db, invoice.id)) ?? invoice;
      return (await ledger.settlePaid(invoice, result.charge, 'webhook')).invoice;
    },

    /**
     * Stops future invoices of a signup (the sandbox forgets the kept card; Stripe cancels the
     * subscription at its period's end). Nothing paid is voided. Safe to repeat.
     */
    async cancelRecurring(
      signupId: string,
      input: { actorId: string | null; reason: string },
    ): Promise<void> {
      const subscription = await findSubscriptionOfSignup(db, signupId);
      if (!subscription || subscription.cancelledAt) return;
      // The gateway first: a failure there leaves the row running, so asking again retries it.
      if (subscription.gatewayRef) await cancelAtGateway(subscription);
      await cancelSubscriptionRow(
        db,
        subscription.id,
        { cancelledBy: input.actorId, cancelReason: input.reason },
        now(),
      );
    },
  };
}
