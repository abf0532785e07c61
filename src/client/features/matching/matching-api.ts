// Calls of matching (docs/product.md#matching): the questionnaire's choices and ranking, cards
// and comparison by slug (the saved advisors: saved-advisors-api.ts). Answers are checked against
// the shared contracts.
import { queryOptions } from '@tanstack/react-query';
import {
  advisorCardsSchema,
  comparisonSchema,
  matchingOptionsSchema,
  recommendationsSchema,
} from '../../../shared/contracts/matching';
import type {
  AdvisorCards,
  Comparison,
  MatchingAnswers,
  MatchingOptions,
  Recommendations,
} from '../../../shared/contracts/matching';
import { COMPARE_PARAM } from '../../../shared/routes/matching';
import { MATCHING_API } from '../../../shared/routes/matching-api';
import { http } from '../../api/http';

// Listings change slowly; a minute keeps back and forward instant.
const STALE_MS = 60_000;

const bySlugs = (path: string, slugs: readonly string[]) =>
  `${path}?${new URLSearchParams({ [COMPARE_PARAM]: slugs.join(',') }).toString()}`;

export const matchingKeys = {
  options: ['matching', 'options'] as const,
  cards: (slugs: readonly string[]) => ['matching', 'cards', slugs.join(',')] as const,
  compare: (slugs: readonly string[]) => ['matching', 'compare', slugs.join(',')] as const,
};

export const matchingOptionsQuery = () =>
  queryOptions({
    queryKey: matchingKeys.options,
    queryFn: async (): Promise<MatchingOptions> =>
      matchingOptionsSchema.parse(await http.get(MATCHING_API.options)),
    staleTime: 5 * STALE_MS,
  });

export async function fetchRecommendations(answers: MatchingAnswers): Promise<Recommendations> {
  return recommendationsSchema.parse(await http.post(MATCHING_API.recommendations, answers));
}

export const advisorCardsQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: matchingKeys.cards(slugs),
    queryFn: async (): Promise<AdvisorCards> =>
      advisorCardsSchema.parse(await http.get(bySlugs(MATCHING_API.cards, slugs))),
    staleTime: STALE_MS,
    enabled: slugs.length > 0,
  });

export const comparisonQuery = (slugs: readonly string[]) =>
  queryOptions({
    queryKey: matchingKeys.compare(slugs),
    queryFn: async (): Promise<Comparison> =>
      comparisonSchema.parse(await http.get(bySlugs(MATCHING_API.compare, slugs))),
    staleTime: STALE_MS,
  });
