// The questionnaire exists only while the AdvisorRecommendations flag is on
// (docs/product.md#feature-flags): its route loads the flag first and answers the real not-found
// page (status 404) while it is off, with the not-found head, as The Ongoing's pages do.
import { data } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../../../shared/contracts/public-api';
import { featureFlagKey, featureFlagQuery } from '../../api/home';
import type { HeadContext, PageHead } from '../../document-head';
import { NOT_FOUND_HEAD } from '../../route-pages';

/** For loaders: throws the 404 the route error page shows while the flag is off. */
export async function requireRecommendations(
  queryClient: QueryClient,
  api: PublicApi,
): Promise<void> {
  const on = await queryClient.ensureQueryData(featureFlagQuery(api, 'AdvisorRecommendations'));
  if (!on) throw data('', { status: 404 });
}

/** The not-found head once the flag is known to be off; the page's own until then. */
export function recommendationsOnlyHead(head: (context: HeadContext) => PageHead) {
  return (context: HeadContext): PageHead =>
    context.queryClient.getQueryData(featureFlagKey('AdvisorRecommendations')) === false
      ? NOT_FOUND_HEAD()
      : head(context);
}
