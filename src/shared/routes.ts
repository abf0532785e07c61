// Every path of the product, page and API, in one place (docs/product.md#areas,
// docs/product.md#api). Paths with parameters are written once as patterns (':name' segments, as
// routers read them) and the builders fill them in.

export function fillPath(pattern: string, params: Record<string, string>): string {
  return (
    pattern
      .replace(/:([A-Za-z]+)\??/g, (_match, name: string) =>
        params[name] === undefined ? '' : encodeURIComponent(params[name]),
      )
      .replace(/\/+$/, '') || '/'
  );
}

export const PAGE_PATTERNS = {
  advisor: '/advisor/:slug',
  /** The Hour booking flow of an advisor: pick a time. */
  bookHour: '/advisor/:slug/book',
  /** A held time being completed: intake form, then payment. */
  checkout: '/booking/:checkoutId',
  /** The review a client leaves after a meeting (docs/product.md#public-site). */
  leaveReview: '/leaveareview/:advisorId/:consumerId/:eventId?',
  /** An affiliate's shareable link (docs/product.md#public-site). */
  affiliateLink: '/r/:slug',
  /** A receipt of one payment, to print or save as PDF. */
  accountReceipt: '/account/billing/:chargeId',
  /** An advisor's page of one client (docs/product.md#dashboard). */
  dashboardClient: '/dashboard/client/:clientIdOrEmailAddress',
  advisorResults: '/advisors/:filter?',
  stateResults: '/s/:state/:filter?',
  service: '/services/:slug',
  compliance: '/documents/:slug',
  avatar: '/avatars/:file',
  /** A stored advisor photo; `key` is its content-addressed name, so the URL never changes meaning. */
  advisorPhoto: '/advisor-photos/:key',
} as const;

export const API_PATTERNS = {
  featureFlag: '/api/system/feature/:name',
  advisorProfile: '/api/advisors/profile/:slug',
  advisorReviews: '/api/advisors/profile/:slug/reviews',
  advisorSlots: '/api/advisors/profile/:slug/slots',
  complianceDocument: '/api/home/compliance-document/:slug',
  impersonate: '/api/admin/impersonate/:userId',
  signInSettings: '/_configuration/:application',
} as const;

/** Named page routes used by the frame and links. */
export const PAGES = {
  home: '/',
  advisors: '/advisors',
  advisor: (slug: string) => fillPath(PAGE_PATTERNS.advisor, { slug }),
  bookHour: (slug: string) => fillPath(PAGE_PATTERNS.bookHour, { slug }),
  checkout: (checkoutId: string) => fillPath(PAGE_PATTERNS.checkout, { checkoutId }),
  leaveReview: (advisorId: string, consumerId: string, eventId?: string) =>
    fillPath(PAGE_PATTERNS.leaveReview, {
      advisorId,
      consumerId,
      ...(eventId ? { eventId } : {}),
    }),
  service: (slug: string) => fillPath(PAGE_PATTERNS.service, { slug }),
  moneyTools: '/money-tools',
  contact: '/contact',
  about: '/about',
  booked: '/booked',
  terms: '/terms',
  privacy: '/privacy',
  nonUs: '/non-us',
  recruit: '/recruit',
  affiliates: '/affiliates',
  thePlan: '/the-plan',
  services: '/services',
  apply: '/apply',
  register: '/register',
  registerAffiliate: '/register?affiliate=true',
  hourlyAdvisors: '/hourly-financial-advisors',
  flatFeePlanners: '/flat-fee-financial-planners',
  notFound: '/not-found',
  error: '/error',
  accountRoot: '/account',
  advisorRoot: '/dashboard',
  adminRoot: '/admin',
  login: '/authentication/login',
  loginFailed: '/authentication/login-failed',
  loginCallback: '/authentication/login-callback',
  profile: '/authentication/profile',
  logout: '/authentication/logout',
  logoutCallback: '/authentication/logout-callback',
  loggedOut: '/authentication/logged-out',
  silentCallback: '/authentication/silent-callback',
  adminUsers: '/admin/users',
  adminEvents: '/admin/events',
  adminEmails: '/admin/emails',
  adminReviews: '/admin/reviews',
  accountPastMeetings: '/account/past-meetings',
  accountReviews: '/account/reviews',
  accountBilling: '/account/billing',
  accountVault: '/account/secure-file-vault',
  accountProfile: '/account/profile',
  accountShare: '/account/share',
  accountReceipt: (chargeId: string) => fillPath(PAGE_PATTERNS.accountReceipt, { chargeId }),
  dashboardClient: (clientIdOrEmailAddress: string) =>
    fillPath(PAGE_PATTERNS.dashboardClient, { clientIdOrEmailAddress }),
  affiliateLink: (slug: string) => fillPath(PAGE_PATTERNS.affiliateLink, { slug }),
  dashboardAvailability: '/dashboard/availability',
  dashboardMeetings: '/dashboard/meetings',
  dashboardReviews: '/dashboard/reviews',
  compliance: (slug: string) => fillPath(PAGE_PATTERNS.compliance, { slug }),
  advisorPhoto: (key: string) => fillPath(PAGE_PATTERNS.advisorPhoto, { key }),
} as const;

