// SQL of advisor invitations (kept by the hash of their token) and of the advisor, role and
// offerings that accepting one makes (docs/product.md#becoming-an-advisor).
import { and, asc, desc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { roles, userRoles, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorInvitations } from '../../db/schema/onboarding';
import type { AdvisorInvitationRow } from '../../db/schema/onboarding';
import { offerings } from '../../db/schema/plans';
import {
  DEFAULT_OFFERING_TERMS,
  ONGOING_DEFAULT_CAPACITY,
} from '../../../shared/contracts/offerings';

export async function insertInvitation(
  db: Db,
  row: {
    email: string;
    firstName: string;
    lastName: string;
    tokenHash: string;
    expiresAt: Date;
    invitedBy: string;
    sentAt: Date;
  },
): Promise<AdvisorInvitationRow> {
  const [inserted] = await db
    .insert(advisorInvitations)
    .values({ ...row, createdAt: row.sentAt })
    .returning();
  return inserted!;
}

export async function listInvitations(db: Db, limit: number): Promise<AdvisorInvitationRow[]> {
  return db
    .select()
    .from(advisorInvitations)
    .orderBy(desc(advisorInvitations.createdAt), asc(advisorInvitations.id))
    .limit(limit);
}

export async function findInvitation(
  db: Db,
  id: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdvisorInvitationRow | undefined> {
  const query = db.select().from(advisorInvitations).where(eq(advisorInvitations.id, id)).limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findInvitationByHash(
  db: Db,
  tokenHash: string,
  options: { forUpdate?: boolean } = {},
): Promise<AdvisorInvitationRow | undefined> {
  const query = db
    .select()
    .from(advisorInvitations)
    .where(eq(advisorInvitations.tokenHash, tokenHash))
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update') : await query;
  return row;
}

/** A pending (not accepted, revoked or expired) invitation to the address, if any. */
export async function findPendingInvitationTo(
  db: Db,
  email: string,
  at: Date,
): Promise<{ id: string } | undefined> {
  const [row] = await db
    .select({ id: advisorInvitations.id })
    .from(advisorInvitations)
    .where(
      and(
        sql`lower(${advisorInvitations.email}) = lower(${email})`,
        isNull(advisorInvitations.acceptedAt),
        isNull(advisorInvitations.revokedAt),
        gt(advisorInvitations.expiresAt, at),
      ),
    )
    .limit(1);
  return row;
}

export async function isAdvisorEmail(db: Db, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(sql`lower(${users.email}) = lower(${email})`)
    .limit(1);
  return !!row;
}

export async function updateInvitation(
  db: Db,
  id: string,
  change: Partial<
    Pick<
      AdvisorInvitationRow,
      'tokenHash' | 'expiresAt' | 'sentAt' | 'revokedAt' | 'acceptedAt' | 'acceptedBy' | 'advisorId'
    >
  >,
): Promise<AdvisorInvitationRow> {
  const [row] = await db
    .update(advisorInvitations)
    .set(change)
    .where(eq(advisorInvitations.id, id))
    .returning();
  return row!;
}

// ——— the new advisor, made by accepting ———

export async function findUserForAcceptance(db: Db, userId: string) {
  const [row] = await db
    .select({ id: users.id, email: users.email, timeZone: users.timeZone })
    .from(users)
    .where(and(eq(users.id, userId), isNull(users.deletedAt)))
    .limit(1);
  return row;
}

export async function findAdvisorIdOfUser(db: Db, userId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(eq(advisors.userId, userId))
    .limit(1);
  return row?.id;
}

/** Slugs already taken that start with the base, to pick a free one. */
export async function listSlugsLike(db: Db, base: string): Promise<string[]> {
  const rows = await db
    .select({ slug: advisors.slug })
    .from(advisors)
    .where(sql`${advisors.slug} = ${base} or ${advisors.slug} like ${`${base}-%`}`);
  return rows.map((row) => row.slug);
}

export async function grantRole(db: Db, userId: string, role: string): Promise<void> {
  await db.insert(roles).values({ name: role }).onConflictDoNothing({ target: roles.name });
  const [roleRow] = await db.select({ id: roles.id }).from(roles).where(eq(roles.name, role));
  await db.insert(userRoles).values({ userId, roleId: roleRow!.id }).onConflictDoNothing();
}

export async function insertNewAdvisor(
  db: Db,
  row: typeof advisors.$inferInsert,
): Promise<{ id: string; slug: string }> {
  const [inserted] = await db
    .insert(advisors)
    .values(row)
    .returning({ id: advisors.id, slug: advisors.slug });
  return inserted!;
}

/** The Plan and The Ongoing, switched off with the default terms, as the offerings start. */
export async function insertDefaultOfferings(db: Db, advisorId: string): Promise<void> {
  await db
    .insert(offerings)
    .values([
      { advisorId, kind: 'plan', enabled: false, terms: DEFAULT_OFFERING_TERMS.plan },
      {
        advisorId,
        kind: 'ongoing',
        enabled: false,
        terms: DEFAULT_OFFERING_TERMS.ongoing,
        capacity: ONGOING_DEFAULT_CAPACITY,
      },
    ])
    .onConflictDoNothing();
}
