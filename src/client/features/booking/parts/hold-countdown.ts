// How long the held time stays held, as the checkout shows it.
const SECOND_MS = 1000;

/** Milliseconds until `expiresAt` (negative once it has passed). */
export function holdTimeLeft(expiresAt: string, now: number): number {
  return Date.parse(expiresAt) - now;
}

/** 'M:SS' of what is left, rounded up to the second so the last second reads '0:01'. */
export function countdownText(msLeft: number): string {
  const seconds = Math.max(0, Math.ceil(msLeft / SECOND_MS));
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The sentence beside the countdown, for screen readers and the summary alike. */
export function holdMessage(msLeft: number): string {
  if (msLeft <= 0) return 'Your hold on this time has run out.';
  return `This time is held for you for ${countdownText(msLeft)} more.`;
}
