// Bodies of leaving a review after a meeting, an advisor's response, and an admin hiding one for
// abuse (the only reason a review is ever hidden: docs/product.md#promises).
import { z } from 'zod';
import {
  LIMITS,
  auditReasonSchema,
  reviewBodySchema,
  reviewResponseTitleSchema,
  reviewTitleSchema,
} from '../limits';
import { consolePageSchema, consoleQuerySchema } from './console';

export const RATING_MIN = 1;
export const RATING_MAX = 5;

/** What the review page needs: whose meeting it was and whether it is reviewed already. */
export const reviewInvitationSchema = z.object({
  advisor: z.object({
    id: z.string(),
    slug: z.string(),
    name: z.string(),
    title: z.string(),
    profilePicUrl: z.string(),
  }),
  /** The meetings of this client with this advisor that may still be reviewed, newest first. */
  meetings: z.array(z.object({ eventId: z.string(), start: z.string() })),
  /** The meeting the link named, when it is one of them. */
  eventId: z.string().nullable(),
  /** Already reviewed: the review as left. */
  existing: z
    .object({
      id: z.string(),
      eventId: z.string().nullable(),
      rating: z.number().int(),
      title: z.string(),
      body: z.string(),
    })
    .nullable(),
});
export type ReviewInvitation = z.infer<typeof reviewInvitationSchema>;

export const newReviewSchema = z.object({
  advisorId: z.uuid(),
  eventId: z.uuid({ error: 'Choose the meeting you are reviewing.' }),
  rating: z
    .number({ error: 'Choose a rating from 1 to 5 stars.' })
    .int()
    .min(RATING_MIN, 'Choose a rating from 1 to 5 stars.')
    .max(RATING_MAX, 'Choose a rating from 1 to 5 stars.'),
  title: reviewTitleSchema.min(2, 'Give your review a title.'),
  body: reviewBodySchema,
});
export type NewReview = z.infer<typeof newReviewSchema>;

export const reviewResponseSchema = z.object({
  title: reviewResponseTitleSchema.min(2, 'Give your response a title.'),
  body: z
    .string()
    .trim()
    .min(2, 'Write your response.')
    .max(
      LIMITS.reviewBody.max,
      `Your response must be at most ${LIMITS.reviewBody.max} characters.`,
    ),
});
export type ReviewResponse = z.infer<typeof reviewResponseSchema>;

/** A review as its advisor and admins see it. */
export const managedReviewSchema = z.object({
  id: z.string(),
  advisorName: z.string(),
  reviewerName: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  eventId: z.string().nullable(),
  response: z.object({ title: z.string(), body: z.string() }).nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type ManagedReview = z.infer<typeof managedReviewSchema>;

export const managedReviewListSchema = z.object({ reviews: z.array(managedReviewSchema) });
export type ManagedReviewList = z.infer<typeof managedReviewListSchema>;

/** The reason is kept with the review and in the audit log (docs/product.md#reviews). */
export const hideReviewSchema = z.object({ reason: auditReasonSchema });
export type HideReview = z.infer<typeof hideReviewSchema>;

/** What the author may change of their review: the same fields and limits as a new one. */
export const reviewEditSchema = newReviewSchema.pick({ rating: true, title: true, body: true });
export type ReviewEdit = z.infer<typeof reviewEditSchema>;

/** A review as its author sees it in their account. */
export const accountReviewSchema = z.object({
  id: z.string(),
  advisorName: z.string(),
  advisorSlug: z.string(),
  /** The meeting reviewed; null for a review older than meetings. */
  meetingStart: z.string().nullable(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  createdAt: z.string(),
  response: z.object({ title: z.string(), body: z.string() }).nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string().nullable(),
});
export type AccountReview = z.infer<typeof accountReviewSchema>;

/** A meeting that took place and waits for its client's review. */
export const awaitingReviewSchema = z.object({
  eventId: z.string(),
  advisorName: z.string(),
  advisorSlug: z.string(),
  start: z.string(),
  /** The review page of this meeting. */
  reviewPath: z.string(),
});
export type AwaitingReview = z.infer<typeof awaitingReviewSchema>;

export const accountReviewsSchema = z.object({
  /** Newest first. */
  reviews: z.array(accountReviewSchema),
  /** Newest meeting first. */
  awaiting: z.array(awaitingReviewSchema),
});
export type AccountReviews = z.infer<typeof accountReviewsSchema>;

/** The admin console's review table (docs/product.md#reviews): sorted, filtered and searched. */
export const ADMIN_REVIEW_SORTS = ['createdAt', 'rating', 'advisor'] as const;
export type AdminReviewSort = (typeof ADMIN_REVIEW_SORTS)[number];
export const REVIEW_STATES = ['public', 'hidden'] as const;

export const adminReviewQuerySchema = consoleQuerySchema(ADMIN_REVIEW_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  advisor: z.uuid('Advisor must be an advisor id.').optional(),
  rating: z.coerce
    .number()
    .int()
    .min(RATING_MIN, 'Rating must be 1 to 5.')
    .max(RATING_MAX, 'Rating must be 1 to 5.')
    .optional(),
  state: z.enum(REVIEW_STATES, { error: 'State must be public or hidden.' }).optional(),
});
export type AdminReviewQuery = z.input<typeof adminReviewQuerySchema>;

/** A review as the console lists it: with its advisor's ids and profile address. */
export const adminReviewSchema = managedReviewSchema.extend({
  advisorId: z.string(),
  /** The advisor's account, which the summary recompute names; null for one without. */
  advisorUserId: z.string().nullable(),
  advisorSlug: z.string(),
});
export type AdminReview = z.infer<typeof adminReviewSchema>;

export const adminReviewPageSchema = consolePageSchema(adminReviewSchema);
export type AdminReviewPage = z.infer<typeof adminReviewPageSchema>;

/** An advisor's kept review summary, as profiles and cards show it. */
export const reviewSummarySchema = z.object({
  advisorId: z.string(),
  reviewAverage: z.number(),
  reviewCount: z.number().int(),
});
export type ReviewSummary = z.infer<typeof reviewSummarySchema>;
