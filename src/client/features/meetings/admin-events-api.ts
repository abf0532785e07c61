// The admin's view of Hour meetings (docs/product.md#admin-operations): one event with its history
// and the changes the state machine allows, the changes themselves and the money-back refund.
// The list is a console table (use-console-page.ts). Answers are checked against the contracts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminEventSchema, meetingSchema } from '../../../shared/contracts/booking';
import type { AdminEvent, Meeting } from '../../../shared/contracts/booking';
import { http } from '../../api/http';
import { ADMIN_API } from '../../../shared/routes/admin-api';
import { consoleTableKey } from '../console/use-console-page';

const ADMIN_EVENTS_KEY = ['admin', 'events'] as const;
export const EVENTS_TABLE = 'admin-events';

export function useAdminEvent(eventId: string | null) {
  return useQuery({
    queryKey: [...ADMIN_EVENTS_KEY, 'one', eventId],
    queryFn: async () => adminEventSchema.parse(await http.get(ADMIN_API.event(eventId ?? ''))),
    enabled: eventId !== null,
  });
}

export type AdminEventAction = AdminEvent['adminActions'][number];

/**
 * One of the changes the edit page offers: the refund on the payments path, the cancellation
 * (DELETE: refunded in full), the others through the state machine (PUT).
 */
export function useAdminEventAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      eventId,
      action,
      reason,
    }: {
      eventId: string;
      action: AdminEventAction;
      reason?: string;
    }): Promise<Meeting> => {
      if (action === 'refund')
        return meetingSchema.parse(await http.post(ADMIN_API.eventRefund(eventId)));
      if (action === 'cancel')
        return meetingSchema.parse(await http.delete(ADMIN_API.event(eventId)));
      return meetingSchema.parse(
        await http.put(ADMIN_API.event(eventId), reason ? { action, reason } : { action }),
      );
    },
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: ADMIN_EVENTS_KEY });
      await queryClient.invalidateQueries({ queryKey: consoleTableKey(EVENTS_TABLE) });
    },
  });
}
