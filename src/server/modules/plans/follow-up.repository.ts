// The follow-up reminder's query: signups whose target date has come, claimed once per date.
import { and, eq, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { FollowUpStatus } from '../../../shared/contracts/plans';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { signups } from '../../db/schema/plans';

export interface DueFollowUp {
  id: string;
  kind: 'plan' | 'ongoing';
  targetDate: string;
  followUpStatus: FollowUpStatus;
  clientName: string;
  advisorName: string;
}

/**
 * Marks every live signup whose target date is today or past and not yet reminded for that date,
 * and answers them. The update claims them, so two workers never remind of one twice.
 */
export async function claimDueFollowUps(db: Db, today: string, at: Date): Promise<DueFollowUp[]> {
  const claimed = await db
    .update(signups)
    .set({ followUpRemindedOn: sql`${signups.targetDate}`, updatedAt: at })
    .where(
      and(
        lte(signups.targetDate, today),
        or(
          isNull(signups.followUpRemindedOn),
          sql`${signups.followUpRemindedOn} <> ${signups.targetDate}`,
        ),
        isNull(signups.deletedAt),
        ne(signups.followUpStatus, 'Cancelled'),
      ),
    )
    .returning({ id: signups.id });
  if (claimed.length === 0) return [];
  const rows = await db
    .select({
      id: signups.id,
      kind: signups.kind,
      targetDate: signups.targetDate,
      followUpStatus: signups.followUpStatus,
      clientName: users.fullName,
      advisorName: sql<string>`${advisors.firstName} || ' ' || ${advisors.lastName}`,
    })
    .from(signups)
    .innerJoin(users, eq(users.id, signups.clientId))
    .innerJoin(advisors, eq(advisors.id, signups.advisorId))
    .where(
      inArray(
        signups.id,
        claimed.map((row) => row.id),
      ),
    )
    .orderBy(signups.targetDate, signups.createdAt);
  return rows.map((row) => ({ ...row, targetDate: row.targetDate ?? today }));
}
