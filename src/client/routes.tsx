// The one route table: the browser router and the server renderer both use it.
// Pages load lazily (route-pages.ts); the signed-in areas are listed in area-routes.ts.
import { data } from 'react-router';
import type { LoaderFunction, LoaderFunctionArgs, RouteObject } from 'react-router';
import type { QueryClient } from '@tanstack/react-query';
import type { PublicApi } from '../shared/contracts/public-api';
import {
  complianceDocumentsQuery,
  dashboardQuery,
  featureFlagQuery,
  seoDataQuery,
} from './api/home';
import {
  advisorProfileQuery,
  advisorReviewsQuery,
  advisorSearchQuery,
  searchQueryOf,
} from './features/advisors/advisors-api';
import { parseAdvisorResultsUrl, zipProblem } from '../shared/advisor-search-url';
import { isAppError } from '../shared/errors';
import {
  FLAGGED_SERVICE_SLUG,
  isServicePageSlug,
  SITE_PAGE_PATTERNS,
  SITE_PAGES,
} from '../shared/routes/site';
import { complianceDocumentQuery } from './features/legal/legal-api';
import { requireOngoing } from './features/plans/ongoing-gate';
import { matchingRoutes, planPurchaseRoutes } from './offering-routes';
import { advisorOfferingsQuery } from './features/plans/offering-queries';
import { MARKETING_PAGES } from './marketing-pages';
import type { RouteHandle } from './document-head';
import { signedInAreaRoutes } from './area-routes';
import { NOT_FOUND_HEAD, head, lazyPage, publicHead } from './route-pages';
import { RootLayout } from './frame/root-layout';
import { AppLoading } from './frame/app-loading';
import { RootErrorPage } from './frame/root-error-page';
import { homeHead } from './pages/home/home-head';
import { RouteErrorPage } from './frame/error-content';
import { ADVISOR_PAGE_PATTERNS } from '../shared/routes/advisors';
import { BOOKING_PAGE_PATTERNS } from '../shared/routes/booking';
import { REVIEW_PAGE_PATTERNS } from '../shared/routes/reviews';
import { AUTH_PAGES, AUTHENTICATION_ROOT } from '../shared/routes/identity';
import { ONBOARDING_PAGE_PATTERNS } from '../shared/routes/onboarding';
import { EMAIL_CHOICES_PAGE_PATTERNS } from '../shared/routes/email-choices';
import { AFFILIATE_PAGE_PATTERNS } from '../shared/routes/affiliates';
import { affiliateLandingQuery } from './features/affiliates/landing-query';
import { contactDetailsQuery } from './api/contact-details';

export interface RouteDependencies {
  queryClient: QueryClient;
  publicApi: PublicApi;
  /**
   * The server waits for page data so the HTML is complete; the browser starts the requests
   * and renders at once, showing skeletons until they answer.
   */
  waitForData: boolean;
}

function settle(loads: Promise<unknown>[], wait: boolean): Promise<unknown> | undefined {
  if (wait) return Promise.all(loads);
  for (const load of loads) load.catch(() => undefined);
  return undefined;
}

/** Turns a 'not found' AppError from a loader into a 404 the error page shows with its message. */
function notFoundAsResponse(error: unknown): never {
  if (isAppError(error) && error.status === 404) {
    throw data(error.message, { status: 404 });
  }
  throw error;
}

const notFound = (): never => {
  throw data('', { status: 404 });
};

const SIGN_IN_DESCRIPTION = 'Sign in to your Just Financial Advice account.';

/**
 * The authentication routes (docs/product.md#sign-in, and the silent-renewal frame), with their
 * titles.
 */
const AUTHENTICATION_PAGES = [
  [AUTH_PAGES.login, 'Log In'],
  [AUTH_PAGES.loginFailed, 'Log In'],
  [AUTH_PAGES.loginCallback, 'Log In'],
  [AUTH_PAGES.profile, 'Your profile'],
  [AUTH_PAGES.logout, 'Log Out'],
  [AUTH_PAGES.logoutCallback, 'Log Out'],
  [AUTH_PAGES.loggedOut, 'Logged out'],
  [AUTH_PAGES.silentCallback, 'Log In'],
  [AUTH_PAGES.popupCallback, 'Log In'],
] as const;

