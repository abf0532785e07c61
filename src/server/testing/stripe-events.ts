// Stripe webhook events as Stripe sends them, signed with the endpoint's secret, and their
// delivery to our webhook route: what the Stripe route tests post, once or many times.
import Stripe from 'stripe';
import { BILLING_API } from '../../shared/routes/billing-api';
import type { TestApp } from './test-app';

export interface SignedEvent {
  payload: string;
  signature: string;
}

export function signedStripeEvent(
  secret: string,
  id: string,
  type: string,
  object: Record<string, unknown>,
): SignedEvent {
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  });
  const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
  return { payload, signature };
}

export function deliverStripeEvent(t: TestApp, event: SignedEvent) {
  return t.app.inject({
    method: 'POST',
    url: BILLING_API.stripeWebhook,
    headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
    payload: event.payload,
  });
}
