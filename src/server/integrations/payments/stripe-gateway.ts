// Stripe's hosted Checkout: the card is typed on Stripe's page, never on ours. We create a
// Checkout Session, send the client to its URL and learn the outcome from a signed webhook (or by
// asking for the session when the client returns first). Refunds go against the payment intent.
import Stripe from 'stripe';
import { PAYMENT_CURRENCY } from '../../../shared/constants';
import type { RefundStatus } from '../../../shared/contracts/billing';
import { WebhookSignatureError } from './webhook-signature-error';
import { createStripeInvoicing, invoiceWebhookEvent } from './stripe-invoicing';
import type {
  GatewayWebhookEvent,
  HostedCheckout,
  HostedCheckoutState,
  HostedGateway,
  RefundOutcome,
} from './payments';

export interface StripeGatewayOptions {
  secretKey: string;
  webhookSecret: string;
  /** Where the API lives; only tests point it elsewhere. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
  /** Retries of a failed call inside one request (Stripe's client retries with the same key). */
  maxNetworkRetries?: number;
  now?: () => Date;
}

const MINUTE_MS = 60_000;
/** Stripe refuses an expires_at less than 30 minutes or more than 24 hours after it receives it. */
const CHECKOUT_MIN_LIFETIME_MS = 30 * MINUTE_MS;
const CHECKOUT_MAX_LIFETIME_MS = 24 * 60 * MINUTE_MS;
/** Room for a request that reaches Stripe late (client retries, a slow network, clock skew). */
export const CHECKOUT_EXPIRY_MARGIN_MS = 5 * MINUTE_MS;

/** The expiry Stripe will accept that is nearest to the one asked for, whole seconds. */
export function clampCheckoutExpiry(requested: Date, now: Date): Date {
  const earliest = now.getTime() + CHECKOUT_MIN_LIFETIME_MS + CHECKOUT_EXPIRY_MARGIN_MS;
  const latest = now.getTime() + CHECKOUT_MAX_LIFETIME_MS - CHECKOUT_EXPIRY_MARGIN_MS;
  const clamped = Math.min(Math.max(requested.getTime(), earliest), latest);
  return new Date(Math.floor(clamped / 1000) * 1000);
}

/** Stripe's refund statuses; an unknown or missing one waits for the next refund webhook. */
function refundStatus(status: string | null): RefundStatus {
  switch (status) {
    case 'succeeded':
      return 'succeeded';
    case 'failed':
    case 'canceled':
      return 'failed';
    default:
      return 'pending';
  }
}

function refundOutcome(refund: Stripe.Refund): RefundOutcome {
  const status = refundStatus(refund.status);
  if (status !== 'failed') return { status, gatewayRef: refund.id };
  const why = refund.failure_reason ?? 'no reason given';
  return { status: 'failed', message: `Stripe refund ${refund.id} ${refund.status}: ${why}.` };
}

/** Our checkout id, or null for a session some other integration on the account created. */
function checkoutIdOf(session: Stripe.Checkout.Session): string | null {
  return session.metadata?.checkoutId ?? session.client_reference_id ?? null;
}

const isPaid = (session: Stripe.Checkout.Session) =>
  session.status === 'complete' && session.payment_status === 'paid';

/** The payment intent, amount and currency of a paid session; all exist once it is paid. */
function paymentOf(session: Stripe.Checkout.Session): {
  gatewayRef: string;
  amountCents: number;
  currency: string;
} {
  const intent = session.payment_intent;
  const gatewayRef = typeof intent === 'string' ? intent : intent?.id;
  if (!gatewayRef || session.amount_total === null || !session.currency) {
    throw new Error(
      `Stripe session ${session.id} is paid but names no payment intent, amount or currency.`,
    );
  }
  return {
    gatewayRef,
    amountCents: session.amount_total,
    currency: session.currency.toLowerCase(),
  };
}

