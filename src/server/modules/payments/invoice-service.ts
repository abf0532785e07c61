// What other modules ask of invoices (signups, delivery, admin): pay one, bill The Ongoing's
// quarters, stop them, refund (the money-back promise), change or edit one as an admin, and read
// them. Built by the payments service, which spreads these into its own (ADR 0019).
import type { Db } from '../../db/client';
import type { ChargeRow, InvoiceRow, RefundRow } from '../../db/schema/payments';
import type { PaymentGateway } from '../../integrations/payments/payments';
import { AppError } from '../../../shared/errors';
import { createInvoiceLedger, INVOICE_MESSAGES } from './invoice-ledger';
import { createInvoicePayment } from './invoice-payment';
import { createInvoicing } from './invoice-hosted';
import type { InvoiceRefreshCounts } from './invoice-hosted';
import {
  findSucceededChargeOfInvoice,
  listStatusChanges,
  setEngagementOfSignupInvoices,
} from './invoices.repository';
import type { OutcomeHandlers } from './payment-outcome';
import { createSubscriptionBilling } from './subscription-billing';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export function createInvoiceService({
  db,
  gateway,
  outcomes,
  refundCharge,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  outcomes: OutcomeHandlers;
  refundCharge(
    charge: ChargeRow,
    input: { eventId: null; reason: string; requestedBy: string | null; key: string },
  ): Promise<RefundRow>;
  now: () => Date;
}) {
  const ledger = createInvoiceLedger({ db, outcomes, now });
  const hostedInvoicing = createInvoicing({ db, gateway, ledger, now });
  const startInvoicePayment = createInvoicePayment({
    db,
    gateway,
    ledger,
    startHosted: hostedInvoicing.startHosted,
    now,
  });
  const subscriptions = createSubscriptionBilling({
    db,
    gateway,
    ledger,
    cancelAtGateway: hostedInvoicing.cancelAtGateway,
    now,
  });

  return {
    ledger,
    startInvoicePayment,
    /** Invoice and subscription news from a hosted gateway's webhook. */
    handleGatewayEvent: hostedInvoicing.handleEvent,
    issueRecurringInvoice: subscriptions.issueRecurringInvoice,
    cancelRecurring: subscriptions.cancelRecurring,
    changeInvoiceStatus: ledger.changeInvoiceStatus,
    editInvoice: ledger.editInvoice,
    voidOpenInvoicesOfSignup: ledger.voidOpenInvoicesOfSignup,
    listInvoices: ledger.listInvoices,
    getInvoice: ledger.getInvoice,
    /** Every status change of an invoice, oldest first (its history for admins). */
    invoiceHistory: (invoiceId: string) => listStatusChanges(db, invoiceId),

    /** Ties the signup's invoices issued before its engagement existed to the engagement. */
    attachInvoicesToEngagement: (signupId: string, engagementId: string) =>
      setEngagementOfSignupInvoices(db, signupId, engagementId, now()),

    /** The charge that paid an invoice, if any. */
    findInvoiceCharge: (invoiceId: string) => findSucceededChargeOfInvoice(db, invoiceId),

    /**
     * The money-back promise: the paying charge refunded in full, once (the key and one refund per
     * charge), retried by the refund job when the gateway cannot take it yet. The invoice stays
     * paid and carries its refund beside it.
     */
    async refundInvoice(
      invoiceId: string,
      input: { requestedBy: string | null; reason: string },
    ): Promise<RefundRow> {
      const invoice: InvoiceRow = await ledger.mustFind(invoiceId);
      const charge = await findSucceededChargeOfInvoice(db, invoice.id);
      if (invoice.status !== 'paid' || !charge) {
        throw new AppError('validation', INVOICE_MESSAGES.notPaid);
      }
      return refundCharge(charge, {
        eventId: null,
        reason: input.reason,
        requestedBy: input.requestedBy,
        key: `refund:invoice:${invoice.id}`,
      });
    },

    /**
     * Brings open invoices up to date: a hosted gateway is asked for each one's state; then open
     * invoices past due by more than the grace period are written off. Answers the counts.
     */
    async refreshInvoices(kind?: EngagementKind): Promise<InvoiceRefreshCounts> {
      const fromGateway = await hostedInvoicing.refreshOpen(kind);
      const writtenOff = await ledger.writeOffOverdue(kind);
      return { ...fromGateway, uncollectible: fromGateway.uncollectible + writtenOff };
    },
  };
}
