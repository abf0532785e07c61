// SQL of invoices (The Plan, The Ongoing), their status history and The Ongoing's recurring
// billing. Every insert is keyed, and a status change is a conditional update from the status
// read, so two writers never both move the same invoice.
import { and, asc, desc, eq, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import {
  billingSubscriptions,
  charges,
  invoiceStatusChanges,
  invoices,
} from '../../db/schema/payments';
import type {
  BillingSubscriptionRow,
  ChargeRow,
  InvoiceRow,
  NewInvoiceRow,
} from '../../db/schema/payments';
import type { InvoiceStatus } from '../../../shared/domain/invoice-status';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export type NewInvoice = Omit<NewInvoiceRow, 'id' | 'number' | 'createdAt' | 'updatedAt'>;

/** Inserts an invoice unless its key exists (its history's first row with it); answers the row. */
export async function insertInvoiceOnce(
  db: Db,
  values: NewInvoice,
  now: Date,
): Promise<{ invoice: InvoiceRow; created: boolean }> {
  return db.transaction(async (tx) => {
    const [created] = await tx
      .insert(invoices)
      .values({ ...values, createdAt: now, updatedAt: now })
      .onConflictDoNothing({ target: invoices.idempotencyKey })
      .returning();
    if (created) {
      await tx.insert(invoiceStatusChanges).values({
        invoiceId: created.id,
        fromStatus: null,
        toStatus: created.status,
        actorId: null,
        reason: 'Issued',
        changedAt: now,
      });
      return { invoice: created, created: true };
    }
    const [existing] = await tx
      .select()
      .from(invoices)
      .where(eq(invoices.idempotencyKey, values.idempotencyKey));
    return { invoice: existing!, created: false };
  });
}

export async function findInvoice(db: Db, id: string): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).limit(1);
  return row;
}

export async function findInvoiceByGatewayRef(
  db: Db,
  gatewayRef: string,
): Promise<InvoiceRow | undefined> {
  const [row] = await db.select().from(invoices).where(eq(invoices.gatewayRef, gatewayRef));
  return row;
}

export type InvoicePatch = Partial<Omit<InvoiceRow, 'id' | 'number' | 'createdAt' | 'status'>>;

/**
 * Moves an invoice from `from` to `to` with its history row, in one transaction; answers
 * undefined when it was no longer in `from` (someone else moved it first).
 */
export async function transitionInvoice(
  db: Db,
  change: {
    id: string;
    from: InvoiceStatus;
    to: InvoiceStatus;
    patch?: InvoicePatch;
    actorId: string | null;
    reason: string;
  },
  now: Date,
): Promise<InvoiceRow | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .update(invoices)
      .set({ ...change.patch, status: change.to, updatedAt: now })
      .where(and(eq(invoices.id, change.id), eq(invoices.status, change.from)))
      .returning();
    if (!row) return undefined;
    await tx.insert(invoiceStatusChanges).values({
      invoiceId: change.id,
      fromStatus: change.from,
      toStatus: change.to,
      actorId: change.actorId,
      reason: change.reason,
      changedAt: now,
    });
    return row;
  });
}

export async function updateInvoice(
  db: Db,
  id: string,
  patch: InvoicePatch,
  now: Date,
): Promise<InvoiceRow | undefined> {
  const [row] = await db
    .update(invoices)
    .set({ ...patch, updatedAt: now })
    .where(eq(invoices.id, id))
    .returning();
  return row;
}

export interface InvoiceFilter {
  clientId?: string;
  advisorId?: string;
  signupId?: string;
  engagementId?: string;
  kind?: EngagementKind;
  status?: InvoiceStatus;
  /** Only those whose client asked for their money back (ADR 0066). */
  refundRequested?: boolean;
}

/** Newest first. */
export function listInvoiceRows(db: Db, filter: InvoiceFilter): Promise<InvoiceRow[]> {
  const where: (SQL | undefined)[] = [
    filter.clientId ? eq(invoices.clientId, filter.clientId) : undefined,
    filter.advisorId ? eq(invoices.advisorId, filter.advisorId) : undefined,
    filter.signupId ? eq(invoices.signupId, filter.signupId) : undefined,
    filter.engagementId ? eq(invoices.engagementId, filter.engagementId) : undefined,
    filter.kind ? eq(invoices.kind, filter.kind) : undefined,
    filter.status ? eq(invoices.status, filter.status) : undefined,
    filter.refundRequested ? isNotNull(invoices.refundRequestedAt) : undefined,
  ];
  return db
    .select()
    .from(invoices)
    .where(and(...where))
    .orderBy(desc(invoices.createdAt), desc(invoices.number));
}

