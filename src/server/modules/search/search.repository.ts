// SQL of the console-wide search (docs/product.md#admin-search, ADR 0045). The people the text
// names are found once, by name or email (the pg_trgm indexes of migration 0028); meetings,
// recordings and signups are then found through those people's ids (their client and advisor id
// indexes) or by their own id. Each kind answers its first few rows, exact id or email hits
// first, and how many matched in all.
import { and, count, desc, eq, ilike, isNull, or, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { events } from '../../db/schema/booking';
import { signups } from '../../db/schema/plans';
import { recordings } from '../../db/schema/recordings';
import type { EngagementKind } from '../../../shared/offerings/catalog';

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

const advisorName = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;
const never = sql`false`;

/** Ids rank first only when the text is one (PostgreSQL refuses a constant in ORDER BY). */
const idFirst = (terms: SearchTerms, exact: SQL) => (terms.id === null ? [] : [desc(exact)]);

const idIs = (column: Parameters<typeof eq>[0], id: string | null): SQL =>
  id === null ? never : eq(column, id);

/** One array parameter, however many ids: an index serves `= any(…)` like `=`. */
const oneOf = (column: Parameters<typeof eq>[0], ids: string[]): SQL =>
  ids.length === 0 ? never : sql`${column} = any(${sql.param(ids)}::uuid[])`;

/** The people the text names: found once, then every kind looks its records up by their ids. */
export interface People {
  userIds: string[];
  advisorIds: string[];
}

/** Live accounts whose name, email or id is the text. */
const usersMatching = (terms: SearchTerms) =>
  and(
    isNull(users.deletedAt),
    or(
      ilike(users.fullName, terms.pattern),
      ilike(users.email, terms.pattern),
      idIs(users.id, terms.id),
    ),
  );

/** Accounts, then advisors whose name or id is the text or whose own account matches. */
export async function findPeople(db: Db, terms: SearchTerms): Promise<People> {
  const userRows = await db.select({ id: users.id }).from(users).where(usersMatching(terms));
  const userIds = userRows.map((row) => row.id);
  const advisorRows = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(
      or(
        ilike(advisorName, terms.pattern),
        idIs(advisors.id, terms.id),
        oneOf(advisors.userId, userIds),
      ),
    );
  return { userIds, advisorIds: advisorRows.map((row) => row.id) };
}

async function totalOf(query: Promise<{ total: number }[]>): Promise<number> {
  const [row] = await query;
  return Number(row?.total ?? 0);
}

export async function findUsers(db: Db, terms: SearchTerms, people: People, limit: number) {
  const exact = sql<boolean>`(lower(${users.email}) = lower(${terms.text}) or ${idIs(users.id, terms.id)})`;
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email, exact })
    .from(users)
    .where(oneOf(users.id, people.userIds))
    .orderBy(
      desc(exact),
      desc(sql`${users.fullName} ilike ${terms.prefix}`),
      users.fullName,
      users.id,
    )
    .limit(limit);
  return { rows, total: people.userIds.length };
}

export async function findAdvisors(db: Db, terms: SearchTerms, people: People, limit: number) {
  const exact = sql<boolean>`(${idIs(advisors.id, terms.id)} or coalesce(lower(${users.email}) = lower(${terms.text}), false))`;
  const rows = await db
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
    .where(oneOf(advisors.id, people.advisorIds))
    .orderBy(desc(exact), desc(sql`${advisorName} ilike ${terms.prefix}`), advisorName, advisors.id)
    .limit(limit);
  return { rows, total: people.advisorIds.length };
}

/** Meetings with the id, or with a person or an advisor the text names. */
const meetingsMatching = (terms: SearchTerms, people: People) =>
  or(
    idIs(events.id, terms.id),
    oneOf(events.clientId, people.userIds),
    oneOf(events.advisorId, people.advisorIds),
  );

const meetingPeople = {
  clientId: events.clientId,
  clientName: users.fullName,
  clientEmail: users.email,
  advisorName,
};

export async function findMeetings(db: Db, terms: SearchTerms, people: People, limit: number) {
  const exact = sql<boolean>`${idIs(events.id, terms.id)}`;
  const where = meetingsMatching(terms, people);
  const [rows, total] = await Promise.all([
    db
      .select({
        id: events.id,
        status: events.status,
        startsAt: events.startsAt,
        endsAt: events.endsAt,
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

export async function findRecordings(db: Db, terms: SearchTerms, people: People, limit: number) {
  const exact = sql<boolean>`${idIs(recordings.id, terms.id)}`;
  const where = or(idIs(recordings.id, terms.id), meetingsMatching(terms, people));
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

export async function findSignups(
  db: Db,
  kind: EngagementKind,
  terms: SearchTerms,
  people: People,
  limit: number,
) {
  const exact = sql<boolean>`${idIs(signups.id, terms.id)}`;
  const where = and(
    eq(signups.kind, kind),
    isNull(signups.deletedAt),
    or(
      idIs(signups.id, terms.id),
      oneOf(signups.clientId, people.userIds),
      oneOf(signups.advisorId, people.advisorIds),
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
export type SignupHitRow = Awaited<ReturnType<typeof findSignups>>['rows'][number];
