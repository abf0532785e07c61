// The admin's side of advisor payouts (docs/product.md#advisor-payments): what each advisor is
// owed for the month of a period end, and logging a payout under one Idempotency-Key per form,
// so a retried press never logs it twice.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdvisorsOwed, LogPayout, Payout } from '../../../shared/contracts/advisor-payouts';
import { IDEMPOTENCY_HEADER } from '../../../shared/contracts/booking';
import { ADVISOR_PAYOUTS_API } from '../../../shared/routes/advisor-payouts-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

const owedKey = (date: string) => ['admin-advisors-owed', date] as const;

export function useAdvisorsOwed(date: string) {
  return useQuery({
    queryKey: owedKey(date),
    queryFn: () => http.get<AdvisorsOwed>(ADVISOR_PAYOUTS_API.adminOwed(date)),
    retry: retryOnlyFailures,
    placeholderData: (previous) => previous,
  });
}

export function useLogPayout(date: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      advisorId,
      body,
      attemptKey,
    }: {
      advisorId: string;
      body: LogPayout;
      attemptKey: string;
    }) =>
      http.post<Payout>(ADVISOR_PAYOUTS_API.adminLogPayment(advisorId), body, {
        headers: { [IDEMPOTENCY_HEADER]: attemptKey },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: owedKey(date) }),
  });
}
