// The signed-in state of the app (docs/product.md#sign-in): the sign-in client's user, the access
// token handed to the HTTP helper, and the active user from api/account/user, re-read whenever
// authentication changes. oidc-client-ts loads only when this tab has a stored session or someone
// signs in, so public pages stay light.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  IMPERSONATION_POLL_DEV_MS,
  IMPERSONATION_POLL_MS,
  LOGIN_SILENT_TIMEOUT_S,
} from '../../shared/constants';
import { BOOKING_CONTEXT_PARAM } from '../../shared/routes/identity';
import type { ActiveUser } from '../../shared/contracts/account';
import { AppError } from '../../shared/errors';
import { FEATURE_FLAGS } from '../../shared/feature-flags';
import { normalizeRoles } from '../../shared/roles';
import { AUTH_PAGES } from '../../shared/routes/identity';
import { logClientError } from '../api/error-log';
import { featureFlagQuery } from '../api/home';
import { setAccessToken } from '../api/http';
import { markPageLeaving } from '../api/page-leaving';
import { usePublicApi } from '../api/public-api-context';
import { appInfoQuery } from '../api/system';
import { saveReturnUrl, takeReturnUrl } from '../tracking/url-history';
import { useHydrated } from '../ui/use-hydrated';
import { AuthContext, SIGNED_OUT } from './auth-context';
import type { AuthState, AuthStatus, SignInOptions } from './auth-context';
import {
  forgetStoredSession,
  hasStoredSession,
  isLoginCallbackPage,
  isLogoutPage,
  isMissingStateError,
  isPopupCallbackPage,
  isSilentCallbackPage,
  loadSignInManager,
} from './sign-in-manager';
import type { SignInManager, SignedInUser } from './sign-in-manager';
import { loadAccountApi, useImpersonation } from './use-impersonation';
import { useSessionCheck } from './use-session-check';

export const ACTIVE_USER_KEY = ['account', 'active-user'] as const;

type Session =
  | { kind: 'loading'; restore: boolean }
  | { kind: 'signedOut' }
  | { kind: 'signedIn'; user: SignedInUser };

function initialSession(): Session {
  if (isSilentCallbackPage() || isPopupCallbackPage()) return { kind: 'signedOut' };
  // The callback page settles the session itself; until then nobody is shown as signed out.
  if (isLoginCallbackPage()) return { kind: 'loading', restore: false };
  return hasStoredSession() ? { kind: 'loading', restore: true } : { kind: 'signedOut' };
}

const isNotLoggedIn = (error: unknown) => error instanceof AppError && error.code === 'notLoggedIn';

const isExpired = (user: SignedInUser) =>
  user.expires_at !== undefined && user.expires_at * 1000 <= Date.now();

/** The active user as the token describes it, for when api/account/user cannot answer. */
function userFromClaims({ profile }: SignedInUser): ActiveUser {
  return {
    id: profile.sub,
    email: profile.email ?? '',
    fullName: profile.name ?? profile.email ?? '',
    roles: normalizeRoles(profile.role),
    firmMember: profile.firm_member === true,
    impersonation: null,
  };
}

function goToLogout(): void {
  markPageLeaving();
  window.location.assign(AUTH_PAGES.logout);
}

export interface AuthProviderProps {
  children: ReactNode;
  /** The sign-in client; tests pass a fake. */
  loadManager?: () => Promise<SignInManager>;
  /** Where a 'no active user' answer outside logout sends the browser (docs/product.md#sign-in). */
  onSessionLost?: () => void;
}

