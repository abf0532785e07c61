// Rules of a booked meeting: who may see it, reschedule it, cancel it (refunded in full), ask for
// or approve the money back, mark a no-show and send the notes. Every status change is checked
// against the shared state machine under a row lock and recorded with who and when.
import { retryOnDeadlock } from '../../db/deadlock-retry';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import type { RequestUser } from '../../auth/access/request-user';
import type { Event } from '../../db/schema/booking';
import type { VideoProvider } from '../../integrations/video/video';
import type { AvailabilityService, FindAdvisorOfUser } from '../availability/availability.service';
import type { PaymentsService } from '../payments/payments.service';
import type { AdminEventChangeRequest, Meeting } from '../../../shared/contracts/booking';
import { MEETING_MESSAGES } from '../../../shared/contracts/booking';
import type { OpenSlots, OpenSlotsQuery } from '../../../shared/contracts/availability';
import { SLOT_TAKEN_MESSAGE } from '../../../shared/domain/availability';
import {
  findEventTransition,
  isInFreeChangeWindow,
  statusAfter,
} from '../../../shared/domain/event-status';
import type { EventAction } from '../../../shared/domain/event-status';
import { AppError } from '../../../shared/errors';
import type { MeetingNotifier } from './meeting-notifier';
import {
  deleteEventClaim,
  findEventClaimId,
  lockEvent,
  moveEventClaim,
  recordStatusChange,
  updateEvent,
} from './events.repository';
import type { EventRecord } from './events.repository';
import { allowedActor, toMeeting } from './meeting-view';
import { createMeetingAccess } from './meeting-access';
import { createMeetingLists } from './meeting-lists';
import type { MeetingActor } from './meeting-view';

export interface MeetingsDeps {
  db: Db;
  payments: PaymentsService;
  video: VideoProvider;
  availability: AvailabilityService;
  notifier: MeetingNotifier;
  findAdvisorOfUser: FindAdvisorOfUser;
  onCalendarChange?: () => void;
  /** A meeting that had ended changed status: its advisor's meetings held are counted again. */
  onHeldMeetingChange?: (advisorId: string) => Promise<void>;
  log?: { error(object: unknown, message: string): void };
  now?: () => Date;
}

export type MeetingsService = ReturnType<typeof createMeetingsService>;

