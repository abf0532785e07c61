// Affiliates' shareable links (/r/{slug}) with their landing page's words and fee, the visits each
// brought by day, which new account each link brought (with the campaign data the visitor arrived
// with, docs/product.md#campaign-tracking), and the payouts admins log (ADR 0039).
import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { AFFILIATE_FEE_BPS } from '../../../shared/constants';
import type { UtmData } from '../../../shared/constants';
import { users } from './accounts';

export const affiliateLinks = pgTable('affiliate_links', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  slug: text('slug').notNull().unique(),
  /** The landing page's hero title and blurb; empty for the defaults. */
  heroTitle: text('hero_title').notNull().default(''),
  blurb: text('blurb').notNull().default(''),
  /** The rate clients referred from now on are credited at (each referral keeps its own). */
  feeBps: integer('fee_bps').notNull().default(AFFILIATE_FEE_BPS),
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
    /** The affiliate's rate when the account was referred: what they earn of its payments. */
    feeBps: integer('fee_bps').notNull().default(AFFILIATE_FEE_BPS),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('referrals_affiliate_idx').on(table.affiliateUserId, table.createdAt)],
);

/** One payout per affiliate and month: what an admin sent, logged after the fact. */
export const affiliatePayouts = pgTable(
  'affiliate_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Kept when the affiliate's account is deleted: a payout is a money record. */
    affiliateUserId: uuid('affiliate_user_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    /** The first day of the month it settles (yyyy-MM-01). */
    month: date('month', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('affiliate_payouts_one_per_month').on(table.affiliateUserId, table.month),
    // The admin reports sum payouts by the day they were sent.
    index('affiliate_payouts_paid_on_idx').on(table.paidOn),
    check('affiliate_payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type AffiliatePayoutRow = typeof affiliatePayouts.$inferSelect;
