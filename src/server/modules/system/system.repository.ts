// SQL of the system module.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { errorLog, featureFlags } from '../../db/schema/system';

export async function findFeatureFlagValue(db: Db, name: string): Promise<boolean | undefined> {
  const rows = await db
    .select({ value: featureFlags.value })
    .from(featureFlags)
    .where(eq(featureFlags.id, name))
    .limit(1);
  return rows[0]?.value;
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
