// SQL of the advisor results page: filter, sort and page in the database
// (docs/product.md#advisor-search).
import { and, asc, desc, eq, exists, gte, inArray, lte, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';
import type { AdvisorSort } from '../../../shared/advisor-search-url';
import type { AdvisorCard } from '../../../shared/contracts/home';
import { cardColumns, toCard } from './advisor-card-columns';

export interface AdvisorSearchCriteria {
  /** Two-letter abbreviation. */
  state?: string;
  /** Advisors must have every one of these attributes. */
  attributeIds: number[];
  /** Advisors must have one of these business models (each advisor has exactly one). */
  businessModels: string[];
  minCents?: number;
  maxCents?: number;
  sort: AdvisorSort;
  limit: number;
  offset: number;
}

function conditions(db: Db, criteria: AdvisorSearchCriteria): SQL | undefined {
  const where: (SQL | undefined)[] = [
    eq(advisors.acceptingClients, true),
    eq(advisors.listed, true),
  ];
  if (criteria.state) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(advisorStates)
          .where(
            and(eq(advisorStates.advisorId, advisors.id), eq(advisorStates.state, criteria.state)),
          ),
      ),
    );
  }
  for (const attributeId of criteria.attributeIds) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(advisorAttributeLinks)
          .where(
            and(
              eq(advisorAttributeLinks.advisorId, advisors.id),
              eq(advisorAttributeLinks.attributeId, attributeId),
            ),
          ),
      ),
    );
  }
  if (criteria.businessModels.length > 0) {
    where.push(inArray(advisors.businessModel, criteria.businessModels));
  }
  if (criteria.minCents !== undefined) where.push(gte(advisors.hourlyRateCents, criteria.minCents));
  if (criteria.maxCents !== undefined) where.push(lte(advisors.hourlyRateCents, criteria.maxCents));
  return and(...where);
}

function orderOf(sort: AdvisorSort): SQL[] {
  switch (sort) {
    case 'newest':
      return [desc(advisors.createdAt), asc(advisors.id)];
    case 'oldest':
      return [asc(advisors.createdAt), asc(advisors.id)];
    case 'highest':
      return [desc(advisors.hourlyRateCents), asc(advisors.id)];
    case 'lowest':
      return [asc(advisors.hourlyRateCents), asc(advisors.id)];
    case 'available':
      // The kept next availability (the availability rules keep it in the future, or null when
      // nothing is open) in the order of advisors_listed_available_idx.
      return [
        sql`${advisors.nextAvailability} asc nulls last`,
        sql`${advisors.reviewAverage} desc nulls last`,
        asc(advisors.id),
      ];
  }
}

/** One page of cards, not yet run: the tests read its plan (it must use an advisors_listed index). */
export function searchPageQuery(db: Db, criteria: AdvisorSearchCriteria) {
  return db
    .select(cardColumns)
    .from(advisors)
    .where(conditions(db, criteria))
    .orderBy(...orderOf(criteria.sort))
    .limit(criteria.limit)
    .offset(criteria.offset);
}

export async function searchAdvisorCards(
  db: Db,
  criteria: AdvisorSearchCriteria,
): Promise<{ advisors: AdvisorCard[]; total: number }> {
  const where = conditions(db, criteria);
  const [rows, [count]] = await Promise.all([
    searchPageQuery(db, criteria),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(advisors)
      .where(where),
  ]);
  return { advisors: rows.map(toCard), total: count?.total ?? 0 };
}

/** Attribute ids, titles and types by slug, for resolving the filters of a results URL. */
export async function listAttributeSlugs(
  db: Db,
): Promise<{ id: number; slug: string; title: string; type: number }[]> {
  return db
    .select({
      id: advisorAttributes.id,
      slug: advisorAttributes.slug,
      title: advisorAttributes.title,
      type: advisorAttributes.type,
    })
    .from(advisorAttributes);
}
