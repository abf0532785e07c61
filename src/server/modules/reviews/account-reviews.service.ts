// Rules of a client's own reviews: they see what they wrote and what still waits for a review,
// and only the author edits a review, never a hidden one. An edit recomputes the advisor's summary
// in the same transaction, as a new review does.
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import { AppError } from '../../../shared/errors';
import type { AccountReview, AccountReviews, ReviewEdit } from '../../../shared/contracts/reviews';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import {
  findClientReview,
  findReviewAuthorship,
  listClientReviews,
  listMeetingsAwaitingReview,
  updateVisibleReview,
} from './account-reviews.repository';
import { lockAdvisor, refreshReviewSummary } from './reviews.repository';

export const ACCOUNT_REVIEW_MESSAGES = {
  hidden: 'This review was hidden by an admin and can no longer be edited.',
} as const;

export interface AccountReviewsDeps {
  db: Db;
  now: () => Date;
  /** The advisor whose reviews changed. */
  onReviewChange: (advisorId: string) => void;
  messages: { reviewNotFound: string; impersonating: string };
}

export function createAccountReviews({ db, now, onReviewChange, messages }: AccountReviewsDeps) {
  const notFound = () => new AppError('notFound', messages.reviewNotFound);

  return {
    async listClientReviews(user: RequestUser): Promise<AccountReviews> {
      const [reviews, awaiting] = await Promise.all([
        listClientReviews(db, user.id),
        listMeetingsAwaitingReview(db, { clientId: user.id, now: now() }),
      ]);
      return {
        reviews,
        awaiting: awaiting.map((meeting) => ({
          eventId: meeting.eventId,
          advisorName: `${meeting.advisorFirstName} ${meeting.advisorLastName}`,
          advisorSlug: meeting.advisorSlug,
          start: meeting.startsAt.toISOString(),
          reviewPath: REVIEW_PAGES.leave(meeting.advisorId, user.id, meeting.eventId),
        })),
      };
    },

    /** The author's edit; anyone else is told the review does not exist. */
    async editReview(
      user: RequestUser,
      reviewId: string,
      edit: ReviewEdit,
    ): Promise<AccountReview> {
      const authorship = await findReviewAuthorship(db, reviewId);
      if (!authorship || authorship.consumerId !== user.id) throw notFound();
      if (user.impersonatorId) throw new AppError('forbidden', messages.impersonating);
      if (authorship.hiddenAt) throw new AppError('conflict', ACCOUNT_REVIEW_MESSAGES.hidden);
      await db.transaction(async (tx) => {
        // The same lock as a new review or hiding, so a hide cannot slip in between.
        await lockAdvisor(tx, authorship.advisorId);
        if (!(await updateVisibleReview(tx, reviewId, { ...edit, at: now() }))) {
          throw new AppError('conflict', ACCOUNT_REVIEW_MESSAGES.hidden);
        }
        await refreshReviewSummary(tx, authorship.advisorId);
      });
      onReviewChange(authorship.advisorId);
      const review = await findClientReview(db, { reviewId, consumerId: user.id });
      if (!review) throw notFound();
      return review;
    },
  };
}
