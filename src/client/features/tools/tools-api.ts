// The admin tools' calls (docs/product.md#admin-tools), checked against the shared contracts;
// each write refreshes what it changed (the tables, the latest run, the audit log).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  clearCachedDataAnswerSchema,
  resendEmailAnswerSchema,
  retryJobAnswerSchema,
  summaryRunAnswerSchema,
} from '../../../shared/contracts/tools';
import { TOOLS_API } from '../../../shared/routes/tools-api';
import { http } from '../../api/http';
import { retryOnlyFailures } from '../../api/retry-rule';
import { consoleTableKey } from '../console/use-console-page';

export const STUCK_EMAILS_TABLE = 'tools-stuck-emails';
export const FAILED_JOBS_TABLE = 'tools-failed-jobs';
const SUMMARY_RUN_KEY = ['admin', 'tools', 'review-summaries'] as const;
/** While a job waits or runs, its state is read again this often. */
export const JOB_POLL_MS = 2_000;

function useRefresh() {
  const client = useQueryClient();
  return (...keys: (readonly unknown[])[]) => {
    for (const key of [consoleTableKey('audit-log'), ...keys]) {
      void client.invalidateQueries({ queryKey: key });
    }
  };
}

export function useClearCachedData() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      clearCachedDataAnswerSchema.parse(await http.post(TOOLS_API.clearCachedData)),
    onSuccess: () => refresh(),
  });
}

export function useSummaryRun() {
  return useQuery({
    queryKey: SUMMARY_RUN_KEY,
    queryFn: async () => summaryRunAnswerSchema.parse(await http.get(TOOLS_API.reviewSummaries)),
    retry: retryOnlyFailures,
    refetchInterval: (query) => {
      const state = query.state.data?.run?.state;
      return state === 'queued' || state === 'running' ? JOB_POLL_MS : false;
    },
  });
}

export function useStartSummaries() {
  const client = useQueryClient();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async () =>
      summaryRunAnswerSchema.parse(await http.post(TOOLS_API.reviewSummaries)),
    onSuccess: (answer) => {
      client.setQueryData(SUMMARY_RUN_KEY, answer);
      refresh(consoleTableKey(FAILED_JOBS_TABLE));
    },
  });
}

export function useResendEmail() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (emailId: string) =>
      resendEmailAnswerSchema.parse(await http.post(TOOLS_API.resendEmail(emailId))),
    // The job sends it within moments; the list is read again then.
    onSuccess: () => setTimeout(() => refresh(consoleTableKey(STUCK_EMAILS_TABLE)), JOB_POLL_MS),
  });
}

export function useRetryJob() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async (jobId: string) =>
      retryJobAnswerSchema.parse(await http.post(TOOLS_API.retryJob(jobId))),
    onSuccess: () => refresh(consoleTableKey(FAILED_JOBS_TABLE), SUMMARY_RUN_KEY),
  });
}
