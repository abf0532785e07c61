// SQL of an advisor's vetting facts (docs/product.md#becoming-an-advisor): what the checklist is
// computed from, the admin's list of advisors waiting and approved, and the fields both set.
import { and, asc, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { offerings } from '../../db/schema/plans';

const vettingColumns = {
  id: advisors.id,
  slug: advisors.slug,
  firstName: advisors.firstName,
  lastName: advisors.lastName,
  userId: advisors.userId,
  crdNumber: advisors.crdNumber,
  bio: advisors.bio,
  longBio: advisors.longBio,
  homeState: advisors.homeState,
  city: advisors.city,
  firmName: advisors.firmName,
  profilePicKey: advisors.profilePicKey,
  createdAt: advisors.createdAt,
  approvedAt: advisors.approvedAt,
  approvedBy: advisors.approvedBy,
  crdCheckedAt: advisors.crdCheckedAt,
  advOnFileAt: advisors.advOnFileAt,
  listed: advisors.listed,
  submittedAt: advisors.submittedAt,
  pricesConfirmedAt: advisors.pricesConfirmedAt,
  /** Offerings saved since they were made count as reviewed prices. */
  offeringsEdited: sql<boolean>`exists (select 1 from ${offerings} where ${offerings.advisorId} = ${advisors.id} and ${offerings.updatedAt} > ${offerings.createdAt})`,
  hasWeeklyHours: sql<boolean>`exists (select 1 from ${advisorAvailability} where ${advisorAvailability.advisorId} = ${advisors.id} and exists (select 1 from jsonb_each(${advisorAvailability.rules}->'weekly') as day where jsonb_array_length(day.value) > 0))`,
};

export type VettingRow = Awaited<ReturnType<typeof findVettingRow>> & object;

export async function findVettingRow(
  db: Db,
  where: { advisorId: string } | { userId: string },
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(vettingColumns)
    .from(advisors)
    .where(
      'advisorId' in where ? eq(advisors.id, where.advisorId) : eq(advisors.userId, where.userId),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: advisors }) : await query;
  return row;
}

export async function listVettingRows(db: Db, approved: boolean) {
  const approver = alias(users, 'approver');
  const owner = alias(users, 'owner');
  return db
    .select({
      ...vettingColumns,
      email: owner.email,
      approvedByName: approver.fullName,
    })
    .from(advisors)
    .leftJoin(owner, eq(owner.id, advisors.userId))
    .leftJoin(approver, eq(approver.id, advisors.approvedBy))
    .where(approved ? isNotNull(advisors.approvedAt) : isNull(advisors.approvedAt))
    .orderBy(
      approved ? asc(advisors.lastName) : desc(advisors.submittedAt),
      asc(advisors.firstName),
      asc(advisors.id),
    );
}

export async function setAdvisorFields(
  db: Db,
  advisorId: string,
  change: Partial<
    Pick<
      typeof advisors.$inferInsert,
      | 'approvedAt'
      | 'approvedBy'
      | 'crdCheckedAt'
      | 'advOnFileAt'
      | 'listed'
      | 'submittedAt'
      | 'pricesConfirmedAt'
    >
  >,
  at: Date,
): Promise<void> {
  await db
    .update(advisors)
    .set({ ...change, updatedAt: at })
    .where(eq(advisors.id, advisorId));
}

/**
 * Records that the advisor of the account opened Advisor Home; true only the first time. One
 * conditional update, so two tabs opening at once cannot both be first.
 */
export async function markHomeVisited(db: Db, userId: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(advisors)
    .set({ homeVisitedAt: at })
    .where(and(eq(advisors.userId, userId), isNull(advisors.homeVisitedAt)))
    .returning({ id: advisors.id });
  return rows.length > 0;
}
