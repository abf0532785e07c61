// Queries behind request identity: a user with their roles.
import { and, eq, isNull } from 'drizzle-orm';
import { ROLES } from '../../../shared/roles';
import type { Role } from '../../../shared/roles';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';

export interface UserWithRoles {
  id: string;
  email: string;
  fullName: string;
  isFirmMember: boolean;
  /** Access tokens issued before this are refused (a password change or reset). */
  tokensValidAfter: Date | null;
  roles: Role[];
}

const isRole = (name: string): name is Role => (ROLES as readonly string[]).includes(name);

export async function findUserWithRoles(db: Db, id: string): Promise<UserWithRoles | undefined> {
  const rows = await db
    .select({
      id: users.id,
      email: users.email,
      fullName: users.fullName,
      isFirmMember: users.isFirmMember,
      tokensValidAfter: users.tokensValidAfter,
      role: roles.name,
    })
    .from(users)
    .leftJoin(userRoles, eq(userRoles.userId, users.id))
    .leftJoin(roles, eq(roles.id, userRoles.roleId))
    // A deleted account keeps its row for the records it owns, but is nobody to sign in as.
    .where(and(eq(users.id, id), isNull(users.deletedAt)))
    .orderBy(roles.name);
  const [first] = rows;
  if (!first) return undefined;
  const { role: _role, ...user } = first;
  return {
    ...user,
    roles: rows.map((row) => row.role).filter((name): name is Role => !!name && isRole(name)),
  };
}
