// The admin dashboard's figures on the client (docs/product.md#admin-dashboard).
import { useQuery } from '@tanstack/react-query';
import type { Dashboard, DashboardPeriod } from '../../../shared/contracts/reports';
import { REPORTS_API } from '../../../shared/routes/reports-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export function useDashboard(by: DashboardPeriod) {
  return useQuery({
    queryKey: ['admin-dashboard', by],
    queryFn: () => http.get<Dashboard>(`${REPORTS_API.dashboard}?by=${by}`),
    retry: retryOnlyFailures,
    placeholderData: (previous) => previous,
  });
}
