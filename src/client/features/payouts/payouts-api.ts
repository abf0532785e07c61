// The advisor's earnings on the client (docs/product.md#advisor-payments): the month shown, and
// the server-made CSV of a month saved as a file (the call carries the sign-in, so it is fetched
// and handed to the browser rather than linked).
import { useMutation, useQuery } from '@tanstack/react-query';
import type { AdvisorEarnings } from '../../../shared/contracts/advisor-payouts';
import { ADVISOR_PAYOUTS_API } from '../../../shared/routes/advisor-payouts-api';
import { errorFromAnswer, getAccessToken, http, parseAnswer } from '../../api/http';
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

const filenameOf = (disposition: string | null, month: string) =>
  /filename="([^"]+)"/.exec(disposition ?? '')?.[1] ?? `earnings-${month}.csv`;

export function useEarningsCsv() {
  return useMutation({
    mutationFn: async (month: string) => {
      const token = getAccessToken();
      const response = await fetch(ADVISOR_PAYOUTS_API.dashboardCsv(month), {
        headers: { Accept: 'text/csv', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
        credentials: 'same-origin',
      });
      if (!response.ok) throw errorFromAnswer(response.status, parseAnswer(await response.text()));
      const url = URL.createObjectURL(await response.blob());
      const link = document.createElement('a');
      link.href = url;
      link.download = filenameOf(response.headers.get('Content-Disposition'), month);
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the address is released.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}
