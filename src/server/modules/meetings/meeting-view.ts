// A meeting as one person sees it: who they are to it decides what they may do now and what
// they may read (a client sees notes once sent; intake answers go to both sides and admins).
import type { RequestUser } from '../../auth/access/request-user';
import type { RefundRow } from '../../db/schema/payments';
import type { AdminEvent, Meeting, MeetingActions } from '../../../shared/contracts/booking';
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import {
  ACTIVE_EVENT_STATUSES,
  findEventTransition,
  isActiveEventStatus,
} from '../../../shared/domain/event-status';
import type { EventAction } from '../../../shared/domain/event-status';
import { REVIEW_PAGES } from '../../../shared/routes/reviews';
import type { EventRecord } from './events.repository';

export type MeetingActor = 'client' | 'advisor' | 'Admin';

/** Everything the user is to this meeting; empty when it is none of their business. */
export function actorsOf(record: EventRecord, user: RequestUser): MeetingActor[] {
  const actors: MeetingActor[] = [];
  if (record.client.id === user.id) actors.push('client');
  if (record.advisor.userId !== null && record.advisor.userId === user.id) actors.push('advisor');
  if (user.roles.includes('Admin')) actors.push('Admin');
  return actors;
}

/** The first of the user's capacities that allows the action now, if any. */
export function allowedActor(
  record: EventRecord,
  actors: readonly MeetingActor[],
  action: EventAction,
  now: Date,
): MeetingActor | undefined {
  return actors.find((actor) =>
    findEventTransition({
      action,
      status: record.event.status,
      start: record.event.startsAt,
      now,
      actor,
    }),
  );
}

const HOUR_MS = 3_600_000;

/**
 * The status changes the state machine lets an admin make now (docs/product.md#meetings): only
 * these are offered on the meeting's edit page. A no-show is not once notes were sent.
 */
export function adminActionsOf(record: EventRecord, now: Date): AdminEvent['adminActions'] {
  const candidates: AdminEvent['adminActions'] = ['cancel', 'markNoShow', 'waiveNotes', 'refund'];
  return candidates.filter(
    (action) =>
      allowedActor(record, ['Admin'], action, now) !== undefined &&
      !(action === 'markNoShow' && record.event.notesSentAt !== null),
  );
}

function actionsFor(
  record: EventRecord,
  actors: readonly MeetingActor[],
  now: Date,
): MeetingActions {
  const { event } = record;
  const status = event.status;
  const started = now.getTime() >= event.startsAt.getTime();
  const isClient = actors.includes('client');
  const isAdvisor = actors.includes('advisor') || actors.includes('Admin');
  const can = (action: EventAction) => allowedActor(record, actors, action, now) !== undefined;
  return {
    reschedule: can('reschedule'),
    cancel: can('cancel'),
    requestRefund:
      isClient &&
      started &&
      event.refundRequestedAt === null &&
      [...ACTIVE_EVENT_STATUSES, 'NoShow'].includes(status),
    markNoShow: actors.includes('advisor') && can('markNoShow') && event.notesSentAt === null,
    writeNotes: isAdvisor && started && isActiveEventStatus(status),
    review: isClient && started && isActiveEventStatus(status) && record.review === null,
    approveRefund: actors.includes('Admin') && event.refundRequestedAt !== null && can('refund'),
  };
}

export function toMeeting(
  record: EventRecord,
  actors: readonly MeetingActor[],
  refund: RefundRow | undefined,
  now: Date,
): Meeting {
  const { event, advisor, client } = record;
  const seesEverything = actors.includes('advisor') || actors.includes('Admin');
  const notesVisible = seesEverything || event.notesSentAt !== null;
  return {
    id: event.id,
    status: event.status,
    start: event.startsAt.toISOString(),
    end: event.endsAt.toISOString(),
    advisor: {
      id: advisor.id,
      slug: advisor.slug,
      name: `${advisor.firstName} ${advisor.lastName}`,
      title: advisor.title,
      profilePicUrl: advisor.profilePicUrl,
      timeZone: advisor.timeZone,
    },
    client: { id: client.id, name: client.fullName, email: client.email },
    priceCents: event.priceCents,
    meetingUrl: isActiveEventStatus(event.status) ? event.meetingUrl : null,
    meetingProvider: event.meetingProvider,
    clientTimeZone: event.clientTimeZone,
    changeDeadline: new Date(
      event.startsAt.getTime() - RESCHEDULE_CANCEL_NOTICE_HOURS * HOUR_MS,
    ).toISOString(),
    actions: actionsFor(record, actors, now),
    notes: notesVisible ? event.notes : null,
    notesSentAt: event.notesSentAt?.toISOString() ?? null,
    intake: record.intake,
    refund: refund
      ? {
          status: refund.status,
          amountCents: refund.amountCents,
          at: refund.updatedAt.toISOString(),
        }
      : null,
    refundRequestedAt: event.refundRequestedAt?.toISOString() ?? null,
    refundRequestReason: event.refundRequestReason,
    review: record.review,
    reviewPath: REVIEW_PAGES.leave(advisor.id, client.id, event.id),
    recordingAllowed: event.recordingAllowed,
  };
}
