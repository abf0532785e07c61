// People who sign in, their roles, and what happens to their accounts.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { DEFAULT_STORED_NOTIFICATION_PREFERENCES } from '../../../shared/contracts/profile';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** As typed; uniqueness ignores case (see the index). */
    email: text('email').notNull(),
    fullName: text('full_name').notNull(),
    /** argon2id PHC string; null for accounts that only sign in through an external provider. */
    passwordHash: text('password_hash'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true, mode: 'date' }),
    /**
     * An admin who belongs to the product's own firm also sees 'Advisor Home'
     * (docs/product.md#roles).
     */
    isFirmMember: boolean('is_firm_member').notNull().default(false),
    timeZone: text('time_zone').notNull().default('America/New_York'),
    /** When the user chose their zone; until then pages show the browser's zone. */
    timeZoneChosenAt: timestamp('time_zone_chosen_at', { withTimezone: true, mode: 'date' }),
    /**
     * Which optional emails the user wants (shared/contracts/profile.ts); a missing key takes the
     * kind's default. Recording and marketing emails start off until the person turns them on.
     */
    notificationPreferences: jsonb('notification_preferences')
      .$type<Partial<Record<string, boolean>>>()
      .notNull()
      .default(DEFAULT_STORED_NOTIFICATION_PREFERENCES),
    /** Where the person lives: a US state code or 'outside-us' (ADR 0054); null until asked. */
    residenceState: text('residence_state'),
    /** A new address waiting for its confirmation link to be followed. */
    pendingEmail: text('pending_email'),
    /** Access tokens issued before this (a password change or reset) are refused. */
    tokensValidAfter: timestamp('tokens_valid_after', { withTimezone: true, mode: 'date' }),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true, mode: 'date' }),
    /** When the person deleted their account: personal fields are gone, records kept (ADR 0018). */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    // New clients per week or month on the admin dashboard; the users table's joined sort.
    index('users_created_idx').on(table.createdAt),
    // The admin users table (ADR 0041): its name sort, and its search anywhere in a name or address.
    index('users_full_name_idx').on(table.fullName, table.id),
    index('users_full_name_trgm_idx').using('gin', table.fullName.op('gin_trgm_ops')),
    index('users_email_trgm_idx').using('gin', table.email.op('gin_trgm_ops')),
  ],
);
export type User = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export const roles = pgTable('roles', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type RoleRecord = typeof roles.$inferSelect;

export const userRoles = pgTable(
  'user_roles',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    roleId: integer('role_id')
      .notNull()
      .references(() => roles.id, { onDelete: 'cascade' }),
  },
  (table) => [
    primaryKey({ columns: [table.userId, table.roleId] }),
    index('user_roles_role_idx').on(table.roleId),
  ],
);

export type TokenPurpose =
  'password-reset' | 'email-verification' | 'email-change' | 'sign-in-unlock';

/** Single-use tokens sent by email; only a hash of the token is kept. */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/** An admin acting as another user; ends when stopped or at ends_at. */
export const impersonations = pgTable(
  'impersonations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    stoppedAt: timestamp('stopped_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    // At most one running impersonation per admin.
    uniqueIndex('impersonations_one_active_idx')
      .on(table.adminId)
      .where(sql`${table.stoppedAt} is null`),
  ],
);

/**
 * Who did what to whom, and when (docs/product.md#audit-log): append-only, a trigger refuses
 * every update and delete. The target names a record that is not a user ("role:7", "flag:…");
 * before and after hold the values a change replaced and wrote.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: uuid('actor_id'),
    subjectId: uuid('subject_id'),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
    target: text('target').notNull().default(''),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('audit_log_created_idx').on(table.createdAt),
    index('audit_log_subject_idx').on(table.subjectId, table.createdAt),
    index('audit_log_actor_idx').on(table.actorId, table.createdAt),
    index('audit_log_action_idx').on(table.action, table.createdAt),
  ],
);
