// SQL of signups and the engagements they start (docs/product.md#signups). Transactions are the
// service's; these take whichever handle they are given.
import { and, asc, desc, eq, isNotNull, lt, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { intakeResponses } from '../../db/schema/intake';
import { engagements, signups } from '../../db/schema/plans';
import type {
  EngagementRow,
  NewEngagementRow,
  NewSignupRow,
  SignupRow,
} from '../../db/schema/plans';
import type { IntakeAnswers, IntakeFormSource } from '../../../shared/contracts/intake';

const advisorColumns = {
  id: advisors.id,
  slug: advisors.slug,
  firstName: advisors.firstName,
  lastName: advisors.lastName,
  title: advisors.title,
  profilePicUrl: advisors.profilePicUrl,
  userId: advisors.userId,
  planPriceCents: advisors.planPriceCents,
  ongoingPriceCents: advisors.ongoingPriceCents,
};

export interface SignupAdvisor {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  title: string;
  profilePicUrl: string;
  userId: string | null;
  planPriceCents: number;
  ongoingPriceCents: number;
}

export async function findAdvisorOfSignup(
  db: Db,
  advisorId: string,
): Promise<SignupAdvisor | undefined> {
  const [row] = await db.select(advisorColumns).from(advisors).where(eq(advisors.id, advisorId));
  return row;
}

/** The advisor's account address, when the profile has an account. */
export async function findUserContact(
  db: Db,
  userId: string,
): Promise<{ email: string; fullName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, userId));
  return row;
}

export async function findAwaitingSignup(
  db: Db,
  clientId: string,
  offeringId: string,
): Promise<SignupRow | undefined> {
  const [row] = await db
    .select()
    .from(signups)
    .where(
      and(
        eq(signups.clientId, clientId),
        eq(signups.offeringId, offeringId),
        eq(signups.state, 'awaiting-payment'),
      ),
    );
  return row;
}

export async function findActiveEngagementOf(
  db: Db,
  clientId: string,
  offeringId: string,
): Promise<EngagementRow | undefined> {
  const [row] = await db
    .select()
    .from(engagements)
    .where(
      and(
        eq(engagements.clientId, clientId),
        eq(engagements.offeringId, offeringId),
        eq(engagements.status, 'active'),
      ),
    )
    .limit(1);
  return row;
}

export async function insertSignupIntake(
  db: Db,
  values: {
    source: IntakeFormSource;
    clientId: string;
    advisorId: string;
    answers: IntakeAnswers;
  },
): Promise<string> {
  const [row] = await db
    .insert(intakeResponses)
    .values(values)
    .returning({ id: intakeResponses.id });
  return row!.id;
}

export async function insertSignup(db: Db, values: NewSignupRow): Promise<SignupRow> {
  const [row] = await db.insert(signups).values(values).returning();
  return row!;
}

export async function findSignup(db: Db, id: string): Promise<SignupRow | undefined> {
  const [row] = await db.select().from(signups).where(eq(signups.id, id));
  return row;
}

export async function lockSignup(tx: Db, id: string): Promise<SignupRow | undefined> {
  const [row] = await tx.select().from(signups).where(eq(signups.id, id)).for('update');
  return row;
}

export async function updateSignup(
  db: Db,
  id: string,
  patch: Partial<Pick<SignupRow, 'state' | 'holdExpiresAt' | 'paidAt' | 'followUpStatus'>>,
  now: Date,
): Promise<SignupRow> {
  const [row] = await db
    .update(signups)
    .set({ ...patch, updatedAt: now })
    .where(eq(signups.id, id))
    .returning();
  return row!;
}

/** The signup's engagement; inserting a second for one signup does nothing (its unique key). */
export async function insertEngagementOnce(
  db: Db,
  values: NewEngagementRow,
): Promise<EngagementRow | undefined> {
  const [row] = await db
    .insert(engagements)
    .values(values)
    .onConflictDoNothing({ target: engagements.signupId })
    .returning();
  return row;
}

export async function findEngagementBySignup(
  db: Db,
  signupId: string,
): Promise<EngagementRow | undefined> {
  const [row] = await db.select().from(engagements).where(eq(engagements.signupId, signupId));
  return row;
}

