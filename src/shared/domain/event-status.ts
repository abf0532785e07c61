// Statuses of an Hour meeting (docs/product.md#meetings) and the changes allowed between them, as
// data: who may make each change and when. The server enforces it; the client reads it to offer
// only what is allowed. Rescheduling keeps the status and follows the same time rule as cancelling.
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../constants';
import type { Role } from '../roles';

export const EVENT_STATUSES = [
  'Active',
  'ActiveNoNotesRequired',
  'Canceled',
  'Refunded',
  'NoShow',
] as const;
export type EventStatus = (typeof EVENT_STATUSES)[number];

/** Events that hold their time and count as booked (docs/product.md#meetings). */
export const ACTIVE_EVENT_STATUSES: readonly EventStatus[] = ['Active', 'ActiveNoNotesRequired'];

export function isActiveEventStatus(status: EventStatus): boolean {
  return ACTIVE_EVENT_STATUSES.includes(status);
}

/** Active events wait for the advisor's notes; ActiveNoNotesRequired ones do not. */
export function needsNotes(status: EventStatus): boolean {
  return status === 'Active';
}

export type EventAction = 'cancel' | 'reschedule' | 'refund' | 'markNoShow' | 'waiveNotes';

/** What the status history records: the actions above, the booking itself and sent notes. */
export type EventChangeAction = EventAction | 'book' | 'notes';

/**
 * When an action may happen, relative to the meeting's start:
 * - 'freeChangeWindow': until RESCHEDULE_CANCEL_NOTICE_HOURS before the start;
 * - 'beforeStart': any time before the start;
 * - 'afterStart': once the meeting has begun;
 * - 'any': no time rule.
 */
export type EventTiming = 'freeChangeWindow' | 'beforeStart' | 'afterStart' | 'any';

export interface EventTransition {
  action: EventAction;
  from: readonly EventStatus[];
  /** The status afterwards; a reschedule keeps the status it had. */
  to: EventStatus | 'same';
  /** Who may act: 'client' and 'advisor' mean the meeting's own client and advisor. */
  by: readonly ('client' | 'advisor' | Extract<Role, 'Admin'>)[];
  timing: EventTiming;
}

export const EVENT_TRANSITIONS: readonly EventTransition[] = [
  // Free change up to the notice limit for both sides; an admin may still do it until the start.
  // After the start the money goes back through the refund (the money-back promise) instead.
  {
    action: 'cancel',
    from: ACTIVE_EVENT_STATUSES,
    to: 'Canceled',
    by: ['client', 'advisor'],
    timing: 'freeChangeWindow',
  },
  {
    action: 'cancel',
    from: ACTIVE_EVENT_STATUSES,
    to: 'Canceled',
    by: ['Admin'],
    timing: 'beforeStart',
  },
  {
    action: 'reschedule',
    from: ACTIVE_EVENT_STATUSES,
    to: 'same',
    by: ['client', 'advisor'],
    timing: 'freeChangeWindow',
  },
  {
    action: 'reschedule',
    from: ACTIVE_EVENT_STATUSES,
    to: 'same',
    by: ['Admin'],
    timing: 'beforeStart',
  },
  // The money-back promise: after the meeting, an admin approves the client's request.
  {
    action: 'refund',
    from: [...ACTIVE_EVENT_STATUSES, 'NoShow'],
    to: 'Refunded',
    by: ['Admin'],
    timing: 'afterStart',
  },
  {
    action: 'markNoShow',
    from: ACTIVE_EVENT_STATUSES,
    to: 'NoShow',
    by: ['advisor', 'Admin'],
    timing: 'afterStart',
  },
  {
    action: 'waiveNotes',
    from: ['Active'],
    to: 'ActiveNoNotesRequired',
    by: ['Admin'],
    timing: 'any',
  },
];

const HOUR_MS = 3_600_000;

/**
 * True while a meeting may still be changed for free (24 hours before the start:
 * docs/product.md#promises).
 */
export function isInFreeChangeWindow(start: Date, now: Date): boolean {
  return start.getTime() - now.getTime() >= RESCHEDULE_CANCEL_NOTICE_HOURS * HOUR_MS;
}

function timingAllows(timing: EventTiming, start: Date, now: Date): boolean {
  switch (timing) {
    case 'freeChangeWindow':
      return isInFreeChangeWindow(start, now);
    case 'beforeStart':
      return now.getTime() < start.getTime();
    case 'afterStart':
      return now.getTime() >= start.getTime();
    case 'any':
      return true;
  }
}

export interface EventChangeRequest {
  action: EventAction;
  status: EventStatus;
  start: Date;
  now: Date;
  /** How the person acting relates to the meeting. */
  actor: 'client' | 'advisor' | 'Admin';
}

/** The transition that allows this change, or undefined when it is not allowed. */
export function findEventTransition(request: EventChangeRequest): EventTransition | undefined {
  return EVENT_TRANSITIONS.find(
    (transition) =>
      transition.action === request.action &&
      transition.from.includes(request.status) &&
      transition.by.includes(request.actor) &&
      timingAllows(transition.timing, request.start, request.now),
  );
}

/** The status after an allowed change. */
export function statusAfter(transition: EventTransition, current: EventStatus): EventStatus {
  return transition.to === 'same' ? current : transition.to;
}
