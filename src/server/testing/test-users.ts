// Users with roles made straight in the database, for tests that need a signed-in caller.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { ROLES } from '../../shared/roles';
import type { Role } from '../../shared/roles';
import type { Db } from '../db/client';
import { roles, userRoles, users } from '../db/schema/accounts';
import type { User } from '../db/schema/accounts';
import type { RequestUser } from '../auth/access/request-user';

export interface TestUser extends User {
  roles: Role[];
}

export async function ensureRoleRows(db: Db, names: readonly Role[] = ROLES): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(roles)
    .values(names.map((name) => ({ name })))
    .onConflictDoNothing({ target: roles.name });
}

export async function createTestUser(
  db: Db,
  options: {
    roles?: Role[];
    fullName?: string;
    email?: string;
    firmMember?: boolean;
    createdAt?: Date;
  } = {},
): Promise<TestUser> {
  const userRoleNames = options.roles ?? ['Consumer'];
  const unique = randomUUID().slice(0, 8);
  const [user] = await db
    .insert(users)
    .values({
      email: options.email ?? `test-${unique}@example.test`,
      fullName: options.fullName ?? `Test ${userRoleNames.join(' ') || 'Nobody'} ${unique}`,
      isFirmMember: options.firmMember ?? false,
      emailVerifiedAt: new Date(),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
    })
    .returning();
  if (!user) throw new Error('The test user was not inserted.');
  if (userRoleNames.length > 0) {
    await ensureRoleRows(db, userRoleNames);
    const roleRows = await db
      .select({ id: roles.id })
      .from(roles)
      .where(inArray(roles.name, userRoleNames));
    await db.insert(userRoles).values(roleRows.map((row) => ({ userId: user.id, roleId: row.id })));
  }
  return { ...user, roles: userRoleNames };
}

export async function deleteTestUser(db: Db, id: string): Promise<void> {
  await db.delete(users).where(eq(users.id, id));
}

/** The request user a service sees for a test user. */
export function asRequestUser(user: TestUser): RequestUser {
  return {
    id: user.id,
    email: user.email,
    name: user.fullName,
    roles: user.roles,
    firmMember: user.isFirmMember,
  };
}
