// SQL of the console-wide search (docs/product.md#admin-search, ADR 0045). People are found by
// name or email (the pg_trgm indexes of migration 0028); meetings, recordings and signups through
// the people in them (their client and advisor id indexes) or by their own id. Each kind answers
// its first few rows, exact id or email hits first, and how many matched in all.
import { and, count, desc, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { signups } from '../../db/schema/plans';
import { recordings } from '../../db/schema/recordings';
import type { OfferingKind } from '../../../shared/contracts/plans';

/** What the admin typed, ready for SQL. */
export interface SearchTerms {
  text: string;
  /** Contains the text anywhere, `%` and `_` literal. */
  pattern: string;
  /** Starts with the text: ranks a name's beginning before its middle. */
  prefix: string;
  /** The text when it is a record id (a guid), else null: ids are only ever matched whole. */
  id: string | null;
}

export function searchTerms(text: string, id: string | null): SearchTerms {
  const pattern = likePattern(text);
  return { text, pattern, prefix: pattern.slice(1), id };
}

// Aliases for the subqueries that find the people in a record, apart from its joined names.
const matchedUsers = alias(users, 'matched_users');
const matchedAdvisors = alias(advisors, 'matched_advisors');
const advisorName = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;
const never = sql`false`;

/** Ids rank first only when the text is one (PostgreSQL refuses a constant in ORDER BY). */
const idFirst = (terms: SearchTerms, exact: SQL) => (terms.id === null ? [] : [desc(exact)]);

const idIs = (column: Parameters<typeof eq>[0], id: string | null): SQL =>
  id === null ? never : eq(column, id);

/** Live accounts whose name, email or id is the text. */
function userIdsMatching(db: Db, terms: SearchTerms) {
  return db
    .select({ id: matchedUsers.id })
    .from(matchedUsers)
    .where(
      and(
        isNull(matchedUsers.deletedAt),
        or(
          ilike(matchedUsers.fullName, terms.pattern),
          ilike(matchedUsers.email, terms.pattern),
          idIs(matchedUsers.id, terms.id),
        ),
      ),
    );
}

/** Advisors whose name or id is the text, or whose own account matches. */
function advisorIdsMatching(db: Db, terms: SearchTerms) {
  return db
    .select({ id: matchedAdvisors.id })
    .from(matchedAdvisors)
    .where(
      or(
        ilike(
          sql`${matchedAdvisors.firstName} || ' ' || ${matchedAdvisors.lastName}`,
          terms.pattern,
        ),
        idIs(matchedAdvisors.id, terms.id),
        inArray(matchedAdvisors.userId, userIdsMatching(db, terms)),
      ),
    );
}

async function totalOf(query: Promise<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.total ?? 0);
}

export async function findUsers(db: Db, terms: SearchTerms, limit: number) {
  const exact = sql<boolean>`(lower(${users.email}) = lower(${terms.text}) or ${idIs(users.id, terms.id)})`;
  const where = and(
    isNull(users.deletedAt),
    or(
      ilike(users.fullName, terms.pattern),
      ilike(users.email, terms.pattern),
      idIs(users.id, terms.id),
    ),
  );
  const [rows, total] = await Promise.all([
    db
      .select({ id: users.id, fullName: users.fullName, email: users.email, exact })
      .from(users)
      .where(where)
      .orderBy(
        desc(exact),
        desc(sql`${users.fullName} ilike ${terms.prefix}`),
        users.fullName,
        users.id,
      )
      .limit(limit),
    totalOf(db.select({ total: count() }).from(users).where(where)),
  ]);
  return { rows, total };
}

