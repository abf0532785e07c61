// HTTP of reviews: the client's review page, review, own list and edits, the advisor's list and
// responses, and the admin's list and hiding. Who may touch which review is decided by the
// reviews service, which answers 404 rather than reveal other people's meetings or reviews.
import type { FastifyInstance } from 'fastify';
import {
  hideReviewSchema,
  newReviewSchema,
  reviewEditSchema,
  reviewResponseSchema,
} from '../../../shared/contracts/reviews';
import { ACCOUNT_API, ACCOUNT_API_PATTERNS } from '../../../shared/account-routes';

import { requireUser } from '../../auth/access/request-user';
import { ADMIN_ONLY, ADVISORS, CLIENTS, SIGNED_IN } from '../../http/access';
import { idParam, parseInput } from '../../http/validate';
import type { ReviewsService } from './reviews.service';
import { MEETING_API, MEETING_API_PATTERNS } from '../../../shared/meeting-routes';

type InvitationParams = { Params: { advisorId: string; consumerId: string; eventId?: string } };
type ReviewParams = { Params: { reviewId: string } };

const noStore = { 'Cache-Control': 'no-store' };

export function registerReviewsRoutes(app: FastifyInstance, reviews: ReviewsService): void {
  app.get<InvitationParams>(
    MEETING_API_PATTERNS.reviewInvitation,
    { config: { access: SIGNED_IN } },
    async (request, reply) => {
      void reply.headers(noStore);
      const { advisorId, consumerId, eventId } = request.params;
      return reviews.getInvitation(requireUser(request), {
        advisorId,
        consumerId: idParam(consumerId),
        eventId: eventId || undefined,
      });
    },
  );

  app.post(MEETING_API.reviews, { config: { access: SIGNED_IN } }, async (request, reply) => {
    const input = parseInput(newReviewSchema, request.body);
    const review = await reviews.createReview(requireUser(request), input);
    return reply.code(201).headers(noStore).send(review);
  });

  app.get(ACCOUNT_API.accountReviews, { config: { access: CLIENTS } }, async (request, reply) => {
    void reply.headers(noStore);
    return reviews.listClientReviews(requireUser(request));
  });

  app.put<ReviewParams>(
    ACCOUNT_API_PATTERNS.review,
    { config: { access: SIGNED_IN } },
    async (request, reply) => {
      void reply.headers(noStore);
      const reviewId = idParam(request.params.reviewId);
      const input = parseInput(reviewEditSchema, request.body);
      return reviews.editReview(requireUser(request), reviewId, input);
    },
  );

  app.get(
    MEETING_API.dashboardReviews,
    { config: { access: ADVISORS } },
    async (request, reply) => {
      void reply.headers(noStore);
      return reviews.listAdvisorReviews(requireUser(request));
    },
  );

  app.put<ReviewParams>(
    MEETING_API_PATTERNS.reviewResponse,
    { config: { access: ADVISORS } },
    async (request, reply) => {
      void reply.headers(noStore);
      const reviewId = idParam(request.params.reviewId);
      const input = parseInput(reviewResponseSchema, request.body);
      return reviews.respond(requireUser(request), reviewId, input);
    },
  );

  app.get(MEETING_API.adminReviews, { config: { access: ADMIN_ONLY } }, async (_request, reply) => {
    void reply.headers(noStore);
    return reviews.listAllReviews();
  });

  app.delete<ReviewParams>(
    MEETING_API_PATTERNS.adminReview,
    { config: { access: ADMIN_ONLY } },
    async (request, reply) => {
      void reply.headers(noStore);
      const reviewId = idParam(request.params.reviewId);
      return reviews.hide(reviewId, parseInput(hideReviewSchema, request.body));
    },
  );
}
