// Starting a payment, whatever the gateway: the sandbox charges the posted card at once, Stripe
// answers its hosted page to send the payer to (ADR 0010, ADR 0019). The module selling something
// says what is paid for and how to keep it meanwhile; it never learns which gateway took it.
import type { Db } from '../../db/client';
import type { ChargeRow, InvoiceRow } from '../../db/schema/payments';
import type { CardGateway, PaymentGateway } from '../../integrations/payments/payments';
import type { SandboxCard } from '../../../shared/contracts/booking';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import { createCardCharges } from './card-charge';
import type { CardChargeResult } from './card-charge';
import type { PaymentPurpose } from '../../../shared/offerings/catalog';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const MINUTE_MS = 60_000;

/** What the owning module does around a one-off charge; payments calls them in order. */
export interface ChargeSteps {
  /** Keeps the purchase for the payer until then: before a card is charged, or for a page's life. */
  hold(until: Date): Promise<void>;
  /** Just before money moves at once: makes sure the purchase is finished even after a crash. */
  beforeCharge(): Promise<void>;
  /** A gateway page was opened for the purchase, so a retry can send the payer back to it. */
  pageOpened(page: { sessionId: string; url: string }): Promise<void>;
}

/** One payment for one purchase, taken now. */
export interface OneOffCharge {
  kind: 'charge';
  purpose: PaymentPurpose;
  /** The purchase paid for (a checkout's id); the gateway reports it back with the payment. */
  reference: string;
  clientId: string;
  advisorId: string;
  amountCents: number;
  description: string;
  customerEmail: string;
  /** The card from the sandbox's own form; the card gateway needs one. */
  card: SandboxCard | undefined;
  /** The request's Idempotency-Key: a retried attempt gets the first attempt's answer. */
  attemptKey: string;
  /** Where the gateway's page sends the payer after paying, and when they turn back. */
  successUrl: string;
  cancelUrl: string;
  /** How long the payer has to pay from now. */
  payWithinMinutes: number;
  /** Until when the purchase is held for the payer now; null when the hold lapsed. */
  heldUntil: Date | null;
  /** A gateway page opened for this purchase earlier and still open, to send the payer back to. */
  openPage: string | null;
  steps: ChargeSteps;
}

/**
 * One invoice paid for one signup of The Plan or The Ongoing (docs/product.md#invoices): issued,
 * then paid by card (the sandbox) or on the gateway's page (Stripe). The Ongoing's card is kept and
 * billed every quarter.
 */
export interface InvoicePayment {
  kind: 'invoice';
  purpose: PaymentPurpose;
  offeringKind: EngagementKind;
  /** The purchase; comes back to the outcome handler as `reference`. */
  signupId: string;
  clientId: string;
  advisorId: string;
  /** The first payment (offering-billing.ts firstPaymentCents). */
  amountCents: number;
  description: string;
  customerEmail: string;
  /** The sandbox's own card form, as for The Hour. */
  card: SandboxCard | undefined;
  /** The request's Idempotency-Key: a retried attempt gets the first attempt's answer. */
  attemptKey: string;
  /** For the gateway's page. */
  successUrl: string;
  cancelUrl: string;
  /**
   * Months each invoice pays for when billed again (the card is kept, or the gateway subscribes
   * the payer); null when paid once.
   */
  everyMonths: number | null;
  /** 'YYYY-MM-DD': the first billed period. */
  periodStart?: string;
  periodEnd?: string;
}

/** Every way of starting a payment, by kind. */
export type PaymentRequest = OneOffCharge | InvoicePayment;

export type PaymentStart =
  { status: 'paid'; charge: ChargeRow } | { status: 'redirect'; url: string };

export type InvoicePaymentStart =
  { status: 'paid'; invoice: InvoiceRow; charge: ChargeRow } | { status: 'redirect'; url: string };

export function createPaymentStart({
  db,
  gateway,
  now,
  startInvoicePayment,
}: {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
  startInvoicePayment(request: InvoicePayment): Promise<InvoicePaymentStart>;
}) {
  const cardCharges = gateway.mode === 'card' ? createCardCharges({ db, gateway, now }) : undefined;

  /**
   * Charges a card through the card gateway. The attempt key makes a retried request (double
   * click, lost answer) return the first attempt's result; a new attempt brings a new key.
   */
  function chargeCard(
    cardGateway: CardGateway,
    request: OneOffCharge,
    card: SandboxCard,
  ): Promise<CardChargeResult> {
    const idempotencyKey = `checkout:${request.reference}:${request.attemptKey}`;
    return cardCharges!.chargeOnce({
      values: {
        purpose: request.purpose,
        reference: request.reference,
        checkoutId: request.reference,
        clientId: request.clientId,
        advisorId: request.advisorId,
        amountCents: request.amountCents,
        description: request.description,
      },
      idempotencyKey,
      call: () =>
        cardGateway.chargeCard({
          amountCents: request.amountCents,
          description: request.description,
          idempotencyKey,
          card,
          metadata: { checkoutId: request.reference },
        }),
    });
  }

  async function startCharge(request: OneOffCharge): Promise<PaymentStart> {
    const { steps } = request;
    const payBy = new Date(now().getTime() + request.payWithinMinutes * MINUTE_MS);
    if (gateway.mode === 'card') {
      if (!request.card) {
        throw new AppError('validation', BOOKING_MESSAGES.cardRequired, {
          card: [BOOKING_MESSAGES.cardRequired],
        });
      }
      // A lapsed but still free purchase is held again, so a slow form never loses it.
      if (!request.heldUntil || request.heldUntil.getTime() < payBy.getTime()) {
        await steps.hold(payBy);
      }
      // No charge without its completion: set up first, so a crash or a database fault at any
      // later point is finished by it. If it cannot be set up, nothing is charged.
      await steps.beforeCharge();
      const result = await chargeCard(gateway, request, request.card);
      if (result.status === 'declined') throw new AppError('paymentDeclined', result.message);
      return { status: 'paid', charge: result.charge };
    }
    // Hosted: the payer pays on the gateway's page. Its session lives at least 30 minutes, so
    // the purchase is held as long, and an unpaid session's expiry webhook releases it.
    if (request.openPage) return { status: 'redirect', url: request.openPage };
    const session = await gateway.createHostedCheckout({
      checkoutId: request.reference,
      amountCents: request.amountCents,
      description: request.description,
      customerEmail: request.customerEmail,
      successUrl: request.successUrl,
      cancelUrl: request.cancelUrl,
      expiresAt: payBy,
      idempotencyKey: `checkout-session:${request.reference}:${request.attemptKey}`,
    });
    await steps.hold(session.expiresAt);
    await steps.pageOpened({ sessionId: session.sessionId, url: session.url });
    return { status: 'redirect', url: session.url };
  }

  /**
   * Starts a payment: paid at once (the card gateway), or a page to send the payer to (a hosted
   * gateway, which reports back through the purpose's outcome handler). A declined card is a 402
   * and keeps the purchase (an invoice stays open), so the payer can try again.
   */
  function startPayment(request: OneOffCharge): Promise<PaymentStart>;
  function startPayment(request: InvoicePayment): Promise<InvoicePaymentStart>;
  function startPayment(request: PaymentRequest): Promise<PaymentStart | InvoicePaymentStart> {
    switch (request.kind) {
      case 'charge':
        return startCharge(request);
      case 'invoice':
        return startInvoicePayment(request);
    }
  }

  return { startPayment };
}
