// SQL of running engagements: who they belong to, their meetings, worksheet, document requests
// and written plan, and the sweeps over them (checkup reminders, finished Plans).
import { and, asc, desc, eq, gt, inArray, isNotNull, lt, lte, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import {
  documentRequests,
  engagementMeetings,
  engagements,
  planWorksheets,
  signups,
} from '../../db/schema/plans';
import type { DocumentRequestRow, EngagementRow } from '../../db/schema/plans';
import { vaultFiles } from '../../db/schema/vault';
import type { EventStatus } from '../../../shared/domain/event-status';

/** The people around an engagement, as its views and emails name them. */
const withPeople = {
  engagement: engagements,
  advisor: {
    id: advisors.id,
    slug: advisors.slug,
    firstName: advisors.firstName,
    lastName: advisors.lastName,
    timeZone: advisors.timeZone,
    userId: advisors.userId,
  },
  client: { id: users.id, name: users.fullName, email: users.email },
  /** The price fixed at signup (The Ongoing's per month), integer cents. */
  priceCents: signups.priceCents,
};

export type EngagementWithPeople = Awaited<ReturnType<typeof findEngagementWithPeople>>;

function selectWithPeople(db: Db) {
  return db
    .select(withPeople)
    .from(engagements)
    .innerJoin(advisors, eq(advisors.id, engagements.advisorId))
    .innerJoin(users, eq(users.id, engagements.clientId))
    .innerJoin(signups, eq(signups.id, engagements.signupId));
}

export async function findEngagementWithPeople(db: Db, id: string) {
  const [row] = await selectWithPeople(db).where(eq(engagements.id, id)).limit(1);
  return row;
}

export function listEngagementsOfClient(db: Db, clientId: string) {
  return selectWithPeople(db)
    .where(eq(engagements.clientId, clientId))
    .orderBy(desc(engagements.createdAt));
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One advisor's engagements with one client, the client named by id or email address. */
export function listEngagementsOfAdvisorClient(db: Db, advisorId: string, idOrEmail: string) {
  const byEmail = sql`lower(${users.email}) = lower(${idOrEmail})`;
  return selectWithPeople(db)
    .where(
      and(
        eq(engagements.advisorId, advisorId),
        UUID.test(idOrEmail) ? or(eq(users.id, idOrEmail), byEmail) : byEmail,
      ),
    )
    .orderBy(desc(engagements.createdAt));
}

/** The engagement, locked until the transaction ends: bookings against it take turns. */
export async function lockEngagement(tx: Db, id: string): Promise<EngagementRow | undefined> {
  const [row] = await tx.select().from(engagements).where(eq(engagements.id, id)).for('update');
  return row;
}

export function listEngagementMeetings(db: Db, engagementIds: string[]) {
  if (engagementIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      engagementId: engagementMeetings.engagementId,
      eventId: events.id,
      startsAt: events.startsAt,
      endsAt: events.endsAt,
      status: events.status,
    })
    .from(engagementMeetings)
    .innerJoin(events, eq(events.id, engagementMeetings.eventId))
    .where(inArray(engagementMeetings.engagementId, engagementIds))
    .orderBy(asc(events.startsAt));
}

/** Meetings of the engagement in the given statuses, optionally only those after `after`. */
export async function countEngagementMeetings(
  db: Db,
  engagementId: string,
  statuses: readonly EventStatus[],
  after?: Date,
): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(engagementMeetings)
    .innerJoin(events, eq(events.id, engagementMeetings.eventId))
    .where(
      and(
        eq(engagementMeetings.engagementId, engagementId),
        inArray(events.status, [...statuses]),
        after ? gt(events.endsAt, after) : undefined,
      ),
    );
  return row?.count ?? 0;
}

export async function linkEngagementMeeting(
  tx: Db,
  link: { engagementId: string; eventId: string; at: Date },
): Promise<void> {
  await tx
    .insert(engagementMeetings)
    .values({ engagementId: link.engagementId, eventId: link.eventId, createdAt: link.at });
}

export async function findWorksheets(db: Db, engagementIds: string[]) {
  if (engagementIds.length === 0) return [];
  return db
    .select()
    .from(planWorksheets)
    .where(inArray(planWorksheets.engagementId, engagementIds));
}

export async function upsertWorksheet(
  db: Db,
  engagementId: string,
  answers: unknown,
  at: Date,
): Promise<void> {
  await db
    .insert(planWorksheets)
    .values({ engagementId, answers, updatedAt: at })
    .onConflictDoUpdate({ target: planWorksheets.engagementId, set: { answers, updatedAt: at } });
}

