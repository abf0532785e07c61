// Queries of the admin's Plan and Ongoing pages (docs/product.md#plans-admin): signups and
// instances with their people and invoice counts in one statement each, edits, deletes and who has
// capacity. Deleted rows stay (their invoices point at them) and are left out of every list.
import { and, asc, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  EngagementStatus,
  FollowUpStatus,
  SignupState,
} from '../../../shared/contracts/plans';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { invoices } from '../../db/schema/payments';
import type { EngagementRow, SignupRow } from '../../db/schema/plans';
import { engagementMeetings, engagements, offerings, signups } from '../../db/schema/plans';
import { likePattern } from '../../db/paged-query';
import type { EngagementKind } from '../../../shared/offerings/catalog';

const advisorName = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;

/** Counts of a signup's invoices; a row's invoices are its signup's, whichever record lists them. */
const invoiceCountOf = (status: SQL | null) =>
  sql<number>`(select count(*) from ${invoices} where ${invoices.signupId} = ${signups.id}${
    status ? sql` and ${status}` : sql``
  })::int`;

const signupColumns = {
  id: signups.id,
  kind: signups.kind,
  clientId: users.id,
  clientName: users.fullName,
  clientEmail: users.email,
  advisorId: advisors.id,
  advisorName,
  advisorSlug: advisors.slug,
  priceCents: signups.priceCents,
  state: signups.state,
  followUpStatus: signups.followUpStatus,
  targetDate: signups.targetDate,
  createdAt: signups.createdAt,
  paidAt: signups.paidAt,
  instanceId: engagements.id,
  paidInvoices: invoiceCountOf(sql`${invoices.status} = 'paid'`),
  openInvoices: invoiceCountOf(sql`${invoices.status} = 'open'`),
  totalInvoices: invoiceCountOf(null),
};
export type SignupListRow = Awaited<ReturnType<typeof signupListQuery>>[number];

/** Each signup with its live instance, if it has one. */
function signupListQuery(db: Db, where: SQL | undefined) {
  return db
    .select(signupColumns)
    .from(signups)
    .innerJoin(users, eq(users.id, signups.clientId))
    .innerJoin(advisors, eq(advisors.id, signups.advisorId))
    .leftJoin(engagements, and(eq(engagements.signupId, signups.id), isNull(engagements.deletedAt)))
    .where(where)
    .$dynamic();
}

