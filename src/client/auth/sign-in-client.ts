// The sign-in client: a UserManager built from GET /_configuration/jfa-web. This module is a
// chunk of its own, loaded by sign-in-manager.ts only when a session exists or on sign-in.
import { UserManager, WebStorageStateStore } from 'oidc-client-ts';
import type { UserManagerSettings } from 'oidc-client-ts';
import {
  ACCESS_TOKEN_EXPIRING_NOTICE_S,
  OIDC_CLIENT_ID,
  POPUP_HEIGHT_PX,
  POPUP_WIDTH_PX,
  SESSION_CHECK_INTERVAL_MS,
  SILENT_REQUEST_TIMEOUT_S,
  STALE_STATE_AGE_S,
} from '../../shared/constants';
import { signInSettingsSchema } from '../../shared/contracts/account';
import type { SignInSettings } from '../../shared/contracts/account';
import { IDENTITY_API } from '../../shared/routes/identity-api';
import { http } from '../api/http';
import { SignInSettingsError } from './sign-in-manager';
import type { SignInManager } from './sign-in-manager';

/** The library's own default list minus auth_time and azp, which the stored record keeps (§3). */
const PROTOCOL_CLAIMS_DROPPED = ['nbf', 'jti', 'nonce', 'acr', 'amr', 'at_hash'];

export function userManagerSettings(
  settings: SignInSettings,
  sessionStorage: Storage,
): UserManagerSettings {
  return {
    ...settings,
    // The user lives in this tab's session storage: closing the tab forgets it
    // (docs/product.md#sign-in).
    userStore: new WebStorageStateStore({ store: sessionStorage }),
    automaticSilentRenew: true,
    silentRequestTimeoutInSeconds: SILENT_REQUEST_TIMEOUT_S,
    accessTokenExpiringNotificationTimeInSeconds: ACCESS_TOKEN_EXPIRING_NOTICE_S,
    staleStateAgeInSeconds: STALE_STATE_AGE_S,
    // Session monitoring is on (ADR 0072): an external provider that publishes a
    // check_session_iframe is watched by the library itself; the embedded one, which has none, is
    // watched through its readable session state (use-session-check.ts), at the same interval.
    monitorSession: true,
    checkSessionIntervalInSeconds: SESSION_CHECK_INTERVAL_MS / 1000,
    popupWindowFeatures: { width: POPUP_WIDTH_PX, height: POPUP_HEIGHT_PX },
    filterProtocolClaims: PROTOCOL_CLAIMS_DROPPED,
    // The ID token already carries name, email and roles; no userinfo round trip.
    loadUserInfo: false,
    // Refresh tokens asked for with offline_access outlive the provider session, so a full
    // sign-out revokes this one first (auth-provider.tsx). RFC 7009 answers 200 with an empty
    // body, which oidc-provider sends as text/plain.
    revokeTokensOnSignout: false,
    revokeTokenTypes: ['refresh_token'],
    revokeTokenAdditionalContentTypes: ['text/plain'],
  };
}

async function loadSettings(): Promise<SignInSettings> {
  try {
    return signInSettingsSchema.parse(await http.get(IDENTITY_API.signInSettings(OIDC_CLIENT_ID)));
  } catch (error) {
    throw new SignInSettingsError(error);
  }
}

let pending: Promise<SignInManager> | null = null;

/** One UserManager per page load; a failed settings request may be tried again. */
export function getSignInManager(): Promise<SignInManager> {
  pending ??= loadSettings().then(
    (settings) => new UserManager(userManagerSettings(settings, window.sessionStorage)),
  );
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