export async function findAdvisors(db: Db, terms: SearchTerms, limit: number) {
  const exact = sql<boolean>`(${idIs(advisors.id, terms.id)} or coalesce(lower(${users.email}) = lower(${terms.text}), false))`;
  const where = inArray(advisors.id, advisorIdsMatching(db, terms));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: advisors.id,
        name: advisorName,
        title: advisors.title,
        firmName: advisors.firmName,
        email: users.email,
        userId: advisors.userId,
        listed: advisors.listed,
        approvedAt: advisors.approvedAt,
        exact,
      })
      .from(advisors)
      .leftJoin(users, eq(users.id, advisors.userId))
      .where(where)
      .orderBy(
        desc(exact),
        desc(sql`${advisorName} ilike ${terms.prefix}`),
        advisorName,
        advisors.id,
      )
      .limit(limit),
    totalOf(db.select({ total: count() }).from(advisors).where(where)),
  ]);
  return { rows, total };
}

/** Meetings with the person or advisor in them, or with the id. */
function meetingsMatching(db: Db, terms: SearchTerms): SQL | undefined {
  return or(
    idIs(events.id, terms.id),
    inArray(events.clientId, userIdsMatching(db, terms)),
    inArray(events.advisorId, advisorIdsMatching(db, terms)),
  );
}

const meetingPeople = {
  clientId: events.clientId,
  clientName: users.fullName,
  clientEmail: users.email,
  advisorName,
};

export async function findMeetings(db: Db, terms: SearchTerms, limit: number) {
  const exact = sql<boolean>`${idIs(events.id, terms.id)}`;
  const where = meetingsMatching(db, terms);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: events.id,
        status: events.status,
        startsAt: events.startsAt,
        ...meetingPeople,
        exact,
      })
      .from(events)
      .innerJoin(users, eq(users.id, events.clientId))
      .innerJoin(advisors, eq(advisors.id, events.advisorId))
      .where(where)
      .orderBy(...idFirst(terms, exact), desc(events.startsAt), desc(events.id))
      .limit(limit),
    totalOf(db.select({ total: count() }).from(events).where(where)),
  ]);
  return { rows, total };
}

export async function findRecordings(db: Db, terms: SearchTerms, limit: number) {
  const exact = sql<boolean>`${idIs(recordings.id, terms.id)}`;
  const where = or(idIs(recordings.id, terms.id), meetingsMatching(db, terms));
  const [rows, total] = await Promise.all([
    db
      .select({
        id: recordings.id,
        status: recordings.status,
        source: recordings.source,
        durationSeconds: recordings.durationSeconds,
        startsAt: events.startsAt,
        ...meetingPeople,
        exact,
      })
      .from(recordings)
      .innerJoin(events, eq(events.id, recordings.eventId))
      .innerJoin(users, eq(users.id, events.clientId))
      .innerJoin(advisors, eq(advisors.id, events.advisorId))
      .where(where)
      .orderBy(...idFirst(terms, exact), desc(events.startsAt), desc(recordings.id))
      .limit(limit),
    totalOf(
      db
        .select({ total: count() })
        .from(recordings)
        .innerJoin(events, eq(events.id, recordings.eventId))
        .where(where),
    ),
  ]);
  return { rows, total };
}

export async function findSignups(db: Db, kind: OfferingKind, terms: SearchTerms, limit: number) {
  const exact = sql<boolean>`${idIs(signups.id, terms.id)}`;
  const where = and(
    eq(signups.kind, kind),
    isNull(signups.deletedAt),
    or(
      idIs(signups.id, terms.id),
      inArray(signups.clientId, userIdsMatching(db, terms)),
      inArray(signups.advisorId, advisorIdsMatching(db, terms)),
    ),
  );
  const [rows, total] = await Promise.all([
    db
      .select({
        id: signups.id,
        state: signups.state,
        createdAt: signups.createdAt,
        clientId: signups.clientId,
        clientName: users.fullName,
        clientEmail: users.email,
        advisorName,
        exact,
      })
      .from(signups)
      .innerJoin(users, eq(users.id, signups.clientId))
      .innerJoin(advisors, eq(advisors.id, signups.advisorId))
      .where(where)
      .orderBy(...idFirst(terms, exact), desc(signups.createdAt), desc(signups.id))
      .limit(limit),
    totalOf(db.select({ total: count() }).from(signups).where(where)),
  ]);
  return { rows, total };
}
