// Who is signed in, as every component sees it. The state comes from <AuthProvider>
// (auth-provider.tsx); this module stays free of oidc-client-ts so public pages never load it.
import { createContext, useContext } from 'react';
import type { ActiveUser } from '../../shared/contracts/account';
import type { Role } from '../../shared/roles';
import type { SignInManager } from './sign-in-manager';
import type { SessionCheck } from './use-session-check';

export type AuthStatus = 'loading' | 'signedOut' | 'signedIn';

/** The user an admin is acting as (docs/product.md#impersonation). */
export interface ImpersonatedUser {
  userId: string;
  fullName: string;
}

export interface ImpersonationState {
  /** Set while the active user is someone an admin impersonates. */
  active: (ImpersonatedUser & { adminName: string; endsAt: string }) | null;
  /** Set when a poll found that the impersonation stopped outside this page. */
  ended: ImpersonatedUser | null;
  /** Starts acting as the user; resolves with who the app now acts as. */
  start(userId: string): Promise<ActiveUser>;
  /** Stops acting as another user; the app then acts as the admin again. */
  stop(): Promise<void>;
  /** Closes the 'no longer active' notice. */
  dismissEnded(): void;
}

export interface SignInOptions {
  /** Opens the provider's register page instead of its log-in page. */
  register?: boolean;
  affiliate?: boolean;
  /** The time being booked (shared/contracts/booking-context.ts), shown on the sign-in pages. */
  booking?: string;
}

export interface AuthState {
  status: AuthStatus;
  /** The active user from api/account/user: the impersonated user while impersonating. */
  user: ActiveUser | null;
  roles: readonly Role[];
  firmMember: boolean;
  accessToken: string | null;
  /**
   * Saves the return URL, tries a silent sign-in, then redirects to the provider. Resolves
   * 'signedIn' when the silent attempt worked; otherwise the browser is leaving the page.
   */
  signIn(returnUrl?: string, options?: SignInOptions): Promise<'signedIn' | 'redirecting'>;
  /** Local: forgets the user in this tab only. Otherwise ends the provider session too. */
  signOut(local?: boolean): Promise<void>;
  /** Finishes the provider's redirect back to login-callback; true when someone is signed in. */
  completeSignIn(): Promise<boolean>;
  /** Finishes the provider's redirect back to logout-callback. */
  completeSignOut(): Promise<void>;
  /** The sign-in client, loaded on first use (for the authentication pages). */
  signInClient(): Promise<SignInManager>;
  impersonation: ImpersonationState;
  /** Session monitoring: the provider session ended under this page (ADR 0072). */
  session: SessionCheck;
}

const notReady = () => Promise.reject(new Error('Sign-in is not available here.'));

/** What the server renders and what a page sees without a provider: nobody signed in. */
export const SIGNED_OUT: AuthState = {
  status: 'signedOut',
  user: null,
  roles: [],
  firmMember: false,
  accessToken: null,
  signIn: notReady,
  signOut: notReady,
  completeSignIn: notReady,
  completeSignOut: notReady,
  signInClient: notReady,
  impersonation: {
    active: null,
    ended: null,
    start: notReady,
    stop: notReady,
    dismissEnded: () => {},
  },
  session: { ended: false, problem: null, signInAgain: notReady },
};

export const AuthContext = createContext<AuthState>(SIGNED_OUT);

export function useAuth(): AuthState {
  return useContext(AuthContext);
}
