// The part of oidc-client-ts's UserManager the app uses, as an interface: the library itself is
// loaded only when a session exists or someone signs in (it would add ~20 KB gzip to every
// public page), and tests hand the provider a fake.
import { AUTH_PAGES } from '../../shared/routes/identity';
import { withChunkTimeout } from '../chunk-timeout';

/** The stored sign-in client user record (docs/product.md#sign-in), as far as the app reads it. */
export interface SignedInUser {
  access_token: string;
  refresh_token?: string;
  expires_at?: number;
  readonly expired?: boolean;
  profile: {
    sub: string;
    name?: string;
    email?: string;
    role?: unknown;
    firm_member?: unknown;
    [claim: string]: unknown;
  };
}

export interface SignInEvents {
  addUserLoaded(callback: (user: SignedInUser) => void): () => void;
  addUserUnloaded(callback: () => void): () => void;
  addSilentRenewError(callback: (error: Error) => void): () => void;
  addAccessTokenExpired(callback: () => void): () => void;
  /** The library's own session monitor found the provider session ended (ADR 0072). */
  addUserSignedOut(callback: () => void): () => void;
}

export interface SignInManager {
  readonly settings: { readonly authority: string };
  readonly events: SignInEvents;
  getUser(): Promise<SignedInUser | null>;
  removeUser(): Promise<void>;
  signinSilent(args?: { silentRequestTimeoutInSeconds?: number }): Promise<SignedInUser | null>;
  signinRedirect(args?: {
    extraQueryParams?: Record<string, string | number | boolean>;
  }): Promise<void>;
  signinCallback(url?: string): Promise<SignedInUser | undefined>;
  /** Signs in in a popup window, leaving this page as it is (ADR 0072). */
  signinPopup(args?: { popupAbortOnClose?: boolean }): Promise<SignedInUser>;
  signinPopupCallback(url?: string): Promise<void>;
  /** Who the provider session belongs to now (a prompt=none frame); null for nobody. */
  querySessionStatus(): Promise<{ sub?: string } | null>;
  signinSilentCallback(url?: string): Promise<void>;
  signoutRedirect(): Promise<void>;
  revokeTokens(types?: ('access_token' | 'refresh_token')[]): Promise<void>;
  signoutCallback(url?: string): Promise<unknown>;
}

/**
 * oidc-client-ts keeps the user under `oidc.user:{authority}:{client_id}`
 * (docs/product.md#sign-in).
 */
const USER_KEY_PREFIX = 'oidc.user:';

/**
 * A cheap synchronous look for a stored user in this tab's session storage, which decides
 * whether the sign-in library needs loading at all.
 */
export function hasStoredSession(): boolean {
  try {
    if (typeof window === 'undefined') return false;
    const store = window.sessionStorage;
    for (let index = 0; index < store.length; index += 1) {
      if (store.key(index)?.startsWith(USER_KEY_PREFIX)) return true;
    }
  } catch {
    // Storage blocked: nobody can be signed in.
  }
  return false;
}

/** The hidden-frame renewal page; a registered redirect URI of the web client. */
export const SILENT_CALLBACK_PATH = AUTH_PAGES.silentCallback;

/** The frame page only hands the answer to its parent; the app around it stays idle. */
export function isSilentCallbackPage(): boolean {
  return typeof window !== 'undefined' && window.location.pathname === SILENT_CALLBACK_PATH;
}

/** The sign-in popup's landing page: like the frame's, it only hands the answer over. */
export function isPopupCallbackPage(): boolean {
  return typeof window !== 'undefined' && window.location.pathname === AUTH_PAGES.popupCallback;
}

export function isLoginCallbackPage(): boolean {
  return typeof window !== 'undefined' && window.location.pathname === AUTH_PAGES.loginCallback;
}

const LOGOUT_PAGES: readonly string[] = [
  AUTH_PAGES.logout,
  AUTH_PAGES.logoutCallback,
  AUTH_PAGES.loggedOut,
];

export function isLogoutPage(pathname: string): boolean {
  return LOGOUT_PAGES.includes(pathname);
}

/** The real client: settings from /_configuration, then a UserManager, in their own chunk. */
export async function loadSignInManager(): Promise<SignInManager> {
  const { getSignInManager } = await withChunkTimeout(import('./sign-in-client'));
  return getSignInManager();
}

/**
 * GET /_configuration/{application} failed or answered something unusable (docs/product.md#errors).
 */
export class SignInSettingsError extends Error {
  constructor(cause?: unknown) {
    super('The sign-in settings could not be loaded.', { cause });
    this.name = 'SignInSettingsError';
  }
}

/** Forgets a stored user without the library, for when its settings cannot be loaded. */
export function forgetStoredSession(): void {
  try {
    const store = window.sessionStorage;
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key?.startsWith(USER_KEY_PREFIX)) keys.push(key);
    }
    for (const key of keys) store.removeItem(key);
  } catch {
    // Storage blocked: nothing was stored.
  }
}

/** The login callback ran without its stored request state (a reload, a second tab). */
export function isMissingStateError(error: unknown): boolean {
  return error instanceof Error && /no matching state/i.test(error.message);
}

/** window.open gave nothing: the browser blocked the sign-in popup. */
export function isPopupBlockedError(error: unknown): boolean {
  return (
    error instanceof Error &&
    /error opening popup window|navigate on a disposed window/i.test(error.message)
  );
}

/** The library's message when a sign-in popup is closed (docs/product.md#errors). */
export function isWindowClosedError(error: unknown): boolean {
  return error instanceof Error && /popup (window )?closed/i.test(error.message);
}