export function createStripeGateway(options: StripeGatewayOptions): HostedGateway {
  const now = options.now ?? (() => new Date());
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: options.maxNetworkRetries ?? 2,
    ...options.api,
  });

  function checkoutState(session: Stripe.Checkout.Session): HostedCheckoutState {
    const checkoutId = checkoutIdOf(session);
    if (checkoutId === null) {
      throw new Error(`Stripe session ${session.id} carries no checkout id of ours.`);
    }
    if (isPaid(session)) {
      return { status: 'paid', sessionId: session.id, checkoutId, ...paymentOf(session) };
    }
    const status = session.status === 'expired' ? 'expired' : 'open';
    return { status, sessionId: session.id, checkoutId };
  }

  function webhookEvent(event: Stripe.Event): GatewayWebhookEvent {
    const base = { id: event.id, type: event.type, payload: event };
    const ignored: GatewayWebhookEvent = { ...base, kind: 'ignored' };
    // Invoices and subscriptions (The Plan, The Ongoing) first: a subscription's checkout is not
    // The Hour's.
    const invoiceEvent = invoiceWebhookEvent(event);
    if (invoiceEvent) return invoiceEvent;
    switch (event.type) {
      case 'checkout.session.completed':
      case 'checkout.session.async_payment_succeeded': {
        const session = event.data.object;
        const checkoutId = checkoutIdOf(session);
        // A completed but unpaid session (a delayed payment method) reports again when it settles.
        if (checkoutId === null || !isPaid(session)) return ignored;
        return {
          ...base,
          kind: 'checkout.paid',
          sessionId: session.id,
          checkoutId,
          ...paymentOf(session),
        };
      }
      case 'checkout.session.expired': {
        const session = event.data.object;
        const checkoutId = checkoutIdOf(session);
        if (checkoutId === null) return ignored;
        return { ...base, kind: 'checkout.expired', sessionId: session.id, checkoutId };
      }
      case 'refund.created':
      case 'refund.updated':
      case 'refund.failed': {
        const refund = event.data.object;
        return {
          ...base,
          kind: 'refund.updated',
          gatewayRef: refund.id,
          status: refundStatus(refund.status),
        };
      }
      default:
        return ignored;
    }
  }

  return {
    kind: 'stripe',
    mode: 'hosted',
    ...createStripeInvoicing(stripe),

    async createHostedCheckout(request): Promise<HostedCheckout> {
      const expiresAt = clampCheckoutExpiry(request.expiresAt, now());
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'payment',
          // Cards settle at once; delayed methods could complete after the hold has lapsed.
          allowed_payment_method_types: ['card'],
          line_items: [
            {
              price_data: {
                currency: PAYMENT_CURRENCY,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
              },
              quantity: 1,
            },
          ],
          customer_email: request.customerEmail,
          client_reference_id: request.checkoutId,
          metadata: { checkoutId: request.checkoutId },
          payment_intent_data: { metadata: { checkoutId: request.checkoutId } },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
          expires_at: Math.floor(expiresAt.getTime() / 1000),
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} came back without a URL.`);
      // Stripe's own expires_at is the truth, should it ever differ from what we asked.
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async retrieveHostedCheckout(sessionId) {
      return checkoutState(await stripe.checkout.sessions.retrieve(sessionId));
    },

    async refund(call) {
      try {
        const refund = await stripe.refunds.create(
          {
            payment_intent: call.gatewayRef,
            amount: call.amountCents,
            reason: 'requested_by_customer',
            metadata: { reason: call.reason },
          },
          { idempotencyKey: call.idempotencyKey },
        );
        return refundOutcome(refund);
      } catch (error) {
        // A refused request (already refunded, no such payment) never succeeds on retry; outages,
        // rate limits and a bad key do, so they reach the caller, which tries again later.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          return { status: 'failed', message: error.message };
        }
        throw error;
      }
    },

    parseWebhook(rawBody, signature) {
      if (!signature) {
        throw new WebhookSignatureError('The webhook has no Stripe-Signature header.');
      }
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          rawBody,
          signature,
          options.webhookSecret,
          undefined, // Stripe's default tolerance, 300 s
          undefined, // the default crypto provider
          now().getTime(), // the age is measured on our clock
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          // Stripe's first line says which check failed; the rest is advice with links.
          const reason = error.message.split('\n')[0]?.trim();
          throw new WebhookSignatureError(
            `The Stripe webhook signature does not verify: ${reason}`,
          );
        }
        throw error;
      }
      return webhookEvent(event);
    },
  };
}
