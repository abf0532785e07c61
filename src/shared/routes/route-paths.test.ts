import { describe, expect, it } from 'vitest';
import { ADMIN_PAGES } from './admin';
import { ADVISOR_PAGE_PATTERNS, ADVISOR_PAGES } from './advisors';
import { ADVISOR_API } from './advisors-api';
import { AFFILIATE_PAGES } from './affiliates';
import { AFFILIATE_API } from './affiliates-api';
import { AREA_ROOTS } from './areas';
import { BOOKING_PAGES } from './booking';
import { COMPLIANCE_PAGE_PATTERNS, COMPLIANCE_PAGES } from './compliance';
import { COMPLIANCE_API } from './compliance-api';
import {
  AUTH_PAGES,
  HISTORY_EXCLUDED_PREFIXES,
  LOGOUT_LOCAL_URL,
  isHistoryExcluded,
  isOpenInStaging,
} from './identity';
import { IDENTITY_API } from './identity-api';
import { REVIEW_PAGES } from './reviews';
import { REVIEW_API } from './reviews-api';
import { HOME_ANCHORS, SITE_PAGES } from './site';
import { SYSTEM_API, SYSTEM_API_PATTERNS } from './system-api';

/** Every route module, to check what all of them hold. */
const ROUTE_MODULES = import.meta.glob<Record<string, unknown>>(['./*.ts', '!./*.test.ts'], {
  eager: true,
});

/** Every API table of every route module, by its name and key: `VAULT_API.file`. */
function everyApiPath(): [string, string][] {
  const paths: [string, string][] = [];
  for (const module of Object.values(ROUTE_MODULES)) {
    for (const [tableName, table] of Object.entries(module)) {
      if (!tableName.endsWith('_API')) continue;
      for (const [name, value] of Object.entries(table as Record<string, unknown>)) {
        const path =
          typeof value === 'function' ? (value as (...a: string[]) => string)('x', 'y') : value;
        paths.push([`${tableName}.${name}`, path as string]);
      }
    }
  }
  return paths;
}

/** Every page path and pattern of every route module, by its name and key: `VAULT_PAGES.account`. */
function everyPagePath(): Record<string, string> {
  const paths: Record<string, string> = {};
  for (const module of Object.values(ROUTE_MODULES)) {
    for (const [tableName, table] of Object.entries(module)) {
      if (!/_PAGES$|_PAGE_PATTERNS$|_ROOTS?$/.test(tableName)) continue;
      if (typeof table === 'string') {
        paths[tableName] = table;
        continue;
      }
      for (const [name, value] of Object.entries(table as Record<string, unknown>)) {
        if (typeof value === 'string') paths[`${tableName}.${name}`] = value;
      }
    }
  }
  return paths;
}

describe('page and API patterns', () => {
  it('write parameterised paths as router patterns', () => {
    expect(ADVISOR_PAGE_PATTERNS.profile).toBe('/advisor/:slug');
    expect(COMPLIANCE_PAGE_PATTERNS.document).toBe('/documents/:slug');
    expect(SYSTEM_API_PATTERNS.featureFlag).toBe('/api/system/feature/:name');
  });
});

