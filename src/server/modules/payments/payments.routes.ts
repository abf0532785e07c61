// HTTP of the payment gateway's webhook. The body is read raw: the signature covers the exact
// bytes. The payments service verifies it and acts on each event once (payment-reports.ts).
import type { FastifyInstance } from 'fastify';

import { webhookReceivedSchema } from '../../../shared/contracts/webhooks';
import { PUBLIC } from '../../http/access';
import type { PaymentsService } from './payments.service';
import { BILLING_API } from '../../../shared/routes/billing-api';

const WEBHOOK_BODY_LIMIT_BYTES = 512 * 1024;

export function registerPaymentsRoutes(app: FastifyInstance, payments: PaymentsService): void {
  void app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) =>
      done(null, body),
    );
    scope.post(
      BILLING_API.stripeWebhook,
      {
        config: { access: PUBLIC },
        bodyLimit: WEBHOOK_BODY_LIMIT_BYTES,
        // The body is the gateway's signed event, read raw.
        schema: { response: { 200: webhookReceivedSchema } },
      },
      async (request, reply) => {
        const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
        const signature = request.headers['stripe-signature'];
        // A failure is recorded and answered 5xx: the gateway delivers the event again.
        const { duplicate, rejected, event } = await payments.receiveWebhook(
          raw,
          typeof signature === 'string' ? signature : undefined,
        );
        if (rejected) {
          // Acknowledged (2xx), so the gateway stops sending it; kept for an admin to look at.
          request.log.error(
            { webhookEvent: event.id, type: event.type, reason: rejected },
            'Payment webhook rejected: nothing was paid with it',
          );
          return reply.status(200).send({ received: true, duplicate, rejected: true });
        }
        return reply.status(200).send({ received: true, duplicate });
      },
    );
  });
}
