// The admin's maintenance tools (docs/product.md#admin-tools): clear the cached data of every
// server, regenerate every advisor's review summary, send stuck emails again, run failed jobs again.
import { z } from 'zod';
import { consolePageSchema, consoleQuerySchema } from './console';
import { outboxEmailSchema } from './notifications';

/**
 * The derived data each server keeps in memory, by the change topic that clears it
 * (server/cache/change-feed.ts): what "Clear cached data" answers it cleared.
 */
export const CACHED_DATA = [
  { topic: 'feature-flags', label: 'Feature flag values' },
  {
    topic: 'advisors',
    label: 'Advisor cards and profiles, home page figures, browse lists, search filters, sitemap',
  },
  { topic: 'compliance-documents', label: 'The list of compliance documents in the footer' },
  { topic: 'open-times', label: "Advisors' open times" },
  { topic: 'pages', label: 'Public pages and public API answers kept for anonymous visitors' },
] as const;
export type CachedDataTopic = (typeof CACHED_DATA)[number]['topic'];

export const clearCachedDataAnswerSchema = z.object({
  /** What every server forgot, in words. */
  cleared: z.array(z.string()),
  clearedAt: z.string(),
});
export type ClearCachedDataAnswer = z.infer<typeof clearCachedDataAnswerSchema>;

/** An email still unsent this long after it was written counts as stuck. */
export const EMAIL_STUCK_AFTER_MINUTES = 15;
/** Statuses of an email the tools page offers to send again. */
export const EMAIL_STUCK_STATUSES = ['failed', 'queued'] as const;
/** The status of an email once sent again: the new attempt is an email of its own. */
export const EMAIL_RESENT_STATUS = 'resent';

export const STUCK_EMAIL_SORTS = ['createdAt', 'to'] as const;
export type StuckEmailSort = (typeof STUCK_EMAIL_SORTS)[number];
export const stuckEmailQuerySchema = consoleQuerySchema(STUCK_EMAIL_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
});
export type StuckEmailQuery = z.input<typeof stuckEmailQuerySchema>;

export const stuckEmailSchema = outboxEmailSchema.pick({
  id: true,
  to: true,
  subject: true,
  template: true,
  status: true,
  error: true,
  createdAt: true,
});
export type StuckEmail = z.infer<typeof stuckEmailSchema>;
export const stuckEmailPageSchema = consolePageSchema(stuckEmailSchema);
export type StuckEmailPage = z.infer<typeof stuckEmailPageSchema>;

/** A "Send again": queued now, or already waiting from an earlier click (nothing more done). */
export const resendEmailAnswerSchema = z.object({ alreadyQueued: z.boolean() });
export type ResendEmailAnswer = z.infer<typeof resendEmailAnswerSchema>;

export const FAILED_JOB_SORTS = ['failedAt', 'name'] as const;
export type FailedJobSort = (typeof FAILED_JOB_SORTS)[number];
export const failedJobQuerySchema = consoleQuerySchema(FAILED_JOB_SORTS, {
  sort: 'failedAt',
  dir: 'desc',
});
export type FailedJobQuery = z.input<typeof failedJobQuerySchema>;

export const failedJobSchema = z.object({
  id: z.string(),
  name: z.string(),
  createdAt: z.string(),
  failedAt: z.string().nullable(),
  error: z.string(),
  /** Tries made, the first one included. */
  attempts: z.number().int(),
});
export type FailedJob = z.infer<typeof failedJobSchema>;
export const failedJobPageSchema = consolePageSchema(failedJobSchema);
export type FailedJobPage = z.infer<typeof failedJobPageSchema>;

export const retryJobAnswerSchema = z.object({ retried: z.literal(true) });

export const SUMMARY_RUN_STATES = ['queued', 'running', 'completed', 'failed'] as const;
export type SummaryRunState = (typeof SUMMARY_RUN_STATES)[number];

/** What a run of "regenerate all review summaries" did. */
export const summaryRunResultSchema = z.object({
  advisors: z.number().int(),
  regenerated: z.number().int(),
  failed: z.number().int(),
});
export type SummaryRunResult = z.infer<typeof summaryRunResultSchema>;

export const summaryRunSchema = z.object({
  id: z.string(),
  state: z.enum(SUMMARY_RUN_STATES),
  queuedAt: z.string(),
  finishedAt: z.string().nullable(),
  result: summaryRunResultSchema.nullable(),
  error: z.string().nullable(),
});
export type SummaryRun = z.infer<typeof summaryRunSchema>;
/** The latest run, if any; a start answers the run it queued or the one already waiting. */
export const summaryRunAnswerSchema = z.object({ run: summaryRunSchema.nullable() });
export type SummaryRunAnswer = z.infer<typeof summaryRunAnswerSchema>;

export const TOOLS_AUDIT = {
  cacheCleared: 'cached-data-cleared',
  summariesQueued: 'review-summaries-regeneration-queued',
  emailResendQueued: 'email-resend-queued',
  jobRetried: 'job-retried',
} as const;

export const TOOLS_MESSAGES = {
  emailNotFound: 'That email was not found.',
  emailNotStuck: 'That email is not stuck: it was sent, kept in the outbox or already sent again.',
  jobNotFound: 'That failed job was not found: it may have been run again or archived.',
} as const;
