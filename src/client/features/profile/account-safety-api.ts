// The account's safety calls: two-step sign-in (state, start, confirm, turn off), "Download my
// data" and closing the account. Answers are checked against the shared contracts.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { dataDownloadFileName } from '../../../shared/contracts/account-data';
import type { AccountDeletion } from '../../../shared/contracts/account-data';
import {
  twoFactorRecoveryCodesSchema,
  twoFactorSetupSchema,
  twoFactorStatusSchema,
} from '../../../shared/contracts/two-factor';
import type { TwoFactorConfirm, TwoFactorDisable } from '../../../shared/contracts/two-factor';
import { retryOnlyFailures } from '../../api/retry-rule';
import { http } from '../../api/http';

export const twoFactorKey = ['account', 'two-factor'] as const;

export function useTwoFactorStatus() {
  return useQuery({
    queryKey: twoFactorKey,
    queryFn: async () => twoFactorStatusSchema.parse(await http.get(ACCOUNT_API.twoFactor)),
    retry: retryOnlyFailures,
  });
}

export function useBeginTwoFactor() {
  return useMutation({
    mutationFn: async () =>
      twoFactorSetupSchema.parse(await http.post(ACCOUNT_API.twoFactorSetup, {})),
  });
}

export function useConfirmTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (confirm: TwoFactorConfirm) =>
      twoFactorRecoveryCodesSchema.parse(await http.post(ACCOUNT_API.twoFactorConfirm, confirm)),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

export function useDisableTwoFactor() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (proof: TwoFactorDisable) => {
      await http.post(ACCOUNT_API.twoFactorDisable, proof);
    },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: twoFactorKey }),
  });
}

/** Fetches the person's data and hands it to the browser as a dated JSON file. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: async () => {
      const data = await http.get<{ generatedAt: string }>(ACCOUNT_API.dataDownload);
      const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
      const url = URL.createObjectURL(blob);
      const link = document.createElement('a');
      link.href = url;
      link.download = dataDownloadFileName(new Date(data.generatedAt));
      document.body.append(link);
      link.click();
      link.remove();
      // Give the browser a moment to start the download before the address is released.
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
    },
  });
}

export function useDeleteAccount() {
  return useMutation({
    mutationFn: async (deletion: AccountDeletion) => {
      await http.post(ACCOUNT_API.deleteAccount, deletion);
    },
  });
}
