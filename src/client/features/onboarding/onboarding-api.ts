// Becoming an advisor on the client (docs/product.md#becoming-an-advisor): the invitation page's
// preview and acceptance, the advisor's checklist and disclosure uploads, and the admin's
// invitations and vetting. Files are fetched with the sign-in and handed to the browser.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  acceptedInvitationSchema,
  adminAdvisorListSchema,
  adminInvitationListSchema,
  adminInvitationSchema,
  checklistSchema,
  homeVisitSchema,
  invitationPreviewSchema,
} from '../../../shared/contracts/onboarding';
import type {
  AcceptInvitation,
  AdminAdvisorList,
  Checklist,
  CreateInvitation,
  VettingChange,
} from '../../../shared/contracts/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { errorFromAnswer, getAccessToken, http, parseAnswer } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';

const CHECKLIST_KEY = ['dashboard', 'onboarding-checklist'] as const;
const INVITATIONS_KEY = ['admin', 'advisor-invitations'] as const;
const VETTING_KEY = ['admin', 'advisor-vetting'] as const;

// ——— the invitation page ———

export function useInvitationPreview(token: string) {
  return useQuery({
    queryKey: ['advisor-invitation', token],
    queryFn: async () =>
      invitationPreviewSchema.parse(await http.post(ONBOARDING_API.invitationPreview, { token })),
    retry: retryOnlyFailures,
  });
}

export function useAcceptInvitation() {
  return useMutation({
    mutationFn: async (input: AcceptInvitation) =>
      acceptedInvitationSchema.parse(await http.post(ONBOARDING_API.invitationAccept, input)),
  });
}

// ——— Advisor Home ———

/**
 * Records that Advisor Home was opened and answers whether it was the first time, once per page
 * load: the answer is kept, so coming back to Overview in the same tab still reads the same.
 */
export function useHomeVisit() {
  return useQuery({
    queryKey: ['dashboard', 'home-visit'],
    queryFn: async () => homeVisitSchema.parse(await http.post(ONBOARDING_API.homeVisit)),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });
}

// ——— the advisor's checklist ———

export function useChecklist() {
  return useQuery({
    queryKey: CHECKLIST_KEY,
    queryFn: async () => checklistSchema.parse(await http.get(ONBOARDING_API.checklist)),
    retry: retryOnlyFailures,
  });
}

function useChecklistMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => checklistSchema.parse(await call(input)),
    onSuccess: (checklist: Checklist) => client.setQueryData(CHECKLIST_KEY, checklist),
  });
}

export const useConfirmPrices = () =>
  useChecklistMutation<void>(() => http.post(ONBOARDING_API.confirmPrices));

export const useSubmitChecklist = () =>
  useChecklistMutation<void>(() => http.post(ONBOARDING_API.submit));

export const useUploadDisclosure = () =>
  useChecklistMutation<{ kind: DisclosureKind; file: File }>(({ kind, file }) => {
    const form = new FormData();
    form.append('file', file, file.name);
    return http.put(ONBOARDING_API.disclosure(kind), form);
  });

/** Fetches a PDF with the sign-in and saves it under its own name. */
async function savePdf(url: string, fallbackName: string): Promise<void> {
  const token = getAccessToken();
  const response = await fetch(url, {
    headers: {
      Accept: 'application/pdf',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    credentials: 'same-origin',
  });
  if (!response.ok) throw errorFromAnswer(response.status, parseAnswer(await response.text()));
  const disposition = response.headers.get('Content-Disposition') ?? '';
  const name = /filename="([^"]+)"/.exec(disposition)?.[1] ?? fallbackName;
  const objectUrl = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = objectUrl;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // Give the browser a moment to start the download before the address is released.
  setTimeout(() => URL.revokeObjectURL(objectUrl), 10_000);
}

export function useDownloadDisclosure() {
  return useMutation({
    mutationFn: ({ advisorId, kind }: { advisorId?: string; kind: DisclosureKind }) =>
      savePdf(
        advisorId
          ? ONBOARDING_API.adminDisclosure(advisorId, kind)
          : ONBOARDING_API.disclosure(kind),
        `${kind}.pdf`,
      ),
  });
}

// ——— the admin ———

export function useAdminInvitations() {
  return useQuery({
    queryKey: INVITATIONS_KEY,
    queryFn: async () =>
      adminInvitationListSchema.parse(await http.get(ONBOARDING_API.adminInvitations)),
    retry: retryOnlyFailures,
  });
}

function useInvitationMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => adminInvitationSchema.parse(await call(input)),
    onSuccess: () => client.invalidateQueries({ queryKey: INVITATIONS_KEY }),
  });
}

export const useInvite = () =>
  useInvitationMutation<CreateInvitation>((input) =>
    http.post(ONBOARDING_API.adminInvitations, input),
  );

export const useResendInvitation = () =>
  useInvitationMutation<string>((id) => http.post(ONBOARDING_API.adminInvitationResend(id)));

export const useRevokeInvitation = () =>
  useInvitationMutation<string>((id) => http.delete(ONBOARDING_API.adminInvitation(id)));

export function useAdminAdvisors() {
  return useQuery({
    queryKey: VETTING_KEY,
    queryFn: async () => adminAdvisorListSchema.parse(await http.get(ONBOARDING_API.adminAdvisors)),
    retry: retryOnlyFailures,
  });
}

function useVettingMutation<Input>(call: (input: Input) => Promise<unknown>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (input: Input) => adminAdvisorListSchema.parse(await call(input)),
    onSuccess: (list: AdminAdvisorList) => client.setQueryData(VETTING_KEY, list),
  });
}

export const useChangeVetting = () =>
  useVettingMutation<{ advisorId: string; change: VettingChange }>(({ advisorId, change }) =>
    http.put(ONBOARDING_API.adminAdvisor(advisorId), change),
  );

export const useApproveAdvisor = () =>
  useVettingMutation<string>((advisorId) =>
    http.post(ONBOARDING_API.adminAdvisorApprove(advisorId)),
  );
