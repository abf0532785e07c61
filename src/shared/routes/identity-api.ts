// API paths of signing in: the signed-in user, acting as another user, the sign-in settings.
import { fillPath } from './fill-path';

export const IDENTITY_API_PATTERNS = {
  impersonate: '/api/admin/impersonate/:userId',
  signInSettings: '/_configuration/:application',
} as const;

export const IDENTITY_API = {
  activeUser: '/api/account/user',
  /** An admin starts acting as another user; any impersonated session stops it. */
  impersonate: (userId: string) => fillPath(IDENTITY_API_PATTERNS.impersonate, { userId }),
  stopImpersonation: '/api/admin/stop-impersonation',
  /** The sign-in client's settings: outside /api/, where the sign-in library looks for them. */
  signInSettings: (application: string) =>
    fillPath(IDENTITY_API_PATTERNS.signInSettings, { application }),
} as const;
