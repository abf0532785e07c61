// Client reviews of advisors; advisors.review_average and review_count summarise them.
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { advisors } from './advisors';

export const reviews = pgTable(
  'reviews',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    /** The reviewing client's account, once accounts exist. */
    consumerId: uuid('consumer_id'),
    /** The meeting reviewed, once meetings exist. */
    eventId: uuid('event_id'),
    reviewerName: text('reviewer_name').notNull(),
    rating: smallint('rating').notNull(),
    title: text('title').notNull(),
    body: text('body').notNull(),
    responseTitle: text('response_title'),
    responseBody: text('response_body'),
    respondedAt: timestamp('responded_at', { withTimezone: true, mode: 'date' }),
    /**
     * Hidden by an admin for abuse, the only reason a review is ever hidden
     * (docs/product.md#reviews).
     */
    hiddenAt: timestamp('hidden_at', { withTimezone: true, mode: 'date' }),
    hiddenReason: text('hidden_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('reviews_advisor_created_idx').on(table.advisorId, table.createdAt),
    // One review per meeting.
    uniqueIndex('reviews_one_per_event')
      .on(table.eventId)
      .where(sql`${table.eventId} is not null`),
    check('reviews_rating_range', sql`${table.rating} between 1 and 5`),
  ],
);
export type Review = typeof reviews.$inferSelect;
export type NewReview = typeof reviews.$inferInsert;
