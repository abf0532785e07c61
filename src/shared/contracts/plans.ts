// The Plan and The Ongoing (docs/product.md#offerings): an advisor's two offerings beyond The Hour,
// the signups that buy them, and the engagements (the spec's "instances") that deliver them.
/** The follow-up an admin (or the advisor) works a signup through (docs/product.md#the-plan). */
export const FOLLOW_UP_STATUSES = [
  'SendInitialFollowUp',
  'FollowUpAtLaterDate',
  'ContactAdvisor',
  'WaitUntilStartDate',
  'SendWelcomeEmail',
  'WaitingForAdvisor',
  'WaitingForClient',
  'WelcomeEmailSent',
  'Cancelled',
  'ContactClient',
] as const;
export type FollowUpStatus = (typeof FOLLOW_UP_STATUSES)[number];

export const FOLLOW_UP_STATUS_LABELS: Record<FollowUpStatus, string> = {
  SendInitialFollowUp: 'Send initial follow-up',
  FollowUpAtLaterDate: 'Follow up at a later date',
  ContactAdvisor: 'Contact the advisor',
  WaitUntilStartDate: 'Wait until the start date',
  SendWelcomeEmail: 'Send the welcome email',
  WaitingForAdvisor: 'Waiting for the advisor',
  WaitingForClient: 'Waiting for the client',
  WelcomeEmailSent: 'Welcome email sent',
  Cancelled: 'Cancelled',
  ContactClient: 'Contact the client',
};

/**
 * Where a signup stands with its payment: held for the client while they pay (a place of a
 * limited Ongoing is kept until `holdExpiresAt`), paid, or ended unpaid or by cancellation.
 */
export const SIGNUP_STATES = ['awaiting-payment', 'paid', 'expired', 'cancelled'] as const;
export type SignupState = (typeof SIGNUP_STATES)[number];

/** A paid signup's delivery: running, finished (a Plan delivered), or ended early. */
export const ENGAGEMENT_STATUSES = ['active', 'completed', 'cancelled'] as const;
export type EngagementStatus = (typeof ENGAGEMENT_STATUSES)[number];

/** A document the advisor asked for: still wanted, answered with a vault file, or withdrawn. */
export const DOCUMENT_REQUEST_STATUSES = ['open', 'fulfilled', 'withdrawn'] as const;
export type DocumentRequestStatus = (typeof DOCUMENT_REQUEST_STATUSES)[number];
