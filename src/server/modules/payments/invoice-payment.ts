// Paying a signup's invoice (The Plan, The Ongoing's first quarter). The sandbox issues the
// invoice, charges the posted card under a key per invoice and attempt, keeps The Ongoing's card
// for the next quarters and marks the invoice paid; a hosted gateway sends the payer to its own
// page and reports back by webhook (invoice-reports.ts).
import type { Db } from '../../db/client';
import type { PaymentGateway } from '../../integrations/payments/payments';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { createCardCharges } from './card-charge';
import type { InvoiceLedger } from './invoice-ledger';
import { INVOICE_MESSAGES, invoiceKeyOf } from './invoice-ledger';
import { findSucceededChargeOfInvoice, insertSubscriptionOnce } from './invoices.repository';
import type { InvoicePayment, InvoicePaymentStart } from './payment-start';

export interface HostedInvoiceStart {
  (request: InvoicePayment): Promise<InvoicePaymentStart>;
}

export function createInvoicePayment({
  db,
  gateway,
  ledger,
  startHosted,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  ledger: InvoiceLedger;
  /** The hosted gateway's way (Stripe: an invoice or a subscription checkout). */
  startHosted: HostedInvoiceStart;
  now: () => Date;
}) {
  const cardCharges = gateway.mode === 'card' ? createCardCharges({ db, gateway, now }) : undefined;

  return async function startInvoicePayment(request: InvoicePayment): Promise<InvoicePaymentStart> {
    if (gateway.mode !== 'card' || !cardCharges) return startHosted(request);
    const card = request.card;
    if (!card) {
      throw new AppError('validation', BOOKING_MESSAGES.cardRequired, {
        card: [BOOKING_MESSAGES.cardRequired],
      });
    }
    const invoice = await ledger.issue(
      {
        kind: request.offeringKind,
        signupId: request.signupId,
        clientId: request.clientId,
        advisorId: request.advisorId,
        amountCents: request.amountCents,
        description: request.description,
        periodStart: request.periodStart ?? null,
        periodEnd: request.periodEnd ?? null,
        gateway: gateway.kind,
      },
      invoiceKeyOf(request.signupId, request.periodStart),
    );
    if (invoice.status === 'paid') {
      // Paid by an earlier attempt: its answer again, and its owner told again in case that
      // attempt stopped before telling (handlers act once however often they are told).
      const charge = await findSucceededChargeOfInvoice(db, invoice.id);
      if (charge) {
        await ledger.tellPaid(invoice, charge, 'return');
        return { status: 'paid', invoice, charge };
      }
    }
    if (invoice.status !== 'open' && invoice.status !== 'uncollectible') {
      throw new AppError('conflict', INVOICE_MESSAGES.notPayable);
    }
    const idempotencyKey = `invoice:${invoice.id}:${request.attemptKey}`;
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
        gateway.chargeCard({
          amountCents: invoice.amountCents,
          description: invoice.description,
          idempotencyKey,
          card,
          metadata: { invoiceId: invoice.id, signupId: request.signupId },
        }),
    });
    if (result.status === 'declined') throw new AppError('paymentDeclined', result.message);
    if (request.everyMonths !== null) {
      // The card that paid is kept (never its number) to bill the next quarters.
      const saved = gateway.saveCard(card);
      await insertSubscriptionOnce(
        db,
        {
          purpose: request.purpose,
          reference: request.signupId,
          signupId: request.signupId,
          clientId: request.clientId,
          gateway: gateway.kind,
          cardBrand: saved.brand,
          cardLast4: saved.last4,
          cardClass: saved.cardClass,
        },
        now(),
      );
    }
    const settled = await ledger.settlePaid(invoice, result.charge, 'return');
    return { status: 'paid', invoice: settled.invoice, charge: result.charge };
  };
}
