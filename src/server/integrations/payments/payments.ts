// Taking payment for a held time: the sandbox gateway (a card form in the app, test card numbers,
// charges recorded in our ledger) by default, Stripe's hosted checkout when STRIPE_SECRET_KEY is
// set. The payments module alone calls them (ADR 0010, ADR 0019).
import type { Config } from '../../config';
import type { RefundStatus } from '../../../shared/contracts/billing';
import type { SandboxCard } from '../../../shared/contracts/booking';
import type { SavedCardClass } from '../../db/schema/payments';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import { createSandboxGateway } from './sandbox-gateway';
import { createStripeGateway } from './stripe-gateway';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export interface CardChargeRequest {
  amountCents: number;
  description: string;
  /** Sent to the gateway so a retried call returns the first call's result. */
  idempotencyKey: string;
  card: SandboxCard;
  metadata: Record<string, string>;
}

/** A card kept to be charged again (The Ongoing's quarters): never its number. */
export interface SavedCard {
  brand: string | null;
  last4: string | null;
  /** How the sandbox answers it. */
  cardClass: SavedCardClass;
}

export type ChargeOutcome =
  | { status: 'succeeded'; gatewayRef: string; cardBrand: string | null; cardLast4: string | null }
  | { status: 'declined'; code: string; message: string };

export interface HostedCheckoutRequest {
  /** Our checkout id; comes back in the webhook. */
  checkoutId: string;
  amountCents: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  /** The gateway's page stops taking payment at this time. */
  expiresAt: Date;
  idempotencyKey: string;
}

export interface HostedCheckout {
  sessionId: string;
  url: string;
  expiresAt: Date;
}

/** A hosted checkout as the gateway sees it now (for the client's return before the webhook). */
export type HostedCheckoutState =
  | {
      status: 'paid';
      sessionId: string;
      checkoutId: string;
      gatewayRef: string;
      amountCents: number;
      /** ISO 4217, lower case. */
      currency: string;
    }
  | { status: 'open' | 'expired'; sessionId: string; checkoutId: string };

export interface RefundCall {
  /** The charge's gateway reference (sandbox charge id or Stripe payment intent). */
  gatewayRef: string;
  amountCents: number;
  idempotencyKey: string;
  reason: string;
}

export type RefundOutcome =
  { status: 'succeeded' | 'pending'; gatewayRef: string } | { status: 'failed'; message: string };

/** An invoice at the gateway (Stripe), as we keep it. */
export interface GatewayInvoice {
  /** The gateway's invoice id (in_…). */
  gatewayRef: string;
  status: InvoiceStatus;
  /** What it bills (paid: what was paid). */
  amountCents: number;
  /** ISO 4217, lower case. */
  currency: string;
  hostedUrl: string | null;
  /** The payment that paid it (a payment intent), to refund; null until paid or when unknown. */
  paymentRef: string | null;
  /** The subscription it bills a period of, if any. */
  subscriptionRef: string | null;
  /** Ours, from the invoice's or the subscription's metadata. */
  invoiceId: string | null;
  signup: InvoiceSignupRef | null;
  /** 'YYYY-MM-DD' of the period a subscription's invoice bills. */
  periodStart: string | null;
  periodEnd: string | null;
  dueAt: Date | null;
}

/** What the gateway carries of our signup, so a later quarter's invoice can be recorded. */
export interface InvoiceSignupRef {
  signupId: string;
  clientId: string;
  advisorId: string;
  offeringKind: EngagementKind;
}

export interface HostedInvoiceRequest {
  /** Our invoice, already issued; its id is the base of every idempotency key. */
  invoiceId: string;
  signup: InvoiceSignupRef;
  amountCents: number;
  description: string;
  customerEmail: string;
  daysUntilDue: number;
}

export interface SubscriptionCheckoutRequest {
  signup: InvoiceSignupRef;
  /** Billed every `intervalMonths` months. */
  amountCents: number;
  intervalMonths: number;
  description: string;
  customerEmail: string;
  successUrl: string;
  cancelUrl: string;
  idempotencyKey: string;
}

/** A verified webhook event, reduced to what we act on. */
export type GatewayWebhookEvent = {
  id: string;
  type: string;
  payload: unknown;
} & (
  | {
      kind: 'checkout.paid';
      sessionId: string;
      checkoutId: string;
      gatewayRef: string;
      amountCents: number;
      /** ISO 4217, lower case. */
      currency: string;
    }
  | { kind: 'checkout.expired'; sessionId: string; checkoutId: string }
  | { kind: 'refund.updated'; gatewayRef: string; status: RefundStatus }
  /** An invoice was finalized, paid, voided or written off, or a payment of it failed. */
  | { kind: 'invoice.changed'; invoice: GatewayInvoice; paymentFailed: boolean }
  /** A subscription checkout was completed: the subscription exists. */
  | {
      kind: 'subscription.started';
      sessionId: string;
      signupId: string;
      subscriptionRef: string;
      customerRef: string | null;
    }
  | { kind: 'subscription.ended'; subscriptionRef: string; signupId: string | null }
  | { kind: 'ignored' }
);

interface GatewayBase {
  readonly kind: 'sandbox' | 'stripe';
  refund(call: RefundCall): Promise<RefundOutcome>;
}

/** Takes the card in our own form (the sandbox only: no real card data ever reaches us). */
export interface CardGateway extends GatewayBase {
  readonly mode: 'card';
  chargeCard(request: CardChargeRequest): Promise<ChargeOutcome>;
  /** What the gateway answered for this key, or null when it took no charge under it. */
  lookupCharge(idempotencyKey: string): Promise<ChargeOutcome | null>;
  /** What to keep of a card to charge it again later, without its number. */
  saveCard(card: SandboxCard): SavedCard;
  /** Charges a kept card again (the next quarter); the key works as for chargeCard. */
  chargeSavedCard(
    request: Omit<CardChargeRequest, 'card'> & { saved: SavedCard },
  ): Promise<ChargeOutcome>;
}

/** Takes the card on the gateway's own page and reports back by webhook. */
export interface HostedGateway extends GatewayBase {
  readonly mode: 'hosted';
  createHostedCheckout(request: HostedCheckoutRequest): Promise<HostedCheckout>;
  retrieveHostedCheckout(sessionId: string): Promise<HostedCheckoutState>;
  /** The Plan: an invoice the client pays on the gateway's page (finalized, with its URL). */
  createInvoice(request: HostedInvoiceRequest): Promise<GatewayInvoice>;
  retrieveInvoice(gatewayRef: string): Promise<GatewayInvoice>;
  /** The Ongoing: a checkout that starts a subscription billed every few months. */
  createSubscriptionCheckout(request: SubscriptionCheckoutRequest): Promise<HostedCheckout>;
  /** Ends a subscription at the end of its paid period. */
  cancelSubscription(subscriptionRef: string): Promise<void>;
  /** Verifies the signature over the raw body and reads the event; throws WebhookSignatureError. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): GatewayWebhookEvent;
}

export type PaymentGateway = CardGateway | HostedGateway;

export function createPaymentGateway(config: Config): PaymentGateway {
  if (config.paymentGateway === 'stripe' && config.STRIPE_SECRET_KEY) {
    return createStripeGateway({
      secretKey: config.STRIPE_SECRET_KEY,
      webhookSecret: config.STRIPE_WEBHOOK_SECRET ?? '',
    });
  }
  return createSandboxGateway();
}