describe('pages', () => {
  it.each([
    ['SITE_PAGES.home', SITE_PAGES.home, '/'],
    ['ADVISOR_PAGES.search', ADVISOR_PAGES.search, '/advisors'],
    ['SITE_PAGES.moneyTools', SITE_PAGES.moneyTools, '/money-tools'],
    ['SITE_PAGES.contact', SITE_PAGES.contact, '/contact'],
    ['SITE_PAGES.about', SITE_PAGES.about, '/about'],
    ['BOOKING_PAGES.booked', BOOKING_PAGES.booked, '/booked'],
    ['COMPLIANCE_PAGES.terms', COMPLIANCE_PAGES.terms, '/terms'],
    ['COMPLIANCE_PAGES.privacy', COMPLIANCE_PAGES.privacy, '/privacy'],
    ['SITE_PAGES.nonUs', SITE_PAGES.nonUs, '/non-us'],
    ['SITE_PAGES.recruit', SITE_PAGES.recruit, '/recruit'],
    ['AFFILIATE_PAGES.program', AFFILIATE_PAGES.program, '/affiliates'],
    ['SITE_PAGES.thePlan', SITE_PAGES.thePlan, '/the-plan'],
    ['SITE_PAGES.services', SITE_PAGES.services, '/services'],
    ['SITE_PAGES.apply', SITE_PAGES.apply, '/apply'],
    ['AUTH_PAGES.register', AUTH_PAGES.register, '/register'],
    ['AUTH_PAGES.registerAffiliate', AUTH_PAGES.registerAffiliate, '/register?affiliate=true'],
    ['SITE_PAGES.hourlyAdvisors', SITE_PAGES.hourlyAdvisors, '/hourly-financial-advisors'],
    ['SITE_PAGES.flatFeePlanners', SITE_PAGES.flatFeePlanners, '/flat-fee-financial-planners'],
    ['SITE_PAGES.notFound', SITE_PAGES.notFound, '/not-found'],
    ['SITE_PAGES.error', SITE_PAGES.error, '/error'],
    ['AREA_ROOTS.account', AREA_ROOTS.account, '/account'],
    ['AREA_ROOTS.dashboard', AREA_ROOTS.dashboard, '/dashboard'],
    ['AREA_ROOTS.admin', AREA_ROOTS.admin, '/admin'],
  ] as const)('%s is %s', (_name, actual, path) => {
    expect(actual).toBe(path);
  });

  // The one place page paths are typed out (scripts/page-path-literals.test.ts keeps them out of
  // everywhere else): people bookmark them, emails and search engines link to them, so a change
  // here is a change of the product's URLs and must be deliberate.
  it('keeps every page path and pattern the product has published', () => {
    expect(everyPagePath()).toEqual({
      'ACCOUNT_PAGES.profile': '/account/profile',
      'ACCOUNT_PAGES.dashboardProfile': '/dashboard/account-profile',
      'ADMIN_PAGES.users': '/admin/users',
      'ADMIN_PAGES.events': '/admin/events',
      'ADMIN_PAGES.emails': '/admin/emails',
      'ADMIN_PAGES.reviews': '/admin/reviews',
      'ADMIN_PAGES.auditLog': '/admin/audit-log',
      'ADMIN_PAGES.advisorAttributes': '/admin/advisorattributes',
      'ADMIN_PAGES.affiliatePayments': '/admin/affiliatepayments',
      'ADMIN_PAGES.userAgreements': '/admin/useragreements',
      'ADMIN_PAGES.documents': '/admin/documents',
      'ADMIN_PAGES.reports': '/admin/reports',
      'ADMIN_PAGES.tools': '/admin/tools',
      'ADMIN_PAGES.intakeResponses': '/admin/intake-responses',
      'ADMIN_PAGES.uploadedFiles': '/admin/uploaded-files',
      'ADMIN_PAGES.recordings': '/admin/recordings',
      'ADMIN_PAGES.roles': '/admin/roles',
      'ADMIN_PAGES.roleCreate': '/admin/roles/create',
      'ADMIN_PAGES.search': '/admin/search',
      'ADMIN_PAGES.productNews': '/admin/product-news',
      'EMAIL_CHOICES_PAGE_PATTERNS.choices': '/email-choices',
      'ADMIN_PAGE_PATTERNS.userEdit': '/admin/users/:userID/edit',
      'ADMIN_PAGE_PATTERNS.roleEdit': '/admin/roles/:roleID/edit',
      'ADMIN_PAGE_PATTERNS.intakeResponseEdit':
        '/admin/intake-response/edit/:reloadId/:intakeResponseId',
      'ADMIN_PAGE_PATTERNS.recordingEdit': '/admin/recordings/:recordingID/edit',
      'ONBOARDING_PAGE_PATTERNS.invitation': '/advisor-invitation/:token',
      'ONBOARDING_PAGES.disclosures': '/dashboard/disclosures',
      'ONBOARDING_PAGES.adminInvitations': '/admin/advisor-invitations',
      'ONBOARDING_PAGES.adminAdvisors': '/admin/advisors',
      'ADVISOR_CLIENT_PAGE_PATTERNS.client': '/dashboard/client/:clientIdOrEmailAddress',
      'ADVISOR_PAGES.search': '/advisors',
      'ADVISOR_PROFILE_PAGES.dashboard': '/dashboard/profile',
      'ADVISOR_PAGE_PATTERNS.profile': '/advisor/:slug',
      'ADVISOR_PAGE_PATTERNS.results': '/advisors/:filter?',
      'ADVISOR_PAGE_PATTERNS.stateResults': '/s/:state/:filter?',
      'ADVISOR_PAGE_PATTERNS.avatar': '/avatars/:file',
      'ADVISOR_PAGE_PATTERNS.photo': '/advisor-photos/:key',
      'ADVISOR_PAYOUT_PAGES.dashboard': '/dashboard/payments',
      'ADVISOR_PAYOUT_PAGES.admin': '/admin/advisorpayments',
      'AFFILIATE_PAGES.program': '/affiliates',
      'AFFILIATE_PAGES.share': '/account/share',
      'AFFILIATE_PAGE_PATTERNS.link': '/r/:slug',
      AUTHENTICATION_ROOT: '/authentication',
      'AREA_ROOTS.account': '/account',
      'AREA_ROOTS.dashboard': '/dashboard',
      'AREA_ROOTS.admin': '/admin',
      'AVAILABILITY_PAGES.dashboard': '/dashboard/availability',
      'BILLING_PAGES.account': '/account/billing',
      'BILLING_PAGE_PATTERNS.receipt': '/account/billing/:chargeId',
      'BOOKING_PAGES.booked': '/booked',
      'BOOKING_PAGE_PATTERNS.bookHour': '/advisor/:slug/book',
      'BOOKING_PAGE_PATTERNS.checkout': '/booking/:checkoutId',
      'COMPLIANCE_PAGES.terms': '/terms',
      'COMPLIANCE_PAGES.privacy': '/privacy',
      'COMPLIANCE_PAGE_PATTERNS.document': '/documents/:slug',
      'DASHBOARD_TAB_PAGES.past': '/dashboard/past',
      'DASHBOARD_TAB_PAGES.upcoming': '/dashboard/upcoming',
      'AUTH_PAGES.login': '/authentication/login',
      'AUTH_PAGES.loginFailed': '/authentication/login-failed',
      'AUTH_PAGES.loginCallback': '/authentication/login-callback',
      'AUTH_PAGES.profile': '/authentication/profile',
      'AUTH_PAGES.logout': '/authentication/logout',
      'AUTH_PAGES.logoutCallback': '/authentication/logout-callback',
      'AUTH_PAGES.loggedOut': '/authentication/logged-out',
      'AUTH_PAGES.silentCallback': '/authentication/silent-callback',
      'AUTH_PAGES.popupCallback': '/authentication/popup-callback',
      'AUTH_PAGES.register': '/register',
      'AUTH_PAGES.registerAffiliate': '/register?affiliate=true',
      'IDENTITY_PAGES.mount': '/oidc',
      'IDENTITY_PAGES.register': '/oidc/register',
      'IDENTITY_PAGES.forgotPassword': '/oidc/forgot-password',
      'IDENTITY_PAGES.resetPassword': '/oidc/reset-password',
      'IDENTITY_PAGES.verifyEmail': '/oidc/verify-email',
      'IDENTITY_PAGES.unlockSignIn': '/oidc/unlock-sign-in',
      'MEETING_PAGES.account': '/account/past-meetings',
      'MEETING_PAGES.dashboard': '/dashboard/meetings',
      'REVIEW_PAGES.account': '/account/reviews',
      'RECORDS_PAGE_PATTERNS.dashboard': '/dashboard/compliance/:userId/report',
      'RECORDS_PAGE_PATTERNS.admin': '/admin/users/:userId/report',
      'OPERATIONS_PAGE_PATTERNS.eventEdit': '/admin/events/:eventId/edit',
      'PLANS_ADMIN_PAGES.featureFlags': '/admin/feature-flags',
      'PLANS_ADMIN_PAGES.theOngoing': '/admin/the-ongoing',
      'PLANS_ADMIN_PAGES.thePlan': '/admin/the-plan',
      'PLANS_ADMIN_PAGE_PATTERNS.ongoingInstanceEdit':
        '/admin/the-ongoing/edit/:reloadId/:theOngoingInstanceId?',
      'PLANS_ADMIN_PAGE_PATTERNS.ongoingSignupEdit':
        '/admin/the-ongoing-signup/edit/:reloadId/:theOngoingSignupId?',
      'PLANS_ADMIN_PAGE_PATTERNS.planInstanceEdit':
        '/admin/the-plan/edit/:reloadId/:thePlanInstanceId?',
      'PLANS_ADMIN_PAGE_PATTERNS.planSignupEdit':
        '/admin/the-plan-signup/edit/:reloadId/:thePlanSignupId?',
      'MATCHING_PAGES.questionnaire': '/find-your-advisor',
      'MATCHING_PAGES.shortlist': '/shortlist',
      'MATCHING_PAGES.compare': '/compare',
      'PLAN_PAGES.dashboardOfferings': '/dashboard/offerings',
      'PLAN_PAGES.purchaseOngoingSuccess': '/purchase/the-ongoing/success',
      'PLAN_PAGES.purchasePlanSuccess': '/purchase/the-plan/success',
      'PLAN_PAGE_PATTERNS.engagement': '/account/engagements/:engagementId',
      'PLAN_PAGE_PATTERNS.ongoingTerms': '/the-ongoing-terms/:theOngoingDetailId',
      'PLAN_PAGE_PATTERNS.planTerms': '/theplan-terms/:slugOrThePlanDetailId?',
      'PLAN_PAGE_PATTERNS.purchaseOngoing': '/purchase/the-ongoing/:theOngoingDetailId',
      'REVIEW_PAGES.dashboard': '/dashboard/reviews',
      'REVIEW_PAGE_PATTERNS.leave': '/leaveareview/:advisorId/:consumerId/:eventId?',
      'SITE_PAGES.home': '/',
      'SITE_PAGES.about': '/about',
      'SITE_PAGES.contact': '/contact',
      'SITE_PAGES.moneyTools': '/money-tools',
      'SITE_PAGES.nonUs': '/non-us',
      'SITE_PAGES.recruit': '/recruit',
      'SITE_PAGES.apply': '/apply',
      'SITE_PAGES.thePlan': '/the-plan',
      'SITE_PAGES.services': '/services',
      'SITE_PAGES.hourlyAdvisors': '/hourly-financial-advisors',
      'SITE_PAGES.flatFeePlanners': '/flat-fee-financial-planners',
      'SITE_PAGES.notFound': '/not-found',
      'SITE_PAGES.error': '/error',
      'SITE_PAGE_PATTERNS.service': '/services/:slug',
      'VAULT_PAGES.account': '/account/secure-file-vault',
    });
  });

  it.each([
    ['login', '/authentication/login'],
    ['loginFailed', '/authentication/login-failed'],
    ['loginCallback', '/authentication/login-callback'],
    ['profile', '/authentication/profile'],
    ['logout', '/authentication/logout'],
    ['logoutCallback', '/authentication/logout-callback'],
    ['loggedOut', '/authentication/logged-out'],
  ] as const)('authentication route %s is %s', (name, path) => {
    expect(AUTH_PAGES[name]).toBe(path);
  });

  it('builds an advisor profile path from the slug', () => {
    expect(ADVISOR_PAGES.profile('jane-doe')).toBe('/advisor/jane-doe');
  });

  it('encodes characters that would break the advisor path', () => {
    expect(ADVISOR_PAGES.profile('jane doe/x')).toBe('/advisor/jane%20doe%2Fx');
  });

  it('builds a compliance document path from the slug', () => {
    expect(COMPLIANCE_PAGES.document('form-crs')).toBe('/documents/form-crs');
    expect(COMPLIANCE_PAGES.document('a?b')).toBe('/documents/a%3Fb');
  });

  it('keeps the admin pages under the admin root', () => {
    for (const page of Object.values(ADMIN_PAGES)) {
      const path =
        typeof page === 'function' ? (page as (...ids: string[]) => string)('x', 'y') : page;
      expect(path.startsWith(`${AREA_ROOTS.admin}/`)).toBe(true);
    }
  });
});

