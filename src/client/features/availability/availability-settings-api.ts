// The signed-in advisor's own availability rules (dashboard). Private and edited in place, so
// read fresh in the browser only.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AvailabilitySettings } from '../../../shared/contracts/availability';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import { retryOnlyFailures } from '../../api/retry-rule';

import { http } from '../../api/http';
import { MEETING_API } from '../../../shared/meeting-routes';

export const availabilitySettingsKey = ['dashboard', 'availability'] as const;

/** The public open-times queries (see ./availability.ts) change with the rules. */
const OPEN_SLOTS_KEY = ['availability'] as const;

export function fetchAvailabilitySettings(): Promise<AvailabilitySettings> {
  return http.get<AvailabilitySettings>(MEETING_API.dashboardAvailability);
}

export function saveAvailabilitySettings(rules: AvailabilityRules): Promise<AvailabilitySettings> {
  return http.put<AvailabilitySettings>(MEETING_API.dashboardAvailability, rules);
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
