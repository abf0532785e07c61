// Messages sent through the public contact form; admins are emailed each one.
import { bigserial, index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ContactTopic } from '../../../shared/contracts/contact';
import { users } from './accounts';

export const contactMessages = pgTable(
  'contact_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    topic: text('topic').$type<ContactTopic>().notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    /** The signed-in sender, when there was one. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    /** Client address, kept for abuse handling and the per-address hourly limit. */
    ipAddress: text('ip_address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('contact_messages_ip_created_idx').on(table.ipAddress, table.createdAt),
    index('contact_messages_created_idx').on(table.createdAt),
  ],
);
export type ContactMessageRecord = typeof contactMessages.$inferSelect;
export type NewContactMessageRecord = typeof contactMessages.$inferInsert;
