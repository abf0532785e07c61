// The email outbox for admins (every email the product sent or, without SMTP, kept).
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { outboxPageSchema } from '../../../shared/contracts/notifications';

import { http } from '../../api/http';
import { ADMIN_API } from '../../../shared/routes/admin-api';

export function useOutbox(to: string, page: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', to, page],
    queryFn: async () => {
      const query = new URLSearchParams({ to, page: String(page) });
      return outboxPageSchema.parse(await http.get(`${ADMIN_API.emails}?${query.toString()}`));
    },
    placeholderData: keepPreviousData,
  });
}
