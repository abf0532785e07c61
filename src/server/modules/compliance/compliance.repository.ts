// SQL of the compliance module.
import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complianceDocuments, disclosureAcceptances } from '../../db/schema/compliance';
import type { ComplianceDocumentRecord } from '../../db/schema/compliance';

export async function listDocumentNames(db: Db): Promise<{ slug: string; displayName: string }[]> {
  return db
    .select({ slug: complianceDocuments.slug, displayName: complianceDocuments.displayName })
    .from(complianceDocuments)
    .orderBy(asc(complianceDocuments.displayName));
}

export async function findDocumentBySlug(
  db: Db,
  slug: string,
): Promise<ComplianceDocumentRecord | undefined> {
  const rows = await db
    .select()
    .from(complianceDocuments)
    .where(eq(complianceDocuments.slug, slug))
    .limit(1);
  return rows[0];
}

/**
 * Records the client's acceptance of each listed document at its current version, for one paid
 * booking (checkout) or one signup. Runs inside the caller's transaction.
 */
export async function insertDisclosureAcceptances(
  db: Db,
  values: {
    clientId: string;
    advisorId: string;
    checkoutId?: string;
    signupId?: string;
    slugs: readonly string[];
    at: Date;
  },
): Promise<number> {
  if (values.slugs.length === 0) return 0;
  const rows = await db
    .select({
      slug: complianceDocuments.slug,
      displayName: complianceDocuments.displayName,
      version: complianceDocuments.version,
    })
    .from(complianceDocuments)
    .where(inArray(complianceDocuments.slug, [...values.slugs]));
  if (rows.length === 0) return 0;
  await db.insert(disclosureAcceptances).values(
    rows.map((row) => ({
      clientId: values.clientId,
      advisorId: values.advisorId,
      checkoutId: values.checkoutId ?? null,
      signupId: values.signupId ?? null,
      documentSlug: row.slug,
      documentName: row.displayName,
      documentVersion: row.version,
      acceptedAt: values.at,
    })),
  );
  return rows.length;
}
