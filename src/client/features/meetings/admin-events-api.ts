// The admin's view of Hour meetings (docs/product.md#admin): lists by filter, one event with its
// history, and approving a money-back refund. Answers are checked against the shared contracts.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  adminEventPageSchema,
  adminEventSchema,
  meetingSchema,
} from '../../../shared/contracts/booking';
import type { AdminEventFilter, Meeting } from '../../../shared/contracts/booking';

import { http } from '../../api/http';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { MEETING_API } from '../../../shared/routes/meetings-api';

const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;

export function useAdminEvents(filter: AdminEventFilter, page: number) {
  return useQuery({
    queryKey: [...ADMIN_EVENTS_KEY, filter, page],
    queryFn: async () => {
      const query = new URLSearchParams({ filter, page: String(page) });
      return adminEventPageSchema.parse(await http.get(`${ADMIN_API.events}?${query.toString()}`));
    },
    placeholderData: keepPreviousData,
  });
}

export function useAdminEvent(eventId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_EVENTS_KEY, 'one', eventId],
    queryFn: async () => adminEventSchema.parse(await http.get(ADMIN_API.event(eventId ?? ''))),
    enabled: eventId !== null,
  });
}

/** Approve a refund, or cancel (an admin may at any time): both refund in full. */
export function useAdminEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      eventId,
      action,
      reason,
    }: {
      eventId: string;
      action: 'refund' | 'cancel';
      reason?: string;
    }): Promise<Meeting> =>
      meetingSchema.parse(
        action === 'refund'
          ? await http.post(ADMIN_API.eventRefund(eventId))
          : await http.post(MEETING_API.eventCancel(eventId), reason ? { reason } : {}),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY }),
  });
}
