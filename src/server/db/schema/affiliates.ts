// Affiliates' shareable links (/r/{slug}), the visits each brought by day, and which new account
// each link brought (with the campaign data the visitor arrived with,
// docs/product.md#campaign-tracking).
import {
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { UtmData } from '../../../shared/constants';
import { users } from './accounts';

export const affiliateLinks = pgTable('affiliate_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});

/** Visits counted per link and day: enough for the affiliate's figures, no visitor kept. */
export const affiliateVisitDays = pgTable(
  'affiliate_visit_days',
  {
    slug: text('slug').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    visits: integer('visits').notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.slug, table.day] })],
);

export const referrals = pgTable(
  'referrals',
  {
    /** The account that signed up. */
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    affiliateUserId: uuid('affiliate_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    slug: text('slug'),
    utm: jsonb('utm').$type<UtmData>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('referrals_affiliate_idx').on(table.affiliateUserId, table.createdAt)],
);
