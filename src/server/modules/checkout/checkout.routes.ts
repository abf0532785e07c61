// HTTP of booking The Hour: hold a time, answer the intake form, pay, and the gateway settings
// the card form needs. Rules live in the checkout service.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  checkoutSchema,
  holdRequestSchema,
  idempotencyKeySchema,
  paymentSettingsSchema,
  payRequestSchema,
  payResultSchema,
} from '../../../shared/contracts/booking';
import type { PaymentSettings } from '../../../shared/contracts/booking';
import { intakeAnswersSchema } from '../../../shared/contracts/intake';

import { requireUser } from '../../auth/access/request-user';
import { CLIENTS, PUBLIC } from '../../http/access';
import { checkedInHandler, NO_CONTENT, withSchemas } from '../../http/route-schemas';
import { idParam, parseInput } from '../../validation/parse-input';
import type { CheckoutService } from './checkout.service';
import type { PaymentsService } from '../payments/payments.service';
import { BOOKING_API, BOOKING_API_PATTERNS } from '../../../shared/routes/booking-api';

// Clients book; admins may walk through the flow too (the account area is theirs as well:
// docs/product.md#areas).
// Counted per person (ADR 0017), whatever the tab or token: holding times is cheap to ask and
// costly to abuse, so a client picks a few a minute, not hundreds.
export const HOLD_LIMIT = { max: 30, timeWindow: '1 minute' };
const PAY_LIMIT = { max: 20, timeWindow: '1 minute' };

const checkoutParams = z.object({ checkoutId: z.string() });

export function registerCheckoutRoutes(
  app: FastifyInstance,
  booking: CheckoutService,
  payments: PaymentsService,
): void {
  const routes = withSchemas(app);
  routes.get(
    BOOKING_API.paymentSettings,
    { config: { access: PUBLIC }, schema: { response: { 200: paymentSettingsSchema } } },
    async () => {
      const settings: PaymentSettings = { gateway: payments.gatewayKind };
      return settings;
    },
  );

  routes.post(
    BOOKING_API.holds,
    {
      config: { access: CLIENTS, rateLimit: HOLD_LIMIT },
      schema: { body: holdRequestSchema, response: { 200: checkoutSchema, 201: checkoutSchema } },
    },
    async (request, reply) => {
      const { checkout, created } = await booking.holdSlot(requireUser(request), request.body);
      // The time this client already holds (a second tab) is the same checkout, not a new one.
      return reply.status(created ? 201 : 200).send(checkout);
    },
  );

  routes.get(
    BOOKING_API_PATTERNS.hold,
    {
      config: { access: CLIENTS },
      schema: { params: checkoutParams, response: { 200: checkoutSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return booking.getCheckout(requireUser(request), idParam(request.params.checkoutId));
    },
  );

  routes.delete(
    BOOKING_API_PATTERNS.hold,
    {
      config: { access: CLIENTS },
      schema: { params: checkoutParams, response: { 204: NO_CONTENT } },
    },
    async (request, reply) => {
      await booking.releaseCheckout(requireUser(request), idParam(request.params.checkoutId));
      return reply.status(204).send();
    },
  );

  routes.put(
    BOOKING_API_PATTERNS.holdIntake,
    {
      config: { access: CLIENTS },
      schema: {
        params: checkoutParams,
        body: intakeAnswersSchema,
        response: { 200: checkoutSchema },
      },
    },
    async (request) => {
      const checkoutId = idParam(request.params.checkoutId);
      return booking.saveIntake(requireUser(request), checkoutId, request.body);
    },
  );

  // The key and the body are read in the handler: the key first, and no body means no card.
  routes.post(
    BOOKING_API_PATTERNS.holdPay,
    {
      config: { access: CLIENTS, rateLimit: PAY_LIMIT },
      schema: {
        params: checkoutParams,
        headers: checkedInHandler(z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema })),
        body: checkedInHandler(payRequestSchema),
        response: { 200: payResultSchema },
      },
    },
    async (request) => {
      const attemptKey = parseInput(idempotencyKeySchema, request.headers[IDEMPOTENCY_HEADER]);
      const body = parseInput(payRequestSchema, request.body ?? {});
      return booking.pay(
        requireUser(request),
        idParam(request.params.checkoutId),
        body,
        attemptKey,
      );
    },
  );
}
