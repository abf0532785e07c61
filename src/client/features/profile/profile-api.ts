// The signed-in person's profile: read it, save a section, change the email address (and confirm
// it from the emailed link), change the password. Answers are checked against the shared
// contracts. A saved name, address or zone is copied into the active user at once, so the header
// and the times on every account page follow without a reload.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { QueryClient } from '@tanstack/react-query';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import type { ActiveUser } from '../../../shared/contracts/account';
import { profileSchema } from '../../../shared/contracts/profile';
import type {
  EmailChangeConfirm,
  EmailChangeRequest,
  PasswordChange,
  Profile,
  ProfileUpdate,
} from '../../../shared/contracts/profile';
import { retryOnlyFailures } from '../../api/retry-rule';
import { ACTIVE_USER_KEY } from '../../auth/auth-provider';
import { http } from '../../api/http';

export const profileKeys = { profile: ['account', 'profile'] as const };

export async function fetchProfile(): Promise<Profile> {
  return profileSchema.parse(await http.get(ACCOUNT_API.profile));
}

export function useProfile() {
  return useQuery({
    queryKey: profileKeys.profile,
    queryFn: fetchProfile,
    retry: retryOnlyFailures,
  });
}

function applyProfile(queryClient: QueryClient, profile: Profile): void {
  queryClient.setQueryData(profileKeys.profile, profile);
  // A read sent before this change may still be on its way: it must not win.
  void queryClient.invalidateQueries({ queryKey: profileKeys.profile });
  queryClient.setQueriesData<ActiveUser>({ queryKey: ACTIVE_USER_KEY }, (user) =>
    user
      ? {
          ...user,
          fullName: profile.fullName,
          email: profile.email,
          timeZone: profile.timeZone,
          timeZoneChosen: profile.timeZoneChosen,
        }
      : user,
  );
  void queryClient.invalidateQueries({ queryKey: ACTIVE_USER_KEY });
}

/** A mutation whose answer is the profile as it now is. */
function useProfileChange<Input>(send: (input: Input) => Promise<unknown>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => profileSchema.parse(await send(input)),
    onSuccess: (profile) => applyProfile(queryClient, profile),
  });
}

export const useUpdateProfile = () =>
  useProfileChange((update: ProfileUpdate) => http.put(ACCOUNT_API.profile, update));

/** Also 'resend': asking again for the pending address sends a fresh link. */
export const useRequestEmailChange = () =>
  useProfileChange((request: EmailChangeRequest) => http.post(ACCOUNT_API.profileEmail, request));

export const useConfirmEmailChange = () =>
  useProfileChange((confirm: EmailChangeConfirm) =>
    http.post(ACCOUNT_API.profileEmailConfirm, confirm),
  );

/** A fresh confirmation link for the current address, when the first one is lost or expired. */
export function useSendEmailVerification() {
  return useMutation({
    mutationFn: async () => {
      await http.post(ACCOUNT_API.profileEmailVerification, {});
    },
  });
}

export function useChangePassword() {
  return useMutation({
    mutationFn: async (change: PasswordChange) => {
      await http.put(ACCOUNT_API.profilePassword, change);
    },
  });
}
