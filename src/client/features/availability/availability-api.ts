// An advisor's open times. Read in the browser only: they change with every booking, so they are
// never part of the server-rendered page or its cache.
import { useQuery } from '@tanstack/react-query';
import type { OpenSlots } from '../../../shared/contracts/availability';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { http } from '../../api/http';

const SLOTS_STALE_MS = 30_000;

export function useOpenSlots(slug: string, days: number, enabled: boolean) {
  return useQuery({
    queryKey: ['availability', 'slots', slug, days],
    queryFn: () => http.get<OpenSlots>(`${AVAILABILITY_API.advisorSlots(slug)}?days=${days}`),
    staleTime: SLOTS_STALE_MS,
    enabled,
  });
}
