// Slows password guessing without locking the owner out. Failures are counted for the account
// from one address (the pair), for the account from anywhere, and for the address over all
// accounts. Past its free failures a count makes the next attempt wait, doubling each time up to
// a cap; attempts during a wait are refused unchecked and not counted. An address from which the
// account signed in before is spared the account-wide and address-wide waits, so the owner's
// right password still works while an attacker elsewhere waits. Counts live in the database, so
// every server instance sees the same.
import { and, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import {
  SIGN_IN_ACCOUNT_FREE_FAILURES,
  SIGN_IN_ADDRESS_FREE_FAILURES,
  SIGN_IN_FAILURE_MEMORY_HOURS,
  SIGN_IN_FIRST_DELAY_MINUTES,
  SIGN_IN_MAX_DELAY_MINUTES,
  SIGN_IN_PAIR_FREE_FAILURES,
} from '../../../shared/constants';
import type { Db } from '../../db/client';
import { signInThrottles } from '../../db/schema/sign-in';

type Scope = 'pair' | 'account' | 'address';

const FREE_FAILURES: Record<Scope, number> = {
  pair: SIGN_IN_PAIR_FREE_FAILURES,
  account: SIGN_IN_ACCOUNT_FREE_FAILURES,
  address: SIGN_IN_ADDRESS_FREE_FAILURES,
};

interface Subject {
  scope: Scope;
  subject: string;
  userId: string | null;
}

function subjectsOf(userId: string | undefined, address: string): Subject[] {
  const byAddress: Subject = { scope: 'address', subject: address, userId: null };
  if (!userId) return [byAddress];
  return [
    { scope: 'pair', subject: `${userId} ${address}`, userId },
    { scope: 'account', subject: userId, userId },
    byAddress,
  ];
}

const HOUR_MS = 3_600_000;

export interface FailureOutcome {
  /** When the next attempt of this account from this address may be checked, if it must wait. */
  waitUntil?: Date;
  /** True when this failure started a wait of the account's own (pair or account-wide). */
  accountNewlyBlocked: boolean;
}

export function createSignInThrottle(db: Db) {
  return {
    /** The time an attempt must wait for, or undefined when it may be checked now. */
    async waitUntil(userId: string | undefined, address: string, at: Date) {
      const subjects = subjectsOf(userId, address);
      const rows = await db
        .select()
        .from(signInThrottles)
        .where(
          or(
            ...subjects.map((entry) =>
              and(
                eq(signInThrottles.scope, entry.scope),
                eq(signInThrottles.subject, entry.subject),
              ),
            ),
          ),
        );
      const known = rows.some((row) => row.scope === 'pair' && row.succeededAt !== null);
      const waits = rows
        .filter((row) => row.scope === 'pair' || !known)
        .map((row) => row.blockedUntil)
        .filter((until): until is Date => until !== null && until > at);
      return waits.length
        ? new Date(Math.max(...waits.map((until) => until.getTime())))
        : undefined;
    },

    /** Counts a wrong password (or an unknown email, for the address) in one statement each. */
    async recordFailure(
      userId: string | undefined,
      address: string,
      at: Date,
    ): Promise<FailureOutcome> {
      const forgetBefore = new Date(at.getTime() - SIGN_IN_FAILURE_MEMORY_HOURS * HOUR_MS);
      let waitUntil: Date | undefined;
      let accountNewlyBlocked = false;
      for (const entry of subjectsOf(userId, address)) {
        const free = FREE_FAILURES[entry.scope];
        const next = sql`case when ${signInThrottles.lastFailureAt} < ${forgetBefore.toISOString()}::timestamptz then 1 else ${signInThrottles.failures} + 1 end`;
        const [row] = await db
          .insert(signInThrottles)
          .values({ ...entry, failures: 1, lastFailureAt: at })
          .onConflictDoUpdate({
            target: [signInThrottles.scope, signInThrottles.subject],
            set: {
              failures: next,
              lastFailureAt: at,
              blockedUntil: sql`case when ${next} >= ${free} then ${at.toISOString()}::timestamptz + least(${SIGN_IN_MAX_DELAY_MINUTES}, ${SIGN_IN_FIRST_DELAY_MINUTES} * power(2, ${next} - ${free})) * interval '1 minute' else null end`,
            },
          })
          .returning({
            failures: signInThrottles.failures,
            blockedUntil: signInThrottles.blockedUntil,
          });
        if (!row?.blockedUntil || row.blockedUntil <= at) continue;
        if (entry.scope !== 'address' && row.failures === free) accountNewlyBlocked = true;
        if (!waitUntil || row.blockedUntil > waitUntil) waitUntil = row.blockedUntil;
      }
      return { ...(waitUntil ? { waitUntil } : {}), accountNewlyBlocked };
    },

    /** The owner got in from this address: its pair starts afresh and is known from now on. */
    async recordSuccess(userId: string, address: string, at: Date): Promise<void> {
      const [pair] = subjectsOf(userId, address);
      await db
        .insert(signInThrottles)
        .values({ ...pair!, failures: 0, succeededAt: at })
        .onConflictDoUpdate({
          target: [signInThrottles.scope, signInThrottles.subject],
          set: { failures: 0, blockedUntil: null, succeededAt: at },
        });
    },

    /** The unlock link: every count of the account, from every address, starts afresh. */
    async clearAccount(userId: string): Promise<void> {
      await db
        .update(signInThrottles)
        .set({ failures: 0, blockedUntil: null })
        .where(
          and(
            isNotNull(signInThrottles.userId),
            eq(signInThrottles.userId, userId),
            inArray(signInThrottles.scope, ['pair', 'account']),
          ),
        );
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
