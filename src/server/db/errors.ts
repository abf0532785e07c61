// Recognising PostgreSQL's answers. Drivers wrap the database error (Drizzle puts it in `cause`),
// so the whole cause chain is searched for the SQLSTATE code.

export const PG_ERRORS = {
  uniqueViolation: '23505',
  /** An exclusion constraint refused the row: for us, an overlapping claim on an advisor's time. */
  exclusionViolation: '23P01',
  /** PostgreSQL aborted this transaction to end a deadlock; the other one went on. */
  deadlockDetected: '40P01',
} as const;

export function hasPgErrorCode(error: unknown, code: string): boolean {
  for (let current = error; current; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === code) return true;
  }
  return false;
}

/** SQLSTATEs meaning the server went away: admin shutdown, crash shutdown, cannot connect now. */
const SERVER_GONE_CODES = new Set(['57P01', '57P02', '57P03']);
/** Socket errors of a lost or refused connection. */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
]);
// node-postgres and pg-pool say it in words, without a code.
const LOST_CONNECTION_MESSAGES = [
  'Connection terminated',
  'timeout exceeded when trying to connect',
  'Client has encountered a connection error and is not queryable',
  'Client was closed and is not queryable',
];

function isLossOf(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  if (typeof code === 'string') {
    // Class 08: connection exception.
    if (SERVER_GONE_CODES.has(code) || SOCKET_CODES.has(code) || /^08[0-9A-Z]{3}$/.test(code)) {
      return true;
    }
  }
  const message = (error as { message?: unknown }).message;
  return (
    typeof message === 'string' && LOST_CONNECTION_MESSAGES.some((words) => message.includes(words))
  );
}

/**
 * True when the database could not be reached or the connection was lost mid-request: the work
 * may succeed if tried again shortly, so the caller answers 503 rather than 500.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const pending: unknown[] = [error];
  while (pending.length > 0) {
    const current = pending.pop();
    if (!current || typeof current !== 'object' || seen.has(current)) continue;
    seen.add(current);
    if (isLossOf(current)) return true;
    pending.push((current as { cause?: unknown }).cause);
    // A refused connect to a name with several addresses is an AggregateError of them.
    const inner = (current as { errors?: unknown }).errors;
    if (Array.isArray(inner)) pending.push(...(inner as unknown[]));
  }
  return false;
}
