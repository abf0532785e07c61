// SQL of the compliance module.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { complianceDocuments } from '../../db/schema/compliance';
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
