// Queries of impersonation: the user acted as, with their roles, and the impersonation rows.
import { and, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { ROLES } from '../../../shared/roles';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { impersonations, roles, userRoles, users } from '../../db/schema/accounts';

export interface UserSummary {
  id: string;
  email: string;
  fullName: string;
  isFirmMember: boolean;
  createdAt: Date;
  roles: Role[];
}

/** One user with the zone their pages show times in, for the user an admin starts acting as. */
export interface UserWithZone extends UserSummary {
  timeZone: string;
  timeZoneChosenAt: Date | null;
}

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

async function rolesByUser(db: Db, userIds: string[]): Promise<Map<string, Role[]>> {
  const byUser = new Map<string, Role[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const row of rows) {
    if (isRole(row.name)) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  }
  return byUser;
}

const summaryColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  isFirmMember: users.isFirmMember,
  createdAt: users.createdAt,
};

export async function findUserSummary(db: Db, id: string): Promise<UserWithZone | undefined> {
  const [user] = await db
    .select({
      ...summaryColumns,
      timeZone: users.timeZone,
      timeZoneChosenAt: users.timeZoneChosenAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!user) return undefined;
  return { ...user, roles: (await rolesByUser(db, [user.id])).get(user.id) ?? [] };
}

/** Closes the admin's impersonations that ran out without a stop, as of when they ran out. */
export async function closeExpiredImpersonations(db: Db, adminId: string, now: Date) {
  return db
    .update(impersonations)
    .set({ stoppedAt: sql`${impersonations.endsAt}` })
    .where(
      and(
        eq(impersonations.adminId, adminId),
        isNull(impersonations.stoppedAt),
        lte(impersonations.endsAt, now),
      ),
    )
    .returning({ userId: impersonations.userId, endsAt: impersonations.endsAt });
}

export async function insertImpersonation(
  db: Db,
  row: { adminId: string; userId: string; startedAt: Date; endsAt: Date },
): Promise<void> {
  await db.insert(impersonations).values(row);
}

export async function stopRunningImpersonations(db: Db, adminId: string, now: Date) {
  return db
    .update(impersonations)
    .set({ stoppedAt: now })
    .where(and(eq(impersonations.adminId, adminId), isNull(impersonations.stoppedAt)))
    .returning({ userId: impersonations.userId });
}
