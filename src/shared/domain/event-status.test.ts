import { describe, expect, it } from 'vitest';
import { RESCHEDULE_CANCEL_NOTICE_HOURS } from '../constants';
import {
  EVENT_STATUSES,
  EVENT_TRANSITIONS,
  findEventTransition,
  isActiveEventStatus,
  isInFreeChangeWindow,
  needsNotes,
  statusAfter,
} from './event-status';

const start = new Date('2026-12-01T15:00:00Z');
const hoursBefore = (hours: number, extraMs = 0) =>
  new Date(start.getTime() - hours * 3_600_000 + extraMs);

describe('event statuses', () => {
  it('lists the statuses of docs/product.md#meetings and which are active', () => {
    expect(EVENT_STATUSES).toEqual([
      'Active',
      'ActiveNoNotesRequired',
      'Canceled',
      'Refunded',
      'NoShow',
    ]);
    expect(EVENT_STATUSES.filter(isActiveEventStatus)).toEqual(['Active', 'ActiveNoNotesRequired']);
    expect(EVENT_STATUSES.filter(needsNotes)).toEqual(['Active']);
  });

  it('leaves Canceled and Refunded as final states', () => {
    for (const transition of EVENT_TRANSITIONS) {
      expect(transition.from).not.toContain('Canceled');
      expect(transition.from).not.toContain('Refunded');
    }
  });
});

describe('the free change window (24 hours)', () => {
  it('is open at exactly the notice limit and closed one millisecond later', () => {
    expect(isInFreeChangeWindow(start, hoursBefore(RESCHEDULE_CANCEL_NOTICE_HOURS))).toBe(true);
    expect(isInFreeChangeWindow(start, hoursBefore(RESCHEDULE_CANCEL_NOTICE_HOURS, 1))).toBe(false);
    expect(isInFreeChangeWindow(start, hoursBefore(48))).toBe(true);
  });

  it('lets the client and the advisor cancel or reschedule only inside it', () => {
    for (const action of ['cancel', 'reschedule'] as const) {
      for (const actor of ['client', 'advisor'] as const) {
        const inside = findEventTransition({
          action,
          actor,
          status: 'Active',
          start,
          now: hoursBefore(RESCHEDULE_CANCEL_NOTICE_HOURS),
        });
        expect(inside, `${actor} ${action}`).toBeDefined();
        const late = findEventTransition({
          action,
          actor,
          status: 'Active',
          start,
          now: hoursBefore(RESCHEDULE_CANCEL_NOTICE_HOURS, 1),
        });
        expect(late, `${actor} ${action} late`).toBeUndefined();
      }
    }
  });

  it('lets an admin cancel or reschedule within the notice limit, until the start', () => {
    for (const action of ['cancel', 'reschedule'] as const) {
      const late = { action, actor: 'Admin', status: 'ActiveNoNotesRequired', start } as const;
      expect(findEventTransition({ ...late, now: hoursBefore(1) })).toBeDefined();
      expect(findEventTransition({ ...late, now: start })).toBeUndefined();
    }
  });
});

describe('changes after the meeting', () => {
  it('refunds only after the start and only by an admin', () => {
    const after = new Date(start.getTime() + 3_600_000);
    const admin = findEventTransition({
      action: 'refund',
      actor: 'Admin',
      status: 'Active',
      start,
      now: after,
    });
    expect(admin && statusAfter(admin, 'Active')).toBe('Refunded');
    expect(
      findEventTransition({
        action: 'refund',
        actor: 'client',
        status: 'Active',
        start,
        now: after,
      }),
    ).toBeUndefined();
    expect(
      findEventTransition({
        action: 'refund',
        actor: 'Admin',
        status: 'Active',
        start,
        now: hoursBefore(2),
      }),
    ).toBeUndefined();
  });

  it('lets the advisor mark a no-show once the meeting has begun', () => {
    const transition = findEventTransition({
      action: 'markNoShow',
      actor: 'advisor',
      status: 'Active',
      start,
      now: start,
    });
    expect(transition && statusAfter(transition, 'Active')).toBe('NoShow');
    expect(
      findEventTransition({
        action: 'markNoShow',
        actor: 'client',
        status: 'Active',
        start,
        now: start,
      }),
    ).toBeUndefined();
  });

  it('keeps the status through a reschedule', () => {
    const transition = findEventTransition({
      action: 'reschedule',
      actor: 'client',
      status: 'ActiveNoNotesRequired',
      start,
      now: hoursBefore(30),
    });
    expect(transition && statusAfter(transition, 'ActiveNoNotesRequired')).toBe(
      'ActiveNoNotesRequired',
    );
  });
});
