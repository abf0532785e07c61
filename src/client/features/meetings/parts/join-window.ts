// When a meeting's video link may be used: from JOIN_OPENS_MINUTES_BEFORE minutes before the
// start until the end. The link itself never changes; the window only keeps people from waiting
// in an empty room hours early, and from joining a meeting that is over.
import { JOIN_OPENS_MINUTES_BEFORE } from '../../../../shared/constants';

const MS_PER_MINUTE = 60_000;

export type JoinState = { kind: 'notYet'; opensAt: Date } | { kind: 'open' } | { kind: 'over' };

export function joinOpensAt(start: Date | string): Date {
  return new Date(new Date(start).getTime() - JOIN_OPENS_MINUTES_BEFORE * MS_PER_MINUTE);
}

export function joinState(start: Date | string, end: Date | string, now: Date): JoinState {
  const opensAt = joinOpensAt(start);
  if (now.getTime() < opensAt.getTime()) return { kind: 'notYet', opensAt };
  if (now.getTime() < new Date(end).getTime()) return { kind: 'open' };
  return { kind: 'over' };
}

/** Milliseconds until the state changes next, for a timer; null once it never will. */
export function msUntilJoinChange(start: Date | string, end: Date | string, now: Date) {
  const state = joinState(start, end, now);
  if (state.kind === 'notYet') return state.opensAt.getTime() - now.getTime();
  if (state.kind === 'open') return new Date(end).getTime() - now.getTime();
  return null;
}
