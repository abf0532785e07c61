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
import type { Area } from './auth/not-allowed';
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
const SIGN_IN_DESCRIPTION = 'Sign in to your Just Financial Advice account.';

/** The authentication routes of spec §2.7 (and the silent-renewal frame), with their titles. */
const AUTHENTICATION_PAGES = [
  ['login', 'Log In'],
  ['login-failed', 'Log In'],
  ['login-callback', 'Log In'],
  ['profile', 'Your profile'],
  ['logout', 'Log Out'],
  ['logout-callback', 'Log Out'],
  ['logged-out', 'Logged out'],
  ['silent-callback', 'Log In'],
] as const;

interface AreaPage {
  index?: true;
  path?: string;
  page: string;
  title?: string;
}

/**
 * A signed-in area (spec §2.4–2.6): client-only, behind the guard of its roles. The guard is
 * loaded with the area, so public pages never carry it.
 */
function areaRoutes(area: Area, title: string, pages: AreaPage[]): RouteObject[] {
  return [
    {
      id: area,
      path: area,
      handle: { head: head(title, SIGNED_IN_DESCRIPTION), clientOnly: true } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await withChunkTimeout(import('./auth/require-role'))).AREA_GUARDS[area],
      }),
      children: pages.map(({ page, title: pageTitleText, ...match }) => ({
        ...match,
        ...lazyPage(page, {
          head: head(pageTitleText ?? title, SIGNED_IN_DESCRIPTION),
          clientOnly: true,
        }),
      })),
    },
  ];
}

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
            ...areaRoutes('account', 'My Account', [
              { index: true, page: 'account/account-home-page' },
              { path: '*', page: 'account/account-home-page' },
            ]),
            ...areaRoutes('dashboard', 'Advisor Home', [
              { index: true, page: 'dashboard/dashboard-home-page' },
              { path: '*', page: 'dashboard/dashboard-home-page' },
            ]),
            ...areaRoutes('admin', 'Admin', [
              { index: true, page: 'admin/admin-home-page' },
              { path: 'users', page: 'admin/admin-users-page', title: 'Users' },
              { path: '*', page: 'admin/admin-home-page' },
            ]),
            {
              id: 'authentication',
              path: 'authentication',
              handle: { clientOnly: true } satisfies RouteHandle,
              children: [
                ...AUTHENTICATION_PAGES.map(([path, title]) => ({
                  id: `authentication-${path}`,
                  path,
                  ...lazyPage(`authentication/${path}-page`, {
                    head: head(title, SIGN_IN_DESCRIPTION),
                    clientOnly: true,
                  }),
                })),
                {
                  id: 'authentication-not-found',
                  path: '*',
                  ...lazyPage('not-found/not-found-page', { head: NOT_FOUND_HEAD, status: 404 }),
                },
              ],
            },
            {
              id: 'register',
              path: 'register',
              ...lazyPage('register/register-page', {
                head: head('Register', 'Create your Just Financial Advice account.'),
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
