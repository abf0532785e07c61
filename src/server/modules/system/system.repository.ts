// SQL of the system module.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorLog, featureFlags } from '../../db/schema/system';
import { recordAudit } from '../../db/audit-log';

export async function findFeatureFlagValue(db: Db, name: string): Promise<boolean | undefined> {
  const rows = await db
    .select({ value: featureFlags.value })
    .from(featureFlags)
    .where(eq(featureFlags.id, name))
    .limit(1);
  return rows[0]?.value;
}

export async function listStoredFeatureFlags(
  db: Db,
): Promise<{ id: string; value: boolean; updatedAt: Date }[]> {
  return db
    .select({ id: featureFlags.id, value: featureFlags.value, updatedAt: featureFlags.updatedAt })
    .from(featureFlags);
}

/**
 * Sets the flag and audits the change in one transaction; answers the value it had before
 * (stored, or the default when none was). The row lock orders two admins flipping at once.
 */
export async function setFeatureFlagValue(
  db: Db,
  change: { id: string; value: boolean; description: string; defaultValue: boolean },
  audit: { actorId: string | null; action: string; detail: (from: boolean) => string },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const [stored] = await tx
      .select({ value: featureFlags.value })
      .from(featureFlags)
      .where(eq(featureFlags.id, change.id))
      .for('update');
    const from = stored?.value ?? change.defaultValue;
    await tx
      .insert(featureFlags)
      .values({ id: change.id, value: change.value, description: change.description })
      .onConflictDoUpdate({
        target: featureFlags.id,
        set: { value: change.value, updatedAt: sql`now()` },
      });
    await recordAudit(tx, {
      actorId: audit.actorId,
      action: audit.action,
      detail: audit.detail(from),
      target: `flag:${change.id}`,
      before: { value: from },
      after: { value: change.value },
    });
    return from;
  });
}

export interface NewErrorLogEntry {
  source: string;
  message: string;
  referringUrl: string;
  otherInformation: string;
  clientDate: string;
  userAgent: string;
  requestId: string;
}

export async function insertErrorLog(db: Db, entry: NewErrorLogEntry): Promise<void> {
  await db.insert(errorLog).values(entry);
}

export async function pingDatabase(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
