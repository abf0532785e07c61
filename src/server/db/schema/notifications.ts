// Every email the product sends. Without SMTP_URL this is the outbox admins read; with it, the
// record of what was handed to the SMTP server.
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const emails = pgTable(
  'emails',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    toAddress: text('to_address').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Attachments as { filename, contentType, base64 } records. */
    attachments: jsonb('attachments').notNull().default([]),
    template: text('template').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('emails_to_created_idx').on(table.toAddress, table.createdAt),
    index('emails_created_idx').on(table.createdAt),
  ],
);
export type EmailRecord = typeof emails.$inferSelect;
