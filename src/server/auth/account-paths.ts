// Where the sign-in pages live. They sit under the provider's mount (/oidc) so they never collide
// with the SPA's routes; the interaction pages must sit there anyway because oidc-provider scopes
// the interaction cookie to the interaction URL's path.
import { AUTH_PAGES, IDENTITY_PAGES } from '../../shared/routes/identity';

export const OIDC_MOUNT = IDENTITY_PAGES.mount;

export const ACCOUNT_PATHS = {
  interaction: (uid: string) => `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}`,
  interactionRegister: (uid: string) =>
    `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}/register`,
  /** The second step of a sign-in with two-factor on. */
  interactionTwoFactor: (uid: string) =>
    `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}/two-factor`,
  register: IDENTITY_PAGES.register,
  forgotPassword: IDENTITY_PAGES.forgotPassword,
  resetPassword: IDENTITY_PAGES.resetPassword,
  verifyEmail: IDENTITY_PAGES.verifyEmail,
  unlockSignIn: IDENTITY_PAGES.unlockSignIn,
} as const;

/** The web app's hidden-frame renewal page; a registered redirect URI of the web client. */
export const SILENT_CALLBACK_PATH = AUTH_PAGES.silentCallback;

/** Links sent by email carry the token in the query string. */
export function accountLink(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}
