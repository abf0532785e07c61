// SQL of the user agreements: the versions in force, what a client accepted, and the latest
// acceptances for the admin list (one record: disclosure_acceptances, ADR 0040).
import { and, count, desc, eq, inArray, max } from 'drizzle-orm';
import type { Db } from '../../db/client';
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

export async function listRecentAcceptances(db: Db, page: { limit: number; offset: number }) {
  const rows = await db
    .select({
      id: disclosureAcceptances.id,
      clientName: users.fullName,
      clientEmail: users.email,
      documentName: disclosureAcceptances.documentName,
      documentVersion: disclosureAcceptances.documentVersion,
      acceptedAt: disclosureAcceptances.acceptedAt,
      checkoutId: disclosureAcceptances.checkoutId,
      signupId: disclosureAcceptances.signupId,
      ipAddress: disclosureAcceptances.ipAddress,
    })
    .from(disclosureAcceptances)
    .innerJoin(users, eq(users.id, disclosureAcceptances.clientId))
    .orderBy(desc(disclosureAcceptances.acceptedAt), desc(disclosureAcceptances.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(disclosureAcceptances);
  return { rows, total: total?.total ?? 0 };
}
