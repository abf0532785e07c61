// The Idempotency-Key of one attempt at a write the server must do only once (a payment, a payout).

const KEY_BYTES = 16;

/** 32 hex characters: within the header's allowed alphabet and length. */
export function newAttemptKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(KEY_BYTES));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * The same randomness as a version-4 UUID, for a record whose id the page chooses so a repeated
 * write is the same record (product news). crypto.randomUUID needs a secure context; this not.
 */
export function newRecordId(): string {
  const hex = newAttemptKey().split('');
  hex[12] = '4';
  hex[16] = ((parseInt(hex[16] ?? '0', 16) & 0x3) | 0x8).toString(16);
  const text = hex.join('');
  return `${text.slice(0, 8)}-${text.slice(8, 12)}-${text.slice(12, 16)}-${text.slice(16, 20)}-${text.slice(20)}`;
}
