// Every email the product sends. Without SMTP_URL this is the outbox admins read; with it, the
// record of what was handed to the SMTP server. And the product news admins send to the people who
// chose it (ADR 0065).
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './accounts';

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
    /** Extra message headers by name: List-Unsubscribe on the emails a person may turn off. */
    headers: jsonb('headers').$type<Record<string, string>>().notNull().default({}),
    /**
     * Set on an email that must go once whatever retries or crashes happen (a recipient of product
     * news): a second email with the same key is not written, so it is not sent.
     */
    idempotencyKey: text('idempotency_key'),
    template: text('template').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    sentAt: timestamp('sent_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('emails_to_created_idx').on(table.toAddress, table.createdAt),
    index('emails_created_idx').on(table.createdAt),
    uniqueIndex('emails_idempotency_key_idx')
      .on(table.idempotencyKey)
      .where(sql`${table.idempotencyKey} is not null`),
  ],
);
export type EmailRecord = typeof emails.$inferSelect;

/** One piece of product news an admin sent; its recipients are fixed when it is sent. */
export const productNews = pgTable(
  'product_news',
  {
    /** Chosen by the admin's page when the draft starts, so a repeated send is the same news. */
    id: uuid('id').primaryKey(),
    subject: text('subject').notNull(),
    /** Plain text: paragraphs split by blank lines; web addresses become links in the HTML. */
    body: text('body').notNull(),
    sentBy: uuid('sent_by').references(() => users.id, { onDelete: 'set null' }),
    recipientCount: integer('recipient_count').notNull(),
    /** Null while its emails are still going out. */
    finishedAt: timestamp('finished_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('product_news_created_idx').on(table.createdAt)],
);
export type ProductNewsRecord = typeof productNews.$inferSelect;

/**
 * Who a piece of news goes to, one row each: 'waiting' until their batch is sent, then 'sent' with
 * the email, or 'skipped' when they turned product news off (or left) meanwhile.
 */
export const productNewsRecipients = pgTable(
  'product_news_recipients',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => productNews.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull().default('waiting'),
    emailId: uuid('email_id').references(() => emails.id, { onDelete: 'set null' }),
    doneAt: timestamp('done_at', { withTimezone: true, mode: 'date' }),
  },
  (table) => [
    primaryKey({ columns: [table.newsId, table.userId] }),
    // The next batch: a news item's waiting recipients.
    index('product_news_recipients_waiting_idx')
      .on(table.newsId, table.userId)
      .where(sql`${table.status} = 'waiting'`),
  ],
);