/** The embedded identity provider's own pages (served by the server under its mount). */
export const IDENTITY_PAGES = {
  mount: '/oidc',
  register: '/oidc/register',
  forgotPassword: '/oidc/forgot-password',
  resetPassword: '/oidc/reset-password',
  verifyEmail: '/oidc/verify-email',
  unlockSignIn: '/oidc/unlock-sign-in',
} as const;

/** Anchors on the landing page used by the header and footer. */
export const HOME_ANCHORS = {
  home: 'home',
  howItWorks: 'howitworks',
  pricing: 'pricing',
  experts: 'experts',
} as const;

/** Logging out locally (docs/product.md#frame). */
export const LOGOUT_LOCAL_URL = `${PAGES.logout}?local=true`;

/** Paths that are never remembered as the last visited or return URL (docs/product.md#sign-in). */
export const HISTORY_EXCLUDED_PREFIXES = ['/authentication/', PAGES.register] as const;

export function isHistoryExcluded(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return HISTORY_EXCLUDED_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** API paths (docs/product.md#api). The client prefixes nothing: these are absolute. */
export const API = {
  health: '/api/health',
  featureFlag: (name: string) => fillPath(API_PATTERNS.featureFlag, { name }),
  appInfo: '/api/system/app-info',
  systemKeys: '/api/system/system-keys',
  logError: '/api/system/log-error',
  /** The API described by itself: a readable page and the OpenAPI document. */
  apiDocs: '/api/docs',
  apiDocsJson: '/api/docs/json',
  dashboard: '/api/home/dashboard',
  advisorSearch: '/api/advisors/search',
  advisorProfile: (slug: string) => fillPath(API_PATTERNS.advisorProfile, { slug }),
  advisorReviews: (slug: string) => fillPath(API_PATTERNS.advisorReviews, { slug }),
  advisorSlots: (slug: string) => fillPath(API_PATTERNS.advisorSlots, { slug }),
  contact: '/api/contact',
  basicComplianceDocuments: '/api/home/get-basic-compliance-documents',
  complianceDocument: (slug: string) => fillPath(API_PATTERNS.complianceDocument, { slug }),
  becomeAffiliate: '/api/home/become-affiliate',
  seoData: '/api/home/seodata',
  activeUser: '/api/account/user',
  impersonate: (userId: string) => fillPath(API_PATTERNS.impersonate, { userId }),
  stopImpersonation: '/api/admin/stop-impersonation',
  adminUsers: '/api/admin/users',
  signInSettings: (application: string) => fillPath(API_PATTERNS.signInSettings, { application }),
} as const;

/** Probes for a load balancer or orchestrator: process up (no I/O), and ready for traffic. */
export const HEALTH_PROBES = { live: '/health/live', ready: '/health/ready' } as const;

/** Files for search engines, answered by the server. */
export const SEO_FILES = { sitemap: '/sitemap.xml', robots: '/robots.txt' } as const;

const AUTHENTICATION_PREFIX = PAGES.login.slice(0, PAGES.login.lastIndexOf('/'));

/**
 * In staging, every page but the root and the authentication pages is admin-only
 * (docs/product.md#staging).
 */
export function isOpenInStaging(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === PAGES.home) return true;
  return pathname === AUTHENTICATION_PREFIX || pathname.startsWith(`${AUTHENTICATION_PREFIX}/`);
}
