// SQL of the outbox admins read: the newest emails first, optionally to one recipient.
import { desc, ilike, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema/notifications';
import { likePattern } from '../../db/paged-query';

export async function listOutbox(db: Db, to: string, limit: number, offset: number) {
  const where = to ? ilike(emails.toAddress, likePattern(to)) : undefined;
  const [rows, [counted]] = await Promise.all([
    db
      .select()
      .from(emails)
      .where(where)
      .orderBy(desc(emails.createdAt), desc(emails.id))
      .limit(limit)
      .offset(offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(emails)
      .where(where),
  ]);
  return { rows, total: counted?.total ?? 0 };
}
