// The routes of buying The Plan and The Ongoing, and of choosing an advisor (questionnaire,
// shortlist, comparison): public pages rendered in the browser only, kept apart from the main
// route table (routes.tsx) so it stays readable. The Ongoing's pages and the questionnaire exist
// only while their flags are on (docs/product.md#feature-flags).
import type { RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../shared/contracts/public-api';
import { MATCHING_PAGES } from '../shared/routes/matching';
import { PLAN_PAGE_PATTERNS, PLAN_PAGES } from '../shared/routes/plans';
import { recommendationsOnlyHead, requireRecommendations } from './features/matching/matching-gate';
import { ongoingOnlyHead, requireOngoing } from './features/plans/ongoing-gate';
import { head, publicHead, lazyPage } from './route-pages';

export function planPurchaseRoutes(queryClient: QueryClient, publicApi: PublicApi): RouteObject[] {
  const ongoingLoader = async () => {
    await requireOngoing(queryClient, publicApi);
    return null;
  };
  return [
    {
      id: 'plan-terms',
      path: PLAN_PAGE_PATTERNS.planTerms,
      ...lazyPage('plans/plan-terms-page', {
        head: publicHead(
          'The Plan: terms and signup',
          'The terms of The Plan, an advisor’s price, and signing up.',
        ),
        clientOnly: true,
      }),
    },
    {
      id: 'plan-success',
      path: PLAN_PAGES.purchasePlanSuccess,
      ...lazyPage('plans/purchase-success-page', {
        head: head('You’re signed up', 'Your signup is confirmed.'),
        clientOnly: true,
      }),
    },
    {
      id: 'ongoing-terms',
      path: PLAN_PAGE_PATTERNS.ongoingTerms,
      loader: ongoingLoader,
      ...lazyPage('plans/ongoing-terms-page', {
        head: ongoingOnlyHead(
          head('The Ongoing: terms and signup', 'An advisor’s terms of The Ongoing.'),
        ),
        clientOnly: true,
        serverGate: true,
      }),
    },
    {
      id: 'ongoing-success',
      path: PLAN_PAGES.purchaseOngoingSuccess,
      loader: ongoingLoader,
      ...lazyPage('plans/purchase-success-page', {
        head: ongoingOnlyHead(head('You’re signed up', 'Your signup is confirmed.')),
        clientOnly: true,
        serverGate: true,
      }),
    },
    {
      id: 'purchase-ongoing',
      path: PLAN_PAGE_PATTERNS.purchaseOngoing,
      loader: ongoingLoader,
      ...lazyPage('plans/purchase-ongoing-page', {
        head: ongoingOnlyHead(head('The Ongoing', 'A continuing relationship with your advisor.')),
        clientOnly: true,
        serverGate: true,
      }),
    },
  ];
}

export function matchingRoutes(queryClient: QueryClient, publicApi: PublicApi): RouteObject[] {
  const recommendationsLoader = async () => {
    await requireRecommendations(queryClient, publicApi);
    return null;
  };
  return [
    {
      id: 'find-your-advisor',
      path: MATCHING_PAGES.questionnaire,
      loader: recommendationsLoader,
      ...lazyPage('matching/find-advisor-page', {
        head: recommendationsOnlyHead(
          head('Find your advisor', 'A few questions, then your best-matched advisors.'),
        ),
        clientOnly: true,
        serverGate: true,
      }),
    },
    {
      id: 'shortlist',
      path: MATCHING_PAGES.shortlist,
      ...lazyPage('matching/shortlist-page', {
        head: head('Your shortlist', 'The advisors you saved, to compare and book.'),
        clientOnly: true,
      }),
    },
    {
      id: 'compare',
      path: MATCHING_PAGES.compare,
      ...lazyPage('matching/compare-page', {
        head: head('Compare advisors', 'Up to three advisors side by side.'),
        clientOnly: true,
      }),
    },
  ];
}
