// The signed-in advisor's own availability rules (dashboard). Private and edited in place, so
// read fresh in the browser only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '../../../shared/contracts/availability';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import { retryOnlyFailures } from '../../api/retry-rule';

import { http } from '../../api/http';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';

export const availabilitySettingsKey = ['dashboard', 'availability'] as const;

/** The public open-times queries (see ./availability.ts) change with the rules. */
const OPEN_SLOTS_KEY = ['availability'] as const;

export function fetchAvailabilitySettings(): Promise<AvailabilitySettings> {
  return http.get<AvailabilitySettings>(AVAILABILITY_API.dashboard);
}

export function saveAvailabilitySettings(rules: AvailabilityRules): Promise<AvailabilitySettings> {
  return http.put<AvailabilitySettings>(AVAILABILITY_API.dashboard, rules);
}

export function useAvailabilitySettings() {
  return useQuery({
    queryKey: availabilitySettingsKey,
    queryFn: fetchAvailabilitySettings,
    retry: retryOnlyFailures,
  });
}

export function useSaveAvailabilitySettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAvailabilitySettings,
    onSuccess: (saved) => {
      queryClient.setQueryData(availabilitySettingsKey, saved);
      void queryClient.invalidateQueries({ queryKey: OPEN_SLOTS_KEY });
    },
  });
}
