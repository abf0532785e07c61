// SQL of the admin users table and a user's edit page (ADR 0041): the paged list, the quick
// search, one user, the edit, and role grants. Deleted accounts stay as rows but are not listed.
import { and, count, eq, ilike, inArray, isNull, ne, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { roles, userRoles, users } from '../../db/schema/accounts';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { UserSort } from '../../../shared/contracts/admin-users';

export interface UserListRow {
  id: string;
  email: string;
  fullName: string;
  createdAt: Date;
  roles: string[];
}

const rowColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  createdAt: users.createdAt,
};

/** Every role name of each user, sorted. */
export async function roleNamesByUser(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const byUser = new Map<string, string[]>();
  if (userIds.length === 0) return byUser;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const row of rows) byUser.set(row.userId, [...(byUser.get(row.userId) ?? []), row.name]);
  return byUser;
}

async function withRoles<Row extends { id: string }>(db: Db, rows: Row[]) {
  const names = await roleNamesByUser(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, roles: names.get(row.id) ?? [] }));
}

/** Live accounts matching the search, holding the role when one is given. */
function listFilter(search: string, roleId: number | undefined): SQL | undefined {
  const pattern = search ? likePattern(search) : undefined;
  return and(
    isNull(users.deletedAt),
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    // A subquery, not a join: the table's rows stay one per user.
    roleId === undefined
      ? undefined
      : inArray(
          users.id,
          sql`(select ${userRoles.userId} from ${userRoles} where ${userRoles.roleId} = ${roleId})`,
        ),
  );
}

const SORT_COLUMNS = {
  name: users.fullName,
  // The unique lower(email) index serves this order.
  email: sql`lower(${users.email})`,
  joined: users.createdAt,
};

export async function listUsers(db: Db, query: ConsoleQuery<UserSort> & { roleId?: number }) {
  const where = listFilter(query.q, query.roleId);
  return pageOf(query, {
    rows: async (limit, offset) =>
      withRoles(
        db,
        await db
          .select(rowColumns)
          .from(users)
          .where(where)
          .orderBy(...sortOrder(SORT_COLUMNS, query, users.id))
          .limit(limit)
          .offset(offset),
      ),
    total: async () => {
      const [row] = await db.select({ total: count() }).from(users).where(where);
      return Number(row?.total ?? 0);
    },
  });
}

/** The quick search: the first few matches by name. */
export async function searchUsers(db: Db, text: string, roleId: number | undefined, limit: number) {
  const rows = await db
    .select(rowColumns)
    .from(users)
    .where(listFilter(text, roleId))
    .orderBy(users.fullName, users.id)
    .limit(limit);
  return withRoles(db, rows);
}

export async function findUser(db: Db, id: string) {
  const [row] = await db
    .select({
      ...rowColumns,
      timeZone: users.timeZone,
      isFirmMember: users.isFirmMember,
      emailVerifiedAt: users.emailVerifiedAt,
      lastLoginAt: users.lastLoginAt,
      deletedAt: users.deletedAt,
    })
    .from(users)
    .where(eq(users.id, id))
    .limit(1);
  if (!row) return undefined;
  const [withNames] = await withRoles(db, [row]);
  return withNames;
}
export type UserRecord = NonNullable<Awaited<ReturnType<typeof findUser>>>;

/** Holds the user's row for the transaction, so two edits or a delete cannot interleave. */
export async function lockUser(db: Db, id: string): Promise<void> {
  await db.execute(sql`select 1 from ${users} where ${users.id} = ${id} for update`);
}

export async function emailTakenByOther(db: Db, email: string, id: string): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, id)))
    .limit(1);
  return Boolean(row);
}

export async function updateUser(
  db: Db,
  id: string,
  values: { fullName: string; email: string; timeZone: string; isFirmMember: boolean; now: Date },
): Promise<void> {
  await db
    .update(users)
    .set({
      fullName: values.fullName,
      email: values.email,
      timeZone: values.timeZone,
      isFirmMember: values.isFirmMember,
      updatedAt: values.now,
    })
    .where(eq(users.id, id));
}

/** Live accounts holding a role; the Admin role's count guards the last admin. */
export async function countHolders(db: Db, roleId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(userRoles)
    .innerJoin(users, eq(users.id, userRoles.userId))
    .where(and(eq(userRoles.roleId, roleId), isNull(users.deletedAt)));
  return Number(row?.total ?? 0);
}

export async function grantRole(db: Db, userId: string, roleId: number): Promise<boolean> {
  const rows = await db
    .insert(userRoles)
    .values({ userId, roleId })
    .onConflictDoNothing()
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}

export async function revokeRole(db: Db, userId: string, roleId: number): Promise<boolean> {
  const rows = await db
    .delete(userRoles)
    .where(and(eq(userRoles.userId, userId), eq(userRoles.roleId, roleId)))
    .returning({ userId: userRoles.userId });
  return rows.length > 0;
}
