// Page paths of The Plan and The Ongoing (docs/product.md#signups): the advisor's terms and the
// purchase pages a client goes through, the engagement's portal in the client's account, and the
// advisor's offerings in the dashboard. The Ongoing's pages exist only while its flag is on.
import type { OfferingKind } from '../contracts/plans';
import { fillPath } from './fill-path';

export const PLAN_PAGE_PATTERNS = {
  /** The advisor's plan terms and the signup form; without a parameter, the general terms. */
  planTerms: '/theplan-terms/:slugOrThePlanDetailId?',
  ongoingTerms: '/the-ongoing-terms/:theOngoingDetailId',
  purchaseOngoing: '/purchase/the-ongoing/:theOngoingDetailId',
  /** One engagement's portal: timeline, meetings, worksheet, document requests, the plan. */
  engagement: '/account/engagements/:engagementId',
} as const;

/** The confirmation after paying for each offering. */
const PURCHASE_SUCCESS = {
  plan: '/purchase/the-plan/success',
  ongoing: '/purchase/the-ongoing/success',
} as const satisfies Record<OfferingKind, string>;

export const PLAN_PAGES = {
  planTerms: (slugOrThePlanDetailId?: string) =>
    fillPath(
      PLAN_PAGE_PATTERNS.planTerms,
      slugOrThePlanDetailId === undefined ? {} : { slugOrThePlanDetailId },
    ),
  ongoingTerms: (theOngoingDetailId: string) =>
    fillPath(PLAN_PAGE_PATTERNS.ongoingTerms, { theOngoingDetailId }),
  purchaseOngoing: (theOngoingDetailId: string) =>
    fillPath(PLAN_PAGE_PATTERNS.purchaseOngoing, { theOngoingDetailId }),
  purchaseOngoingSuccess: PURCHASE_SUCCESS.ongoing,
  purchasePlanSuccess: PURCHASE_SUCCESS.plan,
  /** A signup's confirmation, waiting for its payment when the gateway has not told us yet. */
  purchaseSuccess: (kind: OfferingKind, signupId: string) =>
    `${PURCHASE_SUCCESS[kind]}?${new URLSearchParams({ signup: signupId }).toString()}`,
  engagement: (engagementId: string) => fillPath(PLAN_PAGE_PATTERNS.engagement, { engagementId }),
  /** The advisor's two offerings: prices, terms, capacity, on and off. */
  dashboardOfferings: '/dashboard/offerings',
} as const;
