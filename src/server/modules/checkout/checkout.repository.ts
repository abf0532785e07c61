// SQL of holding time and checking out: the claims on an advisor's time (ADR 0009) and the
// checkouts that carry a held time to a paid meeting.
import { and, eq, gt, inArray, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { retryOnDeadlock } from '../../db/deadlock-retry';
import { timeRange as range } from '../../db/time-range';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorTimeClaims, checkouts } from '../../db/schema/booking';
import type { CheckoutRow } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import { claimMeetingTime } from '../meetings/booked-meeting';

/** Lapsed holds of one advisor go first, so an abandoned payment never blocks a slot. */
async function deleteLapsedHoldsOf(db: Db, advisorId: string, now: Date): Promise<void> {
  await db
    .delete(advisorTimeClaims)
    .where(
      and(
        eq(advisorTimeClaims.advisorId, advisorId),
        eq(advisorTimeClaims.kind, 'hold'),
        lt(advisorTimeClaims.expiresAt, now),
      ),
    );
}

export type NewCheckout = Omit<
  typeof checkouts.$inferInsert,
  'id' | 'status' | 'createdAt' | 'updatedAt' | 'eventId'
>;

/** One client's changes to their checkouts with one advisor (several tabs) take turns. */
async function lockClientWithAdvisor(tx: Db, clientId: string, advisorId: string): Promise<void> {
  const pair = `checkout:${clientId}:${advisorId}`;
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${pair}, 0))`);
}

/** Releases the client's other open checkouts with the advisor and frees their held time. */
async function releaseOtherOpenCheckouts(
  tx: Db,
  pair: { clientId: string; advisorId: string },
  keepId: string | null,
  now: Date,
): Promise<void> {
  const conditions = [
    eq(checkouts.clientId, pair.clientId),
    eq(checkouts.advisorId, pair.advisorId),
    eq(checkouts.status, 'open'),
  ];
  if (keepId) conditions.push(ne(checkouts.id, keepId));
  const previous = await tx
    .update(checkouts)
    .set({ status: 'released', updatedAt: now })
    .where(and(...conditions))
    .returning({ id: checkouts.id });
  if (previous.length === 0) return;
  await tx.delete(advisorTimeClaims).where(
    and(
      inArray(
        advisorTimeClaims.id,
        previous.map((row) => row.id),
      ),
      eq(advisorTimeClaims.kind, 'hold'),
    ),
  );
}

export interface HeldCheckout {
  checkout: CheckoutRow;
  /** False when the client already held this very time: their open checkout is answered. */
  created: boolean;
}

/**
 * Holds the time and opens its checkout in one transaction; the hold claim takes the checkout's
 * id. A client has at most one open checkout per advisor (a unique index): asking again for the
 * time they hold answers that checkout, another time releases it (they changed their mind). An
 * overlap with anyone else's live claim throws SQLSTATE 23P01 from the exclusion constraint.
 */
export async function insertCheckoutWithHold(
  db: Db,
  values: NewCheckout,
  now: Date,
): Promise<HeldCheckout> {
  return retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      await lockClientWithAdvisor(tx, values.clientId, values.advisorId);
      await deleteLapsedHoldsOf(tx, values.advisorId, now);
      const [same] = await tx
        .select()
        .from(checkouts)
        .where(
          and(
            eq(checkouts.clientId, values.clientId),
            eq(checkouts.advisorId, values.advisorId),
            eq(checkouts.status, 'open'),
            eq(checkouts.startsAt, values.startsAt),
            gt(checkouts.expiresAt, now),
          ),
        )
        .limit(1);
      if (same) return { checkout: same, created: false };
      await releaseOtherOpenCheckouts(tx, values, null, now);
      const [checkout] = await tx.insert(checkouts).values(values).returning();
      await tx.insert(advisorTimeClaims).values({
        id: checkout!.id,
        advisorId: values.advisorId,
        clientId: values.clientId,
        kind: 'hold',
        during: range(values.startsAt, values.endsAt),
        expiresAt: values.expiresAt,
      });
      return { checkout: checkout!, created: true };
    }),
  );
}

export async function findCheckout(db: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await db.select().from(checkouts).where(eq(checkouts.id, id)).limit(1);
  return row;
}

/** The checkout, locked until the transaction ends: payment completion runs one at a time. */
export async function lockCheckout(tx: Db, id: string): Promise<CheckoutRow | undefined> {
  const [row] = await tx.select().from(checkouts).where(eq(checkouts.id, id)).for('update');
  return row;
}

export async function updateCheckout(
  db: Db,
  id: string,
  patch: Partial<Omit<CheckoutRow, 'id' | 'createdAt'>>,
  now: Date,
): Promise<CheckoutRow> {
  const [row] = await db
    .update(checkouts)
    .set({ ...patch, updatedAt: now })
    .where(eq(checkouts.id, id))
    .returning();
  return row!;
}

export async function findCheckoutBySession(
  db: Db,
  sessionId: string,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .select()
    .from(checkouts)
    .where(eq(checkouts.gatewaySessionId, sessionId))
    .limit(1);
  return row;
}

/**
 * Keeps a checkout's hold alive until `expiresAt` (and the checkout open): extends the claim when
 * it is still there, or claims the time again when it lapsed and was cleared (which fails with
 * 23P01 if it was taken meanwhile).
 */
export async function renewHold(
  db: Db,
  checkout: CheckoutRow,
  expiresAt: Date,
  now: Date,
): Promise<void> {
  await retryOnDeadlock(() =>
    db.transaction(async (tx) => {
      // Paying for an older checkout is the client's latest choice: another open one gives way.
      await lockClientWithAdvisor(tx, checkout.clientId, checkout.advisorId);
      await releaseOtherOpenCheckouts(tx, checkout, checkout.id, now);
      const extended = await tx
        .update(advisorTimeClaims)
        .set({ expiresAt })
        .where(and(eq(advisorTimeClaims.id, checkout.id), eq(advisorTimeClaims.kind, 'hold')))
        .returning({ id: advisorTimeClaims.id });
      if (extended.length === 0) {
        await deleteLapsedHoldsOf(tx, checkout.advisorId, now);
        await tx.insert(advisorTimeClaims).values({
          id: checkout.id,
          advisorId: checkout.advisorId,
          clientId: checkout.clientId,
          kind: 'hold',
          during: range(checkout.startsAt, checkout.endsAt),
          expiresAt,
        });
      }
      await tx
        .update(checkouts)
        .set({ expiresAt, status: 'open', updatedAt: now })
        .where(eq(checkouts.id, checkout.id));
    }),
  );
}

/** Turns the checkout's hold into the meeting's claim, or claims the time anew (may 23P01). */
export async function claimTimeForEvent(
  tx: Db,
  checkout: CheckoutRow,
  eventId: string,
): Promise<void> {
  const converted = await tx
    .update(advisorTimeClaims)
    .set({ kind: 'event', eventId, expiresAt: null })
    .where(eq(advisorTimeClaims.id, checkout.id))
    .returning({ id: advisorTimeClaims.id });
  if (converted.length > 0) return;
  await claimMeetingTime(tx, {
    id: checkout.id,
    advisorId: checkout.advisorId,
    clientId: checkout.clientId,
    eventId,
    start: checkout.startsAt,
    end: checkout.endsAt,
  });
}

export async function deleteHold(db: Db, checkoutId: string): Promise<void> {
  await db
    .delete(advisorTimeClaims)
    .where(and(eq(advisorTimeClaims.id, checkoutId), eq(advisorTimeClaims.kind, 'hold')));
}

/**
 * Marks a paid checkout whose time was lost as refunded, unless a meeting was made meanwhile or
 * another process marked it first. Only the caller that gets the row tells the client.
 */
export async function claimCheckoutRefund(
  db: Db,
  id: string,
  now: Date,
): Promise<CheckoutRow | undefined> {
  const [row] = await db
    .update(checkouts)
    .set({ status: 'refunded', updatedAt: now })
    .where(and(eq(checkouts.id, id), isNull(checkouts.eventId), ne(checkouts.status, 'refunded')))
    .returning();
  return row;
}

/** Whom to write to about a checkout. */
export async function findCheckoutClient(
  db: Db,
  clientId: string,
): Promise<{ email: string; fullName: string } | undefined> {
  const [row] = await db
    .select({ email: users.email, fullName: users.fullName })
    .from(users)
    .where(eq(users.id, clientId))
    .limit(1);
  return row;
}

/** Open checkouts whose hold has lapsed, for the expiry job. */
export async function listLapsedCheckouts(
  db: Db,
  now: Date,
  limit: number,
): Promise<CheckoutRow[]> {
  return db
    .select()
    .from(checkouts)
    .where(and(eq(checkouts.status, 'open'), lt(checkouts.expiresAt, now)))
    .limit(limit);
}

/** Removes lapsed holds of every advisor; returns the advisors whose held time came free. */
export async function deleteLapsedHolds(db: Db, now: Date): Promise<string[]> {
  const rows = await db
    .delete(advisorTimeClaims)
    .where(and(eq(advisorTimeClaims.kind, 'hold'), lt(advisorTimeClaims.expiresAt, now)))
    .returning({ advisorId: advisorTimeClaims.advisorId });
  return rows.map((row) => row.advisorId);
}

export async function upsertCheckoutIntake(
  db: Db,
  checkout: CheckoutRow,
  answers: IntakeAnswers,
  now: Date,
): Promise<void> {
  await db
    .insert(intakeResponses)
    .values({
      source: 'CustomerIntakeForm',
      clientId: checkout.clientId,
      advisorId: checkout.advisorId,
      checkoutId: checkout.id,
      answers,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: intakeResponses.checkoutId,
      set: { answers, updatedAt: now },
    });
}

export async function findCheckoutIntake(
  db: Db,
  checkoutId: string,
): Promise<IntakeAnswers | null> {
  const [row] = await db
    .select({ answers: intakeResponses.answers })
    .from(intakeResponses)
    .where(eq(intakeResponses.checkoutId, checkoutId))
    .limit(1);
  return row?.answers ?? null;
}

/** The intake answers go with the meeting once it exists. */
export async function linkIntakeToEvent(
  tx: Db,
  checkoutId: string,
  eventId: string,
): Promise<void> {
  await tx
    .update(intakeResponses)
    .set({ eventId })
    .where(eq(intakeResponses.checkoutId, checkoutId));
}

export interface BookableAdvisor {
  id: string;
  slug: string;
  firstName: string;
  lastName: string;
  title: string;
  profilePicUrl: string;
  timeZone: string;
  hourlyRateCents: number;
  acceptingClients: boolean;
  /** Unlisted advisors (not yet approved, or taken off the lists) take no bookings. */
  listed: boolean;
  userId: string | null;
}

/** What booking needs of an advisor, found by slug or id. */
export async function findBookableAdvisor(
  db: Db,
  by: { slug: string } | { id: string },
): Promise<BookableAdvisor | undefined> {
  const [row] = await db
    .select({
      id: advisors.id,
      slug: advisors.slug,
      firstName: advisors.firstName,
      lastName: advisors.lastName,
      title: advisors.title,
      profilePicUrl: advisors.profilePicUrl,
      timeZone: advisors.timeZone,
      hourlyRateCents: advisors.hourlyRateCents,
      acceptingClients: advisors.acceptingClients,
      listed: advisors.listed,
      userId: advisors.userId,
    })
    .from(advisors)
    .where('slug' in by ? eq(advisors.slug, by.slug) : eq(advisors.id, by.id))
    .limit(1);
  return row;
}