export async function listSignups(
  db: Db,
  kind: EngagementKind,
  filter: { followUpStatus?: FollowUpStatus | undefined; state?: SignupState | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: SignupListRow[]; total: number }> {
  const where = and(
    eq(signups.kind, kind),
    isNull(signups.deletedAt),
    filter.followUpStatus ? eq(signups.followUpStatus, filter.followUpStatus) : undefined,
    filter.state ? eq(signups.state, filter.state) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    signupListQuery(db, where)
      .orderBy(desc(signups.createdAt), desc(signups.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(signups).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findSignupListRow(db: Db, id: string): Promise<SignupListRow | undefined> {
  const [row] = await signupListQuery(db, eq(signups.id, id)).limit(1);
  return row;
}

/** `%` and `_` typed by the admin are matched as themselves. */

/** Signups whose client's name or email, or advisor's name, holds the text. */
export async function searchSignups(
  db: Db,
  kind: EngagementKind,
  text: string,
  limit: number,
): Promise<SignupListRow[]> {
  const pattern = likePattern(text);
  return signupListQuery(
    db,
    and(
      eq(signups.kind, kind),
      isNull(signups.deletedAt),
      or(ilike(users.fullName, pattern), ilike(users.email, pattern), ilike(advisorName, pattern)),
    ),
  )
    .orderBy(desc(signups.createdAt), desc(signups.id))
    .limit(limit);
}

export async function findSignup(db: Db, id: string): Promise<SignupRow | undefined> {
  const [row] = await db.select().from(signups).where(eq(signups.id, id)).limit(1);
  return row;
}

export async function findEngagement(db: Db, id: string): Promise<EngagementRow | undefined> {
  const [row] = await db.select().from(engagements).where(eq(engagements.id, id)).limit(1);
  return row;
}

export async function findEngagementOfSignup(
  db: Db,
  signupId: string,
): Promise<EngagementRow | undefined> {
  const [row] = await db
    .select()
    .from(engagements)
    .where(and(eq(engagements.signupId, signupId), isNull(engagements.deletedAt)))
    .limit(1);
  return row;
}

const instanceColumns = {
  ...signupColumns,
  id: engagements.id,
  signupId: signups.id,
  status: engagements.status,
  startsOn: engagements.startsOn,
  endsOn: engagements.endsOn,
  cancelledAt: engagements.cancelledAt,
  meetingsIncluded: engagements.meetingsIncluded,
  deliveredAt: engagements.deliveredAt,
  meetingsBooked: sql<number>`(select count(*) from ${engagementMeetings} where ${engagementMeetings.engagementId} = ${engagements.id})::int`,
};
export type InstanceListRow = Awaited<ReturnType<typeof instanceListQuery>>[number];

function instanceListQuery(db: Db, where: SQL | undefined) {
  return db
    .select(instanceColumns)
    .from(engagements)
    .innerJoin(signups, eq(signups.id, engagements.signupId))
    .innerJoin(users, eq(users.id, engagements.clientId))
    .innerJoin(advisors, eq(advisors.id, engagements.advisorId))
    .where(where)
    .$dynamic();
}

export async function listInstances(
  db: Db,
  kind: EngagementKind,
  filter: { status?: EngagementStatus | undefined },
  page: { limit: number; offset: number },
): Promise<{ rows: InstanceListRow[]; total: number }> {
  const where = and(
    eq(engagements.kind, kind),
    isNull(engagements.deletedAt),
    filter.status ? eq(engagements.status, filter.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    instanceListQuery(db, where)
      .orderBy(desc(engagements.startsOn), desc(engagements.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(engagements).where(where),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export async function findInstanceListRow(
  db: Db,
  id: string,
): Promise<InstanceListRow | undefined> {
  const [row] = await instanceListQuery(db, eq(engagements.id, id)).limit(1);
  return row;
}

export async function updateSignupFollowUp(
  db: Db,
  id: string,
  change: { followUpStatus?: FollowUpStatus; targetDate?: string | null },
  at: Date,
): Promise<SignupRow | undefined> {
  const [row] = await db
    .update(signups)
    .set({
      ...(change.followUpStatus !== undefined ? { followUpStatus: change.followUpStatus } : {}),
      // A new target date is a new day to be reminded of.
      ...(change.targetDate !== undefined
        ? { targetDate: change.targetDate, followUpRemindedOn: null }
        : {}),
      updatedAt: at,
    })
    .where(and(eq(signups.id, id), isNull(signups.deletedAt)))
    .returning();
  return row;
}

export async function updateEngagement(
  db: Db,
  id: string,
  change: Partial<
    Pick<
      EngagementRow,
      | 'startsOn'
      | 'endsOn'
      | 'status'
      | 'meetingsIncluded'
      | 'cancelledAt'
      | 'cancelReason'
      | 'nextInvoiceOn'
    >
  >,
  at: Date,
): Promise<EngagementRow | undefined> {
  const [row] = await db
    .update(engagements)
    .set({ ...change, updatedAt: at })
    .where(and(eq(engagements.id, id), isNull(engagements.deletedAt)))
    .returning();
  return row;
}

/** Marks an engagement deleted and ended: it no longer takes a place or bills. */
export async function markEngagementDeleted(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(engagements)
    .set({
      deletedAt: at,
      status: sql`case when ${engagements.status} = 'active' then 'cancelled' else ${engagements.status} end`,
      cancelledAt: sql`coalesce(${engagements.cancelledAt}, ${at.toISOString()}::timestamptz)`,
      nextInvoiceOn: null,
      updatedAt: at,
    })
    .where(and(eq(engagements.id, id), isNull(engagements.deletedAt)))
    .returning({ id: engagements.id });
  return rows.length > 0;
}

/** Marks a signup deleted; one still waiting for payment lets its place go. */
export async function markSignupDeleted(db: Db, id: string, at: Date): Promise<boolean> {
  const rows = await db
    .update(signups)
    .set({
      deletedAt: at,
      state: sql`case when ${signups.state} = 'awaiting-payment' then 'cancelled' else ${signups.state} end`,
      cancelledAt: sql`coalesce(${signups.cancelledAt}, ${at.toISOString()}::timestamptz)`,
      holdExpiresAt: null,
      updatedAt: at,
    })
    .where(and(eq(signups.id, id), isNull(signups.deletedAt)))
    .returning({ id: signups.id });
  return rows.length > 0;
}

/**
 * Every advisor with their offering of a kind: on or off, its capacity and how many places are
 * taken (running engagements, and signups holding a place while the client pays).
 */
export async function listCapacity(db: Db, kind: EngagementKind, at: Date) {
  const taken = sql<number>`(
    (select count(*) from ${engagements} where ${engagements.offeringId} = ${offerings.id}
      and ${engagements.status} = 'active' and ${engagements.deletedAt} is null)
    + (select count(*) from ${signups} where ${signups.offeringId} = ${offerings.id}
      and ${signups.state} = 'awaiting-payment' and ${signups.holdExpiresAt} > ${at.toISOString()}::timestamptz)
  )::int`;
  return db
    .select({
      advisorId: advisors.id,
      name: advisorName,
      slug: advisors.slug,
      offeringId: offerings.id,
      enabled: offerings.enabled,
      capacity: offerings.capacity,
      planPriceCents: advisors.planPriceCents,
      ongoingPriceCents: advisors.ongoingPriceCents,
      taken: sql<number>`coalesce(${taken}, 0)`,
    })
    .from(advisors)
    .leftJoin(offerings, and(eq(offerings.advisorId, advisors.id), eq(offerings.kind, kind)))
    .orderBy(asc(advisors.lastName), asc(advisors.firstName));
}

/** The advisor's own clients' signups, newest first. */
export async function listSignupsOfAdvisor(db: Db, advisorId: string, limit: number) {
  return db
    .select({
      id: signups.id,
      kind: signups.kind,
      clientId: users.id,
      clientName: users.fullName,
      clientEmail: users.email,
      state: signups.state,
      followUpStatus: signups.followUpStatus,
      targetDate: signups.targetDate,
      createdAt: signups.createdAt,
    })
    .from(signups)
    .innerJoin(users, eq(users.id, signups.clientId))
    .where(and(eq(signups.advisorId, advisorId), isNull(signups.deletedAt)))
    .orderBy(desc(signups.createdAt))
    .limit(limit);
}
