// SQL of advisors' earnings and payouts: the succeeded charges an advisor received (with the
// invoice they paid, the client and any refund that went through), and the payouts admins logged.
import { and, asc, between, eq, inArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorPayouts, charges, invoices, refunds } from '../../db/schema/payments';
import type { AdvisorPayoutRow } from '../../db/schema/payments';
import { listLoggedPayouts } from './logged-payouts';
import type { LoggedPayout } from './logged-payouts';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export interface PayoutAdvisor {
  id: string;
  firstName: string;
  lastName: string;
  timeZone: string;
}

const advisorColumns = {
  id: advisors.id,
  firstName: advisors.firstName,
  lastName: advisors.lastName,
  timeZone: advisors.timeZone,
};

export async function findPayoutAdvisorOfUser(
  db: Db,
  userId: string,
): Promise<PayoutAdvisor | undefined> {
  const [row] = await db
    .select(advisorColumns)
    .from(advisors)
    .where(eq(advisors.userId, userId))
    .limit(1);
  return row;
}

export async function findPayoutAdvisors(db: Db, ids: string[]): Promise<PayoutAdvisor[]> {
  if (ids.length === 0) return [];
  return db.select(advisorColumns).from(advisors).where(inArray(advisors.id, ids));
}

export interface EarningRow {
  chargeId: string;
  advisorId: string;
  amountCents: number;
  referralFeeBps: number;
  paidAt: Date;
  clientName: string;
  invoiceKind: EngagementKind | null;
  periodStart: string | null;
  periodEnd: string | null;
  refundCents: number | null;
  refundedAt: Date | null;
}

/**
 * Succeeded charges with their refund if it went through: one advisor's, or every advisor's
 * paid or refunded between `from` and `to` (the caller trims each to the advisor's month).
 */
export async function listEarningRows(
  db: Db,
  where: { advisorId: string } | { from: Date; to: Date },
): Promise<EarningRow[]> {
  const client = alias(users, 'earning_client');
  const filter: SQL | undefined =
    'advisorId' in where
      ? eq(charges.advisorId, where.advisorId)
      : or(
          between(charges.createdAt, where.from, where.to),
          between(refunds.updatedAt, where.from, where.to),
        );
  const rows = await db
    .select({
      chargeId: charges.id,
      advisorId: charges.advisorId,
      amountCents: charges.amountCents,
      referralFeeBps: charges.referralFeeBps,
      paidAt: charges.createdAt,
      clientName: client.fullName,
      invoiceKind: invoices.kind,
      periodStart: invoices.periodStart,
      periodEnd: invoices.periodEnd,
      refundCents: refunds.amountCents,
      refundedAt: refunds.updatedAt,
    })
    .from(charges)
    .innerJoin(client, eq(client.id, charges.clientId))
    .leftJoin(invoices, eq(invoices.id, charges.invoiceId))
    .leftJoin(refunds, and(eq(refunds.chargeId, charges.id), eq(refunds.status, 'succeeded')))
    .where(and(eq(charges.status, 'succeeded'), sql`${charges.advisorId} is not null`, filter))
    .orderBy(asc(charges.createdAt));
  return rows.map((row) => ({ ...row, advisorId: row.advisorId! }));
}

export type PayoutListRow = LoggedPayout<AdvisorPayoutRow>;

/** Payouts of one advisor, or of every advisor for one month (yyyy-MM-01), oldest first. */
export function listPayouts(
  db: Db,
  where: { advisorId: string } | { month: string },
): Promise<PayoutListRow[]> {
  return listLoggedPayouts(
    db,
    advisorPayouts,
    'advisorId' in where
      ? eq(advisorPayouts.advisorId, where.advisorId)
      : eq(advisorPayouts.month, where.month),
  );
}

export type NewPayout = Omit<typeof advisorPayouts.$inferInsert, 'id'>;

/**
 * Logs a payout unless its idempotency key exists, inside the caller's transaction; either way
 * answers the stored row and whether this call wrote it.
 */
export async function insertPayoutOnce(
  db: Db,
  values: NewPayout,
): Promise<{ payout: AdvisorPayoutRow; created: boolean }> {
  const [created] = await db
    .insert(advisorPayouts)
    .values(values)
    .onConflictDoNothing({ target: advisorPayouts.idempotencyKey })
    .returning();
  if (created) return { payout: created, created: true };
  const [existing] = await db
    .select()
    .from(advisorPayouts)
    .where(eq(advisorPayouts.idempotencyKey, values.idempotencyKey));
  return { payout: existing!, created: false };
}

/** Serialises payouts of one advisor so two admins never both pay the same owed amount. */
export async function lockAdvisorForPayout(db: Db, advisorId: string): Promise<boolean> {
  const rows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.id, advisorId))
    .for('update');
  return rows.length > 0;
}
