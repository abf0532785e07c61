// The Idempotency-Key of one attempt at a write the server must do only once (a payment, a payout).

const KEY_BYTES = 16;

/** 32 hex characters: within the header's allowed alphabet and length. */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