/** The last segment of a path: 'login-failed' of '/authentication/login-failed'. */
const lastSegment = (path: string) => path.slice(path.lastIndexOf('/') + 1);

export function createRoutes({ queryClient, publicApi, waitForData }: RouteDependencies) {
  // The footer's disclosures and contact details; a failure leaves just 'Terms of Use' and no
  // contact lines rather than breaking pages.
  const rootLoader: LoaderFunction = async () => {
    const documents = queryClient
      .ensureQueryData(complianceDocumentsQuery(publicApi))
      .catch(() => undefined);
    const contact = queryClient
      .ensureQueryData(contactDetailsQuery(publicApi))
      .catch(() => undefined);
    await settle([documents, contact], waitForData);
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

  // An affiliate's landing page is the home page under their words; an unknown slug is a 404.
  const affiliateLandingLoader = async (args: LoaderFunctionArgs) => {
    const landing = queryClient
      .ensureQueryData(affiliateLandingQuery(publicApi, args.params.slug ?? ''))
      .catch(notFoundAsResponse);
    if (waitForData) await Promise.all([landing, homeLoader(args)]);
    else {
      void homeLoader(args);
      await landing;
    }
    return null;
  };

  // Marketing pages read the price ranges and the ongoing flag; both are cached for minutes.
  const marketingLoader: LoaderFunction = async () => {
    await settle(
      [
        queryClient.ensureQueryData(dashboardQuery(publicApi)).catch(() => undefined),
        queryClient.ensureQueryData(featureFlagQuery(publicApi, 'TheOngoing')),
      ],
      waitForData,
    );
    return null;
  };

  // The legal pages render their document on the server; a failure shows the page's own error
  // state (with a retry) rather than the route error page.
  const legalLoader =
    (slug: string): LoaderFunction =>
    async () => {
      const document = queryClient
        .ensureQueryData(complianceDocumentQuery(publicApi, slug))
        .catch(() => undefined);
      await settle([document], waitForData);
      return null;
    };

  // The results page needs its own results before anything shows; an unknown state or filter is
  // a 404, which the server must know before it answers.
  const resultsLoader = async ({ request }: LoaderFunctionArgs) => {
    const url = new URL(request.url);
    const search = parseAdvisorResultsUrl(url.pathname, url.search);
    if (!search) return notFound();
    // The page itself explains a ZIP code of no state; there are no results to load.
    if (zipProblem(search.zip)) return null;
    const results = queryClient
      .ensureQueryData(advisorSearchQuery(publicApi, searchQueryOf(search)))
      .catch(notFoundAsResponse);
    const browse = [
      queryClient.ensureQueryData(seoDataQuery(publicApi)).catch(() => undefined),
      queryClient.ensureQueryData(dashboardQuery(publicApi)).catch(() => undefined),
    ];
    if (waitForData) await Promise.all([results, ...browse]);
    else await results;
    return null;
  };

  const profileLoader = async ({ params }: LoaderFunctionArgs) => {
    const slug = params.slug ?? '';
    const profile = queryClient
      .ensureQueryData(advisorProfileQuery(publicApi, slug))
      .catch(notFoundAsResponse);
    const more = [
      queryClient.ensureQueryData(advisorReviewsQuery(publicApi, slug, 1)).catch(() => undefined),
      queryClient.ensureQueryData(featureFlagQuery(publicApi, 'TheOngoing')),
      queryClient.ensureQueryData(advisorOfferingsQuery(publicApi, slug)).catch(() => undefined),
    ];
    if (waitForData) await Promise.all([profile, ...more]);
    else await profile;
    return null;
  };

  const serviceLoader = async (args: LoaderFunctionArgs) => {
    const slug = args.params.slug ?? '';
    if (!isServicePageSlug(slug)) return notFound();
    if (slug === FLAGGED_SERVICE_SLUG) await requireOngoing(queryClient, publicApi);
    return marketingLoader(args);
  };

  const resultsRoute = (id: string, path: string): RouteObject => ({
    id,
    path,
    loader: resultsLoader,
    ...lazyPage('advisors/advisor-results-page'),
  });

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
              ...lazyPage('home/home-page', { head: (context) => homeHead(context) }),
            },
            {
              id: 'affiliate-landing',
              path: AFFILIATE_PAGE_PATTERNS.link,
              loader: affiliateLandingLoader,
              ...lazyPage('home/affiliate-landing-page'),
            },
            resultsRoute('advisors', ADVISOR_PAGE_PATTERNS.results),
            resultsRoute('state-advisors', ADVISOR_PAGE_PATTERNS.stateResults),
            {
              id: 'advisor-profile',
              path: ADVISOR_PAGE_PATTERNS.profile,
              loader: profileLoader,
              ...lazyPage('advisor/advisor-profile-page'),
            },
            {
              id: 'book-hour',
              path: BOOKING_PAGE_PATTERNS.bookHour,
              ...lazyPage('booking/book-hour-page', {
                head: head('Book The Hour', 'Choose a time for your one-hour video meeting.'),
                clientOnly: true,
              }),
            },
            {
              id: 'checkout',
              path: BOOKING_PAGE_PATTERNS.checkout,
              ...lazyPage('booking/checkout-page', {
                head: head('Complete your booking', 'Answer a few questions and pay.'),
                clientOnly: true,
              }),
            },
            ...planPurchaseRoutes(queryClient, publicApi),
            ...matchingRoutes(queryClient, publicApi),
            {
              id: 'advisor-invitation',
              path: ONBOARDING_PAGE_PATTERNS.invitation,
              ...lazyPage('onboarding/advisor-invitation-page', {
                // A private link: never indexed.
                head: () => ({
                  ...head('Your advisor invitation', 'Accept your invitation to advise clients.')(),
                  noIndex: true,
                }),
                clientOnly: true,
              }),
            },
            {
              id: 'email-choices',
              path: EMAIL_CHOICES_PAGE_PATTERNS.choices,
              ...lazyPage('email-choices/email-choices-page', {
                // A private link: never indexed.
                head: () => ({
                  ...head('Your email choices', 'Choose which emails you get.')(),
                  noIndex: true,
                }),
                clientOnly: true,
              }),
            },
            {
              id: 'leave-review',
              path: REVIEW_PAGE_PATTERNS.leave,
              ...lazyPage('reviews/leave-review-page', {
                head: head('Leave a review', 'Tell others how your meeting went.'),
                clientOnly: true,
              }),
            },
            ...MARKETING_PAGES.map(({ path, page, title, description, document }) => ({
              id: lastSegment(path),
              path,
              loader: document ? legalLoader(document) : marketingLoader,
              ...lazyPage(page, { head: publicHead(title, description) }),
            })),
            {
              id: 'service',
              path: SITE_PAGE_PATTERNS.service,
              loader: serviceLoader,
              ...lazyPage('services/service-page'),
            },
            {
              id: 'not-found-page',
              path: SITE_PAGES.notFound,
              ...lazyPage('not-found/not-found-page', { head: NOT_FOUND_HEAD, status: 404 }),
            },
            {
              id: 'error-page',
              path: SITE_PAGES.error,
              ...lazyPage('error/error-page', {
                head: head('Something went wrong', 'An error occurred.'),
              }),
            },
            ...signedInAreaRoutes(),
            {
              id: 'authentication',
              path: AUTHENTICATION_ROOT,
              handle: { clientOnly: true } satisfies RouteHandle,
              children: [
                ...AUTHENTICATION_PAGES.map(([path, title]) => ({
                  id: `authentication-${lastSegment(path)}`,
                  path,
                  ...lazyPage(`authentication/${lastSegment(path)}-page`, {
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
              path: AUTH_PAGES.register,
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