/** The engagements' document requests with the names of the files that answered them. */
export function listDocumentRequests(db: Db, engagementIds: string[]) {
  if (engagementIds.length === 0) return Promise.resolve([]);
  return db
    .select({ request: documentRequests, fileName: vaultFiles.name })
    .from(documentRequests)
    .leftJoin(vaultFiles, eq(vaultFiles.id, documentRequests.vaultFileId))
    .where(inArray(documentRequests.engagementId, engagementIds))
    .orderBy(asc(documentRequests.createdAt));
}

export async function insertDocumentRequest(
  db: Db,
  values: { engagementId: string; title: string; description: string; requestedBy: string },
  at: Date,
): Promise<DocumentRequestRow> {
  const [row] = await db
    .insert(documentRequests)
    .values({ ...values, createdAt: at, updatedAt: at })
    .returning();
  return row!;
}

export async function findDocumentRequest(
  db: Db,
  engagementId: string,
  requestId: string,
): Promise<DocumentRequestRow | undefined> {
  const [row] = await db
    .select()
    .from(documentRequests)
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.engagementId, engagementId)))
    .limit(1);
  return row;
}

/** Changes an open request; undefined when it was no longer open (answered or withdrawn). */
export async function closeOpenDocumentRequest(
  db: Db,
  requestId: string,
  patch: Partial<Pick<DocumentRequestRow, 'status' | 'vaultFileId' | 'fulfilledAt'>>,
  at: Date,
): Promise<DocumentRequestRow | undefined> {
  const [row] = await db
    .update(documentRequests)
    .set({ ...patch, updatedAt: at })
    .where(and(eq(documentRequests.id, requestId), eq(documentRequests.status, 'open')))
    .returning();
  return row;
}

export async function updateEngagement(
  db: Db,
  id: string,
  patch: Partial<Omit<EngagementRow, 'id' | 'createdAt'>>,
  at: Date,
): Promise<void> {
  await db
    .update(engagements)
    .set({ ...patch, updatedAt: at })
    .where(eq(engagements.id, id));
}

export async function findFileName(db: Db, fileId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ name: vaultFiles.name })
    .from(vaultFiles)
    .where(eq(vaultFiles.id, fileId))
    .limit(1);
  return row?.name;
}

/**
 * Claims the running Ongoing engagements whose checkup falls due by `until`: the same statement
 * moves each one's checkup a year on, so two workers never remind twice and next year's checkup is
 * reminded in turn. Answers the due date the reminder is for.
 */
export async function claimDueCheckupReminders(db: Db, until: string, at: Date, limit: number) {
  const due = db
    .select({ id: engagements.id })
    .from(engagements)
    .where(
      and(
        eq(engagements.kind, 'ongoing'),
        eq(engagements.status, 'active'),
        isNotNull(engagements.checkupDueOn),
        lte(engagements.checkupDueOn, until),
      ),
    )
    .limit(limit)
    .for('update', { skipLocked: true });
  return db
    .update(engagements)
    .set({
      checkupDueOn: sql`(${engagements.checkupDueOn} + interval '1 year')::date`,
      checkupRemindedAt: at,
      updatedAt: at,
    })
    .where(inArray(engagements.id, due))
    .returning({
      id: engagements.id,
      // RETURNING sees the row as updated: the reminder is for the year before.
      dueOn: sql<string>`to_char(${engagements.checkupDueOn} - interval '1 year', 'YYYY-MM-DD')`,
    });
}

/** Plans past their last day with the written plan delivered become completed. */
export async function completeDeliveredPlans(db: Db, today: string, at: Date) {
  return db
    .update(engagements)
    .set({ status: 'completed', updatedAt: at })
    .where(
      and(
        eq(engagements.kind, 'plan'),
        eq(engagements.status, 'active'),
        lt(engagements.endsOn, today),
        isNotNull(engagements.deliveredAt),
      ),
    )
    .returning({ id: engagements.id });
}

/** Where an advisor's emails go: the account that runs the profile (none when unclaimed). */
export async function findAdvisorEmail(db: Db, advisorId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ email: users.email })
    .from(advisors)
    .innerJoin(users, eq(users.id, advisors.userId))
    .where(eq(advisors.id, advisorId))
    .limit(1);
  return row?.email;
}
