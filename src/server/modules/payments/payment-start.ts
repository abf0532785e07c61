// Starting a payment, whatever the gateway: the sandbox charges the posted card at once, Stripe
// answers its hosted page to send the payer to (ADR 0010, ADR 0019). The module selling something
// says what is paid for and how to keep it meanwhile; it never learns which gateway took it.
import type { Db } from '../../db/client';
import type { ChargeRow } from '../../db/schema/payments';
import type {
  CardGateway,
  ChargeOutcome,
  PaymentGateway,
} from '../../integrations/payments/payments';
import type { SandboxCard } from '../../../shared/contracts/booking';
import { BOOKING_MESSAGES } from '../../../shared/contracts/booking';
import { AppError } from '../../../shared/errors';
import type { PaymentPurpose } from './payment-outcome';
import { insertChargeOnce, updateCharge } from './payments.repository';

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

/** Every way of starting a payment, by kind. */
export type PaymentRequest = OneOffCharge;

export type PaymentStart =
  { status: 'paid'; charge: ChargeRow } | { status: 'redirect'; url: string };

export type CardChargeResult =
  | { status: 'succeeded'; charge: ChargeRow }
  | { status: 'declined'; code: string; message: string };

export function createPaymentStart({
  db,
  gateway,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  now: () => Date;
}) {
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

  /**
   * Charges a card through the card gateway. The attempt key makes a retried request (double
   * click, lost answer) return the first attempt's result; a new attempt brings a new key.
   */
  async function chargeCard(
    cardGateway: CardGateway,
    request: OneOffCharge,
    card: SandboxCard,
  ): Promise<CardChargeResult> {
    const idempotencyKey = `checkout:${request.reference}:${request.attemptKey}`;
    const { charge: row, created } = await insertChargeOnce(
      db,
      {
        checkoutId: request.reference,
        clientId: request.clientId,
        advisorId: request.advisorId,
        amountCents: request.amountCents,
        description: request.description,
        gateway: cardGateway.kind,
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
    const outcome = await cardGateway.chargeCard({
      amountCents: request.amountCents,
      description: request.description,
      idempotencyKey,
      card,
      metadata: { checkoutId: request.reference },
    });
    return settleCharge(row, outcome);
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

  return {
    /**
     * Starts a payment: paid at once (the card gateway), or a page to send the payer to (a
     * hosted gateway, which reports back through the purpose's outcome handler). A declined card
     * is a 402 and keeps the purchase held, so the payer can try again.
     */
    startPayment(request: PaymentRequest): Promise<PaymentStart> {
      switch (request.kind) {
        case 'charge':
          return startCharge(request);
      }
    },
  };
}
