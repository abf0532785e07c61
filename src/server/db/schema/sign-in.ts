// Failed password sign-ins, counted where they come from, so an attacker is slowed without the
// owner being locked out (see accounts/sign-in-throttle.ts).
import { sql } from 'drizzle-orm';
import { index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const signInThrottles = pgTable(
  'sign_in_throttles',
  {
    /** 'pair' (an account from one address), 'account' (from anywhere), 'address' (any account). */
    scope: text('scope').notNull(),
    /** The account id, the address, or both joined by a space. */
    subject: text('subject').notNull(),
    /** The account concerned, for 'pair' and 'account': its unlock link clears them all. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    failures: integer('failures').notNull().default(0),
    lastFailureAt: timestamp('last_failure_at', { withTimezone: true, mode: 'date' }),
    /** No attempt is checked before this. */
    blockedUntil: timestamp('blocked_until', { withTimezone: true, mode: 'date' }),
    /** For a pair: the owner signed in from this address, so account-wide slowing spares it. */
    succeededAt: timestamp('succeeded_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.subject] }),
    index('sign_in_throttles_user_idx')
      .on(table.userId)
      .where(sql`${table.userId} is not null`),
  ],
);
export type SignInThrottle = typeof signInThrottles.$inferSelect;