export function AuthProvider({
  children,
  loadManager = loadSignInManager,
  onSessionLost = goToLogout,
}: AuthProviderProps) {
  const queryClient = useQueryClient();
  const publicApi = usePublicApi();
  const hydrated = useHydrated();
  const [session, setSession] = useState<Session>(initialSession);
  const managerRef = useRef<Promise<SignInManager> | null>(null);
  const restoreRef = useRef<Promise<void> | null>(null);
  const subRef = useRef<string | null>(null);
  const renewFailedRef = useRef(false);
  const endSessionRef = useRef<() => void>(() => {});

  const applyUser = useCallback(
    (user: SignedInUser | null) => {
      // The helper gets the token before anything re-renders and asks for data with it.
      setAccessToken(user?.access_token ?? null);
      setSession(user ? { kind: 'signedIn', user } : { kind: 'signedOut' });
      const sub = user?.profile.sub ?? null;
      if (sub === null) {
        queryClient.removeQueries({ queryKey: ['account'] });
        queryClient.removeQueries({ queryKey: ['admin'] });
      } else {
        void queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
        // Feature flags are loaded after login (docs/product.md#feature-flags); unknown ones read
        // as false.
        if (sub !== subRef.current) {
          void queryClient.invalidateQueries({ queryKey: ['system', 'feature-flag'] });
          for (const name of FEATURE_FLAGS) {
            void queryClient.prefetchQuery(featureFlagQuery(publicApi, name));
          }
        }
      }
      subRef.current = sub;
    },
    [queryClient, publicApi],
  );

  const getManager = useCallback(() => {
    if (!managerRef.current) {
      const loading = loadManager().then((manager) => {
        // Bound before anyone can sign in with it, so no userLoaded event is missed.
        manager.events.addUserLoaded((user) => {
          renewFailedRef.current = false;
          applyUser(user);
        });
        manager.events.addUserUnloaded(() => applyUser(null));
        // The library's own monitor, for a provider with a check_session_iframe (ADR 0072).
        manager.events.addUserSignedOut(() => endSessionRef.current());
        manager.events.addSilentRenewError(() => {
          renewFailedRef.current = true;
          void manager.getUser().then((user) => {
            if (!user || isExpired(user)) return manager.removeUser();
          });
        });
        // The library renews before expiry; a token that expires anyway ends the session.
        manager.events.addAccessTokenExpired(() => {
          if (renewFailedRef.current) void manager.removeUser();
        });
        return manager;
      });
      loading.catch(() => {
        if (managerRef.current === loading) managerRef.current = null;
      });
      managerRef.current = loading;
    }
    return managerRef.current;
  }, [loadManager, applyUser]);

  // A stored session: load the library, renew an expired token with the refresh token.
  useEffect(() => {
    if (session.kind !== 'loading' || !session.restore || restoreRef.current) return;
    restoreRef.current = (async () => {
      try {
        const manager = await getManager();
        let user = await manager.getUser();
        if (user && isExpired(user)) {
          user = user.refresh_token ? await manager.signinSilent().catch(() => null) : null;
          if (!user) await manager.removeUser();
        }
        applyUser(user);
      } catch {
        // Settings unreachable: signed out for now; the stored user stays for a reload.
        applyUser(null);
      }
    })();
  }, [session, getManager, applyUser]);

  const tokenUser = session.kind === 'signedIn' ? session.user : null;
  const activeUserKey = useMemo(
    () => [...ACTIVE_USER_KEY, tokenUser?.profile.sub ?? ''],
    [tokenUser?.profile.sub],
  );
  const [watching, setWatching] = useState(false);
  const { data: appInfo } = useQuery({ ...appInfoQuery(), enabled: watching });
  const development = import.meta.env.DEV || appInfo?.appEnv === 'development';
  const activeUserQuery = useQuery({
    queryKey: activeUserKey,
    queryFn: async () => (await loadAccountApi()).fetchActiveUser(),
    enabled: hydrated && tokenUser !== null,
    staleTime: Infinity,
    retry: (failures, error) => !isNotLoggedIn(error) && failures < 1,
    refetchInterval: watching
      ? development
        ? IMPERSONATION_POLL_DEV_MS
        : IMPERSONATION_POLL_MS
      : false,
  });

  const impersonation = useImpersonation({
    activeUser: tokenUser ? activeUserQuery.data : undefined,
    activeUserKey,
    adminName: tokenUser?.profile.name ?? '',
  });
  if (impersonation.watching !== watching) setWatching(impersonation.watching);

  // 'No active user' (401) outside logout goes to the logout route (docs/product.md#sign-in). A
  // token that just expired is left to the renewal, which re-reads the user.
  const sessionLost = isNotLoggedIn(activeUserQuery.error);
  useEffect(() => {
    if (!sessionLost || !tokenUser || isExpired(tokenUser)) return;
    if (!isLogoutPage(window.location.pathname)) onSessionLost();
  }, [sessionLost, tokenUser, onSessionLost]);

  const { reset: resetImpersonation } = impersonation;

  const signIn = useCallback(
    async (returnUrl?: string, options: SignInOptions = {}) => {
      // An old return URL from an abandoned sign-in must not win; excluded URLs are never saved.
      takeReturnUrl();
      if (returnUrl) saveReturnUrl(returnUrl);
      const manager = await getManager();
      if (!options.register) {
        try {
          const user = await manager.signinSilent({
            silentRequestTimeoutInSeconds: LOGIN_SILENT_TIMEOUT_S,
          });
          if (user) {
            applyUser(user);
            return 'signedIn' as const;
          }
        } catch {
          // No provider session (login_required) or the frame timed out: redirect instead.
        }
      }
      const extraQueryParams: Record<string, string> = {};
      if (options.register) {
        extraQueryParams.screen = 'register';
        if (options.affiliate) extraQueryParams.affiliate = 'true';
      }
      if (options.booking) extraQueryParams[BOOKING_CONTEXT_PARAM] = options.booking;
      const hasExtra = Object.keys(extraQueryParams).length > 0;
      // Requests still running are cancelled by the redirect: not failures to report.
      markPageLeaving();
      await manager.signinRedirect(hasExtra ? { extraQueryParams } : undefined);
      return 'redirecting' as const;
    },
    [getManager, applyUser],
  );

  const signOut = useCallback(
    async (local = false) => {
      resetImpersonation();
      if (local) {
        if (managerRef.current || hasStoredSession()) {
          try {
            await (await getManager()).removeUser();
          } catch {
            forgetStoredSession();
          }
        }
        applyUser(null);
        return;
      }
      const manager = await getManager();
      try {
        await manager.revokeTokens();
      } catch (error) {
        // The provider session still ends below; the refresh token expires on its own.
        logClientError('token revocation', error);
      }
      await manager.signoutRedirect();
    },
    [getManager, applyUser, resetImpersonation],
  );

  const completeSignIn = useCallback(async () => {
    const manager = await getManager();
    const storedUser = async () => {
      const stored = await manager.getUser().catch(() => null);
      return stored && !isExpired(stored) ? stored : null;
    };
    try {
      const user = await manager.signinCallback();
      applyUser(user ?? null);
      return user !== undefined;
    } catch (error) {
      const stored = await storedUser();
      applyUser(stored);
      // Spec §4: a missing matching state counts as success (a reload of the callback page).
      if (isMissingStateError(error)) return stored !== null;
      throw error;
    }
  }, [getManager, applyUser]);

  const completeSignOut = useCallback(async () => {
    try {
      await (await getManager()).signoutCallback();
    } finally {
      resetImpersonation();
      applyUser(null);
    }
  }, [getManager, applyUser, resetImpersonation]);

  const sessionCheck = useSessionCheck({
    sub: tokenUser?.profile.sub ?? null,
    getManager,
    applyUser,
    signInRedirect: signIn,
  });
  const {
    ended: sessionEnded,
    problem: sessionProblem,
    signInAgain,
    end: endSession,
  } = sessionCheck;
  useEffect(() => {
    endSessionRef.current = endSession;
  }, [endSession]);

  // The server could not say who is active: act on the token's own claims meanwhile.
  const claimsUser = useMemo(() => (tokenUser ? userFromClaims(tokenUser) : null), [tokenUser]);
  let status: AuthStatus = 'loading';
  let user: ActiveUser | null = null;
  if (session.kind === 'signedOut') status = 'signedOut';
  else if (tokenUser && activeUserQuery.data) {
    status = 'signedIn';
    user = activeUserQuery.data;
  } else if (activeUserQuery.isError && !sessionLost && claimsUser) {
    status = 'signedIn';
    user = claimsUser;
  }

  const { active, ended, start, stop, dismissEnded } = impersonation;
  const value = useMemo<AuthState>(
    () => ({
      status,
      user,
      roles: user?.roles ?? [],
      firmMember: user?.firmMember ?? false,
      accessToken: tokenUser?.access_token ?? null,
      signIn,
      signOut,
      completeSignIn,
      completeSignOut,
      signInClient: getManager,
      impersonation: { active, ended, start, stop, dismissEnded },
      session: { ended: sessionEnded, problem: sessionProblem, signInAgain },
    }),
    [
      status,
      user,
      tokenUser,
      signIn,
      signOut,
      completeSignIn,
      completeSignOut,
      getManager,
      active,
      ended,
      start,
      stop,
      dismissEnded,
      sessionEnded,
      sessionProblem,
      signInAgain,
    ],
  );

  // The server cannot see this tab's session: the hydrating render matches its signed-out HTML.
  return <AuthContext value={hydrated ? value : SIGNED_OUT}>{children}</AuthContext>;
}
