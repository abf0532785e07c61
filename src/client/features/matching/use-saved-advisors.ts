// Which advisors the visitor saved (docs/product.md#matching, ADR 0052): in the browser while
// signed out, on the server for a signed-in client. The first read after sign-in uploads the
// browser's list once and clears it, so every Save button then shows the account's list.
import { useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvisorCard } from '../../../shared/contracts/home';
import { AREA_ROLES } from '../../../shared/roles';
import { useAuth } from '../../auth/auth-context';
import {
  fetchSavedAdvisors,
  mergeSavedAdvisors,
  savedAdvisorsKey,
  setAdvisorSaved,
} from './saved-advisors-api';
import { clearSaved, readSavedSlugs, setSaved, subscribeSaved } from './saved-advisors-store';

const NONE: readonly string[] = [];
const ACCOUNT_ROLES: readonly string[] = AREA_ROLES.account;

export interface SavedAdvisors {
  /** Saved slugs, newest first. */
  slugs: readonly string[];
  /** The account's saved cards; undefined for a signed-out visitor (their cards load by slug). */
  accountCards: AdvisorCard[] | undefined;
  /** True while the account's list is loading. */
  loading: boolean;
  error: Error | null;
  /** Saves or forgets; resolves false when the list is full. */
  setSaved(slug: string, saved: boolean): Promise<boolean>;
  pending: boolean;
}

export function useSavedAdvisors(): SavedAdvisors {
  const { status, user, roles } = useAuth();
  const queryClient = useQueryClient();
  const local = useSyncExternalStore(
    subscribeSaved,
    () => readSavedSlugs(),
    () => NONE,
  );
  const userId =
    status === 'signedIn' && roles.some((role) => ACCOUNT_ROLES.includes(role))
      ? (user?.id ?? null)
      : null;

  const account = useQuery({
    queryKey: savedAdvisorsKey(userId ?? ''),
    enabled: userId !== null,
    staleTime: 5 * 60_000,
    queryFn: async () => {
      const pending = readSavedSlugs();
      if (pending.length === 0) return fetchSavedAdvisors();
      const merged = await mergeSavedAdvisors(pending);
      clearSaved();
      return merged;
    },
  });

  const change = useMutation({
    mutationFn: ({ slug, saved }: { slug: string; saved: boolean }) => setAdvisorSaved(slug, saved),
    onSuccess: (cards) => {
      if (userId) queryClient.setQueryData(savedAdvisorsKey(userId), cards);
    },
  });

  if (userId === null) {
    return {
      slugs: local,
      accountCards: undefined,
      loading: false,
      error: null,
      pending: false,
      setSaved: (slug, saved) => Promise.resolve(setSaved(slug, saved)),
    };
  }
  return {
    slugs: account.data?.advisors.map((card) => card.slug) ?? NONE,
    accountCards: account.data?.advisors,
    loading: account.isPending,
    error: account.error ?? change.error,
    pending: change.isPending,
    async setSaved(slug, saved) {
      try {
        await change.mutateAsync({ slug, saved });
        return true;
      } catch {
        return false;
      }
    },
  };
}
