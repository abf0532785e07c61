// API paths of the client account (docs/product.md#account): the vault, recordings, billing, the
// client's reviews, the profile and the affiliate's share page, and what an advisor sees of a
// client. Apart from routes.ts so the first page a visitor loads does not carry them.
import { fillPath } from './routes';

export const ACCOUNT_API_PATTERNS = {
  vaultFile: '/api/account/vault/files/:fileId',
  vaultFileDownload: '/api/account/vault/files/:fileId/download',
  vaultFileShare: '/api/account/vault/files/:fileId/share',
  dashboardClient: '/api/dashboard/clients/:client',
  dashboardClientFileDownload: '/api/dashboard/clients/:client/files/:fileId/download',
  eventRecordings: '/api/booking/events/:eventId/recordings',
  eventRecordingPreference: '/api/booking/events/:eventId/recording-preference',
  recording: '/api/recordings/:recordingId',
  recordingStream: '/api/recordings/:recordingId/stream',
  receipt: '/api/account/billing/receipts/:chargeId',
  review: '/api/reviews/:reviewId',
} as const;

const byId =
  <K extends string>(pattern: string, name: K) =>
  (value: string) =>
    fillPath(pattern, { [name]: value } as Record<K, string>);

export const ACCOUNT_API = {
  vaultFiles: '/api/account/vault/files',
  vaultFile: byId(ACCOUNT_API_PATTERNS.vaultFile, 'fileId'),
  vaultFileDownload: byId(ACCOUNT_API_PATTERNS.vaultFileDownload, 'fileId'),
  vaultFileShare: byId(ACCOUNT_API_PATTERNS.vaultFileShare, 'fileId'),
  /** The advisors a client has met or booked, who files can be shared with. */
  vaultAdvisors: '/api/account/vault/advisors',
  dashboardClient: byId(ACCOUNT_API_PATTERNS.dashboardClient, 'client'),
  dashboardClientFileDownload: (client: string, fileId: string) =>
    fillPath(ACCOUNT_API_PATTERNS.dashboardClientFileDownload, { client, fileId }),
  eventRecordings: byId(ACCOUNT_API_PATTERNS.eventRecordings, 'eventId'),
  eventRecordingPreference: byId(ACCOUNT_API_PATTERNS.eventRecordingPreference, 'eventId'),
  recording: byId(ACCOUNT_API_PATTERNS.recording, 'recordingId'),
  recordingStream: byId(ACCOUNT_API_PATTERNS.recordingStream, 'recordingId'),
  zoomWebhook: '/api/video/zoom/webhook',
  billing: '/api/account/billing',
  receipt: byId(ACCOUNT_API_PATTERNS.receipt, 'chargeId'),
  accountReviews: '/api/account/reviews',
  review: byId(ACCOUNT_API_PATTERNS.review, 'reviewId'),
  profile: '/api/account/profile',
  profileEmail: '/api/account/profile/email',
  profileEmailConfirm: '/api/account/profile/email/confirm',
  profileEmailVerification: '/api/account/profile/email/verification',
  profilePassword: '/api/account/profile/password',
  twoFactor: '/api/account/two-factor',
  twoFactorSetup: '/api/account/two-factor/setup',
  twoFactorConfirm: '/api/account/two-factor/confirm',
  twoFactorDisable: '/api/account/two-factor/disable',
  /** GET: everything held about the signed-in person, as a JSON file. */
  dataDownload: '/api/account/data-download',
  /** POST with the typed confirmation: closes the signed-in person's account. */
  deleteAccount: '/api/account/delete-account',
  share: '/api/account/share',
  referral: '/api/account/referral',
} as const;
