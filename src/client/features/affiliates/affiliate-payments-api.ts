// The admin's affiliate payment calls (docs/product.md#affiliates), checked against the shared
// contracts; a payout or a fee change refreshes the month's table.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  affiliateFeeResultSchema,
  affiliatePayoutSchema,
  affiliatesOwedSchema,
} from '../../../shared/contracts/affiliates';
import type { LogAffiliatePayout } from '../../../shared/contracts/affiliates';
import { AFFILIATE_API } from '../../../shared/routes/affiliates-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

const TABLE = 'affiliate-payments';

/** One page of the month ending `periodEnd`; `apiSearch` comes from useConsoleQuery. */
export function useAffiliatesOwed(periodEnd: string, apiSearch: string) {
  return useQuery({
    queryKey: [...consoleTableKey(TABLE), periodEnd, apiSearch],
    queryFn: async () =>
      affiliatesOwedSchema.parse(
        await http.get(`${AFFILIATE_API.adminOwed(periodEnd)}?${apiSearch}`),
      ),
    placeholderData: keepPreviousData,
    retry: retryOnlyFailures,
  });
}

function useRefreshTable() {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: consoleTableKey(TABLE) });
}

export function useLogAffiliatePayout(affiliateId: string) {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: async (body: LogAffiliatePayout) =>
      affiliatePayoutSchema.parse(
        await http.post(AFFILIATE_API.adminLogPayment(affiliateId), body),
      ),
    onSettled: refresh,
  });
}

export function useSetAffiliateFee(affiliateId: string) {
  const refresh = useRefreshTable();
  return useMutation({
    mutationFn: async (feeBps: number) =>
      affiliateFeeResultSchema.parse(
        await http.put(AFFILIATE_API.adminFee(affiliateId), { feeBps }),
      ),
    onSettled: refresh,
  });
}
