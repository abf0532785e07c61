// Two transactions that insert overlapping claims at the same instant can each find the other's
// uncommitted row under the exclusion constraint and wait for it; PostgreSQL then aborts one with
// SQLSTATE 40P01. The aborted one changed nothing, so running it again is safe and gives the
// answer it would have had a moment later (usually the 23P01 of the time now taken).
import { PG_ERRORS, hasPgErrorCode } from './errors';

/** Attempts in all, the first one included. */
export const DEADLOCK_ATTEMPTS = 3;

/** Runs `work` (one whole transaction) again when PostgreSQL chose it as a deadlock's victim. */
export async function retryOnDeadlock<T>(
  work: () => Promise<T>,
  attempts: number = DEADLOCK_ATTEMPTS,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await work();
    } catch (error) {
      if (attempt >= attempts || !hasPgErrorCode(error, PG_ERRORS.deadlockDetected)) throw error;
    }
  }
}
