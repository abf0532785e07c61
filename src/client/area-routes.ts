// The signed-in areas (docs/product.md#areas): client-only, each behind the guard of its roles. The
// guard is loaded with the area, so public pages never carry it.
import type { RouteObject } from 'react-router';
import type { Area } from './auth/not-allowed';
import { withChunkTimeout } from './chunk-timeout';
import type { RouteHandle } from './document-head';
import { SIGNED_IN_DESCRIPTION, head, lazyPage } from './route-pages';

interface AreaPage {
  index?: true;
  path?: string;
  page: string;
  title?: string;
}

/** One area: its guard route with the pages under it. */
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

/** My Account, Advisor Home and Admin, in the order the route table lists them. */
export function signedInAreaRoutes(): RouteObject[] {
  return [
    ...areaRoutes('account', 'My Account', [
      { index: true, page: 'account/account-home-page' },
      { path: 'past-meetings', page: 'account/past-meetings-page', title: 'Past meetings' },
      { path: 'reviews', page: 'account/reviews-page', title: 'Your reviews' },
      { path: 'billing', page: 'account/billing-page', title: 'Billing' },
      { path: 'billing/:chargeId', page: 'account/receipt-page', title: 'Receipt' },
      { path: 'secure-file-vault', page: 'account/vault-page', title: 'Secure file vault' },
      { path: 'profile', page: 'account/profile-page', title: 'Your profile' },
      { path: 'share', page: 'account/share-page', title: 'Share' },
      { path: '*', page: 'account/account-home-page' },
    ]),
    ...areaRoutes('dashboard', 'Advisor Home', [
      { index: true, page: 'dashboard/dashboard-home-page' },
      { path: 'availability', page: 'dashboard/availability-page', title: 'Availability' },
      { path: 'meetings', page: 'dashboard/meetings-page', title: 'Meetings' },
      { path: 'reviews', page: 'dashboard/reviews-page', title: 'Reviews' },
      {
        path: 'client/:clientIdOrEmailAddress',
        page: 'dashboard/client-page',
        title: 'Client',
      },
      { path: '*', page: 'dashboard/dashboard-home-page' },
    ]),
    ...areaRoutes('admin', 'Admin', [
      { index: true, page: 'admin/admin-home-page' },
      { path: 'users', page: 'admin/admin-users-page', title: 'Users' },
      { path: 'events', page: 'admin/admin-events-page', title: 'Events' },
      { path: 'emails', page: 'admin/admin-emails-page', title: 'Emails' },
      { path: 'reviews', page: 'admin/admin-reviews-page', title: 'Reviews' },
      { path: '*', page: 'admin/admin-home-page' },
    ]),
  ];
}
