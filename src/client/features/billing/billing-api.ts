// The signed-in client's billing history and receipts, checked against the shared contracts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { BILLING_API } from '../../../shared/routes/billing-api';
import {
  billingHistorySchema,
  billingInvoiceSchema,
  receiptSchema,
} from '../../../shared/contracts/billing';
import type { BillingHistory, BillingInvoice, Receipt } from '../../../shared/contracts/billing';
import type { RefundRequest } from '../../../shared/contracts/booking';
import { retryOnlyFailures } from '../../api/retry-rule';
import { http } from '../../api/http';

export const billingKeys = {
  all: ['billing'] as const,
  history: ['billing', 'history'] as const,
  receipt: (chargeId: string) => ['billing', 'receipt', chargeId] as const,
};

export async function fetchBillingHistory(): Promise<BillingHistory> {
  return billingHistorySchema.parse(await http.get(BILLING_API.account));
}

export function useBillingHistory() {
  return useQuery({
    queryKey: billingKeys.history,
    queryFn: fetchBillingHistory,
    retry: retryOnlyFailures,
  });
}

/** The money-back promise for a Plan or an Ongoing quarter (ADR 0066). */
export function useRequestMoneyBack() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({
      invoiceId,
      body,
    }: {
      invoiceId: string;
      body: RefundRequest;
    }): Promise<BillingInvoice> =>
      billingInvoiceSchema.parse(await http.post(BILLING_API.invoiceMoneyBack(invoiceId), body)),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: billingKeys.all }),
  });
}

export async function fetchReceipt(chargeId: string): Promise<Receipt> {
  return receiptSchema.parse(await http.get(BILLING_API.receipt(chargeId)));
}

export function useReceipt(chargeId: string) {
  return useQuery({
    queryKey: billingKeys.receipt(chargeId),
    queryFn: () => fetchReceipt(chargeId),
    retry: retryOnlyFailures,
  });
}
