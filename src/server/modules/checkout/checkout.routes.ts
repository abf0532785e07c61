// HTTP of booking The Hour: hold a time, answer the intake form, pay, and the gateway settings
// the card form needs. Rules live in the checkout service.
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  holdRequestSchema,
  idempotencyKeySchema,
  payRequestSchema,
} from '../../../shared/contracts/booking';
import type { PaymentSettings } from '../../../shared/contracts/booking';
import { intakeAnswersSchema } from '../../../shared/contracts/intake';

import { requireUser } from '../../auth/access/request-user';
import { PUBLIC, withRoles } from '../../http/access';
import { idParam, parseInput } from '../../http/validate';
import type { CheckoutService } from './checkout.service';
import type { PaymentsService } from '../payments/payments.service';
import { MEETING_API, MEETING_API_PATTERNS } from '../../../shared/meeting-routes';

/** Clients book; admins may walk through the flow too (spec §6: the account is theirs as well). */
const CLIENTS = withRoles(['Consumer', 'Admin']);
// Counted per person (ADR 0017), whatever the tab or token: holding times is cheap to ask and
// costly to abuse, so a client picks a few a minute, not hundreds.
export const HOLD_LIMIT = { max: 30, timeWindow: '1 minute' };
const PAY_LIMIT = { max: 20, timeWindow: '1 minute' };

type CheckoutParams = { Params: { checkoutId: string } };

export function registerCheckoutRoutes(
  app: FastifyInstance,
  booking: CheckoutService,
  payments: PaymentsService,
): void {
  app.get(MEETING_API.paymentSettings, { config: { access: PUBLIC } }, async () => {
    const settings: PaymentSettings = { gateway: payments.gatewayKind };
    return settings;
  });

  app.post(
    MEETING_API.bookingHolds,
    { config: { access: CLIENTS, rateLimit: HOLD_LIMIT } },
    async (request, reply) => {
      const hold = parseInput(holdRequestSchema, request.body);
      const { checkout, created } = await booking.holdSlot(requireUser(request), hold);
      // The time this client already holds (a second tab) is the same checkout, not a new one.
      return reply.status(created ? 201 : 200).send(checkout);
    },
  );

  app.get<CheckoutParams>(
    MEETING_API_PATTERNS.bookingHold,
    { config: { access: CLIENTS } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return booking.getCheckout(requireUser(request), idParam(request.params.checkoutId));
    },
  );

  app.delete<CheckoutParams>(
    MEETING_API_PATTERNS.bookingHold,
    { config: { access: CLIENTS } },
    async (request, reply) => {
      await booking.releaseCheckout(requireUser(request), idParam(request.params.checkoutId));
      return reply.status(204).send();
    },
  );

  app.put<CheckoutParams>(
    MEETING_API_PATTERNS.bookingHoldIntake,
    { config: { access: CLIENTS } },
    async (request) => {
      const answers = parseInput(intakeAnswersSchema, request.body);
      return booking.saveIntake(requireUser(request), idParam(request.params.checkoutId), answers);
    },
  );

  app.post<CheckoutParams>(
    MEETING_API_PATTERNS.bookingHoldPay,
    { config: { access: CLIENTS, rateLimit: PAY_LIMIT } },
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
