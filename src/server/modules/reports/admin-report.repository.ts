// SQL of the admin reports (docs/product.md#admin-reports): every figure grouped in the database by
// UTC month or by advisor over a range. Payments and refunds come back grouped by amount and fee
// rate too, so the service applies the referral fee per payment with the payouts module's own rule
// while reading a few rows per period, never each payment.
import { and, eq, gte, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { ReportGrouping } from '../../../shared/contracts/admin-reports';
import type { Db } from '../../db/client';
import { affiliatePayouts } from '../../db/schema/affiliates';
import { advisors } from '../../db/schema/advisors';
import { advisorPayouts, charges, refunds } from '../../db/schema/payments';
import { signups } from '../../db/schema/plans';
import type { EngagementKind } from '../../../shared/offerings/catalog';

/** [start, end) of the range: the first instant of `from` and of the month after `to`, UTC. */
export interface ReportWindow {
  start: Date;
  end: Date;
}

/** A group of payments or refunds of one amount at one fee rate in one period or advisor. */
export interface MoneyGroupRow {
  key: string;
  amountCents: number;
  feeBps: number;
  /** Whether the payment has an advisor, and so a referral fee (ADR 0034). */
  withAdvisor: boolean;
  /** Payments only: The Hour's (no invoice), which count as its bookings. */
  hour: boolean;
  count: number;
}

export interface CountRow {
  key: string;
  kind: EngagementKind;
  count: number;
}

export interface SumRow {
  key: string;
  cents: number;
}

/** The month (yyyy-MM, UTC) of a timestamp, or of a date column as written. */
const monthOf = (column: AnyPgColumn, isDate = false) =>
  isDate
    ? sql<string>`to_char(${column}, 'YYYY-MM')`
    : sql<string>`to_char(${column} at time zone 'UTC', 'YYYY-MM')`;

/** An advisor's id as text; '' when the advisor is gone (kept on the ledger as null). */
const advisorKey = (column: AnyPgColumn) => sql<string>`coalesce(${column}::text, '')`;

const inWindow = (column: AnyPgColumn, window: ReportWindow) =>
  and(gte(column, window.start), lt(column, window.end));

/** A date column against the window's days (payouts are dated, not timed). */
const daysInWindow = (column: AnyPgColumn, window: ReportWindow) =>
  and(
    gte(column, window.start.toISOString().slice(0, 10)),
    lt(column, window.end.toISOString().slice(0, 10)),
  );

const count = sql<number>`count(*)::int`;
/** bigint: a range's payouts may pass what an int holds; read back as a number (exact to 2^53). */
const sumOf = (column: AnyPgColumn): SQL<number> =>
  sql<number>`coalesce(sum(${column}), 0)::bigint`.mapWith(Number);

export async function listReportRows(db: Db, window: ReportWindow, by: ReportGrouping) {
  const byMonth = by === 'month';
  const paymentKey = byMonth ? monthOf(charges.createdAt) : advisorKey(charges.advisorId);
  const withAdvisor = sql<boolean>`${charges.advisorId} is not null`;
  const hour = sql<boolean>`${charges.invoiceId} is null`;
  const payments = db
    .select({
      key: paymentKey,
      amountCents: charges.amountCents,
      feeBps: charges.referralFeeBps,
      withAdvisor,
      hour,
      count,
    })
    .from(charges)
    .where(and(eq(charges.status, 'succeeded'), inWindow(charges.createdAt, window)))
    .groupBy(paymentKey, charges.amountCents, charges.referralFeeBps, withAdvisor, hour);

  // Refunds count on the day they were made, as on the dashboard (refunds_created_idx).
  const refundKey = byMonth ? monthOf(refunds.createdAt) : advisorKey(charges.advisorId);
  const refunded = db
    .select({
      key: refundKey,
      amountCents: refunds.amountCents,
      feeBps: charges.referralFeeBps,
      withAdvisor,
      hour: sql<boolean>`false`,
      count,
    })
    .from(refunds)
    .innerJoin(charges, eq(charges.id, refunds.chargeId))
    .where(and(eq(refunds.status, 'succeeded'), inWindow(refunds.createdAt, window)))
    .groupBy(refundKey, refunds.amountCents, charges.referralFeeBps, withAdvisor);

  // The Plan and The Ongoing count once each, when paid for; their later invoices do not.
  const signupKey = byMonth ? monthOf(signups.paidAt) : advisorKey(signups.advisorId);
  const signedUp = db
    .select({ key: signupKey, kind: signups.kind, count })
    .from(signups)
    .where(and(isNotNull(signups.paidAt), inWindow(signups.paidAt, window)))
    .groupBy(signupKey, signups.kind);

  const advisorPayoutKey = byMonth
    ? monthOf(advisorPayouts.paidOn, true)
    : advisorKey(advisorPayouts.advisorId);
  const advisorPaid = db
    .select({ key: advisorPayoutKey, cents: sumOf(advisorPayouts.amountCents) })
    .from(advisorPayouts)
    .where(daysInWindow(advisorPayouts.paidOn, window))
    .groupBy(advisorPayoutKey);

  // Affiliates are paid per affiliate: by advisor there is only the range's one sum (key '').
  const affiliateMonth = monthOf(affiliatePayouts.paidOn, true);
  const affiliateSum = sumOf(affiliatePayouts.amountCents);
  const affiliateWhere = daysInWindow(affiliatePayouts.paidOn, window);
  const affiliatePaid = byMonth
    ? db
        .select({ key: affiliateMonth, cents: affiliateSum })
        .from(affiliatePayouts)
        .where(affiliateWhere)
        .groupBy(affiliateMonth)
    : db
        .select({ key: sql<string>`''`, cents: affiliateSum })
        .from(affiliatePayouts)
        .where(affiliateWhere);

  const [paymentRows, refundRows, signupRows, advisorPayoutRows, affiliatePayoutRows] =
    await Promise.all([payments, refunded, signedUp, advisorPaid, affiliatePaid]);
  return {
    payments: paymentRows as MoneyGroupRow[],
    refunds: refundRows as MoneyGroupRow[],
    signups: signupRows as CountRow[],
    advisorPayouts: advisorPayoutRows as SumRow[],
    affiliatePayouts: affiliatePayoutRows as SumRow[],
  };
}

export type ReportRows = Awaited<ReturnType<typeof listReportRows>>;

/** The names of the advisors a report lists. */
export async function listAdvisorNames(db: Db, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: advisors.id, firstName: advisors.firstName, lastName: advisors.lastName })
    .from(advisors)
    .where(inArray(advisors.id, ids));
  return new Map(rows.map((row) => [row.id, `${row.firstName} ${row.lastName}`.trim()]));
}
