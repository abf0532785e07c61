// The Ongoing exists on the client only while its flag is on (docs/product.md#the-ongoing): a route of its
// pages loads the flag first and answers the real not-found page (status 404) while it is off,
// and its head says "Page not found" then, on the server and after client navigation alike.
import { data } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../../../shared/contracts/public-api';
import { featureFlagKey, featureFlagQuery } from '../../api/home';
import type { HeadContext, PageHead } from '../../document-head';
import { NOT_FOUND_HEAD } from '../../route-pages';

/** Whether the flag, as loaded, is on; false until it is loaded. */
export function isOngoingShown(queryClient: QueryClient): boolean {
  return queryClient.getQueryData(featureFlagKey('TheOngoing')) === true;
}

/** For loaders: throws the 404 the route error page shows while The Ongoing is off. */
export async function requireOngoing(queryClient: QueryClient, api: PublicApi): Promise<void> {
  const on = await queryClient.ensureQueryData(featureFlagQuery(api, 'TheOngoing'));
  if (!on) throw data('', { status: 404 });
}

/**
 * A head that is the not-found head once the flag is known to be off. Unknown (a client-only
 * page's shell, rendered before the browser loads the flag), it is the page's own; the browser
 * sets the right one as soon as the route's loader has the flag.
 */
export function ongoingOnlyHead(head: (context: HeadContext) => PageHead) {
  return (context: HeadContext): PageHead =>
    context.queryClient.getQueryData(featureFlagKey('TheOngoing')) === false
      ? NOT_FOUND_HEAD()
      : head(context);
}
