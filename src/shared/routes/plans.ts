// Page paths of The Plan and The Ongoing (docs/product.md#signups): the advisor's terms and the
// purchase pages a client goes through, the engagement's portal in the client's account, and the
// advisor's offerings in the dashboard. The Ongoing's pages exist only while its flag is on.
import { fillPath } from './fill-path';

export const PLAN_PAGE_PATTERNS = {
  /** The advisor's plan terms and the signup form; without a parameter, the general terms. */
  planTerms: '/theplan-terms/:slugOrThePlanDetailId?',
  ongoingTerms: '/the-ongoing-terms/:theOngoingDetailId',
  purchaseOngoing: '/purchase/the-ongoing/:theOngoingDetailId',
  /** One engagement's portal: timeline, meetings, worksheet, document requests, the plan. */
  engagement: '/account/engagements/:engagementId',
} as const;

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
  /** The confirmation after paying for each offering. */
  purchaseOngoingSuccess: '/purchase/the-ongoing/success',
  purchasePlanSuccess: '/purchase/the-plan/success',
  engagement: (engagementId: string) => fillPath(PLAN_PAGE_PATTERNS.engagement, { engagementId }),
  /** The advisor's two offerings: prices, terms, capacity, on and off. */
  dashboardOfferings: '/dashboard/offerings',
} as const;
