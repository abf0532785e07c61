// Our ledger of money moving: every charge and refund, each with an idempotency key that is
// unique, and every webhook event a gateway sent, stored by its id so it is processed once.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  check,
  date,
  serial,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ChargeStatus, RefundStatus } from '../../../shared/contracts/billing';
import type { PaymentGatewayKind } from '../../../shared/contracts/booking';
import { REFERRAL_FEE_BPS } from '../../../shared/constants';
import { INVOICE_STATUSES } from '../../../shared/domain/invoice-status';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import { users } from './accounts';
import { advisors } from './advisors';
import { checkouts, events } from './booking';
import { engagements, signups } from './plans';
import type { EngagementKind, PaymentPurpose } from '../../../shared/offerings/catalog';
import { OFFERING_KINDS, offeringOf } from '../../../shared/offerings/catalog';

/**
 * What a row of the ledger is for (ADR 0088, step 2): the purpose of the offering it was paid for
 * (the catalog's names, the ones payments routes outcomes by) and the id of the owner's row it
 * paid (a checkout's, a signup's). The ledger knows no product table; the owner keeps its own
 * link to what it sold.
 */
const ledgerLink = {
  purpose: text('purpose').$type<PaymentPurpose>().notNull(),
  reference: uuid('reference').notNull(),
};
const purposeList = sql.raw(
  OFFERING_KINDS.map((kind) => `'${offeringOf(kind).purpose}'`).join(', '),
);
const purposeKnown = (column: AnyPgColumn) => sql`${column} in (${purposeList})`;