export async function findEngagement(db: Db, id: string): Promise<EngagementRow | undefined> {
  const [row] = await db.select().from(engagements).where(eq(engagements.id, id));
  return row;
}

export async function lockEngagement(tx: Db, id: string): Promise<EngagementRow | undefined> {
  const [row] = await tx.select().from(engagements).where(eq(engagements.id, id)).for('update');
  return row;
}

export async function updateEngagement(
  db: Db,
  id: string,
  patch: Partial<
    Pick<EngagementRow, 'status' | 'endsOn' | 'nextInvoiceOn' | 'cancelledAt' | 'cancelReason'>
  >,
  now: Date,
): Promise<EngagementRow> {
  const [row] = await db
    .update(engagements)
    .set({ ...patch, updatedAt: now })
    .where(eq(engagements.id, id))
    .returning();
  return row!;
}

/** The client's signups still awaiting payment, newest first, with their advisors. */
export async function listAwaitingSignupsOf(db: Db, clientId: string) {
  return db
    .select({ signup: signups, advisor: advisorColumns })
    .from(signups)
    .innerJoin(advisors, eq(advisors.id, signups.advisorId))
    .where(and(eq(signups.clientId, clientId), eq(signups.state, 'awaiting-payment')))
    .orderBy(desc(signups.createdAt));
}

export async function listEngagementsOf(db: Db, clientId: string) {
  return db
    .select({ engagement: engagements, advisor: advisorColumns, priceCents: signups.priceCents })
    .from(engagements)
    .innerJoin(advisors, eq(advisors.id, engagements.advisorId))
    .innerJoin(signups, eq(signups.id, engagements.signupId))
    .where(eq(engagements.clientId, clientId))
    .orderBy(desc(engagements.createdAt));
}

/** Ends every unpaid signup whose hold lapsed; answers them, to free their places. */
export async function expireLapsedSignups(
  db: Db,
  now: Date,
): Promise<{ id: string; offeringId: string }[]> {
  return db
    .update(signups)
    .set({ state: 'expired', holdExpiresAt: null, updatedAt: now })
    .where(and(eq(signups.state, 'awaiting-payment'), lt(signups.holdExpiresAt, now)))
    .returning({ id: signups.id, offeringId: signups.offeringId });
}

/**
 * Ends every cancelled Ongoing whose paid quarter is over (its last day before `today`); answers
 * them, to free their places. Until then a cancelled engagement runs (ADR 0067).
 */
export async function endCancelledOngoing(
  db: Db,
  today: string,
  now: Date,
): Promise<{ id: string; offeringId: string }[]> {
  return db
    .update(engagements)
    .set({ status: 'cancelled', updatedAt: now })
    .where(
      and(
        eq(engagements.kind, 'ongoing'),
        eq(engagements.status, 'active'),
        isNotNull(engagements.cancelledAt),
        lt(engagements.endsOn, today),
      ),
    )
    .returning({ id: engagements.id, offeringId: engagements.offeringId });
}

/** Running Ongoing engagements whose next quarter is due by `today`, oldest due first. */
export async function listOngoingDueForInvoice(db: Db, today: string, limit: number) {
  return db
    .select({ engagement: engagements, priceCents: signups.priceCents })
    .from(engagements)
    .innerJoin(signups, eq(signups.id, engagements.signupId))
    .where(
      and(
        eq(engagements.kind, 'ongoing'),
        eq(engagements.status, 'active'),
        isNotNull(engagements.nextInvoiceOn),
        lte(engagements.nextInvoiceOn, today),
      ),
    )
    .orderBy(asc(engagements.nextInvoiceOn))
    .limit(limit);
}

/** Moves the next invoice date on only from the date read: one of two workers wins. */
export async function advanceNextInvoice(
  db: Db,
  engagementId: string,
  from: string,
  to: string,
  now: Date,
): Promise<boolean> {
  const rows = await db
    .update(engagements)
    .set({ nextInvoiceOn: to, updatedAt: now })
    .where(
      and(
        eq(engagements.id, engagementId),
        eq(engagements.status, 'active'),
        eq(engagements.nextInvoiceOn, from),
      ),
    )
    .returning({ id: engagements.id });
  return rows.length === 1;
}
