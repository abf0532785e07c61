// SQL of an advisor's open items: each list is one indexed query on the advisor's own rows.
import { and, asc, count, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { invoices } from '../../db/schema/payments';
import { documentRequests, engagements } from '../../db/schema/plans';
import { reviews } from '../../db/schema/reviews';

const client = { id: users.id, name: users.fullName };

export async function countReviewsToAnswer(db: Db, advisorId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(reviews)
    .where(
      and(eq(reviews.advisorId, advisorId), isNull(reviews.responseBody), isNull(reviews.hiddenAt)),
    );
  return row?.count ?? 0;
}

export function listOpenDocumentRequests(db: Db, advisorId: string, limit: number) {
  return db
    .select({
      id: documentRequests.id,
      title: documentRequests.title,
      askedAt: documentRequests.createdAt,
      client,
    })
    .from(documentRequests)
    .innerJoin(engagements, eq(engagements.id, documentRequests.engagementId))
    .innerJoin(users, eq(users.id, engagements.clientId))
    .where(
      and(
        eq(engagements.advisorId, advisorId),
        eq(engagements.status, 'active'),
        isNull(engagements.deletedAt),
        eq(documentRequests.status, 'open'),
      ),
    )
    .orderBy(asc(documentRequests.createdAt))
    .limit(limit);
}

export function listPlansToDeliver(db: Db, advisorId: string, limit: number) {
  return db
    .select({ engagementId: engagements.id, endsOn: engagements.endsOn, client })
    .from(engagements)
    .innerJoin(users, eq(users.id, engagements.clientId))
    .where(
      and(
        eq(engagements.advisorId, advisorId),
        eq(engagements.kind, 'plan'),
        eq(engagements.status, 'active'),
        isNull(engagements.deletedAt),
        isNull(engagements.deliverableFileId),
      ),
    )
    .orderBy(sql`${engagements.endsOn} asc nulls last`)
    .limit(limit);
}

export function listOverdueInvoices(db: Db, advisorId: string, at: Date, limit: number) {
  return db
    .select({
      id: invoices.id,
      number: invoices.number,
      amountCents: invoices.amountCents,
      dueAt: invoices.dueAt,
      client,
    })
    .from(invoices)
    .innerJoin(users, eq(users.id, invoices.clientId))
    .where(
      and(eq(invoices.advisorId, advisorId), eq(invoices.status, 'open'), lt(invoices.dueAt, at)),
    )
    .orderBy(asc(invoices.dueAt))
    .limit(limit);
}
