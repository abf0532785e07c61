// APP_ENV=staging keeps the site to admins (docs/product.md#staging): every API route except what
// signing in needs is admin-only, and pages other than the root and the authentication pages are
// sent as the bare application shell, so no server-rendered content reaches anyone else.
// docs/decisions/0005-access-rules-impersonation-and-staging.md explains why.
import { isOpenInStaging } from '../../../shared/routes/identity';
import { SYSTEM_API, SYSTEM_API_PATTERNS } from '../../../shared/routes/system-api';

/** API route patterns that stay open in staging: health, and what the shell reads before sign-in. */
const OPEN_API_ROUTES: ReadonlySet<string> = new Set([
  SYSTEM_API.health,
  SYSTEM_API.appInfo,
  SYSTEM_API.logError,
  SYSTEM_API_PATTERNS.featureFlag,
]);

/**
 * Whether the matched route is an API route that staging keeps to admins. It reads the
 * registered pattern, never the raw path, so encodings and extra segments cannot slip past.
 * The sign-in settings (/_configuration) and the identity provider (/oidc) are not API routes.
 */
export function stagingRequiresAdmin(routePattern: string | undefined): boolean {
  if (!routePattern) return false;
  const isApi = routePattern === '/api' || routePattern.startsWith('/api/');
  return isApi && !OPEN_API_ROUTES.has(routePattern);
}

/** Whether a page request gets only the client-rendered shell in staging. */
export function stagingShellOnly(request: { url: string }): boolean {
  return !isOpenInStaging(request.url);
}
