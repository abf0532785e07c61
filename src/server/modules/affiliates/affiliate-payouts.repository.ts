// SQL of affiliates' earnings and payouts: the succeeded payments of clients each link brought (with
// any refund that went through), the sign-ups, the affiliates with their fee, and the payouts.
import { and, asc, between, eq, inArray, isNotNull, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { affiliateLinks, affiliatePayouts, referrals } from '../../db/schema/affiliates';
import type { AffiliatePayoutRow } from '../../db/schema/affiliates';
import { charges, refunds } from '../../db/schema/payments';
import { listLoggedPayouts } from '../payouts/logged-payouts';
import type { LoggedPayout } from '../payouts/logged-payouts';

export type Period = { affiliateUserId: string } | { from: Date; to: Date };

export interface AffiliateEarningRow {
  chargeId: string;
  affiliateUserId: string;
  feeBps: number;
  amountCents: number;
  paidAt: Date;
  refundCents: number | null;
  refundedAt: Date | null;
}

/** Succeeded payments of referred clients: one affiliate's, or any paid or refunded in a span. */
export async function listAffiliateEarningRows(
  db: Db,
  where: Period,
): Promise<AffiliateEarningRow[]> {
  const filter: SQL | undefined =
    'affiliateUserId' in where
      ? eq(referrals.affiliateUserId, where.affiliateUserId)
      : or(
          between(charges.createdAt, where.from, where.to),
          between(refunds.updatedAt, where.from, where.to),
        );
  const rows = await db
    .select({
      chargeId: charges.id,
      affiliateUserId: referrals.affiliateUserId,
      feeBps: referrals.feeBps,
      amountCents: charges.amountCents,
      paidAt: charges.createdAt,
      refundCents: refunds.amountCents,
      refundedAt: refunds.updatedAt,
    })
    .from(referrals)
    .innerJoin(charges, eq(charges.clientId, referrals.userId))
    .leftJoin(refunds, and(eq(refunds.chargeId, charges.id), eq(refunds.status, 'succeeded')))
    .where(and(isNotNull(referrals.affiliateUserId), eq(charges.status, 'succeeded'), filter))
    .orderBy(asc(charges.createdAt));
  return rows.map((row) => ({ ...row, affiliateUserId: row.affiliateUserId! }));
}

/** When each account one affiliate brought (or any brought in a span) signed up. */
export async function listSignUps(
  db: Db,
  where: Period,
): Promise<{ affiliateUserId: string; createdAt: Date }[]> {
  const rows = await db
    .select({ affiliateUserId: referrals.affiliateUserId, createdAt: referrals.createdAt })
    .from(referrals)
    .where(
      and(
        isNotNull(referrals.affiliateUserId),
        'affiliateUserId' in where
          ? eq(referrals.affiliateUserId, where.affiliateUserId)
          : between(referrals.createdAt, where.from, where.to),
      ),
    );
  return rows.map((row) => ({ ...row, affiliateUserId: row.affiliateUserId! }));
}

export type AffiliatePayoutListRow = LoggedPayout<AffiliatePayoutRow>;

/** Payouts of one affiliate, or of every affiliate for one month (yyyy-MM-01), oldest first. */
export function listAffiliatePayouts(
  db: Db,
  where: { affiliateUserId: string } | { month: string },
): Promise<AffiliatePayoutListRow[]> {
  return listLoggedPayouts(
    db,
    affiliatePayouts,
    'affiliateUserId' in where
      ? eq(affiliatePayouts.affiliateUserId, where.affiliateUserId)
      : eq(affiliatePayouts.month, where.month),
  );
}

export interface AffiliateAccount {
  userId: string;
  name: string;
  email: string;
  slug: string | null;
  feeBps: number | null;
}

/** Everyone holding the Affiliate role, and the other accounts named (affiliates once). */
export async function listAffiliateAccounts(
  db: Db,
  alsoIds: string[],
): Promise<AffiliateAccount[]> {
  const holders = db
    .select({ userId: userRoles.userId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(eq(roles.name, 'Affiliate'));
  return db
    .select({
      userId: users.id,
      name: users.fullName,
      email: users.email,
      slug: affiliateLinks.slug,
      feeBps: affiliateLinks.feeBps,
    })
    .from(users)
    .leftJoin(affiliateLinks, eq(affiliateLinks.userId, users.id))
    .where(
      alsoIds.length > 0
        ? or(inArray(users.id, holders), inArray(users.id, alsoIds))
        : inArray(users.id, holders),
    );
}

/** Serialises payouts and fee changes of one affiliate; false when the account does not exist. */
export async function lockAffiliateAccount(db: Db, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  return rows.length > 0;
}

/** Logs the month's payout unless one is logged: the new row, or undefined. */
export async function insertAffiliatePayout(
  db: Db,
  values: Omit<typeof affiliatePayouts.$inferInsert, 'id'>,
): Promise<AffiliatePayoutRow | undefined> {
  const [row] = await db
    .insert(affiliatePayouts)
    .values(values)
    .onConflictDoNothing({ target: [affiliatePayouts.affiliateUserId, affiliatePayouts.month] })
    .returning();
  return row;
}

/** Sets the rate future referrals of the affiliate are credited at. */
export async function updateLinkFee(db: Db, userId: string, feeBps: number): Promise<void> {
  await db.update(affiliateLinks).set({ feeBps }).where(eq(affiliateLinks.userId, userId));
}
