// The one query of the impersonation an admin runs. The request identity, the active-user call and
// the admin's start all read it through ./impersonations.ts.
import { and, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { impersonations, users } from '../../db/schema/accounts';

const admins = alias(users, 'impersonating_admins');

export interface OpenImpersonation {
  adminId: string;
  adminName: string;
  userId: string;
  userName: string;
  endsAt: Date;
}

/**
 * The admin's impersonation that was not stopped (an index allows one per admin); whether it has
 * run out is the caller's call.
 */
export async function findOpenImpersonation(
  db: Db,
  adminId: string,
): Promise<OpenImpersonation | undefined> {
  const [row] = await db
    .select({
      adminId: impersonations.adminId,
      adminName: admins.fullName,
      userId: impersonations.userId,
      userName: users.fullName,
      endsAt: impersonations.endsAt,
    })
    .from(impersonations)
    .innerJoin(users, eq(users.id, impersonations.userId))
    .innerJoin(admins, eq(admins.id, impersonations.adminId))
    .where(and(eq(impersonations.adminId, adminId), isNull(impersonations.stoppedAt)))
    .orderBy(desc(impersonations.startedAt))
    .limit(1);
  return row;
}
