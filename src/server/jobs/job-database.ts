// The database as pg-boss sees it. pg-boss 10 records a job's end (`complete`/`fail`) without
// awaiting it, so a connection cut at that moment became an unhandled rejection that ended the
// whole process. Its statements are single auto-committed statements, so one cut by a lost
// connection rolled back and can simply be sent again: a few quick retries ride out a dropped
// connection or a database restart, and the job's expiry covers a longer outage.
import type { Database } from '../db/client';
import { isDatabaseUnavailable } from '../db/errors';

export type ExecuteSql = Database['executeSql'];

/** The waits before each new try of a statement that lost its connection. */
export const RETRY_DELAYS_MS = [50, 250, 1_000];

export function retryingExecuteSql(
  executeSql: ExecuteSql,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): ExecuteSql {
  return async (text, values) => {
    for (let attempt = 0; ; attempt += 1) {
      try {
        return await executeSql(text, values);
      } catch (error) {
        const delay = delaysMs[attempt];
        if (delay === undefined || !isDatabaseUnavailable(error)) throw error;
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  };
}

/**
 * Keeps the process up when pg-boss's un-awaited bookkeeping still loses its connection after the
 * retries: the job stays active, expires and runs again. Any other unhandled rejection keeps
 * Node's default and ends the process.
 */
export function survivePgBossConnectionLoss(log: {
  error(object: unknown, message: string): void;
}): void {
  process.on('unhandledRejection', (reason) => {
    if (isDatabaseUnavailable(reason) && isFromPgBoss(reason)) {
      log.error(
        { err: reason },
        'Job bookkeeping lost its database connection; the job runs again',
      );
      return;
    }
    throw reason;
  });
}

function isFromPgBoss(reason: unknown): boolean {
  const stack = (reason as { stack?: unknown })?.stack;
  return typeof stack === 'string' && stack.includes('pg-boss');
}
