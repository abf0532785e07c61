// Rules of reviews: only the client of a meeting that took place reviews it, once, and only they
// edit it; the advisor may respond; only an admin hides one, for abuse (docs/product.md#reviews:
// reviews are never filtered or hidden otherwise). Every change of what visitors see recomputes the
// advisor's kept summary with it.
import type { FindAdvisorOfUser } from '../availability/availability.service';
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import { hasPgErrorCode, PG_ERRORS } from '../../db/errors';
import { AppError } from '../../../shared/errors';
import { isActiveEventStatus } from '../../../shared/domain/event-status';
import type {
  ManagedReview,
  ManagedReviewList,
  NewReview,
  ReviewInvitation,
  ReviewResponse,
} from '../../../shared/contracts/reviews';
import { isGuid } from '../../../shared/guid';
import { createAccountReviews } from './account-reviews.service';
import { createAdminReviews } from './admin-reviews.service';
import { reviewerNameOf } from './reviewer-name';
import {
  findAdvisorForReview,
  findClientReviewOfEvent,
  findEventForReview,
  findManagedReview,
  findUserFullName,
  insertReview,
  listManagedReviews,
  listReviewableMeetings,
  lockAdvisor,
  refreshReviewSummary,
  updateReviewResponse,
} from './reviews.repository';
import type { ManagedReviewRecord } from './reviews.repository';

export const REVIEW_MESSAGES = {
  meetingNotFound: 'That meeting was not found among yours.',
  notStarted: 'You can review this meeting once it has started.',
  notHeld: 'Only meetings that took place can be reviewed.',
  alreadyReviewed: 'You have already reviewed this meeting. Each meeting can be reviewed once.',
  impersonating: 'Reviews are written by clients themselves, not on their behalf.',
  reviewNotFound: 'That review was not found.',
} as const;

export interface ReviewsServiceDeps {
  db: Db;
  /** The advisor profile a signed-in account runs (the advisors service). */
  findAdvisorOfUser: FindAdvisorOfUser;
  now?: () => Date;
  /** Called after a change of what visitors see of an advisor (their cached cards and totals). */
  onReviewChange?: (advisorId: string) => void;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;

export function createReviewsService({
  db,
  findAdvisorOfUser,
  now = () => new Date(),
  onReviewChange = () => {},
}: ReviewsServiceDeps) {
  /** The review, if the user may manage it: its advisor or an admin; 404 to anyone else. */
  async function managedBy(user: RequestUser, reviewId: string): Promise<ManagedReviewRecord> {
    const record = await findManagedReview(db, reviewId);
    const isAdmin = user.roles.includes('Admin');
    if (!record || (!isAdmin && record.advisorUserId !== user.id)) {
      throw new AppError('notFound', REVIEW_MESSAGES.reviewNotFound);
    }
    return record;
  }

  async function reread(reviewId: string): Promise<ManagedReview> {
    const record = await findManagedReview(db, reviewId);
    if (!record) throw new AppError('notFound', REVIEW_MESSAGES.reviewNotFound);
    return record.review;
  }

  return {
    /** The client's own reviews and meetings waiting for one, and the author's edit. */
    ...createAccountReviews({ db, now, onReviewChange, messages: REVIEW_MESSAGES }),
    /** The admin console's table, hiding for abuse and recomputing a summary. */
    ...createAdminReviews({
      db,
      now,
      findAdvisorOfUser,
      onReviewChange,
      messages: REVIEW_MESSAGES,
    }),

    /** What the review page shows; other people's meetings are never revealed (404). */
    async getInvitation(
      user: RequestUser,
      link: { advisorId: string; consumerId: string; eventId?: string | undefined },
    ): Promise<ReviewInvitation> {
      if (link.consumerId !== user.id) throw new AppError('notFound');
      const advisor = isGuid(link.advisorId)
        ? await findAdvisorForReview(db, link.advisorId)
        : undefined;
      if (!advisor) throw new AppError('noMatchingAdvisor');
      const linkedEventId = link.eventId && isGuid(link.eventId) ? link.eventId : undefined;
      const [meetings, existing] = await Promise.all([
        listReviewableMeetings(db, { advisorId: advisor.id, clientId: user.id, now: now() }),
        linkedEventId
          ? findClientReviewOfEvent(db, {
              eventId: linkedEventId,
              advisorId: advisor.id,
              consumerId: user.id,
            })
          : undefined,
      ]);
      return {
        advisor: {
          id: advisor.id,
          slug: advisor.slug,
          name: `${advisor.firstName} ${advisor.lastName}`,
          title: advisor.title,
          profilePicUrl: advisor.profilePicUrl,
        },
        meetings: meetings.map((meeting) => ({
          eventId: meeting.eventId,
          start: meeting.startsAt.toISOString(),
        })),
        eventId: meetings.some((meeting) => meeting.eventId === linkedEventId)
          ? (linkedEventId ?? null)
          : null,
        existing: existing ?? null,
      };
    },

    async createReview(user: RequestUser, input: NewReview): Promise<ManagedReview> {
      if (user.impersonatorId) throw new AppError('forbidden', REVIEW_MESSAGES.impersonating);
      const event = await findEventForReview(db, input.eventId);
      if (!event || event.clientId !== user.id || event.advisorId !== input.advisorId) {
        throw new AppError('notFound', REVIEW_MESSAGES.meetingNotFound);
      }
      if (now().getTime() < event.startsAt.getTime()) {
        throw new AppError('conflict', REVIEW_MESSAGES.notStarted);
      }
      if (!isActiveEventStatus(event.status)) {
        throw new AppError('conflict', REVIEW_MESSAGES.notHeld);
      }
      const fullName = (await findUserFullName(db, user.id)) ?? user.name;
      let reviewId: string;
      try {
        reviewId = await db.transaction(async (tx) => {
          await lockAdvisor(tx, event.advisorId);
          const at = now();
          const id = await insertReview(tx, {
            advisorId: event.advisorId,
            consumerId: user.id,
            eventId: event.id,
            reviewerName: reviewerNameOf(fullName),
            rating: input.rating,
            title: input.title,
            body: input.body,
            createdAt: at,
            updatedAt: at,
          });
          await refreshReviewSummary(tx, event.advisorId);
          return id;
        });
      } catch (error) {
        // The unique index on the meeting decides between reviews sent at the same time.
        if (hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) {
          throw new AppError('conflict', REVIEW_MESSAGES.alreadyReviewed);
        }
        throw error;
      }
      onReviewChange(event.advisorId);
      return reread(reviewId);
    },

    /** The signed-in advisor's reviews, hidden ones included; none for an admin without a profile. */
    async listAdvisorReviews(user: RequestUser): Promise<ManagedReviewList> {
      const advisor = await findAdvisorOfUser(user.id);
      return { reviews: advisor ? await listManagedReviews(db, advisor.id) : [] };
    },

    async respond(
      user: RequestUser,
      reviewId: string,
      response: ReviewResponse,
    ): Promise<ManagedReview> {
      const record = await managedBy(user, reviewId);
      await updateReviewResponse(db, reviewId, { ...response, at: now() });
      // The answer shows under the review on the public profile.
      onReviewChange(record.advisorId);
      return reread(reviewId);
    },
  };
}