export function createMeetingsService(deps: MeetingsDeps) {
  const { db, payments, video, availability, notifier } = deps;
  const now = deps.now ?? (() => new Date());
  const logError = (error: unknown, message: string) =>
    deps.log ? deps.log.error({ err: error }, message) : console.error(message, error);
  const access = createMeetingAccess({ db, payments, now });
  const { visibleRecord, viewOf, freshRecord } = access;
  const quietly = (work: Promise<unknown>, message: string) =>
    work.catch((error: unknown) => logError(error, message));

  /** The capacity the user acts in, or the reason they may not: too late, or not theirs to do. */
  function actorFor(
    record: EventRecord,
    actors: MeetingActor[],
    action: EventAction,
  ): MeetingActor {
    const actor = allowedActor(record, actors, action, now());
    if (actor) return actor;
    const lateForFreeChange =
      (action === 'cancel' || action === 'reschedule') &&
      !isInFreeChangeWindow(record.event.startsAt, now()) &&
      actors.some((candidate) => candidate !== 'Admin');
    throw lateForFreeChange
      ? new AppError('changeWindowClosed')
      : new AppError('conflict', MEETING_MESSAGES.notAllowed);
  }

  /**
   * Applies a status change under the event's row lock, re-checking the rule against the locked
   * row (two people acting at once: the second finds the first one's result).
   */
  async function changeStatus(
    eventId: string,
    action: EventAction,
    actor: MeetingActor,
    user: RequestUser,
    reason: string,
    extra: (tx: Db, event: Event) => Promise<Partial<Event>> = async () => ({}),
  ): Promise<Event> {
    const changed = await retryOnDeadlock(() =>
      db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) throw new AppError('notFound');
        const at = now();
        const transition = findEventTransition({
          action,
          status: event.status,
          start: event.startsAt,
          now: at,
          actor,
        });
        if (!transition) throw new AppError('conflict', MEETING_MESSAGES.changedMeanwhile);
        const to = statusAfter(transition, event.status);
        const patch = await extra(tx, event);
        const updated = await updateEvent(tx, eventId, { ...patch, status: to }, at);
        await recordStatusChange(tx, {
          eventId,
          fromStatus: event.status,
          toStatus: to,
          action,
          actorId: user.impersonatorId ?? user.id,
          reason,
          at,
        });
        // An admin's change is also accounted for in the console's audit log.
        if (actor === 'Admin') {
          await recordAudit(tx, {
            actorId: user.impersonatorId ?? user.id,
            subjectId: event.clientId,
            action: `event-${action.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`,
            target: `event:${eventId}`,
            detail: reason,
            before: { status: event.status, start: event.startsAt.toISOString() },
            after: { status: to, start: updated.startsAt.toISOString() },
          });
        }
        return updated;
      }),
    );
    // A refund or a no-show after the end takes the meeting out of "meetings completed".
    if (deps.onHeldMeetingChange && changed.endsAt.getTime() <= now().getTime()) {
      await quietly(
        deps.onHeldMeetingChange(changed.advisorId),
        'Counting the meetings held again failed',
      );
    }
    return changed;
  }

  async function afterCalendarChange(record: EventRecord): Promise<void> {
    try {
      await availability.refreshAdvisor({
        id: record.advisor.id,
        timeZone: record.advisor.timeZone,
      });
      deps.onCalendarChange?.();
    } catch (error) {
      logError(error, 'Refreshing the next availability failed');
    }
  }

  const service = {
    ...createMeetingLists({ db, findAdvisorOfUser: deps.findAdvisorOfUser, now }, access),
    /** Times the meeting could move to: the advisor's open slots, its own time not counted. */
    async openSlotsForReschedule(
      user: RequestUser,
      eventId: string,
      query: OpenSlotsQuery,
    ): Promise<OpenSlots> {
      const { record, actors } = await visibleRecord(user, eventId);
      actorFor(record, actors, 'reschedule');
      const claim = await findEventClaimId(db, eventId);
      return availability.getOpenSlotsOf(
        { id: record.advisor.id, timeZone: record.advisor.timeZone },
        query,
        claim ? { ignoreClaimId: claim } : {},
      );
    },

    /**
     * Moves the meeting to another open slot: same payment, same video link, a new calendar
     * sequence, reminders re-armed. Free until the notice limit; an admin may move it any time.
     */
    async reschedule(user: RequestUser, eventId: string, start: Date): Promise<Meeting> {
      const { record, actors } = await visibleRecord(user, eventId);
      const actor = actorFor(record, actors, 'reschedule');
      if (start.getTime() === record.event.startsAt.getTime()) {
        throw new AppError('conflict', MEETING_MESSAGES.sameTime);
      }
      const claim = await findEventClaimId(db, eventId);
      const open = await availability.isOpenSlot(
        { id: record.advisor.id, timeZone: record.advisor.timeZone },
        start,
        claim ? { ignoreClaimId: claim } : {},
      );
      if (!open) throw new AppError('conflict', MEETING_MESSAGES.notOpen);
      const end = new Date(
        start.getTime() + (record.event.endsAt.getTime() - record.event.startsAt.getTime()),
      );
      const previousStart = record.event.startsAt;
      try {
        await changeStatus(
          eventId,
          'reschedule',
          actor,
          user,
          `From ${previousStart.toISOString()} to ${start.toISOString()}`,
          async (tx, event) => {
            await moveEventClaim(tx, eventId, start, end);
            return {
              startsAt: start,
              endsAt: end,
              calendarSequence: event.calendarSequence + 1,
              scheduledAt: now(),
              reminder24hSentAt: null,
              reminder1hSentAt: null,
            };
          },
        );
      } catch (error) {
        if (hasPgErrorCode(error, PG_ERRORS.exclusionViolation)) {
          throw new AppError('conflict', SLOT_TAKEN_MESSAGE);
        }
        throw error;
      }
      const moved = await freshRecord(eventId);
      if (moved.event.meetingUrl && moved.event.meetingProvider) {
        await quietly(
          video.updateMeeting(
            {
              provider: moved.event.meetingProvider,
              url: moved.event.meetingUrl,
              externalId: moved.event.meetingExternalId,
            },
            {
              topic: `The Hour with ${moved.advisor.firstName} ${moved.advisor.lastName}`,
              start,
              durationMinutes: Math.round((end.getTime() - start.getTime()) / 60_000),
              timeZone: moved.advisor.timeZone,
              recordingAllowed: moved.event.recordingAllowed,
            },
          ),
          'Moving the video meeting failed',
        );
      }
      await quietly(
        notifier.rescheduled(moved, previousStart, user.name),
        'Reschedule emails failed',
      );
      await afterCalendarChange(moved);
      return viewOf(eventId, user);
    },

    /** Cancels and refunds 100% automatically; the time is free again at once. */
    async cancel(user: RequestUser, eventId: string, reason: string | undefined): Promise<Meeting> {
      const { record, actors } = await visibleRecord(user, eventId);
      const actor = actorFor(record, actors, 'cancel');
      await changeStatus(eventId, 'cancel', actor, user, reason ?? '', async (tx) => {
        await deleteEventClaim(tx, eventId);
        return {};
      });
      const refund = await payments.refundEvent({
        eventId,
        reason: `Cancelled by ${actor}${reason ? `: ${reason}` : ''}`,
        requestedBy: user.id,
      });
      const canceled = await freshRecord(eventId);
      if (canceled.event.meetingUrl && canceled.event.meetingProvider) {
        await quietly(
          video.deleteMeeting({
            provider: canceled.event.meetingProvider,
            url: canceled.event.meetingUrl,
            externalId: canceled.event.meetingExternalId,
          }),
          'Deleting the video meeting failed',
        );
      }
      await quietly(notifier.canceled(canceled, user.name, refund), 'Cancellation emails failed');
      await afterCalendarChange(canceled);
      return viewOf(eventId, user);
    },

    /** The money-back promise: after the meeting the client asks, and admins are told. */
    async requestRefund(user: RequestUser, eventId: string, reason: string): Promise<Meeting> {
      const { record, actors } = await visibleRecord(user, eventId);
      const meeting = toMeeting(record, actors, undefined, now());
      if (!actors.includes('client')) throw new AppError('forbidden');
      if (record.event.refundRequestedAt) {
        throw new AppError('conflict', MEETING_MESSAGES.refundAlreadyRequested);
      }
      if (!meeting.actions.requestRefund) {
        throw new AppError(
          'conflict',
          now() < record.event.startsAt
            ? MEETING_MESSAGES.refundOnlyAfter
            : MEETING_MESSAGES.notAllowed,
        );
      }
      await db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event || event.refundRequestedAt) {
          throw new AppError('conflict', MEETING_MESSAGES.refundAlreadyRequested);
        }
        await updateEvent(
          tx,
          eventId,
          { refundRequestedAt: now(), refundRequestReason: reason },
          now(),
        );
      });
      await quietly(
        notifier.refundRequested(await freshRecord(eventId)),
        'Refund request emails failed',
      );
      return viewOf(eventId, user);
    },

    /** An admin approves the money back: refunded in full, the meeting becomes Refunded. */
    async approveRefund(user: RequestUser, eventId: string): Promise<Meeting> {
      const { record, actors } = await visibleRecord(user, eventId);
      const actor = actorFor(record, actors, 'refund');
      await changeStatus(eventId, 'refund', actor, user, record.event.refundRequestReason ?? '');
      const refund = await payments.refundEvent({
        eventId,
        reason: `Money-back promise${record.event.refundRequestReason ? `: ${record.event.refundRequestReason}` : ''}`,
        requestedBy: user.id,
      });
      if (refund?.status === 'failed') throw new AppError('refundFailed');
      if (refund) {
        await quietly(
          notifier.refundIssued(await freshRecord(eventId), refund, 'money-back'),
          'Refund email failed',
        );
      }
      return viewOf(eventId, user);
    },

    /** The client did not join; not once notes were sent, which says the meeting took place. */
    async markNoShow(user: RequestUser, eventId: string): Promise<Meeting> {
      const { record, actors } = await visibleRecord(user, eventId);
      if (record.event.notesSentAt)
        throw new AppError('conflict', MEETING_MESSAGES.notesSentSoHeld);
      const actor = actorFor(
        record,
        actors.filter((candidate) => candidate !== 'client'),
        'markNoShow',
      );
      await changeStatus(eventId, 'markNoShow', actor, user, 'The client did not join.');
      return viewOf(eventId, user);
    },

    /**
     * An admin's status change from the console (ADR 0043): a no-show, notes waived, or a
     * cancellation (refunded in full on the payments path); never a direct status write.
     */
    async changeAsAdmin(
      user: RequestUser,
      eventId: string,
      change: AdminEventChangeRequest,
    ): Promise<Meeting> {
      const reason = change.reason ?? '';
      if (change.action === 'cancel') return service.cancel(user, eventId, change.reason);
      if (change.action === 'markNoShow') return service.markNoShow(user, eventId);
      const { record, actors } = await visibleRecord(user, eventId);
      if (!actors.includes('Admin')) throw new AppError('forbidden');
      actorFor(record, ['Admin'], 'waiveNotes');
      await changeStatus(eventId, 'waiveNotes', 'Admin', user, reason || 'Notes waived.');
      return viewOf(eventId, user);
    },

    /** The advisor's notes: saved, and sent to the client as the meeting's email summary. */
    async saveNotes(user: RequestUser, eventId: string, notes: string): Promise<Meeting> {
      const { record, actors } = await visibleRecord(user, eventId);
      const meeting = toMeeting(record, actors, undefined, now());
      if (!meeting.actions.writeNotes) {
        throw new AppError(
          'conflict',
          now() < record.event.startsAt
            ? MEETING_MESSAGES.notesOnlyAfter
            : MEETING_MESSAGES.notAllowed,
        );
      }
      await db.transaction(async (tx) => {
        await updateEvent(tx, eventId, { notes, notesSentAt: now() }, now());
        await recordStatusChange(tx, {
          eventId,
          fromStatus: record.event.status,
          toStatus: record.event.status,
          action: 'notes',
          actorId: user.impersonatorId ?? user.id,
          reason: 'Notes sent to the client.',
          at: now(),
        });
      });
      await quietly(
        notifier.notesSummary(await freshRecord(eventId)),
        'Notes summary email failed',
      );
      return viewOf(eventId, user);
    },
  };
  return service;
}