export const charges = pgTable(
  'charges',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ledgerLink,
    checkoutId: uuid('checkout_id').references(() => checkouts.id, { onDelete: 'set null' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    /** The invoice this payment paid (The Plan, The Ongoing); null for The Hour. */
    invoiceId: uuid('invoice_id').references((): AnyPgColumn => invoices.id, {
      onDelete: 'set null',
    }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    /** The gateway's id of the payment (sandbox charge id, Stripe payment intent). */
    gatewayRef: text('gateway_ref'),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<ChargeStatus>().notNull(),
    failureCode: text('failure_code'),
    failureMessage: text('failure_message'),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    description: text('description').notNull(),
    /**
     * The referral fee rate (basis points) in force when the charge was made: the advisor's
     * earnings use it, so a later rate change never rewrites a paid month (ADR 0034).
     */
    referralFeeBps: integer('referral_fee_bps').notNull().default(REFERRAL_FEE_BPS),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('charges_client_created_idx').on(table.clientId, table.createdAt),
    index('charges_event_idx').on(table.eventId),
    index('charges_invoice_idx').on(table.invoiceId),
    index('charges_purpose_reference_idx').on(table.purpose, table.reference),
    check('charges_purpose_known', purposeKnown(table.purpose)),
    // Card attempts whose answer was never stored, for the sweep.
    index('charges_pending_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} = 'pending'`),
    // The reconciliation sweep reads only The Hour's payments that have no meeting yet (a
    // handful); an invoice's payment never has a meeting and is never one of them.
    index('charges_without_meeting_idx')
      .on(table.updatedAt)
      .where(
        sql`${table.status} = 'succeeded' and ${table.eventId} is null and ${table.checkoutId} is not null`,
      ),
    // A held time is paid for once, however many attempts and webhooks arrive.
    uniqueIndex('charges_one_success_per_checkout')
      .on(table.checkoutId)
      .where(sql`${table.status} = 'succeeded'`),
    // An invoice is paid once, whichever attempt or webhook reports it.
    uniqueIndex('charges_one_success_per_invoice')
      .on(table.invoiceId)
      .where(sql`${table.status} = 'succeeded'`),
    check('charges_status_known', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
    check('charges_amount_positive', sql`${table.amountCents} > 0`),
    check('charges_referral_fee_known', sql`${table.referralFeeBps} between 0 and 10000`),
    // An advisor's earnings by month read their succeeded charges by date.
    index('charges_advisor_created_idx').on(table.advisorId, table.createdAt),
    // The admin dashboard sums payments by week or month (docs/product.md#admin-dashboard).
    index('charges_created_idx').on(table.createdAt),
  ],
);
export type ChargeRow = typeof charges.$inferSelect;

export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ledgerLink,
    chargeId: uuid('charge_id')
      .notNull()
      .references(() => charges.id, { onDelete: 'restrict' }),
    eventId: uuid('event_id').references(() => events.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    status: text('status').$type<RefundStatus>().notNull(),
    gatewayRef: text('gateway_ref'),
    reason: text('reason').notNull(),
    /** Who asked for it; null for the system (a paid hold that lost its time). */
    requestedBy: uuid('requested_by').references(() => users.id, { onDelete: 'set null' }),
    failureMessage: text('failure_message'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    // Refunds are always in full (docs/product.md#money), so a charge is refunded once.
    uniqueIndex('refunds_one_per_charge').on(table.chargeId),
    index('refunds_created_idx').on(table.createdAt),
    index('refunds_purpose_reference_idx').on(table.purpose, table.reference),
    check('refunds_purpose_known', purposeKnown(table.purpose)),
    index('refunds_unfinished_idx')
      .on(table.updatedAt)
      .where(sql`${table.status} <> 'succeeded'`),
    check('refunds_status_known', sql`${table.status} in ('pending', 'succeeded', 'failed')`),
  ],
);
export type RefundRow = typeof refunds.$inferSelect;

/** Who sends webhooks: the payment gateways and Zoom. */
export type WebhookProvider = PaymentGatewayKind | 'zoom';

/**
 * Every provider's webhook events (payment gateways and Zoom), stored by the provider's event id
 * so each is acted on once however late a copy arrives. The name predates the non-payment ones.
 */
export const paymentWebhookEvents = pgTable(
  'payment_webhook_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<WebhookProvider>().notNull(),
    providerEventId: text('provider_event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    deliveries: integer('deliveries').notNull().default(1),
    processedAt: timestamp('processed_at', { withTimezone: true, mode: 'date' }),
    lastError: text('last_error'),
    /** Why a verified event was not acted on (a payment for another amount or currency). */
    rejectedReason: text('rejected_reason'),
    receivedAt: timestamp('received_at', { withTimezone: true, mode: 'date' })
      .notNull()
      .defaultNow(),
  },
  (table) => [
    uniqueIndex('payment_webhook_events_provider_event').on(table.provider, table.providerEventId),
  ],
);
export type PaymentWebhookEventRow = typeof paymentWebhookEvents.$inferSelect;

const invoiceStatusList = sql.raw(INVOICE_STATUSES.map((status) => `'${status}'`).join(', '));

/**
 * What a client owes for The Plan or a quarter of The Ongoing (docs/product.md#invoices): issued
 * open and due INVOICE_DUE_DAYS later, then paid, written off or cancelled by the allowed changes
 * of shared/domain/invoice-status.ts. The idempotency key makes each one issued once.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The number people quote; shown as INV-000123. */
    number: serial('number').notNull().unique(),
    ...ledgerLink,
    kind: text('kind').$type<EngagementKind>().notNull(),
    signupId: uuid('signup_id')
      .notNull()
      .references(() => signups.id, { onDelete: 'restrict' }),
    engagementId: uuid('engagement_id').references(() => engagements.id, {
      onDelete: 'set null',
    }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    advisorId: uuid('advisor_id').references(() => advisors.id, { onDelete: 'set null' }),
    amountCents: integer('amount_cents').notNull(),
    currency: text('currency').notNull().default('usd'),
    status: text('status').$type<InvoiceStatus>().notNull().default('draft'),
    description: text('description').notNull(),
    /** The Ongoing: the quarter billed. */
    periodStart: date('period_start', { mode: 'string' }),
    periodEnd: date('period_end', { mode: 'string' }),
    issuedAt: timestamp('issued_at', { withTimezone: true, mode: 'date' }),
    dueAt: timestamp('due_at', { withTimezone: true, mode: 'date' }),
    paidAt: timestamp('paid_at', { withTimezone: true, mode: 'date' }),
    /** When it became uncollectible or void. */
    closedAt: timestamp('closed_at', { withTimezone: true, mode: 'date' }),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    /** The gateway's invoice (Stripe in_…); null for the sandbox, which keeps it in our ledger. */
    gatewayRef: text('gateway_ref').unique(),
    /** Where the client pays it on the gateway's page. */
    hostedUrl: text('hosted_url'),
    /** The charge that paid it. */
    chargeId: uuid('charge_id').references((): AnyPgColumn => charges.id, {
      onDelete: 'set null',
    }),
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true, mode: 'date' }),
    /** The money-back promise (ADR 0066): when and why its client asked for this one back. */
    refundRequestedAt: timestamp('refund_requested_at', { withTimezone: true, mode: 'date' }),
    refundRequestReason: text('refund_request_reason'),
    dueReminderSentAt: timestamp('due_reminder_sent_at', { withTimezone: true, mode: 'date' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('invoices_client_created_idx').on(table.clientId, table.createdAt),
    index('invoices_advisor_created_idx').on(table.advisorId, table.createdAt),
    index('invoices_signup_idx').on(table.signupId),
    index('invoices_purpose_reference_idx').on(table.purpose, table.reference),
    check('invoices_purpose_known', purposeKnown(table.purpose)),
    index('invoices_engagement_idx').on(table.engagementId),
    // The reminder and write-off sweeps read only open invoices by due date.
    index('invoices_open_due_idx')
      .on(table.dueAt)
      .where(sql`${table.status} = 'open'`),
    check('invoices_status_known', sql`${table.status} in (${invoiceStatusList})`),
    check('invoices_amount_positive', sql`${table.amountCents} > 0`),
    check('invoices_kind_known', sql`${table.kind} in ('plan', 'ongoing')`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
export type NewInvoiceRow = typeof invoices.$inferInsert;

/** Every change of an invoice's status, with who made it and why (audit). */
export const invoiceStatusChanges = pgTable(
  'invoice_status_changes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    invoiceId: uuid('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    fromStatus: text('from_status').$type<InvoiceStatus>(),
    toStatus: text('to_status').$type<InvoiceStatus>().notNull(),
    /** The admin who changed it; null for the system (gateway, jobs). */
    actorId: uuid('actor_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull().default(''),
    changedAt: timestamp('changed_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [index('invoice_status_changes_invoice_idx').on(table.invoiceId, table.changedAt)],
);

/** How the sandbox answers a kept card: the outcome class of its test number, never the number. */
export type SavedCardClass = 'succeeds' | 'card_declined' | 'insufficient_funds';

/**
 * The Ongoing's recurring billing of one signup: the card kept to bill each quarter (the sandbox:
 * brand, last 4 and outcome class only) or the gateway's subscription (Stripe), and when it was
 * stopped. One row per signup.
 */
export const billingSubscriptions = pgTable(
  'billing_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ...ledgerLink,
    signupId: uuid('signup_id')
      .notNull()
      .unique()
      .references(() => signups.id, { onDelete: 'restrict' }),
    clientId: uuid('client_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    gateway: text('gateway').$type<PaymentGatewayKind>().notNull(),
    cardBrand: text('card_brand'),
    cardLast4: text('card_last4'),
    /** The sandbox's kept card; null once forgotten (cancelled). */
    cardClass: text('card_class').$type<SavedCardClass>(),
    /** Stripe: the subscription (sub_…) and its customer (cus_…). */
    gatewayRef: text('gateway_ref').unique(),
    gatewayCustomerRef: text('gateway_customer_ref'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true, mode: 'date' }),
    cancelledBy: uuid('cancelled_by').references(() => users.id, { onDelete: 'set null' }),
    cancelReason: text('cancel_reason'),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('billing_subscriptions_one_per_reference').on(table.purpose, table.reference),
    check('billing_subscriptions_purpose_known', purposeKnown(table.purpose)),
    check(
      'billing_subscriptions_card_class_known',
      sql`${table.cardClass} is null or ${table.cardClass} in ('succeeds', 'card_declined', 'insufficient_funds')`,
    ),
  ],
);
export type BillingSubscriptionRow = typeof billingSubscriptions.$inferSelect;

/**
 * What an admin paid an advisor out of a month's earnings (docs/product.md#advisor-payments):
 * the month it settles, the amount, when and with what reference it was sent, and who logged it.
 * The idempotency key (the request's Idempotency-Key) makes a retried log write one row.
 */
export const advisorPayouts = pgTable(
  'advisor_payouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    advisorId: uuid('advisor_id')
      .notNull()
      .references(() => advisors.id, { onDelete: 'restrict' }),
    /** The first day of the month it settles (yyyy-MM-01). */
    month: date('month', { mode: 'string' }).notNull(),
    amountCents: integer('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    reference: text('reference').notNull().default(''),
    loggedBy: uuid('logged_by').references(() => users.id, { onDelete: 'set null' }),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    loggedAt: timestamp('logged_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow(),
  },
  (table) => [
    index('advisor_payouts_advisor_month_idx').on(table.advisorId, table.month),
    // The admin reports sum payouts by the day they were sent.
    index('advisor_payouts_paid_on_idx').on(table.paidOn),
    check('advisor_payouts_amount_positive', sql`${table.amountCents} > 0`),
  ],
);
export type AdvisorPayoutRow = typeof advisorPayouts.$inferSelect;
