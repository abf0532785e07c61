// Queries of the active-user call: the impersonation a request runs under.
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { impersonations, users } from '../../db/schema/accounts';

export async function findRunningImpersonation(
  db: Db,
  adminId: string,
  userId: string,
  now: Date,
): Promise<{ adminName: string; endsAt: Date } | undefined> {
  const [row] = await db
    .select({ adminName: users.fullName, endsAt: impersonations.endsAt })
    .from(impersonations)
    .innerJoin(users, eq(users.id, impersonations.adminId))
    .where(
      and(
        eq(impersonations.adminId, adminId),
        eq(impersonations.userId, userId),
        isNull(impersonations.stoppedAt),
        gt(impersonations.endsAt, now),
      ),
    )
    .limit(1);
  return row;
}
