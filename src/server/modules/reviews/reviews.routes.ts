// HTTP of reviews: the client's review page, review, own list and edits, the advisor's list and
// responses, and the admin's table, hiding and summary recompute. Who may touch which review is decided by the
// reviews service, which answers 404 rather than reveal other people's meetings or reviews.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  adminReviewPageSchema,
  adminReviewQuerySchema,
  reviewSummarySchema,
  accountReviewSchema,
  accountReviewsSchema,
  hideReviewSchema,
  managedReviewListSchema,
  managedReviewSchema,
  newReviewSchema,
  reviewEditSchema,
  reviewInvitationSchema,
  reviewResponseSchema,
} from '../../../shared/contracts/reviews';
import type { AdminReviewQuery } from '../../../shared/contracts/reviews';
import { ADMIN_API, ADMIN_API_PATTERNS } from '../../../shared/routes/admin-api';
import { REVIEW_API, REVIEW_API_PATTERNS } from '../../../shared/routes/reviews-api';

import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, ADVISORS, CLIENTS, SIGNED_IN } from '../../http/access';
import { idParam, parseInput } from '../../validation/parse-input';
import { checkedInHandler, withSchemas } from '../../http/route-schemas';
import type { ReviewsService } from './reviews.service';
import { NO_STORE } from '../../http/cache-headers';

const invitationParams = z.object({
  advisorId: z.string(),
  consumerId: z.string(),
  eventId: z.string().optional(),
});
const reviewParams = z.object({ reviewId: z.string() });

export function registerReviewsRoutes(app: FastifyInstance, reviews: ReviewsService): void {
  const routes = withSchemas(app);
  routes.get(
    REVIEW_API_PATTERNS.invitation,
    {
      config: { access: SIGNED_IN },
      schema: { params: invitationParams, response: { 200: reviewInvitationSchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const { advisorId, consumerId, eventId } = request.params;
      return reviews.getInvitation(requireUser(request), {
        advisorId,
        consumerId: idParam(consumerId),
        eventId: eventId || undefined,
      });
    },
  );

  routes.post(
    REVIEW_API.reviews,
    {
      config: { access: SIGNED_IN },
      schema: { body: newReviewSchema, response: { 201: managedReviewSchema } },
    },
    async (request, reply) => {
      const review = await reviews.createReview(requireUser(request), request.body);
      return reply.code(201).headers(NO_STORE).send(review);
    },
  );

  routes.get(
    REVIEW_API.account,
    { config: { access: CLIENTS }, schema: { response: { 200: accountReviewsSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return reviews.listClientReviews(requireUser(request));
    },
  );

  routes.put(
    REVIEW_API_PATTERNS.review,
    {
      config: { access: SIGNED_IN },
      schema: {
        params: reviewParams,
        body: checkedInHandler(reviewEditSchema),
        response: { 200: accountReviewSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const reviewId = idParam(request.params.reviewId);
      const input = parseInput(reviewEditSchema, request.body);
      return reviews.editReview(requireUser(request), reviewId, input);
    },
  );

  routes.get(
    REVIEW_API.dashboard,
    { config: { access: ADVISORS }, schema: { response: { 200: managedReviewListSchema } } },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return reviews.listAdvisorReviews(requireUser(request));
    },
  );

  routes.put(
    REVIEW_API_PATTERNS.response,
    {
      config: { access: ADVISORS },
      schema: {
        params: reviewParams,
        body: checkedInHandler(reviewResponseSchema),
        response: { 200: managedReviewSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const reviewId = idParam(request.params.reviewId);
      const input = parseInput(reviewResponseSchema, request.body);
      return reviews.respond(requireUser(request), reviewId, input);
    },
  );

  routes.get(
    ADMIN_API.reviews,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        querystring: checkedInHandler(adminReviewQuerySchema),
        response: { 200: adminReviewPageSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return reviews.listAdminReviews(request.query as AdminReviewQuery);
    },
  );

  routes.delete(
    ADMIN_API_PATTERNS.review,
    {
      config: { access: ADMIN_ONLY },
      schema: {
        params: reviewParams,
        body: checkedInHandler(hideReviewSchema),
        response: { 200: managedReviewSchema },
      },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      const reviewId = idParam(request.params.reviewId);
      const input = parseInput(hideReviewSchema, request.body);
      return reviews.hide(requireUser(request), reviewId, input);
    },
  );

  routes.post(
    REVIEW_API_PATTERNS.regenerateSummary,
    {
      config: { access: ADMIN_ONLY },
      schema: { params: z.object({ userId: z.string() }), response: { 200: reviewSummarySchema } },
    },
    async (request, reply) => {
      void reply.headers(NO_STORE);
      return reviews.regenerateSummary(requireUser(request), idParam(request.params.userId));
    },
  );
}
