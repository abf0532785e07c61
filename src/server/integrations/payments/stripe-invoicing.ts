// Stripe's side of invoices: The Plan as a Stripe Invoice the client pays on its hosted page
// (customer, invoice sent for payment within INVOICE_DUE_DAYS, its item, finalized), The Ongoing
// as a Checkout in subscription mode billed every ONGOING_BILLING_MONTHS months, and the
// invoice and subscription webhooks read into our terms. Our signup travels in metadata, so a
// later quarter's invoice can be recorded from its webhook alone.
import type Stripe from 'stripe';
import { PAYMENT_CURRENCY } from '../../../shared/constants';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import type {
  GatewayInvoice,
  GatewayWebhookEvent,
  HostedCheckout,
  HostedInvoiceRequest,
  InvoiceSignupRef,
  SubscriptionCheckoutRequest,
} from './payments';
import { ENGAGEMENT_KINDS, type EngagementKind } from '../../../shared/offerings/catalog';

/** Stripe's invoice statuses are ours; a missing one is still a draft. */
function statusOf(status: Stripe.Invoice.Status | null): InvoiceStatus {
  switch (status) {
    case 'open':
    case 'paid':
    case 'uncollectible':
    case 'void':
      return status as InvoiceStatus;
    default:
      return 'draft';
  }
}

const idOf = (value: string | { id: string } | null | undefined): string | null =>
  value == null ? null : typeof value === 'string' ? value : value.id;

const dayOf = (seconds: number | null | undefined): string | null =>
  seconds ? new Date(seconds * 1000).toISOString().slice(0, 10) : null;

function signupOf(metadata: Stripe.Metadata | null | undefined): InvoiceSignupRef | null {
  const kind = metadata?.offeringKind;
  if (
    !metadata?.signupId ||
    !metadata.clientId ||
    !metadata.advisorId ||
    !ENGAGEMENT_KINDS.includes(kind as EngagementKind)
  ) {
    return null;
  }
  return {
    signupId: metadata.signupId,
    clientId: metadata.clientId,
    advisorId: metadata.advisorId,
    offeringKind: kind as EngagementKind,
  };
}

const metadataOf = (signup: InvoiceSignupRef): Record<string, string> => ({
  signupId: signup.signupId,
  clientId: signup.clientId,
  advisorId: signup.advisorId,
  offeringKind: signup.offeringKind,
});

/** A Stripe invoice in our terms. */
export function gatewayInvoiceOf(invoice: Stripe.Invoice): GatewayInvoice {
  const subscription = invoice.parent?.subscription_details ?? null;
  const payment = invoice.payments?.data.find((row) => row.status === 'paid') ?? null;
  const status = statusOf(invoice.status);
  const line = invoice.lines?.data[0]?.period;
  return {
    gatewayRef: invoice.id,
    status,
    amountCents: status === 'paid' ? invoice.amount_paid : invoice.amount_due,
    currency: invoice.currency.toLowerCase(),
    hostedUrl: invoice.hosted_invoice_url ?? null,
    paymentRef: idOf(payment?.payment.payment_intent ?? payment?.payment.charge),
    subscriptionRef: idOf(subscription?.subscription),
    invoiceId: invoice.metadata?.invoiceId ?? null,
    signup: signupOf(invoice.metadata) ?? signupOf(subscription?.metadata),
    periodStart: subscription ? dayOf(line?.start ?? invoice.period_start) : null,
    periodEnd: subscription ? dayOf(line?.end ?? invoice.period_end) : null,
    dueAt: invoice.due_date ? new Date(invoice.due_date * 1000) : null,
  };
}

export function createStripeInvoicing(stripe: Stripe) {
  return {
    async createInvoice(request: HostedInvoiceRequest): Promise<GatewayInvoice> {
      const key = `invoice:${request.invoiceId}`;
      const metadata = { ...metadataOf(request.signup), invoiceId: request.invoiceId };
      const customer = await stripe.customers.create(
        { email: request.customerEmail, metadata: { clientId: request.signup.clientId } },
        { idempotencyKey: `${key}:customer` },
      );
      const draft = await stripe.invoices.create(
        {
          customer: customer.id,
          collection_method: 'send_invoice',
          days_until_due: request.daysUntilDue,
          currency: PAYMENT_CURRENCY,
          description: request.description,
          pending_invoice_items_behavior: 'exclude',
          metadata,
        },
        { idempotencyKey: `${key}:create` },
      );
      await stripe.invoiceItems.create(
        {
          customer: customer.id,
          invoice: draft.id,
          amount: request.amountCents,
          currency: PAYMENT_CURRENCY,
          description: request.description,
        },
        { idempotencyKey: `${key}:item` },
      );
      const finalized = await stripe.invoices.finalizeInvoice(
        draft.id,
        {},
        { idempotencyKey: `${key}:finalize` },
      );
      return gatewayInvoiceOf(finalized);
    },

    async retrieveInvoice(gatewayRef: string): Promise<GatewayInvoice> {
      return gatewayInvoiceOf(await stripe.invoices.retrieve(gatewayRef, { expand: ['payments'] }));
    },

    async createSubscriptionCheckout(
      request: SubscriptionCheckoutRequest,
    ): Promise<HostedCheckout> {
      const metadata = metadataOf(request.signup);
      const session = await stripe.checkout.sessions.create(
        {
          mode: 'subscription',
          line_items: [
            {
              price_data: {
                currency: PAYMENT_CURRENCY,
                unit_amount: request.amountCents,
                product_data: { name: request.description },
                recurring: { interval: 'month', interval_count: request.intervalMonths },
              },
              quantity: 1,
            },
          ],
          customer_email: request.customerEmail,
          metadata,
          subscription_data: { metadata },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: request.idempotencyKey },
      );
      if (!session.url) throw new Error(`Stripe session ${session.id} came back without a URL.`);
      return {
        sessionId: session.id,
        url: session.url,
        expiresAt: new Date(session.expires_at * 1000),
      };
    },

    async cancelSubscription(subscriptionRef: string): Promise<void> {
      await stripe.subscriptions.update(
        subscriptionRef,
        { cancel_at_period_end: true },
        { idempotencyKey: `subscription-cancel:${subscriptionRef}` },
      );
    },
  };
}

type Base = { id: string; type: string; payload: unknown };

/** The invoice and subscription events, or null for an event this does not read. */
export function invoiceWebhookEvent(event: Stripe.Event): GatewayWebhookEvent | null {
  const base: Base = { id: event.id, type: event.type, payload: event };
  switch (event.type) {
    case 'invoice.finalized':
    case 'invoice.paid':
    case 'invoice.payment_failed':
    case 'invoice.voided':
    case 'invoice.marked_uncollectible':
      return {
        ...base,
        kind: 'invoice.changed',
        invoice: gatewayInvoiceOf(event.data.object),
        paymentFailed: event.type === 'invoice.payment_failed',
      };
    case 'customer.subscription.deleted': {
      const subscription = event.data.object;
      return {
        ...base,
        kind: 'subscription.ended',
        subscriptionRef: subscription.id,
        signupId: subscription.metadata?.signupId ?? null,
      };
    }
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.mode !== 'subscription') return null;
      const subscriptionRef = idOf(session.subscription);
      const signupId = session.metadata?.signupId;
      if (!subscriptionRef || !signupId) return { ...base, kind: 'ignored' };
      return {
        ...base,
        kind: 'subscription.started',
        sessionId: session.id,
        signupId,
        subscriptionRef,
        customerRef: idOf(session.customer),
      };
    }
    default:
      return null;
  }
}
