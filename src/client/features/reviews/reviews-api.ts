// Reviews in the signed-in areas: the client's review page, review, own list and edits, the
// advisor's reviews and responses, and the admin's hiding and summary recompute (the table: admin-reviews-table.tsx). Answers are checked against the shared contracts; a
// new or hidden review refreshes the public advisor reads, whose ratings and lists change with it.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  accountReviewSchema,
  accountReviewsSchema,
  managedReviewListSchema,
  managedReviewSchema,
  reviewInvitationSchema,
  reviewSummarySchema,
} from '../../../shared/contracts/reviews';
import type {
  AccountReview,
  AccountReviews,
  HideReview,
  ManagedReview,
  ManagedReviewList,
  NewReview,
  ReviewInvitation,
  ReviewEdit,
  ReviewResponse,
  ReviewSummary,
} from '../../../shared/contracts/reviews';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { REVIEW_API } from '../../../shared/routes/reviews-api';
import { AppError } from '../../../shared/errors';

import { http } from '../../api/http';
import { meetingKeys } from '../meetings/meetings-api';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

export interface ReviewLink {
  advisorId: string;
  consumerId: string;
  eventId?: string | undefined;
}

export const reviewKeys = {
  all: ['reviews'] as const,
  invitation: (link: ReviewLink) =>
    ['reviews', 'invitation', link.advisorId, link.consumerId, link.eventId ?? null] as const,
  account: ['reviews', 'account'] as const,
  dashboard: ['reviews', 'dashboard'] as const,
};

/** The admin console's review table, by its console key. */
export const ADMIN_REVIEWS_TABLE = 'reviews';

/** The public advisor reads (cards, profiles, review pages) show ratings and reviews. */
const PUBLIC_ADVISOR_KEY = ['advisors'] as const;

export async function fetchReviewInvitation(link: ReviewLink): Promise<ReviewInvitation> {
  const url = REVIEW_API.invitation(link.advisorId, link.consumerId, link.eventId);
  return reviewInvitationSchema.parse(await http.get(url));
}

export function useReviewInvitation(link: ReviewLink) {
  return useQuery({
    queryKey: reviewKeys.invitation(link),
    queryFn: () => fetchReviewInvitation(link),
    retry: retryOnlyFailures,
  });
}

export async function leaveReview(review: NewReview): Promise<ManagedReview> {
  return managedReviewSchema.parse(await http.post(REVIEW_API.reviews, review));
}

export function useLeaveReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: leaveReview,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_ADVISOR_KEY });
    },
  });
}

export async function fetchDashboardReviews(): Promise<ManagedReviewList> {
  return managedReviewListSchema.parse(await http.get(REVIEW_API.dashboard));
}

export function useDashboardReviews() {
  return useQuery({
    queryKey: reviewKeys.dashboard,
    queryFn: fetchDashboardReviews,
    retry: retryOnlyFailures,
  });
}

function replaceReview(list: ManagedReviewList, review: ManagedReview): ManagedReviewList {
  return { reviews: list.reviews.map((each) => (each.id === review.id ? review : each)) };
}

export async function respondToReview(
  reviewId: string,
  response: ReviewResponse,
): Promise<ManagedReview> {
  return managedReviewSchema.parse(await http.put(REVIEW_API.response(reviewId), response));
}

export function useRespondToReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, response }: { reviewId: string; response: ReviewResponse }) =>
      respondToReview(reviewId, response),
    onSuccess: (review) => {
      queryClient.setQueryData<ManagedReviewList>(reviewKeys.dashboard, (list) =>
        list ? replaceReview(list, review) : list,
      );
      void queryClient.invalidateQueries({ queryKey: consoleTableKey(ADMIN_REVIEWS_TABLE) });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_ADVISOR_KEY });
    },
  });
}

export async function hideReview(reviewId: string, body: HideReview): Promise<ManagedReview> {
  return managedReviewSchema.parse(await http.delete(ADMIN_API.review(reviewId), body));
}

export function useHideReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, body }: { reviewId: string; body: HideReview }) =>
      hideReview(reviewId, body),
    onSuccess: (review) => {
      queryClient.setQueryData<ManagedReviewList>(reviewKeys.dashboard, (list) =>
        list ? replaceReview(list, review) : list,
      );
      void queryClient.invalidateQueries({ queryKey: consoleTableKey(ADMIN_REVIEWS_TABLE) });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_ADVISOR_KEY });
    },
  });
}

/** Recomputes an advisor's review average and count (admin), by their account's id. */
export function useRegenerateReviewSummary() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (userId: string): Promise<ReviewSummary> =>
      reviewSummarySchema.parse(await http.post(REVIEW_API.regenerateSummary(userId))),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: PUBLIC_ADVISOR_KEY });
    },
  });
}

export async function fetchAccountReviews(): Promise<AccountReviews> {
  return accountReviewsSchema.parse(await http.get(REVIEW_API.account));
}

export function useAccountReviews() {
  return useQuery({
    queryKey: reviewKeys.account,
    queryFn: fetchAccountReviews,
    retry: retryOnlyFailures,
  });
}

export async function editReview(reviewId: string, edit: ReviewEdit): Promise<AccountReview> {
  return accountReviewSchema.parse(await http.put(REVIEW_API.review(reviewId), edit));
}

/** The author's edit: their list shows it at once; ratings elsewhere are read again. */
export function useEditReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ reviewId, edit }: { reviewId: string; edit: ReviewEdit }) =>
      editReview(reviewId, edit),
    onSuccess: (review) => {
      queryClient.setQueryData<AccountReviews>(reviewKeys.account, (list) =>
        list
          ? {
              ...list,
              reviews: list.reviews.map((each) => (each.id === review.id ? review : each)),
            }
          : list,
      );
      void queryClient.invalidateQueries({ queryKey: meetingKeys.account });
      void queryClient.invalidateQueries({ queryKey: PUBLIC_ADVISOR_KEY });
    },
    // Refused because it changed meanwhile (hidden by an admin): show it as it is now.
    onError: (error) => {
      if (error instanceof AppError && error.status === 409) {
        void queryClient.invalidateQueries({ queryKey: reviewKeys.account });
      }
    },
  });
}
