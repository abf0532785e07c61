// The background jobs and when they run (cron, in UTC). Each is a sweep that is safe to run on
// several workers at once and to repeat: the work it does is claimed in the database.
export const JOBS = {
  expireHolds: { name: 'booking-expire-holds', cron: '* * * * *' },
  reminders: { name: 'booking-reminders', cron: '* * * * *' },
  reviewRequests: { name: 'booking-review-requests', cron: '*/5 * * * *' },
  meetingsHeld: { name: 'advisors-meetings-held', cron: '*/5 * * * *' },
  meetingLinks: { name: 'booking-meeting-links', cron: '*/5 * * * *' },
  refundRetries: { name: 'payments-refund-retries', cron: '*/5 * * * *' },
  nextAvailability: { name: 'availability-next-refresh', cron: '*/15 * * * *' },
  recordingRetries: { name: 'recordings-retry-fetch', cron: '*/10 * * * *' },
  reconcilePayments: { name: 'payments-reconcile', cron: '*/2 * * * *' },
  checkupReminders: { name: 'plans-checkup-reminders', cron: '17 * * * *' },
  completePlans: { name: 'plans-complete-delivered', cron: '23 * * * *' },
  expireSignups: { name: 'plans-expire-signups', cron: '* * * * *' },
  ongoingInvoices: { name: 'plans-ongoing-invoices', cron: '15 * * * *' },
  /** Ends cancelled Ongoing engagements once their paid quarter is over (ADR 0067). */
  endCancelledOngoing: { name: 'plans-end-cancelled-ongoing', cron: '5 * * * *' },
  invoiceReminders: { name: 'payments-invoice-reminders', cron: '41 * * * *' },
  refreshInvoices: { name: 'payments-refresh-invoices', cron: '53 * * * *' },
  followUpReminders: { name: 'plans-follow-up-reminders', cron: '*/15 * * * *' },
  calendarImport: { name: 'calendar-sync-import', cron: '*/15 * * * *' },
  /** Queues the sending of product news whose job was lost (ADR 0065). */
  resumeProductNews: { name: 'notifications-product-news-resume', cron: '*/5 * * * *' },
} as const;

export type JobKey = keyof typeof JOBS;

/**
 * One-off jobs that carry data, sent by whichever process needs them. Each is keyed (one waiting
 * job per key) and retried with backoff: 2–4 s, then doubling, so a database blip is over long
 * before the last try; the reconciliation sweep catches anything that outlives them.
 */
export const TASKS = {
  completeCheckout: {
    name: 'booking-complete-checkout',
    /** Normally the request completes it first; the job then finds the work done. */
    startAfterSeconds: 3,
    retryLimit: 10,
    retryDelaySeconds: 2,
  },
  /** An admin's "regenerate every advisor's review summary" (docs/product.md#admin-tools). */
  regenerateReviewSummaries: {
    name: 'tools-regenerate-review-summaries',
    startAfterSeconds: 0,
    retryLimit: 0,
    retryDelaySeconds: 0,
  },
  /** An admin's "Send again" of a stuck email: never retried, so it is never sent twice. */
  resendEmail: {
    name: 'tools-resend-email',
    startAfterSeconds: 0,
    retryLimit: 0,
    retryDelaySeconds: 0,
  },
  /**
   * Writes the emails of one piece of product news in batches (ADR 0065). One run per news at a
   * time ('stately'), retried after a crash; each recipient's email is keyed, so none goes twice.
   */
  sendProductNews: {
    name: 'notifications-send-product-news',
    startAfterSeconds: 0,
    retryLimit: 10,
    retryDelaySeconds: 5,
    policy: 'stately',
  },
} as const;

export type TaskKey = keyof typeof TASKS;
