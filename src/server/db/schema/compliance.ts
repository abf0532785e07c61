// Compliance documents (Terms of Use, Privacy Policy, ADV 2A, Form CRS) served as pages.
import { integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const complianceDocuments = pgTable('compliance_documents', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  displayName: text('display_name').notNull(),
  /** Sanitised HTML body of the document. */
  bodyHtml: text('body_html').notNull(),
  /** A stored file (for example a PDF) served instead of the HTML body when set. */
  fileKey: text('file_key'),
  version: integer('version').notNull().default(1),
  effectiveAt: timestamp('effective_at', { withTimezone: true, mode: 'date' })
    .notNull()
    .defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type ComplianceDocumentRecord = typeof complianceDocuments.$inferSelect;
export type NewComplianceDocument = typeof complianceDocuments.$inferInsert;
