// Rules of the admin console's reviews (docs/product.md#reviews, ADR 0042): the table; hiding a
// review for abuse, the only reason one ever leaves a profile (its row and reason stay for the
// record); and recomputing an advisor's kept summary. Each write is audited in its transaction.
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { parseInput } from '../../validation/parse-input';
import { AppError } from '../../../shared/errors';
import { adminReviewQuerySchema } from '../../../shared/contracts/reviews';
import type {
  AdminReviewPage,
  AdminReviewQuery,
  HideReview,
  ManagedReview,
  ReviewSummary,
} from '../../../shared/contracts/reviews';
import type { FindAdvisorOfUser } from '../availability/availability.service';
import { findReviewSummary, hideVisibleReview, listAdminReviews } from './admin-reviews.repository';
import { findManagedReview, lockAdvisor, refreshReviewSummary } from './reviews.repository';

export const ADMIN_REVIEW_MESSAGES = {
  alreadyHidden: 'This review is hidden already; its first reason stays on record.',
  noAdvisor: 'That user has no advisor profile, so there is no review summary to recompute.',
} as const;

export interface AdminReviewsDeps {
  db: Db;
  now: () => Date;
  findAdvisorOfUser: FindAdvisorOfUser;
  /** The advisor whose reviews changed. */
  onReviewChange: (advisorId: string) => void;
  messages: { reviewNotFound: string };
}

export function createAdminReviews({
  db,
  now,
  findAdvisorOfUser,
  onReviewChange,
  messages,
}: AdminReviewsDeps) {
  return {
    async listAdminReviews(input: AdminReviewQuery): Promise<AdminReviewPage> {
      return listAdminReviews(db, parseInput(adminReviewQuerySchema, input));
    },

    /** Hides a review for abuse and recomputes the advisor's summary without it. */
    async hide(admin: RequestUser, reviewId: string, input: HideReview): Promise<ManagedReview> {
      const record = await findManagedReview(db, reviewId);
      if (!record) throw new AppError('notFound', messages.reviewNotFound);
      await db.transaction(async (tx) => {
        await lockAdvisor(tx, record.advisorId);
        const before = await findReviewSummary(tx, record.advisorId);
        const at = now();
        if (!(await hideVisibleReview(tx, reviewId, { reason: input.reason, at }))) {
          throw new AppError('conflict', ADMIN_REVIEW_MESSAGES.alreadyHidden);
        }
        await refreshReviewSummary(tx, record.advisorId);
        const after = await findReviewSummary(tx, record.advisorId);
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: record.advisorUserId,
          action: 'review-hidden',
          target: `review:${reviewId}`,
          detail: `“${record.review.title}” by ${record.review.reviewerName} about ${record.review.advisorName}: ${input.reason}`,
          before: { hiddenAt: null, hiddenReason: null, summary: before },
          after: { hiddenAt: at.toISOString(), hiddenReason: input.reason, summary: after },
        });
      });
      onReviewChange(record.advisorId);
      const hidden = await findManagedReview(db, reviewId);
      if (!hidden) throw new AppError('notFound', messages.reviewNotFound);
      return hidden.review;
    },

    /** Recomputes the average and count profiles and cards show from the visible reviews. */
    async regenerateSummary(
      admin: Pick<RequestUser, 'id'>,
      userId: string,
    ): Promise<ReviewSummary> {
      const advisor = await findAdvisorOfUser(userId);
      if (!advisor) throw new AppError('notFound', ADMIN_REVIEW_MESSAGES.noAdvisor);
      const summary = await db.transaction(async (tx) => {
        await lockAdvisor(tx, advisor.id);
        const before = await findReviewSummary(tx, advisor.id);
        await refreshReviewSummary(tx, advisor.id);
        const after = await findReviewSummary(tx, advisor.id);
        if (!after) throw new AppError('notFound', ADMIN_REVIEW_MESSAGES.noAdvisor);
        await recordAudit(tx, {
          actorId: admin.id,
          subjectId: userId,
          action: 'reviews-summary-regenerated',
          target: `advisor:${advisor.id}`,
          before,
          after,
        });
        return after;
      });
      onReviewChange(advisor.id);
      return summary;
    },
  };
}
