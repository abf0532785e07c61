import { describe, expect, it } from 'vitest';
import { SLOT_HOLD_MINUTES } from '../../../../shared/domain/availability';
import { countdownText, holdMessage, holdTimeLeft } from './hold-countdown';

const MINUTE = 60_000;

describe('hold countdown', () => {
  it('counts the time left from expiresAt', () => {
    const now = Date.parse('2026-03-03T14:00:00Z');
    const expiresAt = new Date(now + SLOT_HOLD_MINUTES * MINUTE).toISOString();
    expect(holdTimeLeft(expiresAt, now)).toBe(SLOT_HOLD_MINUTES * MINUTE);
  });

  it('shows minutes and seconds, rounding up to the second', () => {
    expect(countdownText(SLOT_HOLD_MINUTES * MINUTE)).toBe(`${SLOT_HOLD_MINUTES}:00`);
    expect(countdownText(9 * MINUTE + 41_000)).toBe('9:41');
    expect(countdownText(59_001)).toBe('1:00');
    expect(countdownText(1)).toBe('0:01');
    expect(countdownText(0)).toBe('0:00');
    expect(countdownText(-5_000)).toBe('0:00');
  });

  it('says when the hold has run out', () => {
    expect(holdMessage(65_000)).toBe('This time is held for you for 1:05 more.');
    expect(holdMessage(0)).toBe('Your hold on this time has run out.');
    expect(holdMessage(-1)).toBe('Your hold on this time has run out.');
  });
});
