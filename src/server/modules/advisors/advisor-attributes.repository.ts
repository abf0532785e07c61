// SQL of the advisor attributes admins keep (docs/product.md#advisor-attributes): the table with
// each attribute's advisor count, writing one, and which advisors carry which.
import { and, asc, count, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { advisorAttributeLinks, advisorAttributes, advisors } from '../../db/schema/advisors';
import type { NewAdvisorAttribute } from '../../db/schema/advisors';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { AttributeSort } from '../../../shared/contracts/advisor-attributes';

const advisorCount = sql<number>`(select count(*)::int from ${advisorAttributeLinks} where ${advisorAttributeLinks.attributeId} = ${advisorAttributes.id})`;

const attributeColumns = {
  id: advisorAttributes.id,
  type: advisorAttributes.type,
  slug: advisorAttributes.slug,
  title: advisorAttributes.title,
  advisorCount,
};

export type AttributeRow = {
  id: number;
  type: number;
  slug: string;
  title: string;
  advisorCount: number;
};

export async function listAttributes(
  db: Db,
  query: ConsoleQuery<AttributeSort> & { type?: number | undefined },
) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    query.type ? eq(advisorAttributes.type, query.type) : undefined,
    pattern
      ? or(ilike(advisorAttributes.title, pattern), ilike(advisorAttributes.slug, pattern))
      : undefined,
  );
  return pageOf<AttributeRow>(query, {
    rows: (limit, offset) =>
      db
        .select(attributeColumns)
        .from(advisorAttributes)
        .where(where)
        .orderBy(
          ...sortOrder(
            {
              title: advisorAttributes.title,
              slug: advisorAttributes.slug,
              type: advisorAttributes.type,
              advisors: advisorCount,
            },
            query,
            advisorAttributes.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: count() }).from(advisorAttributes).where(where);
      return Number(row?.total ?? 0);
    },
  });
}

export async function findAttribute(
  db: Db,
  id: number,
  options: { forUpdate?: boolean } = {},
): Promise<AttributeRow | undefined> {
  const select = db
    .select(attributeColumns)
    .from(advisorAttributes)
    .where(eq(advisorAttributes.id, id));
  const [row] = await (options.forUpdate ? select.for('update') : select);
  return row;
}

/** Throws SQLSTATE 23505 when the slug is taken. */
export async function insertAttribute(db: Db, values: NewAdvisorAttribute): Promise<number> {
  const [row] = await db
    .insert(advisorAttributes)
    .values(values)
    .returning({ id: advisorAttributes.id });
  if (!row) throw new Error('The attribute was not inserted.');
  return row.id;
}

/** Throws SQLSTATE 23505 when the slug is taken. */
export async function updateAttribute(
  db: Db,
  id: number,
  values: Pick<NewAdvisorAttribute, 'type' | 'slug' | 'title'>,
): Promise<void> {
  await db.update(advisorAttributes).set(values).where(eq(advisorAttributes.id, id));
}

export async function deleteAttribute(db: Db, id: number): Promise<void> {
  await db.delete(advisorAttributes).where(eq(advisorAttributes.id, id));
}

/** Advisors by name, with every attribute each carries; optionally only those carrying one. */
export async function listAdvisorsDetails(
  db: Db,
  query: ConsoleQuery<'name'> & { attribute?: number | undefined },
) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const name = sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`;
  const where = and(
    query.attribute
      ? inArray(
          advisors.id,
          db
            .select({ id: advisorAttributeLinks.advisorId })
            .from(advisorAttributeLinks)
            .where(eq(advisorAttributeLinks.attributeId, query.attribute)),
        )
      : undefined,
    pattern ? or(ilike(name, pattern), ilike(advisors.slug, pattern)) : undefined,
  );
  const page = await pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({ id: advisors.id, slug: advisors.slug, name, listed: advisors.listed })
        .from(advisors)
        .where(where)
        .orderBy(
          ...sortOrder(
            { name: sql`${advisors.lastName} || ' ' || ${advisors.firstName}` },
            query,
            advisors.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: count() }).from(advisors).where(where);
      return Number(row?.total ?? 0);
    },
  });
  const ids = page.items.map((advisor) => advisor.id);
  const links =
    ids.length === 0
      ? []
      : await db
          .select({
            advisorId: advisorAttributeLinks.advisorId,
            id: advisorAttributes.id,
            type: advisorAttributes.type,
            title: advisorAttributes.title,
          })
          .from(advisorAttributeLinks)
          .innerJoin(advisorAttributes, eq(advisorAttributes.id, advisorAttributeLinks.attributeId))
          .where(inArray(advisorAttributeLinks.advisorId, ids))
          .orderBy(asc(advisorAttributes.type), asc(advisorAttributes.title));
  return {
    ...page,
    items: page.items.map((advisor) => ({
      ...advisor,
      attributes: links
        .filter((link) => link.advisorId === advisor.id)
        .map(({ id, type, title }) => ({ id, type, title })),
    })),
  };
}
