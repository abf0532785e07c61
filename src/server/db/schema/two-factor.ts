// Two-factor sign-in (RFC 6238 time-based codes): the person's secret, kept encrypted, the
// one-time recovery codes, kept hashed, and the sign-ins waiting for their second step.
import { bigint, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';

export const twoFactorSecrets = pgTable('two_factor_secrets', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  /** AES-256-GCM of the base32 secret: iv.tag.ciphertext, each base64url. */
  secretEncrypted: text('secret_encrypted').notNull(),
  /** Null while the person has scanned the code but not yet confirmed one. */
  enabledAt: timestamp('enabled_at', { withTimezone: true, mode: 'date' }),
  /** The time step of the last code accepted: a code is good once, even within its window. */
  lastUsedStep: bigint('last_used_step', { mode: 'number' }),
  /** Wrong codes in a row; at the limit the second step refuses until locked_until passes. */
  failedCount: integer('failed_count').notNull().default(0),
  lockedUntil: timestamp('locked_until', { withTimezone: true, mode: 'date' }),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type TwoFactorSecretRow = typeof twoFactorSecrets.$inferSelect;

export const twoFactorRecoveryCodes = pgTable(
  'two_factor_recovery_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the normalised code; the code itself is shown once and never kept. */
    codeHash: text('code_hash').notNull().unique(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('two_factor_recovery_codes_user_idx').on(table.userId)],
);

/**
 * A sign-in whose password was right and whose code is still to come, bound to the provider's
 * interaction (which the provider binds to the browser with its own cookie).
 */
export const twoFactorChallenges = pgTable('two_factor_challenges', {
  interactionUid: text('interaction_uid').primaryKey(),
  userId: uuid('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
