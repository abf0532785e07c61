// The calls of a running engagement from the browser: the client's engagements and portal, booking
// an included meeting, the worksheet, answering a document request with a vault upload, and the
// advisor's side (a client's engagements, document requests, the written plan). Answers are
// parsed with the shared contracts; every change puts the new view in the cache.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  advisorEngagementsSchema,
  bookedIncludedMeetingSchema,
  engagementListSchema,
  engagementSchema,
} from '../../../shared/contracts/engagements';
import type {
  BookIncludedMeeting,
  Engagement,
  NewDocumentRequest,
  Worksheet,
} from '../../../shared/contracts/engagements';
import { ENGAGEMENT_API } from '../../../shared/routes/engagements-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { AppError } from '../../../shared/errors';
import { uploadFile, uploadVaultFile, vaultKeys } from '../vault/vault-api';
import { fileHeadProblem } from '../vault/file-head-check';

export const engagementKeys = {
  all: ['engagements'] as const,
  list: ['engagements', 'list'] as const,
  one: (id: string) => ['engagements', 'one', id] as const,
  ofClient: (client: string) => ['engagements', 'client', client] as const,
};

const asEngagement = (body: unknown): Engagement => engagementSchema.parse(body);

/** The vault's own check of a file's ending and first bytes, before a byte is sent. */
async function refuseEarly(file: File): Promise<void> {
  const refusal = await fileHeadProblem(file, file.name);
  if (refusal) throw new AppError('unsupportedFileType', refusal, { file: [refusal] });
}

/** The signed-in client's engagements (for the navigation and the account home). */
export function useClientEngagements(enabled = true) {
  return useQuery({
    queryKey: engagementKeys.list,
    queryFn: async () => engagementListSchema.parse(await http.get(ENGAGEMENT_API.list)),
    retry: retryOnlyFailures,
    enabled,
  });
}

export function useEngagement(id: string) {
  return useQuery({
    queryKey: engagementKeys.one(id),
    queryFn: async () => asEngagement(await http.get(ENGAGEMENT_API.engagement(id))),
    retry: retryOnlyFailures,
  });
}

/** The advisor's engagements with one client, by the client's id or email address. */
export function useClientEngagementsForAdvisor(client: string) {
  return useQuery({
    queryKey: engagementKeys.ofClient(client),
    queryFn: async () =>
      advisorEngagementsSchema.parse(await http.get(ENGAGEMENT_API.clientEngagements(client)))
        .engagements,
    retry: retryOnlyFailures,
  });
}

/** A change that answers the engagement's new view: every list of engagements reloads. */
function useEngagementChange<Input>(call: (input: Input) => Promise<Engagement>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: (engagement) => {
      queryClient.setQueryData(engagementKeys.one(engagement.id), engagement);
      void queryClient.invalidateQueries({ queryKey: engagementKeys.all });
    },
  });
}

export function useBookIncludedMeeting(engagementId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (request: BookIncludedMeeting) =>
      bookedIncludedMeetingSchema.parse(
        await http.post(ENGAGEMENT_API.meetings(engagementId), request),
      ),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: engagementKeys.all });
      // The time is no longer open for anyone.
      void queryClient.invalidateQueries({ queryKey: ['booking', 'slots'] });
    },
  });
}

export const useSaveWorksheet = (engagementId: string) =>
  useEngagementChange(async (worksheet: Worksheet) =>
    asEngagement(await http.put(ENGAGEMENT_API.worksheet(engagementId), worksheet)),
  );

/** Uploads the file into the client's vault, then answers the request with it. */
export function useAnswerDocumentRequest(engagementId: string) {
  const queryClient = useQueryClient();
  return useEngagementChange(async ({ requestId, file }: { requestId: string; file: File }) => {
    await refuseEarly(file);
    // Answering a request never replaces a kept file: a name already kept gets a number.
    const stored = await uploadVaultFile({ file, name: file.name, onDuplicate: 'keepBoth' }).done;
    void queryClient.invalidateQueries({ queryKey: vaultKeys.files });
    return asEngagement(
      await http.post(ENGAGEMENT_API.fulfil(engagementId, requestId), { fileId: stored.id }),
    );
  });
}

export const useRequestDocument = (engagementId: string) =>
  useEngagementChange(async (request: NewDocumentRequest) =>
    asEngagement(await http.post(ENGAGEMENT_API.documentRequests(engagementId), request)),
  );

export const useWithdrawDocumentRequest = (engagementId: string) =>
  useEngagementChange(async (requestId: string) =>
    asEngagement(await http.delete(ENGAGEMENT_API.documentRequest(engagementId, requestId))),
  );

/** The advisor's upload of the written plan, into the client's vault. */
export const useDeliverPlan = (engagementId: string) =>
  useEngagementChange(async (file: File) => {
    await refuseEarly(file);
    return uploadFile(
      { file, name: file.name, url: ENGAGEMENT_API.deliverable(engagementId) },
      asEngagement,
    ).done;
  });
