// What an intake response is attached to, and which of those are still in force (ADR 0047): the
// meeting it was answered for, the Plan or Ongoing signup, or a checkout still under way. A
// response attached to nothing is an orphan; one attached to something in force is not deleted.
import type { IntakeAttachment } from '../../../shared/contracts/intake-admin';
import type { CheckoutStatus } from '../../../shared/contracts/booking';
import type { SignupState } from '../../../shared/contracts/plans';
import { ACTIVE_EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { EventStatus } from '../../../shared/domain/event-status';
import { meetingStatusWord } from '../../../shared/domain/meeting-status';

/** A checkout being paid for, or paid and about to become a meeting. */
export const LIVE_CHECKOUT_STATUSES = ['open', 'paid'] as const satisfies readonly CheckoutStatus[];
/** A signup holding a place or paid for: its advisor works from the answers. */
export const LIVE_SIGNUP_STATES = [
  'awaiting-payment',
  'paid',
] as const satisfies readonly SignupState[];

export interface AttachmentColumns {
  eventId: string | null;
  eventStatus: EventStatus | null;
  eventEndsAt: Date | null;
  checkoutId: string | null;
  checkoutStatus: CheckoutStatus | null;
  signupId: string | null;
  signupState: SignupState | null;
  signupDeletedAt: Date | null;
}

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

export function attachmentsOf(row: AttachmentColumns, now: Date): IntakeAttachment[] {
  const attachments: IntakeAttachment[] = [];
  if (row.eventId && row.eventStatus && row.eventEndsAt) {
    attachments.push({
      kind: 'meeting',
      id: row.eventId,
      // The shared word people read for a meeting (ADR 0070).
      status: meetingStatusWord(row.eventStatus, row.eventEndsAt, now),
      live: isOneOf(ACTIVE_EVENT_STATUSES, row.eventStatus),
    });
  }
  if (row.signupId && row.signupState && !row.signupDeletedAt) {
    attachments.push({
      kind: 'signup',
      id: row.signupId,
      status: row.signupState,
      live: isOneOf(LIVE_SIGNUP_STATES, row.signupState),
    });
  }
  // A checkout that became a meeting is the meeting; one that lapsed holds nothing any more.
  if (!row.eventId && row.checkoutId && isOneOf(LIVE_CHECKOUT_STATUSES, row.checkoutStatus)) {
    attachments.push({
      kind: 'checkout',
      id: row.checkoutId,
      status: row.checkoutStatus,
      live: true,
    });
  }
  return attachments;
}

/** How the refusal names what is still in force. */
export const ATTACHMENT_NOUNS: Record<IntakeAttachment['kind'], string> = {
  meeting: 'meeting',
  signup: 'signup',
  checkout: 'booking under way',
};
