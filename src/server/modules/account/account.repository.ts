// Queries of the active-user call: the person's own settings and the impersonation a request
// runs under.
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

/** What the active user carries from the account itself; nothing for an external-only person. */
export async function findUserSettings(
  db: Db,
  userId: string,
): Promise<
  { fullName: string; email: string; timeZone: string; timeZoneChosenAt: Date | null } | undefined
> {
  const [row] = await db
    .select({
      fullName: users.fullName,
      email: users.email,
      timeZone: users.timeZone,
      timeZoneChosenAt: users.timeZoneChosenAt,
    })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
}
