// The Plan and The Ongoing (docs/product.md#offerings): each advisor's offering of them, the
// signups that buy them, the engagements (the spec's "instances") that deliver them, and what an
// engagement's portal holds. The offering's price stays on the advisor's row, where search and the
// cards read it with the profile; the offering row holds what only the offering needs.
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { ONGOING_TOTAL_CAPACITY_MAX } from '../../../shared/constants';
import type {
  DocumentRequestStatus,
  EngagementStatus,
  FollowUpStatus,
  SignupState,
} from '../../../shared/contracts/plans';
import {
  DOCUMENT_REQUEST_STATUSES,
  ENGAGEMENT_STATUSES,
  FOLLOW_UP_STATUSES,
  SIGNUP_STATES,
} from '../../../shared/contracts/plans';
import { users } from './accounts';
import { advisors } from './advisors';
import { events } from './booking';
import { intakeResponses } from './intake';
import { vaultFiles } from './vault';
import { ENGAGEMENT_KINDS, type EngagementKind } from '../../../shared/offerings/catalog';

const listOf = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value}'`).join(', '));

/** An advisor's Plan or Ongoing offering; its id is the spec's ThePlanDetailId/TheOngoingDetailId. */
export const offerings = pgTable(
  'offerings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<EngagementKind>().notNull(),
    /** Sold only while on (and, for The Ongoing, while the TheOngoing flag is on). */
    enabled: boolean('enabled').notNull().default(false),
    /** The advisor's own terms, accepted by the client before paying. */
    terms: text('terms').notNull().default(''),
    /** How many clients at once; null is no limit (The Ongoing always has one). */
    capacity: integer('capacity'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('offerings_one_per_advisor_kind').on(table.advisorId, table.kind),
    check('offerings_kind_known', sql`${table.kind} in (${listOf(ENGAGEMENT_KINDS)})`),
    check(
      'offerings_capacity_range',
      sql`${table.capacity} is null or ${table.capacity} between 0 and ${sql.raw(String(ONGOING_TOTAL_CAPACITY_MAX))}`,
    ),
    check(
      'offerings_ongoing_has_capacity',
      sql`${table.kind} <> 'ongoing' or ${table.capacity} is not null`,
    ),
  ],
);
export type OfferingRow = typeof offerings.$inferSelect;
export type NewOfferingRow = typeof offerings.$inferInsert;

