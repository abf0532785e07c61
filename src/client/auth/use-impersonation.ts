// Impersonation (docs/product.md#impersonation): while an admin acts as another user, the active
// user is polled; when it no longer matches the user being impersonated, the 'no longer active'
// notice is raised.
import { useCallback, useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { QueryKey } from '@tanstack/react-query';
import type { ActiveUser } from '../../shared/contracts/account';
import { withChunkTimeout } from '../chunk-timeout';
import type { ImpersonatedUser, ImpersonationState } from './auth-context';

export const loadAccountApi = () => withChunkTimeout(import('../api/account'));

export interface ImpersonationInput {
  /** The active-user query of the signed-in admin; undefined when nobody is signed in. */
  activeUser: ActiveUser | undefined;
  activeUserKey: QueryKey;
  /** Who the token belongs to, for the banner if the server leaves the admin's name out. */
  adminName: string;
}

export interface Impersonation extends ImpersonationState {
  /** True while polling is needed. */
  watching: boolean;
  /** Forgets everything, on sign-out. */
  reset(): void;
}

export function useImpersonation({
  activeUser,
  activeUserKey,
  adminName,
}: ImpersonationInput): Impersonation {
  const queryClient = useQueryClient();
  const [watched, setWatched] = useState<ImpersonatedUser | null>(null);
  const [ended, setEnded] = useState<ImpersonatedUser | null>(null);
  const [seen, setSeen] = useState<ActiveUser | undefined>(undefined);

  // Compared while rendering (React's "state from previous renders" pattern), so the notice
  // appears in the same render as the answer that ended the impersonation.
  if (activeUser !== seen) {
    setSeen(activeUser);
    if (activeUser?.impersonation) {
      if (watched?.userId !== activeUser.id) {
        if (watched) setEnded(watched);
        setWatched({ userId: activeUser.id, fullName: activeUser.fullName });
      }
    } else if (activeUser && watched) {
      setEnded(watched);
      setWatched(null);
    }
  }

  const start = useCallback(
    async (userId: string) => {
      const account = await loadAccountApi();
      await queryClient.cancelQueries({ queryKey: activeUserKey });
      const started = await account.startImpersonation(userId);
      const user: ActiveUser = {
        ...started.user,
        impersonation: started.user.impersonation ?? {
          adminId: '',
          adminName,
          endsAt: started.endsAt,
        },
      };
      setEnded(null);
      queryClient.setQueryData(activeUserKey, user);
      return user;
    },
    [queryClient, activeUserKey, adminName],
  );

  const stop = useCallback(async () => {
    const account = await loadAccountApi();
    // A poll answered before the stop must not be mistaken for the impersonation ending.
    await queryClient.cancelQueries({ queryKey: activeUserKey });
    await account.stopImpersonation();
    setWatched(null);
    setEnded(null);
    await queryClient.invalidateQueries({ queryKey: activeUserKey });
  }, [queryClient, activeUserKey]);

  const dismissEnded = useCallback(() => setEnded(null), []);
  const reset = useCallback(() => {
    setWatched(null);
    setEnded(null);
  }, []);

  const active = useMemo(() => {
    const details = activeUser?.impersonation;
    if (!activeUser || !details) return null;
    return {
      userId: activeUser.id,
      fullName: activeUser.fullName,
      adminName: details.adminName || adminName,
      endsAt: details.endsAt,
    };
  }, [activeUser, adminName]);

  return {
    active,
    ended,
    start,
    stop,
    dismissEnded,
    watching: watched !== null,
    reset,
  };
}
