// The email choices a signed link opens without signing in (ADR 0064): read them with the link's
// token, save them all, or turn off the one kind the person came to turn off.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { emailChoicesSchema } from '../../../shared/contracts/email-choices';
import type { EmailChoices } from '../../../shared/contracts/email-choices';
import type { NotificationPreferences } from '../../../shared/contracts/profile';
import { EMAIL_CHOICES_API } from '../../../shared/routes/email-choices-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

const choicesKey = (token: string) => ['email-choices', token] as const;

export function useEmailChoices(token: string) {
  return useQuery({
    queryKey: choicesKey(token),
    queryFn: async () =>
      emailChoicesSchema.parse(await http.post(EMAIL_CHOICES_API.read, { token })),
    retry: retryOnlyFailures,
    enabled: token !== '',
  });
}

export function useSaveEmailChoices(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (notificationPreferences: NotificationPreferences) =>
      emailChoicesSchema.parse(
        await http.put(EMAIL_CHOICES_API.save, { token, notificationPreferences }),
      ),
    onSuccess: (saved: EmailChoices) => queryClient.setQueryData(choicesKey(token), saved),
  });
}
