// The reads every page makes in the browser whatever its route (app info for the environment
// label, the feature flags the frame and pages check). The server puts them in the page's query
// cache, so they travel in its hydration data and the browser asks for none of them on load.
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../../shared/contracts/public-api';
import { FEATURE_FLAGS } from '../../shared/feature-flags';
import { featureFlagQuery } from './home';
import { appInfoQuery } from './system';

export async function prefetchPageData(queryClient: QueryClient, api: PublicApi): Promise<void> {
  // A read that fails is left out of the hydration data; the browser then asks for it itself.
  await Promise.all([
    queryClient.prefetchQuery({ ...appInfoQuery(), queryFn: () => api.getAppInfo() }),
    ...FEATURE_FLAGS.map((name) => queryClient.prefetchQuery(featureFlagQuery(api, name))),
  ]);
}
