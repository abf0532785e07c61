// SQL of the ledger: charges, refunds and gateway webhook events. Every insert is keyed, so a
// repeated call finds the first row instead of writing a second.
import { and, asc, eq, gt, isNotNull, isNull, lt, ne, notInArray, or, sql } from 'drizzle-orm';
import { REFERRAL_FEE_BPS } from '../../../shared/constants';
import type { Db } from '../../db/client';
import { checkouts } from '../../db/schema/booking';
import { charges, refunds } from '../../db/schema/payments';
import type { ChargeRow, RefundRow } from '../../db/schema/payments';

export type NewCharge = Omit<typeof charges.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>;

/** Inserts a charge unless its idempotency key exists; either way answers the stored row. */
export async function insertChargeOnce(
  db: Db,
  values: NewCharge,
  now: Date,
): Promise<{ charge: ChargeRow; created: boolean }> {
  const [created] = await db
    .insert(charges)
    .values({ referralFeeBps: REFERRAL_FEE_BPS, ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: charges.idempotencyKey })
    .returning();
  if (created) return { charge: created, created: true };
  const [existing] = await db
    .select()
    .from(charges)
    .where(eq(charges.idempotencyKey, values.idempotencyKey));
  return { charge: existing!, created: false };
}

export async function updateCharge(
  db: Db,
  id: string,
  patch: Partial<Omit<ChargeRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<ChargeRow> {
  const [row] = await db
    .update(charges)
    .set({ ...patch, updatedAt: now })
    .where(eq(charges.id, id))
    .returning();
  return row!;
}

export async function findSucceededChargeOfCheckout(
  db: Db,
  checkoutId: string,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.checkoutId, checkoutId), eq(charges.status, 'succeeded')))
    .limit(1);
  return row;
}

/** Card attempts of a checkout (or of all, last touched before `before`) with no stored answer. */
export async function listPendingCharges(
  db: Db,
  where: { checkoutId: string } | { before: Date; limit: number },
): Promise<ChargeRow[]> {
  const query = db
    .select()
    .from(charges)
    .where(
      and(
        eq(charges.status, 'pending'),
        'checkoutId' in where
          ? eq(charges.checkoutId, where.checkoutId)
          : lt(charges.updatedAt, where.before),
      ),
    )
    .orderBy(asc(charges.updatedAt));
  return 'limit' in where ? query.limit(where.limit) : query;
}

/** Stores a late-found answer of a pending charge, unless its own request stored one meanwhile. */
export async function settlePendingCharge(
  db: Db,
  id: string,
  patch: Partial<Omit<ChargeRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .update(charges)
    .set({ ...patch, updatedAt: now })
    .where(and(eq(charges.id, id), eq(charges.status, 'pending')))
    .returning();
  return row;
}

export async function findSucceededChargeOfEvent(
  db: Db,
  eventId: string,
): Promise<ChargeRow | undefined> {
  const [row] = await db
    .select()
    .from(charges)
    .where(and(eq(charges.eventId, eventId), eq(charges.status, 'succeeded')))
    .limit(1);
  return row;
}

/**
 * The Hour's payments taken but not yet turned into a meeting or a refund, last touched before `before`,
 * in id order after `afterId` (for batches): the reconciliation sweep's work. A checkout marked
 * refunded counts only while its refund row is missing (the process stopped between the two).
 */
export async function listChargesWithoutOutcome(
  db: Db,
  before: Date,
  limit: number,
  afterId?: string,
): Promise<ChargeRow[]> {
  const rows = await db
    .select({ charge: charges })
    .from(charges)
    .innerJoin(checkouts, eq(checkouts.id, charges.checkoutId))
    .where(
      and(
        eq(charges.status, 'succeeded'),
        isNull(charges.eventId),
        // The Hour's payments only (charges_without_meeting_idx): an invoice's never has a meeting.
        isNotNull(charges.checkoutId),
        lt(charges.updatedAt, before),
        isNull(checkouts.eventId),
        or(
          notInArray(checkouts.status, ['paid', 'refunded']),
          sql`not exists (select 1 from ${refunds} where ${refunds.chargeId} = ${charges.id})`,
        ),
        afterId ? gt(charges.id, afterId) : undefined,
      ),
    )
    .orderBy(asc(charges.id))
    .limit(limit);
  return rows.map((row) => row.charge);
}

export async function findRefundOfCharge(db: Db, chargeId: string): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.chargeId, chargeId)).limit(1);
  return row;
}

export async function setChargeEvent(db: Db, chargeId: string, eventId: string): Promise<void> {
  await db.update(charges).set({ eventId }).where(eq(charges.id, chargeId));
}

export type NewRefund = Omit<
  typeof refunds.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'attempts'
>;

/** A charge is refunded once: a second request finds the first refund (by key or by charge). */
export async function insertRefundOnce(
  db: Db,
  values: NewRefund,
  now: Date,
): Promise<{ refund: RefundRow; created: boolean }> {
  const [created] = await db
    .insert(refunds)
    .values({ ...values, createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning();
  if (created) return { refund: created, created: true };
  const [existing] = await db
    .select()
    .from(refunds)
    .where(eq(refunds.chargeId, values.chargeId))
    .limit(1);
  return { refund: existing!, created: false };
}

export async function updateRefund(
  db: Db,
  id: string,
  patch: Partial<Omit<RefundRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<RefundRow> {
  const [row] = await db
    .update(refunds)
    .set({ ...patch, updatedAt: now })
    .where(eq(refunds.id, id))
    .returning();
  return row!;
}

/** Counts a gateway call on a refund before it is made, so retries can give up in time. */
export async function countRefundAttempt(db: Db, id: string, now: Date): Promise<void> {
  await db
    .update(refunds)
    .set({ attempts: sql`${refunds.attempts} + 1`, updatedAt: now })
    .where(eq(refunds.id, id));
}

export async function findRefundByGatewayRef(
  db: Db,
  gatewayRef: string,
): Promise<RefundRow | undefined> {
  const [row] = await db.select().from(refunds).where(eq(refunds.gatewayRef, gatewayRef)).limit(1);
  return row;
}

export async function findRefundsOfEvents(db: Db, eventIds: string[]): Promise<RefundRow[]> {
  if (eventIds.length === 0) return [];
  return db
    .select()
    .from(refunds)
    .where(sql`${refunds.eventId} in ${eventIds}`);
}

/** Refunds not yet through, last touched before `before`, oldest first. */
export async function listUnfinishedRefunds(
  db: Db,
  before: Date,
  limit: number,
): Promise<(RefundRow & { chargeRef: string | null })[]> {
  const rows = await db
    .select({ refund: refunds, chargeRef: charges.gatewayRef })
    .from(refunds)
    .innerJoin(charges, eq(charges.id, refunds.chargeId))
    .where(and(ne(refunds.status, 'succeeded'), lt(refunds.updatedAt, before)))
    .orderBy(asc(refunds.updatedAt))
    .limit(limit);
  return rows.map((row) => ({ ...row.refund, chargeRef: row.chargeRef }));
}

export async function findChargeById(db: Db, id: string): Promise<ChargeRow | undefined> {
  const [row] = await db.select().from(charges).where(eq(charges.id, id)).limit(1);
  return row;
}
