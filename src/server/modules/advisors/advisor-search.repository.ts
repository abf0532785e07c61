// SQL of the advisor results page: filter, sort and page in the database
// (docs/product.md#advisor-search).
import { and, arrayContains, asc, desc, eq, exists, gte, inArray, lte, or, sql } from 'drizzle-orm';
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
  /** Two-letter abbreviations the advisor must all serve (the state browsed, a ZIP's state). */
  states?: string[];
  /** Name or keyword text, normalised. */
  text?: string;
  /** Credential slugs the advisor must all hold. */
  credentials?: string[];
  /** Language codes the advisor must all speak. */
  languages?: string[];
  /** The lowest review average. */
  minRating?: number;
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
  for (const state of new Set(criteria.states ?? [])) {
    where.push(
      exists(
        db
          .select({ one: sql`1` })
          .from(advisorStates)
          .where(and(eq(advisorStates.advisorId, advisors.id), eq(advisorStates.state, state))),
      ),
    );
  }
  if (criteria.text) {
    // Words (full text), or a name spelt nearly right (trigrams): a word of it (<%) or the whole
    // (%). Each is served by its GIN index.
    where.push(
      or(
        sql`${advisors.searchDocument} @@ ${textQuery(criteria.text)}`,
        sql`${criteria.text} <% ${advisors.searchName}`,
        sql`${criteria.text} % ${advisors.searchName}`,
      ),
    );
  }
  if (criteria.credentials?.length) {
    where.push(arrayContains(advisors.credentials, criteria.credentials));
  }
  if (criteria.languages?.length) {
    where.push(arrayContains(advisors.languages, criteria.languages));
  }
  if (criteria.minRating !== undefined) where.push(gte(advisors.reviewAverage, criteria.minRating));
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

const textQuery = (text: string) => sql`websearch_to_tsquery('english', ${text})`;

function orderOf(sort: AdvisorSort, text: string | undefined): SQL[] {
  switch (sort) {
    case 'relevance':
      if (text) {
        // The exact name, then full-text matches by rank, then names by trigram similarity.
        return [
          sql`case when ${advisors.searchName} = lower(${text}) then 0 when ${advisors.searchDocument} @@ ${textQuery(text)} then 1 else 2 end`,
          sql`ts_rank(${advisors.searchDocument}, ${textQuery(text)}) desc`,
          sql`greatest(word_similarity(${text}, ${advisors.searchName}), similarity(${text}, ${advisors.searchName})) desc`,
          asc(advisors.id),
        ];
      }
      return orderOf('available', text);
    case 'rating':
      // Ties by review count, in the order of advisors_listed_rating_idx.
      return [
        sql`${advisors.reviewAverage} desc nulls last`,
        sql`${advisors.reviewCount} desc nulls last`,
        asc(advisors.id),
      ];
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
    .orderBy(...orderOf(criteria.sort, criteria.text))
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
