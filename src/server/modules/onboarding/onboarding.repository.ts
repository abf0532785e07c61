// SQL of becoming an advisor: invitations (by the hash of their token), the new advisor row and
// role, the checklist's facts, the disclosure files, the admin's vetting and its audit rows.
import { and, asc, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { auditLog, roles, userRoles, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { advisorDisclosures, advisorInvitations } from '../../db/schema/onboarding';
import type { AdvisorInvitationRow } from '../../db/schema/onboarding';
import { offerings } from '../../db/schema/plans';
import {
  DEFAULT_OFFERING_TERMS,
  ONGOING_DEFAULT_CAPACITY,
} from '../../../shared/contracts/offerings';
import type { DisclosureKind } from '../../../shared/onboarding';

// ——— invitations ———

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

// ——— the new advisor ———

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

// ——— the checklist ———

const vettingColumns = {
  id: advisors.id,
  slug: advisors.slug,
  firstName: advisors.firstName,
  lastName: advisors.lastName,
  userId: advisors.userId,
  crdNumber: advisors.crdNumber,
  bio: advisors.bio,
  longBio: advisors.longBio,
  profilePicKey: advisors.profilePicKey,
  createdAt: advisors.createdAt,
  approvedAt: advisors.approvedAt,
  approvedBy: advisors.approvedBy,
  crdCheckedAt: advisors.crdCheckedAt,
  advOnFileAt: advisors.advOnFileAt,
  listed: advisors.listed,
  submittedAt: advisors.submittedAt,
  pricesConfirmedAt: advisors.pricesConfirmedAt,
  /** Offerings saved since they were made count as reviewed prices. */
  offeringsEdited: sql<boolean>`exists (select 1 from ${offerings} where ${offerings.advisorId} = ${advisors.id} and ${offerings.updatedAt} > ${offerings.createdAt})`,
  hasWeeklyHours: sql<boolean>`exists (select 1 from ${advisorAvailability} where ${advisorAvailability.advisorId} = ${advisors.id} and exists (select 1 from jsonb_each(${advisorAvailability.rules}->'weekly') as day where jsonb_array_length(day.value) > 0))`,
};

export type VettingRow = Awaited<ReturnType<typeof findVettingRow>> & object;

export async function findVettingRow(
  db: Db,
  where: { advisorId: string } | { userId: string },
  options: { forUpdate?: boolean } = {},
) {
  const query = db
    .select(vettingColumns)
    .from(advisors)
    .where(
      'advisorId' in where ? eq(advisors.id, where.advisorId) : eq(advisors.userId, where.userId),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for('update', { of: advisors }) : await query;
  return row;
}

export async function listVettingRows(db: Db, approved: boolean) {
  const approver = alias(users, 'approver');
  const owner = alias(users, 'owner');
  return db
    .select({
      ...vettingColumns,
      email: owner.email,
      approvedByName: approver.fullName,
    })
    .from(advisors)
    .leftJoin(owner, eq(owner.id, advisors.userId))
    .leftJoin(approver, eq(approver.id, advisors.approvedBy))
    .where(approved ? isNotNull(advisors.approvedAt) : isNull(advisors.approvedAt))
    .orderBy(
      approved ? asc(advisors.lastName) : desc(advisors.submittedAt),
      asc(advisors.firstName),
      asc(advisors.id),
    );
}

export async function setAdvisorFields(
  db: Db,
  advisorId: string,
  change: Partial<
    Pick<
      typeof advisors.$inferInsert,
      | 'approvedAt'
      | 'approvedBy'
      | 'crdCheckedAt'
      | 'advOnFileAt'
      | 'listed'
      | 'submittedAt'
      | 'pricesConfirmedAt'
    >
  >,
  at: Date,
): Promise<void> {
  await db
    .update(advisors)
    .set({ ...change, updatedAt: at })
    .where(eq(advisors.id, advisorId));
}

// ——— disclosures ———

export async function listDisclosures(db: Db, advisorIds: string[]) {
  if (advisorIds.length === 0) return [];
  return db
    .select()
    .from(advisorDisclosures)
    .where(inArray(advisorDisclosures.advisorId, advisorIds))
    .orderBy(asc(advisorDisclosures.kind));
}

export async function findDisclosure(db: Db, advisorId: string, kind: DisclosureKind) {
  const [row] = await db
    .select()
    .from(advisorDisclosures)
    .where(and(eq(advisorDisclosures.advisorId, advisorId), eq(advisorDisclosures.kind, kind)))
    .limit(1);
  return row;
}

/** Saves the file's row; answers the storage key it replaced, if any. */
export async function saveDisclosure(
  db: Db,
  row: typeof advisorDisclosures.$inferInsert,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ storageKey: advisorDisclosures.storageKey })
      .from(advisorDisclosures)
      .where(
        and(eq(advisorDisclosures.advisorId, row.advisorId), eq(advisorDisclosures.kind, row.kind)),
      )
      .for('update');
    await tx
      .insert(advisorDisclosures)
      .values(row)
      .onConflictDoUpdate({
        target: [advisorDisclosures.advisorId, advisorDisclosures.kind],
        set: {
          storageKey: row.storageKey,
          fileName: row.fileName,
          sizeBytes: row.sizeBytes,
          uploadedAt: row.uploadedAt,
        },
      });
    return previous?.storageKey;
  });
}

// ——— audit ———

export async function insertAudit(
  db: Db,
  row: { actorId: string | null; subjectId: string | null; action: string; detail: string },
): Promise<void> {
  await db.insert(auditLog).values(row);
}
