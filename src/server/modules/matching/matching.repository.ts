// SQL of matching (docs/product.md#matching): the candidates of the questionnaire, advisors' cards
// and comparison details by slug, and each client's saved advisors.
import { and, asc, desc, eq, getTableName, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';
import { savedAdvisors } from '../../db/schema/matching';
import type { AdvisorCard } from '../../../shared/contracts/home';
import { cardColumns, toCard } from '../advisors/advisor-card-columns';

/** Listed and taking clients: the predicate of the advisors_listed_* indexes. */
const shownPublicly = and(eq(advisors.acceptingClients, true), eq(advisors.listed, true));

/** States some listed advisor taking clients serves. */
export async function listServedStates(db: Db): Promise<string[]> {
  const rows = await db
    .selectDistinct({ state: advisorStates.state })
    .from(advisorStates)
    .innerJoin(advisors, eq(advisors.id, advisorStates.advisorId))
    .where(shownPublicly)
    .orderBy(asc(advisorStates.state));
  return rows.map((row) => row.state);
}

/** The outer advisors row, named in full inside correlated subqueries (see advisor-card-columns). */
const OUTER_ADVISOR_ID = sql.raw(`"${getTableName(advisors)}"."id"`);

function slugListSql(slugs: readonly string[]): SQL {
  return sql.join(
    slugs.map((slug) => sql`${slug}`),
    sql`, `,
  );
}

export interface CandidateRow {
  advisor: AdvisorCard;
  matchedSlugs: string[];
  /** The advisor's zone, which their default open hours are read in. */
  timeZone: string;
}

/**
 * Listed advisors taking clients who serve `state`, with which of `slugs` (specialities and client
 * types) they carry; those carrying most, then the best rated, first.
 */
export async function listCandidates(
  db: Db,
  criteria: { state: string; slugs: readonly string[]; limit: number },
): Promise<CandidateRow[]> {
  const matched =
    criteria.slugs.length === 0
      ? sql<string[]>`'{}'::text[]`
      : sql<string[]>`array(select attribute.slug from ${advisorAttributeLinks} as link
          join ${advisorAttributes} as attribute on attribute.id = link.attribute_id
          where link.advisor_id = ${OUTER_ADVISOR_ID}
            and attribute.slug in (${slugListSql(criteria.slugs)}))`;
  const rows = await db
    .select({ ...cardColumns, matchedSlugs: matched, timeZone: advisors.timeZone })
    .from(advisors)
    .where(
      and(
        shownPublicly,
        sql`exists (select 1 from ${advisorStates} as served where served.advisor_id = ${OUTER_ADVISOR_ID} and served.state = ${criteria.state})`,
      ),
    )
    .orderBy(sql`cardinality(${matched}) desc`, desc(advisors.reviewAverage), asc(advisors.id))
    .limit(criteria.limit);
  return rows.map(({ matchedSlugs, timeZone, ...card }) => ({
    advisor: toCard(card),
    matchedSlugs: matchedSlugs ?? [],
    timeZone,
  }));
}

/** Cards of listed advisors by slug, in the order asked; unknown or unlisted slugs are left out. */
export async function listCardsBySlugs(db: Db, slugs: readonly string[]): Promise<AdvisorCard[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select(cardColumns)
    .from(advisors)
    .where(and(eq(advisors.listed, true), inArray(advisors.slug, [...slugs])));
  const bySlug = new Map(rows.map((row) => [row.slug, toCard(row)]));
  return slugs.flatMap((slug) => bySlug.get(slug) ?? []);
}

/** The states (sorted) and speciality titles of some advisors, by advisor id. */
export async function listComparisonDetails(
  db: Db,
  advisorIds: readonly string[],
  specialityType: number,
): Promise<{
  states: Map<string, string[]>;
  specialities: Map<string, { slug: string; title: string }[]>;
}> {
  if (advisorIds.length === 0) return { states: new Map(), specialities: new Map() };
  const ids = [...advisorIds];
  const [stateRows, attributeRows] = await Promise.all([
    db
      .select({ advisorId: advisorStates.advisorId, state: advisorStates.state })
      .from(advisorStates)
      .where(inArray(advisorStates.advisorId, ids))
      .orderBy(asc(advisorStates.state)),
    db
      .select({
        advisorId: advisorAttributeLinks.advisorId,
        slug: advisorAttributes.slug,
        title: advisorAttributes.title,
      })
      .from(advisorAttributeLinks)
      .innerJoin(advisorAttributes, eq(advisorAttributes.id, advisorAttributeLinks.attributeId))
      .where(
        and(
          inArray(advisorAttributeLinks.advisorId, ids),
          eq(advisorAttributes.type, specialityType),
        ),
      )
      .orderBy(asc(advisorAttributes.title)),
  ]);
  const states = new Map<string, string[]>();
  for (const row of stateRows)
    states.set(row.advisorId, [...(states.get(row.advisorId) ?? []), row.state]);
  const specialities = new Map<string, { slug: string; title: string }[]>();
  for (const { advisorId, ...attribute } of attributeRows) {
    specialities.set(advisorId, [...(specialities.get(advisorId) ?? []), attribute]);
  }
  return { states, specialities };
}

/** A client's saved advisors still listed, the latest saved first. */
export async function listSavedCards(db: Db, userId: string): Promise<AdvisorCard[]> {
  const rows = await db
    .select(cardColumns)
    .from(savedAdvisors)
    .innerJoin(advisors, eq(advisors.id, savedAdvisors.advisorId))
    .where(and(eq(savedAdvisors.userId, userId), eq(advisors.listed, true)))
    .orderBy(desc(savedAdvisors.createdAt), asc(advisors.slug));
  return rows.map(toCard);
}

export async function countSaved(db: Db, userId: string): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(savedAdvisors)
    .where(eq(savedAdvisors.userId, userId));
  return row?.total ?? 0;
}

/**
 * Saves the listed advisors of `slugs` for the user; pairs already saved stay as they were.
 * Answers how many listed advisors the slugs named.
 */
export async function saveAdvisors(
  db: Db,
  userId: string,
  slugs: readonly string[],
): Promise<number> {
  if (slugs.length === 0) return 0;
  const found = await db
    .select({ id: advisors.id })
    .from(advisors)
    .where(and(eq(advisors.listed, true), inArray(advisors.slug, [...slugs])));
  if (found.length === 0) return 0;
  await db
    .insert(savedAdvisors)
    .values(found.map((advisor) => ({ userId, advisorId: advisor.id })))
    .onConflictDoNothing();
  return found.length;
}

export async function forgetAdvisor(db: Db, userId: string, slug: string): Promise<void> {
  await db
    .delete(savedAdvisors)
    .where(
      and(
        eq(savedAdvisors.userId, userId),
        inArray(
          savedAdvisors.advisorId,
          db.select({ id: advisors.id }).from(advisors).where(eq(advisors.slug, slug)),
        ),
      ),
    );
}
