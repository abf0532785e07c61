// SQL of a signup arranged by hand (ADR 0073): who may be its client and its advisor.
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';

/** An open account holding the Consumer role, or undefined. */
export async function findOpenConsumer(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(userRoles, eq(userRoles.userId, users.id))
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(users.id, userId), isNull(users.deletedAt), eq(roles.name, 'Consumer')))
    .limit(1);
  return row?.id;
}

/** The advisor profile of an account, or undefined. */
export async function findAdvisorIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.userId, userId))
    .limit(1);
  return row?.id;
}
