// SQL of the roles (ADR 0041): the console table with how many live accounts hold each, one role,
// and its creation, renaming and removal.
import { count, eq, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { roles } from '../../db/schema/accounts';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { RoleSort } from '../../../shared/contracts/admin-users';

/** Live holders of each role, counted in a subquery so the table stays one row per role. */
// Written out with aliases: in a one-table select the query builder leaves columns unqualified.
const holders = sql<number>`(
  select count(*)::int from user_roles held
  join users holder on holder.id = held.user_id and holder.deleted_at is null
  where held.role_id = "roles"."id"
)`;

const roleColumns = {
  id: roles.id,
  name: roles.name,
  createdAt: roles.createdAt,
  userCount: holders,
};

export async function listRoles(db: Db, query: ConsoleQuery<RoleSort>) {
  const where = query.q ? ilike(roles.name, likePattern(query.q)) : undefined;
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select(roleColumns)
        .from(roles)
        .where(where)
        .orderBy(
          ...sortOrder(
            { name: sql`lower(${roles.name})`, users: holders, created: roles.createdAt },
            query,
            roles.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: count() }).from(roles).where(where);
      return Number(row?.total ?? 0);
    },
  });
}

export async function findRole(db: Db, id: number) {
  const [row] = await db.select(roleColumns).from(roles).where(eq(roles.id, id)).limit(1);
  return row;
}
export type RoleRow = NonNullable<Awaited<ReturnType<typeof findRole>>>;

/** Names are compared regardless of case: 'affiliate' would be confused with Affiliate. */
export async function findRoleByName(db: Db, name: string) {
  const [row] = await db
    .select(roleColumns)
    .from(roles)
    .where(sql`lower(${roles.name}) = lower(${name})`)
    .limit(1);
  return row;
}

/** Holds the role's row for the transaction: grants, removals and deletion queue behind it. */
export async function lockRole(db: Db, id: number): Promise<void> {
  await db.execute(sql`select 1 from ${roles} where ${roles.id} = ${id} for update`);
}

export async function insertRole(db: Db, name: string): Promise<number> {
  const [row] = await db.insert(roles).values({ name }).returning({ id: roles.id });
  if (!row) throw new Error('The role was not inserted.');
  return row.id;
}

export async function renameRole(db: Db, id: number, name: string): Promise<void> {
  await db.update(roles).set({ name }).where(eq(roles.id, id));
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  await db.delete(roles).where(eq(roles.id, id));
}
