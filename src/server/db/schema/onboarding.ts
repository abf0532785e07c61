// Becoming an advisor (docs/product.md#becoming-an-advisor): the invitations an admin sends to
// applicants, kept only as the hash of their secret token, and the disclosure documents (Form
// ADV Part 2A, Form CRS) an invited advisor uploads for review.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { advisors } from './advisors';

export const advisorInvitations = pgTable(
  'advisor_invitations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** sha256 of the token, hex; a resend replaces it, so only the newest link works. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true, mode: 'date' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('advisor_invitations_created_idx').on(table.createdAt)],
);
export type AdvisorInvitationRow = typeof advisorInvitations.$inferSelect;

/** One stored PDF per advisor and kind; a new upload replaces the old one. */
export const advisorDisclosures = pgTable(
  'advisor_disclosures',
  {
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<'adv' | 'crs'>().notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.advisorId, table.kind] }),
    check('advisor_disclosures_kind_known', sql`${table.kind} in ('adv', 'crs')`),
  ],
);
