// SQL of the user agreements: the versions in force, what a client accepted, and the latest
// acceptances for the admin list (one record: disclosure_acceptances, ADR 0040).
import { and, count, eq, ilike, inArray, max, or } from 'drizzle-orm';
import type { RecentAcceptancesQuery } from '../../../shared/contracts/compliance';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { complianceDocuments, disclosureAcceptances } from '../../db/schema/compliance';

export interface AgreementVersion {
  slug: string;
  displayName: string;
  version: number;
  effectiveAt: Date;
}

export async function findAgreementVersions(
  db: Db,
  slugs: readonly string[],
): Promise<AgreementVersion[]> {
  return db
    .select({
      slug: complianceDocuments.slug,
      displayName: complianceDocuments.displayName,
      version: complianceDocuments.version,
      effectiveAt: complianceDocuments.effectiveAt,
    })
    .from(complianceDocuments)
    .where(inArray(complianceDocuments.slug, [...slugs]));
}

/** The highest version of each document the client ever accepted, by slug. */
export async function findAcceptedVersions(
  db: Db,
  clientId: string,
  slugs: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .select({
      slug: disclosureAcceptances.documentSlug,
      version: max(disclosureAcceptances.documentVersion),
    })
    .from(disclosureAcceptances)
    .where(
      and(
        eq(disclosureAcceptances.clientId, clientId),
        inArray(disclosureAcceptances.documentSlug, [...slugs]),
      ),
    )
    .groupBy(disclosureAcceptances.documentSlug);
  return new Map(rows.map((row) => [row.slug, row.version ?? 0]));
}

/** Agreements accepted on their own: no purchase, no advisor, with the client's address. */
export async function insertAgreementAcceptances(
  db: Db,
  values: { clientId: string; documents: AgreementVersion[]; at: Date; ipAddress: string },
): Promise<void> {
  if (values.documents.length === 0) return;
  await db.insert(disclosureAcceptances).values(
    values.documents.map((document) => ({
      clientId: values.clientId,
      documentSlug: document.slug,
      documentName: document.displayName,
      documentVersion: document.version,
      acceptedAt: values.at,
      ipAddress: values.ipAddress,
    })),
  );
}

const acceptanceRow = {
  id: disclosureAcceptances.id,
  clientName: users.fullName,
  clientEmail: users.email,
  documentName: disclosureAcceptances.documentName,
  documentVersion: disclosureAcceptances.documentVersion,
  acceptedAt: disclosureAcceptances.acceptedAt,
  checkoutId: disclosureAcceptances.checkoutId,
  signupId: disclosureAcceptances.signupId,
  ipAddress: disclosureAcceptances.ipAddress,
};

const ACCEPTANCE_SORT_COLUMNS = {
  acceptedAt: disclosureAcceptances.acceptedAt,
  client: users.fullName,
  document: disclosureAcceptances.documentName,
} as const;

/** One console page of acceptances: searched by the client's name or email, one document's. */
export async function listRecentAcceptances(db: Db, query: RecentAcceptancesQuery) {
  const pattern = query.q ? likePattern(query.q) : undefined;
  const where = and(
    pattern ? or(ilike(users.fullName, pattern), ilike(users.email, pattern)) : undefined,
    query.document ? eq(disclosureAcceptances.documentSlug, query.document) : undefined,
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select(acceptanceRow)
        .from(disclosureAcceptances)
        .innerJoin(users, eq(users.id, disclosureAcceptances.clientId))
        .where(where)
        .orderBy(...sortOrder(ACCEPTANCE_SORT_COLUMNS, query, disclosureAcceptances.id))
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db
        .select({ total: count() })
        .from(disclosureAcceptances)
        .innerJoin(users, eq(users.id, disclosureAcceptances.clientId))
        .where(where);
      return row?.total ?? 0;
    },
  });
}
