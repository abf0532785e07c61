// Compliance documents (Terms of Use, Privacy Policy, ADV 2A, Form CRS) served as pages, and the
// record of which version of each a client accepted when booking or signing up (books and
// records, docs/product.md#compliance-report).
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './accounts';
import { advisors } from './advisors';
import { checkouts } from './booking';
import { signups } from './plans';

export const complianceDocuments = pgTable('compliance_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** Sanitised HTML body of the document. */
  bodyHtml: text('body_html').notNull(),
  /** A stored file (for example a PDF) served instead of the HTML body when set. */
  fileKey: text('file_key'),
  /** The uploaded file's name, for the download and the admin list (ADR 0040). */
  fileName: text('file_name'),
  version: integer('version').notNull().default(1),
  effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type ComplianceDocumentRecord = typeof complianceDocuments.$inferSelect;
export type NewComplianceDocument = typeof complianceDocuments.$inferInsert;

/**
 * One disclosure document, at the version in force, accepted by a client: for one purchase (a
 * paid booking of The Hour, its checkout, or a signup for The Plan or The Ongoing), or as a user
 * agreement on its own, before a first booking or after a new version (no purchase, no advisor,
 * with the address it came from; ADR 0040). Kept for the retention period even when the client
 * closes their account (ADR 0036).
 */
export const disclosureAcceptances = pgTable(
  'disclosure_acceptances',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'restrict' }),
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'restrict' }),
    signupId: uuid('signup_id').references(() => signups.id, { onDelete: 'restrict' }),
    documentSlug: text('document_slug').notNull(),
    /** The document's name when accepted, so a later rename leaves the record as it was. */
    documentName: text('document_name').notNull(),
    documentVersion: integer('document_version').notNull(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** The client's IP address, kept for a user agreement accepted on its own. */
    ipAddress: text('ip_address'),
  },
  (table) => [
    index('disclosure_acceptances_advisor_idx').on(table.advisorId, table.acceptedAt),
    index('disclosure_acceptances_client_idx').on(table.clientId),
    index('disclosure_acceptances_accepted_idx').on(table.acceptedAt),
    // A purchase (exactly one of checkout and signup, with its advisor) or an agreement on its own.
    check(
      'disclosure_acceptances_one_purpose',
      sql`((${table.checkoutId} is null) <> (${table.signupId} is null) and ${table.advisorId} is not null) or (${table.checkoutId} is null and ${table.signupId} is null and ${table.advisorId} is null)`,
    ),
  ],
);
export type DisclosureAcceptanceRow = typeof disclosureAcceptances.$inferSelect;
