// SQL of a client's billing history: their charges with the meeting or invoice each paid for and
// its refund (one per charge, refunds_one_per_charge), and their invoices.
import { and, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { checkouts, events } from '../../db/schema/booking';
import { charges, invoices, refunds } from '../../db/schema/payments';
import { engagements } from '../../db/schema/plans';

const ledgerColumns = {
  id: charges.id,
  createdAt: charges.createdAt,
  amountCents: charges.amountCents,
  status: charges.status,
  gateway: charges.gateway,
  cardBrand: charges.cardBrand,
  cardLast4: charges.cardLast4,
  description: charges.description,
  advisorFirstName: advisors.firstName,
  advisorLastName: advisors.lastName,
  advisorSlug: advisors.slug,
  // A declined attempt has no meeting yet: its held time says when it would have been.
  meetingStart: sql<Date | null>`coalesce(${events.startsAt}, ${checkouts.startsAt})`.mapWith(
    events.startsAt,
  ),
  invoiceKind: invoices.kind,
  invoiceNumber: invoices.number,
  refundId: refunds.id,
  refundCreatedAt: refunds.createdAt,
  refundAmountCents: refunds.amountCents,
  refundStatus: refunds.status,
};

export type LedgerRow = Awaited<ReturnType<typeof selectLedger>>[number];

function selectLedger(db: Db, where: SQL | undefined) {
  return db
    .select(ledgerColumns)
    .from(charges)
    .leftJoin(events, eq(events.id, charges.eventId))
    .leftJoin(checkouts, eq(checkouts.id, charges.checkoutId))
    .leftJoin(advisors, eq(advisors.id, charges.advisorId))
    .leftJoin(refunds, eq(refunds.chargeId, charges.id))
    .leftJoin(invoices, eq(invoices.id, charges.invoiceId))
    .where(where)
    .orderBy(desc(charges.createdAt), desc(charges.id));
}

/** Every charge of one client, newest first, each with its refund if any. */
export function listClientLedger(db: Db, clientId: string): Promise<LedgerRow[]> {
  return selectLedger(db, eq(charges.clientId, clientId));
}

/** One charge of one client; another client's charge is not found. */
export async function findClientCharge(
  db: Db,
  filter: { chargeId: string; clientId: string },
): Promise<LedgerRow | undefined> {
  const [row] = await selectLedger(
    db,
    and(eq(charges.id, filter.chargeId), eq(charges.clientId, filter.clientId)),
  );
  return row;
}

const invoiceColumns = {
  invoice: invoices,
  advisorFirstName: advisors.firstName,
  advisorLastName: advisors.lastName,
  advisorSlug: advisors.slug,
  refundId: refunds.id,
  refundCreatedAt: refunds.createdAt,
  refundAmountCents: refunds.amountCents,
  refundStatus: refunds.status,
  /** The Plan's delivery, which starts the end of its money-back time (ADR 0066). */
  deliveredAt: engagements.deliveredAt,
};

export type InvoiceLedgerRow = Awaited<ReturnType<typeof selectInvoices>>[number];

function selectInvoices(db: Db, where: SQL | undefined) {
  return (
    db
      .select(invoiceColumns)
      .from(invoices)
      .leftJoin(advisors, eq(advisors.id, invoices.advisorId))
      .leftJoin(refunds, eq(refunds.chargeId, invoices.chargeId))
      // By signup: the first invoice is paid before its engagement exists and may not name it.
      .leftJoin(engagements, eq(engagements.signupId, invoices.signupId))
      .where(where)
      .orderBy(desc(invoices.createdAt), desc(invoices.number))
  );
}

/** Records a client's money-back request once: false when it was asked already. */
export async function markInvoiceRefundRequested(
  db: Db,
  invoiceId: string,
  request: { reason: string; at: Date },
): Promise<boolean> {
  const rows = await db
    .update(invoices)
    .set({
      refundRequestedAt: request.at,
      refundRequestReason: request.reason,
      updatedAt: request.at,
    })
    .where(and(eq(invoices.id, invoiceId), isNull(invoices.refundRequestedAt)))
    .returning({ id: invoices.id });
  return rows.length === 1;
}

/** A client's invoices, newest first; drafts are not theirs to see yet. */
export function listClientInvoices(db: Db, clientId: string): Promise<InvoiceLedgerRow[]> {
  return selectInvoices(db, and(eq(invoices.clientId, clientId), ne(invoices.status, 'draft')));
}

/** A signup's invoices, as its engagement's portal lists them; drafts are not shown. */
export function listSignupInvoices(db: Db, signupId: string): Promise<InvoiceLedgerRow[]> {
  return selectInvoices(db, and(eq(invoices.signupId, signupId), ne(invoices.status, 'draft')));
}

/** One invoice of one client; another client's is not found. */
export async function findClientInvoice(
  db: Db,
  filter: { invoiceId: string; clientId: string },
): Promise<InvoiceLedgerRow | undefined> {
  const [row] = await selectInvoices(
    db,
    and(
      eq(invoices.id, filter.invoiceId),
      eq(invoices.clientId, filter.clientId),
      ne(invoices.status, 'draft'),
    ),
  );
  return row;
}