describe('HOME_ANCHORS', () => {
  it('uses the landing page anchors', () => {
    expect(HOME_ANCHORS).toEqual({
      home: 'home',
      howItWorks: 'howitworks',
      pricing: 'pricing',
      experts: 'experts',
    });
  });
});

describe('LOGOUT_LOCAL_URL', () => {
  it('is the logout route with the local flag', () => {
    expect(LOGOUT_LOCAL_URL).toBe('/authentication/logout?local=true');
  });
});

describe('isHistoryExcluded', () => {
  it('excludes exactly the authentication area and register', () => {
    expect(HISTORY_EXCLUDED_PREFIXES).toEqual(['/authentication/', '/register']);
  });

  it.each([
    '/authentication/login',
    '/authentication/login-failed',
    '/authentication/login-callback',
    '/authentication/profile',
    '/authentication/logout',
    '/authentication/logout-callback',
    '/authentication/logged-out',
  ])('excludes %s', (path) => {
    expect(isHistoryExcluded(path)).toBe(true);
  });

  it.each([
    '/register',
    '/register/',
    '/register?affiliate=true',
    '/register#top',
    '/authentication/login-callback?code=abc&state=xyz',
    '/authentication/logout?local=true',
    LOGOUT_LOCAL_URL,
    AUTH_PAGES.registerAffiliate,
  ])('excludes %s with its query, hash or trailing slash', (path) => {
    expect(isHistoryExcluded(path)).toBe(true);
  });

  it.each([
    '/',
    '/advisors',
    '/advisor/jane-doe',
    '/account',
    '/admin/users',
    '/registered',
    '/register-advisor',
    '/authentication',
    '/authentications/login',
    '/advisors?next=/authentication/login',
    '/account#/register',
    '/services/register',
  ])('keeps %s', (path) => {
    expect(isHistoryExcluded(path)).toBe(false);
  });
});

