// Where the sign-in pages live. They sit under the provider's mount (/oidc) so they never collide
// with the SPA's routes; the interaction pages must sit there anyway because oidc-provider scopes
// the interaction cookie to the interaction URL's path.
export const OIDC_MOUNT = '/oidc';

export const ACCOUNT_PATHS = {
  interaction: (uid: string) => `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}`,
  interactionRegister: (uid: string) =>
    `${OIDC_MOUNT}/interaction/${encodeURIComponent(uid)}/register`,
  register: `${OIDC_MOUNT}/register`,
  forgotPassword: `${OIDC_MOUNT}/forgot-password`,
  resetPassword: `${OIDC_MOUNT}/reset-password`,
  verifyEmail: `${OIDC_MOUNT}/verify-email`,
} as const;

/** The web app's hidden-frame renewal page; a registered redirect URI of the web client. */
export const SILENT_CALLBACK_PATH = '/authentication/silent-callback';

/** Links sent by email carry the token in the query string. */
export function accountLink(publicUrl: string, path: string, token: string): string {
  return `${publicUrl}${path}?token=${encodeURIComponent(token)}`;
}
