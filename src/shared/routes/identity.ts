// Page paths of signing in and out: the web app's authentication pages and the embedded identity
// provider's own pages (the API paths: identity-api.ts).
import { SITE_PAGES } from './site';

/** Where the web app's sign-in pages live: never remembered, and open in staging. */
export const AUTHENTICATION_ROOT = '/authentication';

export const AUTH_PAGES = {
  login: '/authentication/login',
  loginFailed: '/authentication/login-failed',
  loginCallback: '/authentication/login-callback',
  profile: '/authentication/profile',
  logout: '/authentication/logout',
  logoutCallback: '/authentication/logout-callback',
  loggedOut: '/authentication/logged-out',
  silentCallback: '/authentication/silent-callback',
  /** Where the sign-in popup lands (ADR 0072); the page hands the answer to its opener. */
  popupCallback: '/authentication/popup-callback',
  register: '/register',
  registerAffiliate: '/register?affiliate=true',
} as const;

/**
 * The log-in and register pages' query parameter naming the page to come back to. Both read it
 * the same way (client auth/sign-in-target.ts), so registering keeps the way back as logging in does.
 */
export const RETURN_URL_PARAM = 'returnUrl';

/** The embedded identity provider's own pages (served by the server under its mount). */
export const IDENTITY_PAGES = {
  mount: '/oidc',
  register: '/oidc/register',
  forgotPassword: '/oidc/forgot-password',
  resetPassword: '/oidc/reset-password',
  verifyEmail: '/oidc/verify-email',
  unlockSignIn: '/oidc/unlock-sign-in',
} as const;

/** Logging out locally (the footer's link). */
export const LOGOUT_LOCAL_URL = `${AUTH_PAGES.logout}?local=true`;

/** Paths that are never remembered as the last visited or return URL. */
export const HISTORY_EXCLUDED_PREFIXES = [`${AUTHENTICATION_ROOT}/`, AUTH_PAGES.register] as const;

export function isHistoryExcluded(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  return HISTORY_EXCLUDED_PREFIXES.some(
    (prefix) =>
      pathname === prefix || pathname.startsWith(prefix.endsWith('/') ? prefix : `${prefix}/`),
  );
}

/** In staging, every page but the root and the authentication pages is admin-only. */
export function isOpenInStaging(path: string): boolean {
  const pathname = path.split(/[?#]/)[0] ?? path;
  if (pathname === SITE_PAGES.home) return true;
  return pathname === AUTHENTICATION_ROOT || pathname.startsWith(`${AUTHENTICATION_ROOT}/`);
}

/**
 * The extra authorization parameter (and log-in page query parameter) that carries what is being
 * booked through sign-in (contracts/booking-context.ts). Here, not there, so the startup code that
 * passes it on does not load the schema library.
 */
export const BOOKING_CONTEXT_PARAM = 'booking';
