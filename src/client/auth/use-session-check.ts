// Session monitoring and signing in again in a popup (docs/product.md#sign-in, ADR 0072). While
// someone is signed in, the provider's readable session state is compared every
// SESSION_CHECK_INTERVAL_MS; when it changes, a prompt=none frame asks the provider who is signed
// in. Another person, or nobody (logged out in another window), ends the session under this page:
// the page stays as it is, and the person signs in again in a popup, keeping what they typed.
import { useCallback, useEffect, useState } from 'react';
import { SESSION_CHECK_INTERVAL_MS, SESSION_STATE_COOKIE } from '../../shared/constants';
import { SIGN_IN_MESSAGES } from '../../shared/errors';
import { SITE_PAGES } from '../../shared/routes/site';
import type { SignInManager, SignedInUser } from './sign-in-manager';
import { isPopupBlockedError, isWindowClosedError } from './sign-in-manager';

/** The provider's readable session state, or null when it has none (signed out, or external). */
export function readSessionState(): string | null {
  if (typeof document === 'undefined') return null;
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === SESSION_STATE_COOKIE) return value.join('=') || null;
  }
  return null;
}

export interface SessionCheck {
  /** The provider session ended under this page. */
  ended: boolean;
  /** Why the last sign-in popup did not sign anyone in, for the dialog. */
  problem: string | null;
  /** Signs in again in a popup; a blocked popup falls back to the redirect. */
  signInAgain(): Promise<void>;
}

interface SessionCheckDeps {
  /** The signed-in subject, or null for nobody. */
  sub: string | null;
  getManager: () => Promise<SignInManager>;
  applyUser: (user: SignedInUser | null) => void;
  /** The redirect sign-in, for a browser that blocks the popup. */
  signInRedirect: (returnUrl: string) => Promise<unknown>;
}

export function useSessionCheck({
  sub,
  getManager,
  applyUser,
  signInRedirect,
}: SessionCheckDeps): SessionCheck & { end(): void } {
  const [ended, setEnded] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const end = useCallback(() => setEnded(true), []);

  useEffect(() => {
    if (!sub || ended) return;
    let baseline = readSessionState();
    // No readable state: an external provider, which the library's own monitor watches.
    if (baseline === null) return;
    let checking = false;
    const timer = window.setInterval(() => {
      const current = readSessionState();
      if (current === baseline || checking) return;
      // The state goes exactly when the provider session does: nobody is signed in any more.
      if (current === null) {
        setEnded(true);
        return;
      }
      // Another session: the provider says whether it is still this person's.
      checking = true;
      void getManager()
        .then((manager) => manager.querySessionStatus())
        .then(
          (status) => {
            if (status?.sub === sub) baseline = current;
            else setEnded(true);
          },
          // No answer from the provider says nothing about the session: ask again next time.
          () => undefined,
        )
        .finally(() => {
          checking = false;
        });
    }, SESSION_CHECK_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [sub, ended, getManager]);

  const signInAgain = useCallback(async () => {
    setProblem(null);
    const manager = await getManager();
    try {
      // Closing the popup ends the wait (otherwise the library waits for an answer forever).
      const user = await manager.signinPopup({ popupAbortOnClose: true });
      applyUser(user);
      setEnded(false);
      // Someone else signed in: this page showed another person's data.
      if (user.profile.sub !== sub) window.location.assign(SITE_PAGES.home);
    } catch (error) {
      if (isPopupBlockedError(error)) {
        await signInRedirect(`${window.location.pathname}${window.location.search}`);
        return;
      }
      setProblem(
        isWindowClosedError(error) ? SIGN_IN_MESSAGES.windowClosed : SIGN_IN_MESSAGES.signInError,
      );
    }
  }, [getManager, applyUser, signInRedirect, sub]);

  // Signing out here too (nobody signed in) closes the matter.
  return { ended: ended && sub !== null, problem, signInAgain, end };
}
