// SQL of a client's billing history: their charges with the meeting each paid for and its refund
// (one per charge, refunds_one_per_charge).
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisors } from '../../db/schema/advisors';
import { checkouts, events } from '../../db/schema/booking';
import { charges, refunds } from '../../db/schema/payments';

const ledgerColumns = {
  id: charges.id,
  createdAt: charges.createdAt,
  amountCents: charges.amountCents,
  status: charges.status,
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
