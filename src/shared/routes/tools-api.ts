// API paths of the admin's maintenance tools (docs/product.md#admin-tools); the page is
// ADMIN_PAGES.tools. "Refresh The Plan's invoices" is PLANS_ADMIN_API.refreshPlanInvoices.
import { fillPath } from './fill-path';

export const TOOLS_API_PATTERNS = {
  resendEmail: '/api/admin/tools/stuck-emails/:emailId/resend',
  retryJob: '/api/admin/tools/failed-jobs/:jobId/retry',
} as const;

export const TOOLS_API = {
  clearCachedData: '/api/admin/clear-cached-data',
  /** GET the latest run; POST queues one (a second while one waits answers that one). */
  reviewSummaries: '/api/admin/tools/review-summaries',
  stuckEmails: '/api/admin/tools/stuck-emails',
  resendEmail: (emailId: string) => fillPath(TOOLS_API_PATTERNS.resendEmail, { emailId }),
  failedJobs: '/api/admin/tools/failed-jobs',
  retryJob: (jobId: string) => fillPath(TOOLS_API_PATTERNS.retryJob, { jobId }),
} as const;
