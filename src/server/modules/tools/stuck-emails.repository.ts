// SQL of stuck emails (docs/product.md#admin-tools): failed ones, and ones still waiting to be sent
// past the threshold. Sending again claims the row (its status becomes 'resent') so that it is
// sent at most once, whoever else tries at the same moment.
import { and, count, eq, ilike, inArray, lt, or } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import {
  EMAIL_RESENT_STATUS,
  EMAIL_STUCK_AFTER_MINUTES,
  EMAIL_STUCK_STATUSES,
} from '../../../shared/contracts/tools';
import type { StuckEmailSort } from '../../../shared/contracts/tools';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { emails } from '../../db/schema/notifications';
import type { EmailRecord } from '../../db/schema/notifications';

/** Waiting emails written before this moment are stuck. */
export const stuckBefore = (now: Date): Date =>
  new Date(now.getTime() - EMAIL_STUCK_AFTER_MINUTES * 60_000);

function isStuckCondition(now: Date): SQL | undefined {
  return or(
    eq(emails.status, 'failed'),
    and(eq(emails.status, 'queued'), lt(emails.createdAt, stuckBefore(now))),
  );
}

export function isStuck(email: Pick<EmailRecord, 'status' | 'createdAt'>, now: Date): boolean {
  if (email.status === 'failed') return true;
  return email.status === 'queued' && email.createdAt < stuckBefore(now);
}

export async function listStuckEmails(db: Db, query: ConsoleQuery<StuckEmailSort>, now: Date) {
  const search = query.q
    ? or(
        ilike(emails.toAddress, likePattern(query.q)),
        ilike(emails.subject, likePattern(query.q)),
        ilike(emails.template, likePattern(query.q)),
      )
    : undefined;
  const where = and(isStuckCondition(now), search);
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({
          id: emails.id,
          to: emails.toAddress,
          subject: emails.subject,
          template: emails.template,
          status: emails.status,
          error: emails.error,
          createdAt: emails.createdAt,
        })
        .from(emails)
        .where(where)
        .orderBy(
          ...sortOrder({ createdAt: emails.createdAt, to: emails.toAddress }, query, emails.id),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: count() }).from(emails).where(where);
      return Number(row?.total ?? 0);
    },
  });
}

export async function findEmail(db: Db, id: string): Promise<EmailRecord | undefined> {
  const [row] = await db.select().from(emails).where(eq(emails.id, id));
  return row;
}

/**
 * Takes a stuck email for sending again: answers it with the status it had, or undefined when it
 * is not stuck any more (another job took it, or it was sent meanwhile).
 */
export async function claimForResend(db: Db, id: string): Promise<EmailRecord | undefined> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(emails)
      .where(and(eq(emails.id, id), inArray(emails.status, [...EMAIL_STUCK_STATUSES])))
      .for('update');
    if (!row) return undefined;
    await tx.update(emails).set({ status: EMAIL_RESENT_STATUS }).where(eq(emails.id, id));
    return row;
  });
}

/** Gives a claimed email its status back when sending it again could not even be attempted. */
export async function releaseClaim(db: Db, id: string, status: string): Promise<void> {
  await db
    .update(emails)
    .set({ status })
    .where(and(eq(emails.id, id), eq(emails.status, EMAIL_RESENT_STATUS)));
}