describe('API', () => {
  it('uses the system and public paths', () => {
    expect(SYSTEM_API.appInfo).toBe('/api/system/app-info');
    expect(SYSTEM_API.systemKeys).toBe('/api/system/system-keys');
    expect(SYSTEM_API.contactDetails).toBe('/api/system/contact-details');
    expect(SYSTEM_API.logError).toBe('/api/system/log-error');
    expect(ADVISOR_API.home).toBe('/api/home/dashboard');
    expect(COMPLIANCE_API.basicDocuments).toBe('/api/home/get-basic-compliance-documents');
    expect(AFFILIATE_API.become).toBe('/api/home/become-affiliate');
    expect(ADVISOR_API.seoData).toBe('/api/home/seodata');
    expect(IDENTITY_API.activeUser).toBe('/api/account/user');
    expect(SYSTEM_API.health).toBe('/api/health');
  });

  it('builds the review paths with and without the meeting', () => {
    expect(REVIEW_PAGES.leave('a1', 'c1', 'e1')).toBe('/leaveareview/a1/c1/e1');
    expect(REVIEW_PAGES.leave('a1', 'c1')).toBe('/leaveareview/a1/c1');
    expect(REVIEW_API.invitation('a1', 'c1')).toBe('/api/reviews/invitation/a1/c1');
  });

  it('builds the feature flag path from the flag name', () => {
    expect(SYSTEM_API.featureFlag('TheOngoing')).toBe('/api/system/feature/TheOngoing');
    expect(SYSTEM_API.featureFlag('a/b')).toBe('/api/system/feature/a%2Fb');
  });

  it('keeps every API path of every domain absolute under /api/, except the sign-in settings', () => {
    const paths = everyApiPath();
    // The tables the product had before paths moved into one module per domain held 76 paths.
    expect(paths.length).toBeGreaterThanOrEqual(76);
    for (const [name, path] of paths) {
      if (name === 'IDENTITY_API.signInSettings') expect(path).toBe('/_configuration/x');
      else expect(path.startsWith('/api/'), name).toBe(true);
    }
  });
});

describe('isOpenInStaging', () => {
  it('opens only the root and the authentication pages', () => {
    expect(isOpenInStaging('/')).toBe(true);
    expect(isOpenInStaging('/authentication/login?returnUrl=%2F')).toBe(true);
    expect(isOpenInStaging('/advisors')).toBe(false);
    expect(isOpenInStaging('/account')).toBe(false);
    expect(isOpenInStaging('/authenticationx')).toBe(false);
  });
});
