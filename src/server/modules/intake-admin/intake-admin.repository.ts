// SQL of the console's intake responses (docs/product.md#intake-responses-admin, ADR 0047): each
// response with its client, advisor and what it is attached to (its meeting, its signup, its
// checkout), the recent and orphan pages, the edit and the delete.
import { and, count, eq, ilike, isNotNull, isNull, notInArray, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { checkouts, events } from '../../db/schema/booking';
import { intakeResponses } from '../../db/schema/intake';
import { signups } from '../../db/schema/plans';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { IntakeFormSource } from '../../../shared/contracts/intake';
import type { IntakeResponseSort } from '../../../shared/contracts/intake-admin';
import type { IntakeAnswers } from '../../../shared/contracts/intake';
import { LIVE_CHECKOUT_STATUSES } from './intake-attachments';

export interface IntakeResponseFilter extends ConsoleQuery<IntakeResponseSort> {
  source: IntakeFormSource | '';
}

const EXCERPT_CHARACTERS = 140;

const rowColumns = {
  id: intakeResponses.id,
  source: intakeResponses.source,
  clientId: users.id,
  clientName: users.fullName,
  clientEmail: users.email,
  advisorId: advisors.id,
  advisorFirstName: advisors.firstName,
  advisorLastName: advisors.lastName,
  eventId: events.id,
  eventStatus: events.status,
  eventEndsAt: events.endsAt,
  checkoutId: checkouts.id,
  checkoutStatus: checkouts.status,
  signupId: signups.id,
  signupState: signups.state,
  signupDeletedAt: signups.deletedAt,
  excerpt: sql<string>`left(coalesce(${intakeResponses.answers}->>'questions', ''), ${EXCERPT_CHARACTERS})`,
  createdAt: intakeResponses.createdAt,
  updatedAt: intakeResponses.updatedAt,
};

/** The response with everything it can be attached to; a signup points at its response. */
function joined(db: Db) {
  return db
    .select(rowColumns)
    .from(intakeResponses)
    .innerJoin(users, eq(users.id, intakeResponses.clientId))
    .leftJoin(advisors, eq(advisors.id, intakeResponses.advisorId))
    .leftJoin(events, eq(events.id, intakeResponses.eventId))
    .leftJoin(checkouts, eq(checkouts.id, intakeResponses.checkoutId))
    .leftJoin(signups, eq(signups.intakeResponseId, intakeResponses.id));
}
export type IntakeResponseDbRow = Awaited<ReturnType<typeof joined>>[number];

/**
 * An orphan (ADR 0047): no meeting, no signup an admin has not deleted, and no checkout still
 * open or paid. What `attachmentsOf` finds nothing for.
 */
const orphanCondition = and(
  isNull(intakeResponses.eventId),
  or(isNull(signups.id), isNotNull(signups.deletedAt)),
  or(isNull(checkouts.id), notInArray(checkouts.status, [...LIVE_CHECKOUT_STATUSES])),
);

export async function listIntakeResponses(
  db: Db,
  query: IntakeResponseFilter,
  { orphansOnly }: { orphansOnly: boolean },
) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where: SQL | undefined = and(
    query.source ? eq(intakeResponses.source, query.source) : undefined,
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    orphansOnly ? orphanCondition : undefined,
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      joined(db)
        .where(where)
        .orderBy(
          ...sortOrder(
            {
              createdAt: intakeResponses.createdAt,
              updatedAt: intakeResponses.updatedAt,
              client: users.fullName,
            },
            query,
            intakeResponses.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(intakeResponses)
        .innerJoin(users, eq(users.id, intakeResponses.clientId))
        .leftJoin(checkouts, eq(checkouts.id, intakeResponses.checkoutId))
        .leftJoin(signups, eq(signups.intakeResponseId, intakeResponses.id))
        .where(where);
      return Number(row?.total ?? 0);
    },
  });
}

/** One response with its attachments and answers; `forUpdate` locks it for an edit or delete. */
export async function findIntakeResponse(db: Db, id: string, { forUpdate = false } = {}) {
  const base = db
    .select({ ...rowColumns, answers: intakeResponses.answers })
    .from(intakeResponses)
    .innerJoin(users, eq(users.id, intakeResponses.clientId))
    .leftJoin(advisors, eq(advisors.id, intakeResponses.advisorId))
    .leftJoin(events, eq(events.id, intakeResponses.eventId))
    .leftJoin(checkouts, eq(checkouts.id, intakeResponses.checkoutId))
    .leftJoin(signups, eq(signups.intakeResponseId, intakeResponses.id))
    .where(eq(intakeResponses.id, id));
  const [row] = forUpdate ? await base.for('update', { of: intakeResponses }) : await base;
  return row ?? null;
}
export type IntakeResponseDetailRow = NonNullable<Awaited<ReturnType<typeof findIntakeResponse>>>;

export async function updateIntakeAnswers(
  db: Db,
  id: string,
  answers: IntakeAnswers,
  now: Date,
): Promise<void> {
  await db
    .update(intakeResponses)
    .set({ answers, updatedAt: now })
    .where(eq(intakeResponses.id, id));
}

/** The signup's link is set null by its foreign key; the meeting's and checkout's live here. */
export async function deleteIntakeResponse(db: Db, id: string): Promise<void> {
  await db.delete(intakeResponses).where(eq(intakeResponses.id, id));
}
