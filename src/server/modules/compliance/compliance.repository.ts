// SQL of the compliance module.
import { and, asc, eq, inArray } from 'drizzle-orm';
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

export async function listDocuments(db: Db): Promise<ComplianceDocumentRecord[]> {
  return db.select().from(complianceDocuments).orderBy(asc(complianceDocuments.displayName));
}

/**
 * Makes an uploaded PDF the version in force, only if `version` is the next one (a concurrent
 * upload of the same version loses); a new slug starts at version 1. Undefined when it lost.
 */
export async function publishDocumentVersion(
  db: Db,
  values: {
    slug: string;
    version: number;
    displayName?: string;
    fileKey: string;
    fileName: string;
    at: Date;
  },
): Promise<ComplianceDocumentRecord | undefined> {
  const file = {
    fileKey: values.fileKey,
    fileName: values.fileName,
    version: values.version,
    effectiveAt: values.at,
    updatedAt: values.at,
  };
  if (values.version === 1) {
    const rows = await db
      .insert(complianceDocuments)
      .values({ ...file, slug: values.slug, displayName: values.displayName ?? '', bodyHtml: '' })
      .onConflictDoNothing({ target: complianceDocuments.slug })
      .returning();
    return rows[0];
  }
  const rows = await db
    .update(complianceDocuments)
    .set(file)
    .where(
      and(
        eq(complianceDocuments.slug, values.slug),
        eq(complianceDocuments.version, values.version - 1),
      ),
    )
    .returning();
  return rows[0];
}

export async function renameDocument(
  db: Db,
  slug: string,
  displayName: string,
  at: Date,
): Promise<ComplianceDocumentRecord | undefined> {
  const rows = await db
    .update(complianceDocuments)
    .set({ displayName, updatedAt: at })
    .where(eq(complianceDocuments.slug, slug))
    .returning();
  return rows[0];
}
