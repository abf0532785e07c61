// The payouts admins logged, with the name of the admin who logged each: one query for the
// advisors' payouts (ADR 0034) and the affiliates' (ADR 0039), whose tables share these columns.
import { asc, eq } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import type { affiliatePayouts } from '../../db/schema/affiliates';
import type { AffiliatePayoutRow } from '../../db/schema/affiliates';
import type { advisorPayouts } from '../../db/schema/payments';
import type { AdvisorPayoutRow } from '../../db/schema/payments';

export type LoggedPayout<Row> = Row & { loggedByName: string | null };

type PayoutTable = typeof advisorPayouts | typeof affiliatePayouts;

/** The rows of `table` that `where` keeps, oldest payment first (then oldest logged). */
export function listLoggedPayouts(
  db: Db,
  table: typeof advisorPayouts,
  where: SQL,
): Promise<LoggedPayout<AdvisorPayoutRow>[]>;
export function listLoggedPayouts(
  db: Db,
  table: typeof affiliatePayouts,
  where: SQL,
): Promise<LoggedPayout<AffiliatePayoutRow>[]>;
export async function listLoggedPayouts(
  db: Db,
  table: PayoutTable,
  where: SQL,
): Promise<LoggedPayout<AdvisorPayoutRow | AffiliatePayoutRow>[]> {
  const admin = alias(users, 'payout_admin');
  const rows = await db
    .select({ payout: table, loggedByName: admin.fullName })
    .from(table)
    .leftJoin(admin, eq(admin.id, table.loggedBy))
    .where(where)
    .orderBy(asc(table.paidOn), asc(table.loggedAt));
  return rows.map((row) => ({ ...row.payout, loggedByName: row.loggedByName }));
}
