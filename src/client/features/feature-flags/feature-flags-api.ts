// The admin console's feature flags (docs/product.md#feature-flags): every named flag, and setting one. A change
// shows on this browser's pages at once: the public flag reads are dropped and read again.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminFeatureFlags, SetFeatureFlag } from '../../../shared/contracts/system';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

const adminFlagsKey = ['admin', 'feature-flags'] as const;
/** The public flag reads (api/home.ts featureFlagKey) all start with this. */
const PUBLIC_FLAGS_KEY = ['system', 'feature-flag'] as const;

export function useAdminFeatureFlags() {
  return useQuery({
    queryKey: adminFlagsKey,
    queryFn: () => http.get<AdminFeatureFlags>(ADMIN_API.featureFlags),
    retry: retryOnlyFailures,
  });
}

export function useSetFeatureFlag() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: SetFeatureFlag) =>
      http.post<AdminFeatureFlags>(ADMIN_API.setFeatureFlag, change),
    onSuccess: (flags) => {
      queryClient.setQueryData(adminFlagsKey, flags);
      void queryClient.invalidateQueries({ queryKey: PUBLIC_FLAGS_KEY });
      // Offerings and profiles show The Ongoing only while its flag is on.
      void queryClient.invalidateQueries({ queryKey: ['offerings'] });
    },
  });
}
