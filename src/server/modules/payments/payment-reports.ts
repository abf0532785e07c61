// What a hosted gateway reports about payments, and where it goes: a webhook is verified, stored
// by its event id, acted on once and marked finished (accept, handle, finish); a payer's return
// asks the gateway before the webhook came. Either way the news reaches the owning module through
// its PaymentOutcomeHandler, and refund news stays in payments.
import type { Db } from '../../db/client';
import type { RefundRow } from '../../db/schema/payments';
import type { GatewayWebhookEvent, PaymentGateway } from '../../integrations/payments/payments';
import { WebhookSignatureError } from '../../integrations/payments/webhook-signature-error';
import { AppError } from '../../../shared/errors';
import { createWebhookEvents } from '../system/webhook-events.service';
import type { WebhookOutcome } from '../system/webhook-events.service';
import type { InvoiceGatewayEvent } from './invoice-hosted';
import type { OutcomeHandlers } from './payment-outcome';
import type { PaymentPurpose } from '../../../shared/offerings/catalog';

/**
 * The purpose of a gateway's hosted checkout. Every hosted checkout today is The Hour's; a second
 * purpose paid on the gateway's page names itself in the session's metadata.
 */
const HOSTED_CHECKOUT_PURPOSE: PaymentPurpose = 'hour-checkout';

export interface WebhookReceipt {
  /** The event was processed before: nothing was done again. */
  duplicate: boolean;
  /** Acknowledged but not acted on, with the reason (a payment for another amount). */
  rejected?: string;
  event: { id: string; type: string };
}

export function createPaymentReports({
  db,
  gateway,
  outcomes,
  applyRefundUpdate,
  handleInvoiceEvent,
  now,
}: {
  db: Db;
  gateway: PaymentGateway;
  outcomes: OutcomeHandlers;
  applyRefundUpdate(gatewayRef: string, status: RefundRow['status']): Promise<void>;
  /** The Plan's and The Ongoing's invoices and subscriptions (invoice-hosted.ts). */
  handleInvoiceEvent(event: InvoiceGatewayEvent): Promise<WebhookOutcome | void>;
  now: () => Date;
}) {
  const webhookEvents = createWebhookEvents({ db, now });

  /** Acts on a verified event; safe to call again for the same event. */
  async function handle(event: GatewayWebhookEvent): Promise<WebhookOutcome | void> {
    switch (event.kind) {
      case 'checkout.paid':
        return outcomes.of(HOSTED_CHECKOUT_PURPOSE).paid(
          {
            reference: event.checkoutId,
            sessionId: event.sessionId,
            gatewayRef: event.gatewayRef,
            amountCents: event.amountCents,
            currency: event.currency,
          },
          'webhook',
        );
      case 'checkout.expired':
        return outcomes
          .of(HOSTED_CHECKOUT_PURPOSE)
          .expired({ reference: event.checkoutId, sessionId: event.sessionId });
      case 'refund.updated':
        return applyRefundUpdate(event.gatewayRef, event.status);
      case 'invoice.changed':
      case 'subscription.started':
      case 'subscription.ended':
        return handleInvoiceEvent(event);
      case 'ignored':
        return;
    }
  }

  return {
    /**
     * A webhook's raw body and signature: verified (a bad signature is a 400), stored by its id
     * and acted on once. A failure is recorded and thrown, so the gateway delivers it again. Only
     * a hosted gateway sends webhooks; with the card gateway the address does not exist.
     */
    async receiveWebhook(rawBody: Buffer, signature: string | undefined): Promise<WebhookReceipt> {
      if (gateway.mode !== 'hosted') throw new AppError('notFound');
      let event: GatewayWebhookEvent;
      try {
        event = gateway.parseWebhook(rawBody, signature);
      } catch (error) {
        if (error instanceof WebhookSignatureError) {
          throw new AppError('validation', error.message);
        }
        throw error;
      }
      const { duplicate, outcome } = await webhookEvents.once(
        {
          provider: gateway.kind,
          providerEventId: event.id,
          type: event.type,
          payload: event.payload,
        },
        () => handle(event),
      );
      return {
        duplicate,
        ...(outcome?.rejected ? { rejected: outcome.rejected } : {}),
        event: { id: event.id, type: event.type },
      };
    },

    /**
     * The payer is back from the gateway's page before its webhook: the gateway is asked, and a
     * payment taken goes to the purpose's handler as the webhook's would. Answers null when
     * nothing was paid there (or the gateway has no pages), else what the handler answered.
     */
    async confirmPayment(
      purpose: PaymentPurpose,
      sessionId: string,
    ): Promise<{ rejected?: string } | null> {
      if (gateway.mode !== 'hosted') return null;
      const state = await gateway.retrieveHostedCheckout(sessionId);
      if (state.status !== 'paid') return null;
      const answer = await outcomes.of(purpose).paid(
        {
          reference: state.checkoutId,
          sessionId: state.sessionId,
          gatewayRef: state.gatewayRef,
          amountCents: state.amountCents,
          currency: state.currency,
        },
        'return',
      );
      return answer ?? {};
    },
  };
}
