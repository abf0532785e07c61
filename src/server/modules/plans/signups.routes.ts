// HTTP of signing up for The Plan and The Ongoing: sign up, read the signup, pay for it, the
// client's own signups and engagements, and ending an Ongoing. Rules live in the services.
import { z } from 'zod';
import type { FastifyInstance } from 'fastify';
import {
  IDEMPOTENCY_HEADER,
  idempotencyKeySchema,
  payRequestSchema,
} from '../../../shared/contracts/booking';
import {
  cancelEngagementRequestSchema,
  engagementSummarySchema,
  myPlansSchema,
  signupPayResultSchema,
  signupRequestSchema,
  signupSchema,
} from '../../../shared/contracts/plan-signups';
import { PLANS_API, PLANS_API_PATTERNS } from '../../../shared/routes/plans-api';
import { requireUser } from '../../auth/access/request-user';
import { CLIENTS } from '../../http/access';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import { idParam, parseInput } from '../../validation/parse-input';
import type { OngoingBilling } from './ongoing-billing';
import type { SignupsService } from './signups.service';

// Per person (ADR 0017): a client signs up a few times a minute at most.
const SIGNUP_LIMIT = { max: 30, timeWindow: '1 minute' };
const PAY_LIMIT = { max: 20, timeWindow: '1 minute' };

const signupParams = z.object({ signupId: z.string() });
const engagementParams = z.object({ engagementId: z.string() });

// Clients sign up; admins may walk through the flow too, and may end anyone's Ongoing.
export function registerSignupsRoutes(
  app: FastifyInstance,
  signups: SignupsService,
  billing: OngoingBilling,
): void {
  const routes = withSchemas(app);

  routes.post(
    PLANS_API.signups,
    {
      config: { access: CLIENTS, rateLimit: SIGNUP_LIMIT },
      schema: { body: signupRequestSchema, response: { 200: signupSchema, 201: signupSchema } },
    },
    async (request, reply) => {
      const { signup, created } = await signups.signUp(requireUser(request), request.body);
      // The client's unpaid signup for this offering (another tab) is the same, not a new one.
      return reply.status(created ? 201 : 200).send(signup);
    },
  );

  routes.get(
    PLANS_API_PATTERNS.signup,
    {
      config: { access: CLIENTS },
      schema: { params: signupParams, response: { 200: signupSchema } },
    },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return signups.getSignup(requireUser(request), idParam(request.params.signupId));
    },
  );

  // The key and the body are read in the handler: the key first, and no body means no card.
  routes.post(
    PLANS_API_PATTERNS.signupPay,
    {
      config: { access: CLIENTS, rateLimit: PAY_LIMIT },
      schema: {
        params: signupParams,
        headers: checkedInHandler(z.object({ [IDEMPOTENCY_HEADER]: idempotencyKeySchema })),
        body: checkedInHandler(payRequestSchema),
        response: { 200: signupPayResultSchema },
      },
    },
    async (request) => {
      const attemptKey = parseInput(idempotencyKeySchema, request.headers[IDEMPOTENCY_HEADER]);
      const body = parseInput(payRequestSchema, request.body ?? {});
      return signups.pay(requireUser(request), idParam(request.params.signupId), body, attemptKey);
    },
  );

  routes.get(
    PLANS_API.mine,
    { config: { access: CLIENTS }, schema: { response: { 200: myPlansSchema } } },
    async (request, reply) => {
      void reply.header('Cache-Control', 'no-store');
      return signups.mine(requireUser(request));
    },
  );

  routes.post(
    PLANS_API_PATTERNS.engagementCancel,
    {
      config: { access: CLIENTS },
      schema: {
        params: engagementParams,
        body: cancelEngagementRequestSchema,
        response: { 200: engagementSummarySchema },
      },
    },
    async (request) =>
      billing.cancelOngoing(
        requireUser(request),
        idParam(request.params.engagementId),
        request.body.reason,
      ),
  );
}