/** Open invoices due by `dueBy` (all open ones without it), soonest due first. */
export function listOpenInvoices(
  db: Db,
  filter: { kind?: EngagementKind; dueBy?: Date; limit: number },
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        filter.kind ? eq(invoices.kind, filter.kind) : undefined,
        filter.dueBy ? lte(invoices.dueAt, filter.dueBy) : undefined,
      ),
    )
    .orderBy(asc(invoices.dueAt))
    .limit(filter.limit);
}

/** Marks a reminder sent unless it already was; answers whether this call marked it. */
export async function claimReminder(
  db: Db,
  id: string,
  which: 'reminderSentAt' | 'dueReminderSentAt',
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({ [which]: now, updatedAt: now })
    .where(and(eq(invoices.id, id), eq(invoices.status, 'open'), isNull(invoices[which])))
    .returning({ id: invoices.id });
  return rows.length > 0;
}

/** Ties a signup's invoices issued before its engagement existed to it. */
export async function setEngagementOfSignupInvoices(
  db: Db,
  signupId: string,
  engagementId: string,
  now: Date,
): Promise<void> {
  await db
    .update(invoices)
    .set({ engagementId, updatedAt: now })
    .where(and(eq(invoices.signupId, signupId), isNull(invoices.engagementId)));
}

export function listStatusChanges(db: Db, invoiceId: string) {
  return db
    .select()
    .from(invoiceStatusChanges)
    .where(eq(invoiceStatusChanges.invoiceId, invoiceId))
    .orderBy(asc(invoiceStatusChanges.changedAt), asc(invoiceStatusChanges.id));
}

export async function findSucceededChargeOfInvoice(
  db: Db,
  invoiceId: string,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.invoiceId, invoiceId), eq(charges.status, 'succeeded')))
    .limit(1);
  return row;
}

// The Ongoing's recurring billing.

export type NewSubscription = Omit<
  typeof billingSubscriptions.$inferInsert,
  'id' | 'createdAt' | 'updatedAt'
>;

/** One per signup: a second call finds the first row. */
export async function insertSubscriptionOnce(
  db: Db,
  values: NewSubscription,
  now: Date,
): Promise<BillingSubscriptionRow> {
  const [created] = await db
    .insert(billingSubscriptions)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: billingSubscriptions.signupId })
    .returning();
  if (created) return created;
  return (await findSubscriptionOfSignup(db, values.signupId))!;
}

export async function findSubscriptionOfSignup(
  db: Db,
  signupId: string,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.signupId, signupId));
  return row;
}

export async function findSubscriptionByGatewayRef(
  db: Db,
  gatewayRef: string,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .select()
    .from(billingSubscriptions)
    .where(eq(billingSubscriptions.gatewayRef, gatewayRef));
  return row;
}

export async function updateSubscription(
  db: Db,
  id: string,
  patch: Partial<Omit<BillingSubscriptionRow, 'id' | 'createdAt' | 'signupId'>>,
  now: Date,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...patch, updatedAt: now })
    .where(eq(billingSubscriptions.id, id))
    .returning();
  return row;
}

/** Stops it once: answers the row when this call stopped it, undefined when it was stopped. */
export async function cancelSubscriptionRow(
  db: Db,
  id: string,
  patch: { cancelledBy: string | null; cancelReason: string },
  now: Date,
): Promise<BillingSubscriptionRow | undefined> {
  const [row] = await db
    .update(billingSubscriptions)
    .set({ ...patch, cardClass: null, cancelledAt: now, updatedAt: now })
    .where(and(eq(billingSubscriptions.id, id), isNull(billingSubscriptions.cancelledAt)))
    .returning();
  return row;
}

/** Who an invoice's reminder goes to, with whom the service is, and whether a charge failed. */
export async function findInvoiceRecipient(db: Db, invoiceId: string) {
  const [row] = await db
    .select({
      email: users.email,
      fullName: users.fullName,
      advisorFirstName: advisors.firstName,
      advisorLastName: advisors.lastName,
      cardDeclined: sql<boolean>`exists (select 1 from ${charges} where ${charges.invoiceId} = ${invoices.id} and ${charges.status} = 'failed')`,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.clientId))
    .leftJoin(advisors, eq(advisors.id, invoices.advisorId))
    .where(eq(invoices.id, invoiceId));
  return row;
}

/** Open invoices with a reminder still to send: due by `soon` unreminded, or due by `at`. */
export function listInvoicesToRemind(
  db: Db,
  soon: Date,
  at: Date,
  limit: number,
): Promise<InvoiceRow[]> {
  return db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.status, 'open'),
        lte(invoices.dueAt, soon),
        or(
          isNull(invoices.reminderSentAt),
          and(lte(invoices.dueAt, at), isNull(invoices.dueReminderSentAt)),
        ),
      ),
    )
    .orderBy(asc(invoices.dueAt))
    .limit(limit);
}
