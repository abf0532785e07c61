// The Hour's meetings and the time they claim on an advisor's calendar (ADR 0009). Overlapping
// claims of one advisor are refused by an exclusion constraint (migration booking-exclusion).
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  customType,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CHECKOUT_STATUSES } from '../../../shared/contracts/booking';
import type { CheckoutStatus, PaymentGatewayKind } from '../../../shared/contracts/booking';
import { ACTIVE_EVENT_STATUSES, EVENT_STATUSES } from '../../../shared/domain/event-status';
import type { EventChangeAction, EventStatus } from '../../../shared/domain/event-status';
import type { VideoProviderKind } from '../../integrations/video/video';
import { users } from './accounts';
import { advisors } from './advisors';

/** A PostgreSQL time range; written with tstzrange(start, end, '[)') so meetings may touch. */
const tstzrange = customType<{ data: string }>({ dataType: () => 'tstzrange' });

const statusList = sql.raw(EVENT_STATUSES.map((status) => `'${status}'`).join(', '));
/** The statuses of a meeting that holds its time: live before its end, held after it. */
const activeStatusList = sql.raw(ACTIVE_EVENT_STATUSES.map((status) => `'${status}'`).join(', '));

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    status: text('status').$type<EventStatus>().notNull().default('Active'),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    /** What the client paid, integer cents. */
    priceCents: integer('price_cents').notNull(),
    /** The client's zone when booking, for emails and reminders. */
    clientTimeZone: text('client_time_zone').notNull(),
    meetingProvider: text('meeting_provider').$type<VideoProviderKind>(),
    meetingUrl: text('meeting_url'),
    /** The client may turn recording off, never back on (docs/product.md#recordings). */
    recordingAllowed: boolean('recording_allowed').notNull().default(true),
    notes: text('notes'),
    notesSentAt: timestamp('notes_sent_at', { withTimezone: true, mode: 'date' }),
    /** The video provider's own id of the meeting (Zoom), to move or delete it. */
    meetingExternalId: text('meeting_external_id'),
    /** Bumped on every change of time, so calendar invitations replace the older one. */
    calendarSequence: integer('calendar_sequence').notNull().default(0),
    /** When the time was last set (booked or rescheduled): reminders count from here. */
    scheduledAt: timestamp('scheduled_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
    reminder24hSentAt: timestamp('reminder_24h_sent_at', { withTimezone: true, mode: 'date' }),
    reminder1hSentAt: timestamp('reminder_1h_sent_at', { withTimezone: true, mode: 'date' }),
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true, mode: 'date' }),
    /** The money-back promise: the client asked, an admin decides. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    refundRequestReason: text('refund_request_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('events_advisor_starts_idx').on(table.advisorId, table.startsAt),
    index('events_client_starts_idx').on(table.clientId, table.startsAt),
    // Bookings made per week or month on the admin dashboard.
    index('events_created_idx').on(table.createdAt),
    // The reminder and review sweeps read only live meetings by time.
    index('events_live_starts_idx')
      .on(table.startsAt)
      .where(sql`${table.status} in (${activeStatusList})`),
    // Meetings that took place, counted per advisor (advisors.meetings_completed) from this
    // index alone, and the sweep's look for meetings ended since an advisor's last count.
    index('events_held_idx')
      .on(table.advisorId, table.endsAt)
      .where(sql`${table.status} in (${activeStatusList})`),
    index('events_refund_requested_idx')
      .on(table.refundRequestedAt)
      .where(sql`${table.refundRequestedAt} is not null`),
    check('events_status_known', sql`${table.status} in (${statusList})`),
    check('events_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
export type Event = typeof events.$inferSelect;
export type NewEvent = typeof events.$inferInsert;

/** Every status change, with who made it and when. */
export const eventStatusChanges = pgTable(
  'event_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    eventId: uuid('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<EventStatus>(),
    toStatus: text('to_status').$type<EventStatus>().notNull(),
    action: text('action').$type<EventChangeAction>().notNull(),
    /** The account that acted; null for the system (jobs, webhooks). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('event_status_changes_event_idx').on(table.eventId, table.changedAt)],
);

/** A hold while a client pays, or a booked meeting. */
export type TimeClaimKind = 'hold' | 'event';

/**
 * Time an advisor has given away: a hold while a client pays, or a booked meeting. Only active
 * claims exist (cancelling deletes the claim), so the exclusion constraint needs no condition.
 */
export const advisorTimeClaims = pgTable(
  'advisor_time_claims',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    during: tstzrange('during').notNull(),
    kind: text('kind').$type<TimeClaimKind>().notNull(),
    eventId: uuid('event_id')
      .unique()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** When an unpaid hold lapses; null for a booked meeting. */
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('advisor_time_claims_expiry_idx').on(table.expiresAt),
    check('advisor_time_claims_kind', sql`${table.kind} in ('hold', 'event')`),
    check(
      'advisor_time_claims_hold_expires',
      sql`(${table.kind} = 'hold') = (${table.expiresAt} is not null)`,
    ),
    check(
      'advisor_time_claims_event_linked',
      sql`(${table.kind} = 'event') = (${table.eventId} is not null)`,
    ),
  ],
);
export type AdvisorTimeClaim = typeof advisorTimeClaims.$inferSelect;

export const CHECKOUT_STATUS_LIST = sql.raw(
  CHECKOUT_STATUSES.map((status) => `'${status}'`).join(', '),
);

/**
 * A held time on its way to becoming a meeting: the price and zone fixed when the time was held,
 * the intake answers, and the gateway's session. Its id is also the id of its hold claim, and it
 * outlives the claim, so a payment that arrives after the hold lapsed still finds it.
 */
export const checkouts = pgTable(
  'checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'cascade' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true, mode: 'date' }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true, mode: 'date' }).notNull(),
    priceCents: integer('price_cents').notNull(),
    clientTimeZone: text('client_time_zone').notNull(),
    status: text('status').$type<CheckoutStatus>().notNull().default('open'),
    expiresAt: timestamp('expires_at', { withTimezone: true, mode: 'date' }).notNull(),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    /** Stripe's checkout session, when the client pays on Stripe's page. */
    gatewaySessionId: text('gateway_session_id').unique(),
    gatewaySessionUrl: text('gateway_session_url'),
    eventId: uuid('event_id')
      .unique()
      .references(() => events.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('checkouts_client_created_idx').on(table.clientId, table.createdAt),
    index('checkouts_open_expiry_idx')
      .on(table.expiresAt)
      .where(sql`${table.status} = 'open'`),
    // One open checkout per client and advisor, however many tabs ask at once: a new time
    // releases the old one (ADR 0017).
    uniqueIndex('checkouts_one_open_per_client_advisor')
      .on(table.clientId, table.advisorId)
      .where(sql`${table.status} = 'open'`),
    check('checkouts_status_known', sql`${table.status} in (${CHECKOUT_STATUS_LIST})`),
  ],
);
export type CheckoutRow = typeof checkouts.$inferSelect;
