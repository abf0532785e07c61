// The one route table (DESIGN.md §2): the browser router and the server renderer both use it.
// Pages load lazily per area, each chunk within SCRIPT_CHUNK_TIMEOUT_MS.
import type { ComponentType } from 'react';
import type { LoaderFunction, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../shared/contracts/public-api';
import {
  complianceDocumentsQuery,
  dashboardQuery,
  featureFlagQuery,
  seoDataQuery,
} from './api/home';
import { withChunkTimeout } from './chunk-timeout';
import { pageTitle } from './document-head';
import type { PageHead, RouteHandle } from './document-head';
import { RootLayout } from './frame/root-layout';
import { AppLoading } from './frame/app-loading';
import { RootErrorPage } from './frame/root-error-page';
import { homeHead } from './pages/home/home-head';
import { RouteErrorPage } from './pages/error/error-content';

export interface RouteDependencies {
  queryClient: QueryClient;
  publicApi: PublicApi;
  /**
   * The server waits for page data so the HTML is complete; the browser starts the requests
   * and renders at once, showing skeletons until they answer.
   */
  waitForData: boolean;
}

interface PageModule {
  default: ComponentType;
}

const pageModules = import.meta.glob<PageModule>('./pages/*/*-page.tsx');

/** The build manifest's name for a page module (Vite keys it by path from the project root). */
export const chunkName = (page: string) => `src/client/pages/${page}.tsx`;

/** A lazily loaded page. A missing module is a start-up error (spec §8), not a runtime 404. */
function lazyPage(page: string, handle: Omit<RouteHandle, 'chunk'>) {
  const load = pageModules[`./pages/${page}.tsx`];
  if (!load) throw new Error(`Missing page component: src/client/pages/${page}.tsx`);
  return {
    lazy: async () => ({ Component: (await withChunkTimeout(load())).default }),
    handle: { ...handle, chunk: chunkName(page) } satisfies RouteHandle,
  };
}

function settle(loads: Promise<unknown>[], wait: boolean): Promise<unknown> | undefined {
  if (wait) return Promise.all(loads);
  for (const load of loads) load.catch(() => undefined);
  return undefined;
}

const head = (title: string, description: string) => (): PageHead => ({
  title: pageTitle(title),
  description,
});

const NOT_FOUND_HEAD = head('Page not found', 'The page you were looking for could not be found.');
const SIGNED_IN_DESCRIPTION = 'Your Just Financial Advice account.';

export function createRoutes({ queryClient, publicApi, waitForData }: RouteDependencies) {
  // The footer's disclosures; a failure leaves just 'Terms of Use' rather than breaking pages.
  const rootLoader: LoaderFunction = async () => {
    const documents = queryClient
      .ensureQueryData(complianceDocumentsQuery(publicApi))
      .catch(() => undefined);
    await settle([documents], waitForData);
    return null;
  };

  const homeLoader: LoaderFunction = async () => {
    await settle(
      [
        queryClient.ensureQueryData(dashboardQuery(publicApi)),
        queryClient.ensureQueryData(seoDataQuery(publicApi)).catch(() => undefined),
        queryClient.ensureQueryData(featureFlagQuery(publicApi, 'TheOngoing')),
      ],
      waitForData,
    );
    return null;
  };

  const routes: RouteObject[] = [
    {
      id: 'root',
      path: '/',
      Component: RootLayout,
      errorElement: <RootErrorPage />,
      HydrateFallback: AppLoading,
      loader: rootLoader,
      shouldRevalidate: () => false,
      children: [
        {
          id: 'pages',
          errorElement: <RouteErrorPage />,
          children: [
            {
              id: 'home',
              index: true,
              loader: homeLoader,
              ...lazyPage('home/home-page', { head: () => homeHead() }),
            },
            {
              id: 'not-found-page',
              path: 'not-found',
              ...lazyPage('not-found/not-found-page', { head: NOT_FOUND_HEAD, status: 404 }),
            },
            {
              id: 'error-page',
              path: 'error',
              ...lazyPage('error/error-page', {
                head: head('Something went wrong', 'An error occurred.'),
              }),
            },
            {
              id: 'account',
              path: 'account/*',
              ...lazyPage('account/account-home-page', {
                head: head('My Account', SIGNED_IN_DESCRIPTION),
                clientOnly: true,
              }),
            },
            {
              id: 'dashboard',
              path: 'dashboard/*',
              ...lazyPage('dashboard/dashboard-home-page', {
                head: head('Advisor Home', SIGNED_IN_DESCRIPTION),
                clientOnly: true,
              }),
            },
            {
              id: 'admin',
              path: 'admin/*',
              ...lazyPage('admin/admin-home-page', {
                head: head('Admin', SIGNED_IN_DESCRIPTION),
                clientOnly: true,
              }),
            },
            {
              id: 'authentication',
              path: 'authentication/*',
              ...lazyPage('authentication/authentication-page', {
                head: head('Log In', 'Sign in to your Just Financial Advice account.'),
                clientOnly: true,
              }),
            },
            {
              id: 'not-found',
              path: '*',
              ...lazyPage('not-found/not-found-page', { head: NOT_FOUND_HEAD, status: 404 }),
            },
          ],
        },
      ],
    },
  ];
  return routes;
}
