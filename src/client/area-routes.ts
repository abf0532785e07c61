// The signed-in areas (docs/product.md#areas): client-only, each behind the guard of its roles. The
// guard is loaded with the area, so public pages never carry it.
import { ADVISOR_PAYOUT_PAGES } from '../shared/routes/advisor-payouts';
import { ADVISOR_PROFILE_PAGES } from '../shared/routes/advisor-profile';
import type { RouteObject } from 'react-router';
import type { Area } from './auth/not-allowed';
import { withChunkTimeout } from './chunk-timeout';
import type { RouteHandle } from './document-head';
import { NOT_FOUND_HEAD, SIGNED_IN_DESCRIPTION, head, lazyPage } from './route-pages';
import { ACCOUNT_PAGES } from '../shared/routes/account';
import { ADMIN_PAGE_PATTERNS, ADMIN_PAGES } from '../shared/routes/admin';
import { OPERATIONS_PAGE_PATTERNS } from '../shared/routes/operations';
import { ADVISOR_CLIENT_PAGE_PATTERNS } from '../shared/routes/advisor-clients';
import { AFFILIATE_PAGES } from '../shared/routes/affiliates';
import { AREA_ROOTS } from '../shared/routes/areas';
import { AVAILABILITY_PAGES } from '../shared/routes/availability';
import { BILLING_PAGE_PATTERNS, BILLING_PAGES } from '../shared/routes/billing';
import {
  ADVISOR_MEETING_TABS,
  DASHBOARD_TAB_PAGES,
  MEETING_PAGES,
} from '../shared/routes/meetings';
import { ONBOARDING_PAGES } from '../shared/routes/onboarding';
import { PLAN_PAGE_PATTERNS, PLAN_PAGES } from '../shared/routes/plans';
import { PLANS_ADMIN_PAGE_PATTERNS, PLANS_ADMIN_PAGES } from '../shared/routes/plans-admin';
import { RECORDS_PAGE_PATTERNS } from '../shared/routes/records';
import { REVIEW_PAGES } from '../shared/routes/reviews';
import { VAULT_PAGES } from '../shared/routes/vault';

interface AreaPage {
  index?: true;
  path?: string;
  page: string;
  title?: string;
}

/** An address under an area that names no page of it: the not-found page, answered 404. */
const AREA_NOT_FOUND = {
  path: '*',
  ...lazyPage('not-found/not-found-page', {
    head: NOT_FOUND_HEAD,
    status: 404,
    clientOnly: true,
  }),
};

/**
 * One area: its guard route with the pages under it, inside the area's frame page when it has one
 * (a layout route: the admin console's navigation).
 */
function areaRoutes(area: Area, title: string, pages: AreaPage[], frame?: string): RouteObject[] {
  const children: RouteObject[] = [
    ...pages.map(({ page, title: pageTitleText, ...match }) => ({
      ...match,
      ...lazyPage(page, {
        head: head(pageTitleText ?? title, SIGNED_IN_DESCRIPTION),
        clientOnly: true,
      }),
    })),
    AREA_NOT_FOUND,
  ];
  return [
    {
      id: area,
      path: AREA_ROOTS[area],
      handle: { head: head(title, SIGNED_IN_DESCRIPTION), clientOnly: true } satisfies RouteHandle,
      lazy: async () => ({
        Component: (await withChunkTimeout(import('./auth/require-role'))).AREA_GUARDS[area],
      }),
      children: frame ? [{ ...lazyPage(frame, { clientOnly: true }), children }] : children,
    },
  ];
}

