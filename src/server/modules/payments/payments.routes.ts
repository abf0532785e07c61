// HTTP of the payment gateway's webhook. The body is read raw: the signature covers the exact
// bytes. Each event is stored by its id and acted on once, however often it arrives.
import type { FastifyInstance } from 'fastify';

import { AppError } from '../../../shared/errors';
import { PUBLIC } from '../../http/access';
import { WebhookSignatureError } from '../../integrations/payments/webhook-signature-error';
import type { GatewayWebhookEvent } from '../../integrations/payments/payments';
import type { PaymentsService } from './payments.service';
import type { WebhookOutcome } from '../system/webhook-events.service';
import { MEETING_API } from '../../../shared/meeting-routes';

export type WebhookHandler = (event: GatewayWebhookEvent) => Promise<WebhookOutcome | void>;

const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export function registerPaymentsRoutes(
  app: FastifyInstance,
  payments: PaymentsService,
  handle: WebhookHandler,
): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      MEETING_API.stripeWebhook,
      { config: { access: PUBLIC }, bodyLimit: WEBHOOK_BODY_LIMIT_BYTES },
      async (request, reply) => {
        const gateway = payments.gateway;
        if (gateway.mode !== 'hosted') throw new AppError('notFound');
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        let event: GatewayWebhookEvent;
        try {
          event = gateway.parseWebhook(raw, typeof signature === 'string' ? signature : undefined);
        } catch (error) {
          if (error instanceof WebhookSignatureError) {
            throw new AppError('validation', error.message);
          }
          throw error;
        }
        // A failure is recorded and answered 5xx: the gateway delivers the event again.
        const { duplicate, outcome } = await payments.handleWebhookOnce(event, () => handle(event));
        if (outcome?.rejected) {
          // Acknowledged (2xx), so the gateway stops sending it; kept for an admin to look at.
          request.log.error(
            { webhookEvent: event.id, type: event.type, reason: outcome.rejected },
            'Payment webhook rejected: nothing was paid with it',
          );
          return reply.status(200).send({ received: true, duplicate, rejected: true });
        }
        return reply.status(200).send({ received: true, duplicate });
      },
    );
  });
}