/** A client buying an offering: the terms they accepted, their intake answers, the follow-up. */
export const signups = pgTable(
  'signups',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EngagementKind>().notNull(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    intakeResponseId: uuid('intake_response_id')
      .unique()
      .references(() => intakeResponses.id, { onDelete: 'set null' }),
    /** The price when signing up, integer cents (The Ongoing's per month). */
    priceCents: integer('price_cents').notNull(),
    state: text('state').$type<SignupState>().notNull().default('awaiting-payment'),
    /** While awaiting payment, the place is kept for the client until then. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true, mode: 'date' }),
    /** The terms as accepted, kept with when (books and records). */
    termsText: text('terms_text').notNull(),
    termsAcceptedAt: timestamp('terms_accepted_at', { withTimezone: true, mode: 'date' }).notNull(),
    followUpStatus: text('follow_up_status')
      .$type<FollowUpStatus>()
      .notNull()
      .default('SendInitialFollowUp'),
    /** When the follow-up should next happen; admins are reminded on the day. */
    targetDate: date('target_date', { mode: 'string' }),
    followUpRemindedOn: date('follow_up_reminded_on', { mode: 'string' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    /** Deleted by an admin: kept (its invoices, charges and refunds point at it), listed no more. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('signups_offering_state_idx').on(table.offeringId, table.state),
    index('signups_client_created_idx').on(table.clientId, table.createdAt),
    index('signups_advisor_created_idx').on(table.advisorId, table.createdAt),
    index('signups_kind_created_idx').on(table.kind, table.createdAt),
    // The admin reports count a Plan or Ongoing booking in the month it was first paid.
    index('signups_paid_idx')
      .on(table.paidAt)
      .where(sql`${table.paidAt} is not null`),
    index('signups_target_date_idx')
      .on(table.targetDate)
      .where(sql`${table.targetDate} is not null`),
    // One unpaid signup per client and offering, however many tabs ask at once.
    uniqueIndex('signups_one_awaiting_per_client_offering')
      .on(table.clientId, table.offeringId)
      .where(sql`${table.state} = 'awaiting-payment'`),
    check('signups_kind_known', sql`${table.kind} in (${listOf(ENGAGEMENT_KINDS)})`),
    check('signups_state_known', sql`${table.state} in (${listOf(SIGNUP_STATES)})`),
    check(
      'signups_follow_up_known',
      sql`${table.followUpStatus} in (${listOf(FOLLOW_UP_STATUSES)})`,
    ),
    check('signups_price_positive', sql`${table.priceCents} > 0`),
  ],
);
export type SignupRow = typeof signups.$inferSelect;
export type NewSignupRow = typeof signups.$inferInsert;

/** A paid signup being delivered (the spec's Plan or Ongoing "instance"). */
export const engagements = pgTable(
  'engagements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind').$type<EngagementKind>().notNull(),
    signupId: uuid('signup_id')
      .notNull()
      .unique()
      .references(() => signups.id, { onDelete: 'restrict' }),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'restrict' }),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<EngagementStatus>().notNull().default('active'),
    startsOn: date('starts_on', { mode: 'string' }).notNull(),
    /** The Plan: the end of its weeks. The Ongoing: set when it is cancelled. */
    endsOn: date('ends_on', { mode: 'string' }),
    /** Meetings booked without paying again (The Plan); null is no limit (Ongoing check-ins). */
    meetingsIncluded: integer('meetings_included'),
    /** The written plan, kept in the client's vault. */
    deliverableFileId: uuid('deliverable_file_id').references(() => vaultFiles.id, {
      onDelete: 'set null',
    }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true, mode: 'date' }),
    /** The Ongoing: when the next quarter's invoice is issued; null once cancelled. */
    nextInvoiceOn: date('next_invoice_on', { mode: 'string' }),
    /** The Ongoing: when the annual 2-page checkup is due, and when the advisor was reminded. */
    checkupDueOn: date('checkup_due_on', { mode: 'string' }),
    checkupRemindedAt: timestamp('checkup_reminded_at', { withTimezone: true, mode: 'date' }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelReason: text('cancel_reason'),
    /** Deleted by an admin: kept (its invoices point at it), listed no more. */
    deletedAt: timestamp('deleted_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('engagements_advisor_status_idx').on(table.advisorId, table.status),
    index('engagements_client_idx').on(table.clientId, table.createdAt),
    index('engagements_offering_status_idx').on(table.offeringId, table.status),
    index('engagements_kind_created_idx').on(table.kind, table.createdAt),
    // The quarterly invoice sweep reads only running Ongoing engagements that are due.
    index('engagements_next_invoice_idx')
      .on(table.nextInvoiceOn)
      .where(sql`${table.status} = 'active' and ${table.nextInvoiceOn} is not null`),
    check('engagements_kind_known', sql`${table.kind} in (${listOf(ENGAGEMENT_KINDS)})`),
    check('engagements_status_known', sql`${table.status} in (${listOf(ENGAGEMENT_STATUSES)})`),
  ],
);
export type EngagementRow = typeof engagements.$inferSelect;
export type NewEngagementRow = typeof engagements.$inferInsert;

/** Clients waiting for a place in a full offering, first come first told. */
export const waitlistEntries = pgTable(
  'waitlist_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    offeringId: uuid('offering_id')
      .notNull()
      .references(() => offerings.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** When they were told a place is free; they leave the queue then. */
    notifiedAt: timestamp('notified_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    unique('waitlist_entries_one_per_client').on(table.offeringId, table.clientId),
    index('waitlist_entries_queue_idx')
      .on(table.offeringId, table.createdAt)
      .where(sql`${table.notifiedAt} is null`),
  ],
);
export type WaitlistEntryRow = typeof waitlistEntries.$inferSelect;

/** A document the advisor asked the client for, answered by a file in the client's vault. */
export const documentRequests = pgTable(
  'document_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    status: text('status').$type<DocumentRequestStatus>().notNull().default('open'),
    vaultFileId: uuid('vault_file_id').references(() => vaultFiles.id, { onDelete: 'set null' }),
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    fulfilledAt: timestamp('fulfilled_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('document_requests_engagement_idx').on(table.engagementId, table.createdAt),
    check(
      'document_requests_status_known',
      sql`${table.status} in (${listOf(DOCUMENT_REQUEST_STATUSES)})`,
    ),
  ],
);
export type DocumentRequestRow = typeof documentRequests.$inferSelect;

/** The numbers a plan client enters for the advisor: net worth and cash flow (one per engagement). */
export const planWorksheets = pgTable('plan_worksheets', {
  engagementId: uuid('engagement_id')
    .primaryKey()
    .references(() => engagements.id, { onDelete: 'cascade' }),
  /** The worksheet's answers, shaped by the shared worksheet contract. */
  answers: jsonb('answers').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
});
export type PlanWorksheetRow = typeof planWorksheets.$inferSelect;

/** A meeting booked as part of an engagement, without paying again (Plan meetings, check-ins). */
export const engagementMeetings = pgTable(
  'engagement_meetings',
  {
    eventId: uuid('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    engagementId: uuid('engagement_id')
      .notNull()
      .references(() => engagements.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('engagement_meetings_engagement_idx').on(table.engagementId)],
);
export type EngagementMeetingRow = typeof engagementMeetings.$inferSelect;
