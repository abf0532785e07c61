import { describe, expect, it } from 'vitest';
import { JOIN_OPENS_MINUTES_BEFORE } from '../../../../shared/constants';
import { joinState, msUntilJoinChange } from './join-window';

const START = '2026-03-10T14:00:00.000Z';
const END = '2026-03-10T15:00:00.000Z';
const MINUTE = 60_000;
const at = (offsetMinutes: number) => new Date(Date.parse(START) + offsetMinutes * MINUTE);

describe('join window', () => {
  it('is not open yet before the opening minutes, and says when it opens', () => {
    const state = joinState(START, END, at(-JOIN_OPENS_MINUTES_BEFORE - 1));
    expect(state).toEqual({ kind: 'notYet', opensAt: at(-JOIN_OPENS_MINUTES_BEFORE) });
  });

  it('opens exactly at the opening minute and stays open until the end', () => {
    expect(joinState(START, END, at(-JOIN_OPENS_MINUTES_BEFORE)).kind).toBe('open');
    expect(joinState(START, END, at(0)).kind).toBe('open');
    expect(joinState(START, END, at(59)).kind).toBe('open');
  });

  it('is over at the end', () => {
    expect(joinState(START, END, at(60)).kind).toBe('over');
  });

  it('tells a timer when the state changes next', () => {
    expect(msUntilJoinChange(START, END, at(-JOIN_OPENS_MINUTES_BEFORE - 5))).toBe(5 * MINUTE);
    expect(msUntilJoinChange(START, END, at(30))).toBe(30 * MINUTE);
    expect(msUntilJoinChange(START, END, at(61))).toBeNull();
  });
});