/** My Account, Advisor Home and Admin, in the order the route table lists them. */
export function signedInAreaRoutes(): RouteObject[] {
  return [
    ...areaRoutes('account', 'My Account', [
      { index: true, page: 'account/account-home-page' },
      { path: MEETING_PAGES.account, page: 'account/past-meetings-page', title: 'Past meetings' },
      { path: REVIEW_PAGES.account, page: 'account/reviews-page', title: 'Your reviews' },
      { path: BILLING_PAGES.account, page: 'account/billing-page', title: 'Billing' },
      { path: BILLING_PAGE_PATTERNS.receipt, page: 'account/receipt-page', title: 'Receipt' },
      { path: VAULT_PAGES.account, page: 'account/vault-page', title: 'Secure file vault' },
      { path: ACCOUNT_PAGES.profile, page: 'account/profile-page', title: 'Your profile' },
      { path: AFFILIATE_PAGES.share, page: 'account/share-page', title: 'Share' },
      { path: PLAN_PAGE_PATTERNS.engagement, page: 'account/engagement-page', title: 'Your Plan' },
    ]),
    ...areaRoutes('dashboard', 'Advisor Home', [
      { index: true, page: 'dashboard/dashboard-home-page' },
      { path: ADVISOR_PROFILE_PAGES.dashboard, page: 'dashboard/profile-page', title: 'Profile' },
      {
        path: AVAILABILITY_PAGES.dashboard,
        page: 'dashboard/availability-page',
        title: 'Availability',
      },
      { path: MEETING_PAGES.dashboard, page: 'dashboard/meetings-page', title: 'Meetings' },
      // dashboard/{tab}: one static route per tab, so an unknown tab is still the area's 404.
      ...ADVISOR_MEETING_TABS.map((tab) => ({
        path: DASHBOARD_TAB_PAGES[tab],
        page: 'dashboard/meetings-page',
        title: 'Meetings',
      })),
      { path: REVIEW_PAGES.dashboard, page: 'dashboard/reviews-page', title: 'Reviews' },
      { path: PLAN_PAGES.dashboardOfferings, page: 'dashboard/offerings-page', title: 'Offerings' },
      { path: ADVISOR_PAYOUT_PAGES.dashboard, page: 'dashboard/payments-page', title: 'Payments' },
      { path: ADVISOR_CLIENT_PAGE_PATTERNS.client, page: 'dashboard/client-page', title: 'Client' },
      {
        path: RECORDS_PAGE_PATTERNS.dashboard,
        page: 'dashboard/compliance-report-page',
        title: 'Compliance report',
      },
      {
        path: ACCOUNT_PAGES.dashboardProfile,
        page: 'dashboard/account-profile-page',
        title: 'Your account',
      },
      {
        path: ONBOARDING_PAGES.disclosures,
        page: 'dashboard/disclosures-page',
        title: 'Your disclosures',
      },
    ]),
    ...areaRoutes(
      'admin',
      'Admin',
      [
        { index: true, page: 'admin/admin-home-page' },
        { path: ADMIN_PAGES.users, page: 'admin/admin-users-page', title: 'Users' },
        {
          path: ADMIN_PAGE_PATTERNS.userEdit,
          page: 'admin/admin-user-edit-page',
          title: 'Edit user',
        },
        { path: ADMIN_PAGES.roles, page: 'admin/admin-roles-page', title: 'Roles' },
        {
          path: ADMIN_PAGES.roleCreate,
          page: 'admin/admin-role-create-page',
          title: 'Create a role',
        },
        {
          path: ADMIN_PAGE_PATTERNS.roleEdit,
          page: 'admin/admin-role-edit-page',
          title: 'Edit role',
        },
        {
          path: RECORDS_PAGE_PATTERNS.admin,
          page: 'admin/advisor-report-page',
          title: 'Compliance report',
        },
        { path: ADMIN_PAGES.events, page: 'admin/admin-events-page', title: 'Events' },
        {
          path: OPERATIONS_PAGE_PATTERNS.eventEdit,
          page: 'admin/admin-event-edit-page',
          title: 'Meeting',
        },
        {
          path: ADMIN_PAGES.recordings,
          page: 'admin/admin-recordings-page',
          title: 'Recordings',
        },
        {
          path: ADMIN_PAGE_PATTERNS.recordingEdit,
          page: 'admin/admin-recording-edit-page',
          title: 'Recording',
        },
        { path: ADMIN_PAGES.emails, page: 'admin/admin-emails-page', title: 'Emails' },
        {
          path: ADMIN_PAGES.productNews,
          page: 'admin/product-news-page',
          title: 'Product news',
        },
        { path: ADMIN_PAGES.reviews, page: 'admin/admin-reviews-page', title: 'Reviews' },
        {
          path: ADMIN_PAGES.advisorAttributes,
          page: 'admin/advisor-attributes-page',
          title: 'Advisor attributes',
        },
        {
          path: ADMIN_PAGES.userAgreements,
          page: 'admin/admin-user-agreements-page',
          title: 'User agreements',
        },
        { path: ADMIN_PAGES.documents, page: 'admin/admin-documents-page', title: 'Documents' },
        { path: ADMIN_PAGES.auditLog, page: 'admin/audit-log-page', title: 'Audit log' },
        { path: ADMIN_PAGES.tools, page: 'admin/admin-tools-page', title: 'Tools' },
        {
          path: ADMIN_PAGES.intakeResponses,
          page: 'admin/intake-responses-page',
          title: 'Intake responses',
        },
        {
          path: ADMIN_PAGE_PATTERNS.intakeResponseEdit,
          page: 'admin/intake-response-edit-page',
          title: 'Intake response',
        },
        {
          path: ADMIN_PAGES.uploadedFiles,
          page: 'admin/uploaded-files-page',
          title: 'Uploaded files',
        },
        { path: ADMIN_PAGES.search, page: 'admin/admin-search-page', title: 'Search' },
        {
          path: ADVISOR_PAYOUT_PAGES.admin,
          page: 'admin/advisor-payments-page',
          title: 'Advisor payments',
        },
        {
          path: ADMIN_PAGES.affiliatePayments,
          page: 'admin/affiliate-payments-page',
          title: 'Affiliate payments',
        },
        { path: ADMIN_PAGES.reports, page: 'admin/admin-reports-page', title: 'Reports' },
        {
          path: ONBOARDING_PAGES.adminInvitations,
          page: 'admin/advisor-invitations-page',
          title: 'Advisor invitations',
        },
        {
          path: ONBOARDING_PAGES.adminAdvisors,
          page: 'admin/advisor-vetting-page',
          title: 'Advisors',
        },
        {
          path: PLANS_ADMIN_PAGES.featureFlags,
          page: 'admin/admin-feature-flags-page',
          title: 'Feature flags',
        },
        { path: PLANS_ADMIN_PAGES.thePlan, page: 'admin/the-plan-admin-page', title: 'The Plan' },
        {
          path: PLANS_ADMIN_PAGES.theOngoing,
          page: 'admin/the-ongoing-admin-page',
          title: 'The Ongoing',
        },
        {
          path: PLANS_ADMIN_PAGE_PATTERNS.planSignupEdit,
          page: 'admin/plan-signup-edit-page',
          title: 'The Plan signup',
        },
        {
          path: PLANS_ADMIN_PAGE_PATTERNS.ongoingSignupEdit,
          page: 'admin/ongoing-signup-edit-page',
          title: 'The Ongoing signup',
        },
        {
          path: PLANS_ADMIN_PAGE_PATTERNS.planInstanceEdit,
          page: 'admin/plan-instance-edit-page',
          title: 'The Plan instance',
        },
        {
          path: PLANS_ADMIN_PAGE_PATTERNS.ongoingInstanceEdit,
          page: 'admin/ongoing-instance-edit-page',
          title: 'The Ongoing instance',
        },
      ],
      'admin/console-frame-page',
    ),
  ];
}
