// The background jobs and when they run (cron, in UTC). Each is a sweep that is safe to run on
// several workers at once and to repeat: the work it does is claimed in the database.
export const JOBS = {
  expireHolds: { name: 'booking-expire-holds', cron: '* * * * *' },
  reminders: { name: 'booking-reminders', cron: '* * * * *' },
  reviewRequests: { name: 'booking-review-requests', cron: '*/5 * * * *' },
  meetingLinks: { name: 'booking-meeting-links', cron: '*/5 * * * *' },
  refundRetries: { name: 'payments-refund-retries', cron: '*/5 * * * *' },
  nextAvailability: { name: 'availability-next-refresh', cron: '*/15 * * * *' },
  recordingRetries: { name: 'recordings-retry-fetch', cron: '*/10 * * * *' },
} as const;

export type JobKey = keyof typeof JOBS;
