// SQL of the booking module: claims on an advisor's time (ADR 0009).
import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { advisorTimeClaims } from '../../db/schema/booking';

export interface NewHold {
  advisorId: string;
  clientId: string;
  start: Date;
  end: Date;
  expiresAt: Date;
}

/**
 * Places a hold. The advisor's lapsed holds are removed first in the same transaction, so an
 * abandoned payment never blocks a slot even before the expiry job runs; an overlap with any
 * live claim makes the exclusion constraint throw (SQLSTATE 23P01).
 */
export async function insertHold(db: Db, hold: NewHold, now: Date): Promise<{ id: string }> {
  return db.transaction(async (tx) => {
    await tx
      .delete(advisorTimeClaims)
      .where(
        and(
          eq(advisorTimeClaims.advisorId, hold.advisorId),
          eq(advisorTimeClaims.kind, 'hold'),
          lt(advisorTimeClaims.expiresAt, now),
        ),
      );
    const [row] = await tx
      .insert(advisorTimeClaims)
      .values({
        advisorId: hold.advisorId,
        clientId: hold.clientId,
        kind: 'hold',
        during: sql`tstzrange(${hold.start.toISOString()}::timestamptz, ${hold.end.toISOString()}::timestamptz, '[)')`,
        expiresAt: hold.expiresAt,
      })
      .returning({ id: advisorTimeClaims.id });
    return row!;
  });
}

/** Removes lapsed holds of every advisor (the expiry job); returns how many went. */
export async function deleteLapsedHolds(db: Db, now: Date): Promise<number> {
  const rows = await db
    .delete(advisorTimeClaims)
    .where(and(eq(advisorTimeClaims.kind, 'hold'), lt(advisorTimeClaims.expiresAt, now)))
    .returning({ id: advisorTimeClaims.id });
  return rows.length;
}
