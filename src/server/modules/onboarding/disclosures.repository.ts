// SQL of an advisor's disclosure files, the Form ADV Part 2A and the Form CRS
// (docs/product.md#becoming-an-advisor): one row per kind, pointing at the stored PDF.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisorDisclosures } from '../../db/schema/onboarding';
import type { DisclosureKind } from '../../../shared/onboarding';

export async function listDisclosures(db: Db, advisorIds: string[]) {
  if (advisorIds.length === 0) return [];
  return db
    .select()
    .from(advisorDisclosures)
    .where(inArray(advisorDisclosures.advisorId, advisorIds))
    .orderBy(asc(advisorDisclosures.kind));
}

export async function findDisclosure(db: Db, advisorId: string, kind: DisclosureKind) {
  const [row] = await db
    .select()
    .from(advisorDisclosures)
    .where(and(eq(advisorDisclosures.advisorId, advisorId), eq(advisorDisclosures.kind, kind)))
    .limit(1);
  return row;
}

/** Saves the file's row; answers the storage key it replaced, if any. */
export async function saveDisclosure(
  db: Db,
  row: typeof advisorDisclosures.$inferInsert,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ storageKey: advisorDisclosures.storageKey })
      .from(advisorDisclosures)
      .where(
        and(eq(advisorDisclosures.advisorId, row.advisorId), eq(advisorDisclosures.kind, row.kind)),
      )
      .for('update');
    await tx
      .insert(advisorDisclosures)
      .values(row)
      .onConflictDoUpdate({
        target: [advisorDisclosures.advisorId, advisorDisclosures.kind],
        set: {
          storageKey: row.storageKey,
          fileName: row.fileName,
          sizeBytes: row.sizeBytes,
          uploadedAt: row.uploadedAt,
        },
      });
    return previous?.storageKey;
  });
}
