// The advisor's earnings on the client (docs/product.md#advisor-payments): the month shown, and
// the server-made CSV of a month saved as a file (the call carries the sign-in, so it is fetched
// and handed to the browser rather than linked).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdvisorEarnings } from '../../../shared/contracts/advisor-payouts';
import { ADVISOR_PAYOUTS_API } from '../../../shared/routes/advisor-payouts-api';
import { downloadFile } from '../../api/download-file';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

export function useAdvisorEarnings(month: string | undefined) {
  return useQuery({
    queryKey: ['advisor-earnings', month ?? 'latest'],
    queryFn: () =>
      http.get<AdvisorEarnings>(
        month ? `${ADVISOR_PAYOUTS_API.dashboard}?month=${month}` : ADVISOR_PAYOUTS_API.dashboard,
      ),
    retry: retryOnlyFailures,
    placeholderData: (previous) => previous,
  });
}

export function useEarningsCsv() {
  return useMutation({
    mutationFn: (month: string) =>
      downloadFile(ADVISOR_PAYOUTS_API.dashboardCsv(month), 'text/csv', `earnings-${month}.csv`),
  });
}
