// SQL of product news (ADR 0065): who would receive it, the news with its recipients fixed in one
// transaction, the next batch of waiting recipients, their outcome, and the history with progress.
import { and, asc, count, eq, ilike, isNull, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { ConsoleQuery } from '../../../shared/contracts/console';
import type { ProductNewsSort } from '../../../shared/contracts/product-news';
import { NOTIFICATION_DEFAULTS } from '../../../shared/contracts/profile';
import type { Db } from '../../db/client';
import { likePattern, pageOf, sortOrder } from '../../db/paged-query';
import { users } from '../../db/schema/accounts';
import { productNews, productNewsRecipients } from '../../db/schema/notifications';

/** Recipient rows: waiting for their batch, then sent or skipped. */
export type RecipientStatus = 'waiting' | 'sent' | 'skipped';

/**
 * The people product news goes to: product news on (a missing choice takes its default), an open
 * account, and, unless another provider vouches for addresses, a confirmed one.
 */
export function audienceCondition(addressesVouched: boolean): SQL | undefined {
  return and(
    sql`coalesce((${users.notificationPreferences}->>'productNews')::boolean, ${NOTIFICATION_DEFAULTS.productNews})`,
    isNull(users.deletedAt),
    addressesVouched ? undefined : sql`${users.emailVerifiedAt} is not null`,
  );
}

export async function countAudience(db: Db, addressesVouched: boolean): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(users)
    .where(audienceCondition(addressesVouched));
  return Number(row?.total ?? 0);
}

/**
 * Writes the news and its recipients, once: a second call with the same id writes nothing and
 * answers false.
 */
export async function createNews(
  db: Db,
  news: { id: string; subject: string; body: string; sentBy: string; createdAt: Date },
  addressesVouched: boolean,
): Promise<{ created: boolean; recipients: number }> {
  return db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(productNews)
      .values({ ...news, recipientCount: 0 })
      .onConflictDoNothing({ target: productNews.id })
      .returning({ id: productNews.id });
    if (!inserted) return { created: false, recipients: 0 };
    const recipients = await tx
      .insert(productNewsRecipients)
      .select(
        tx
          .select({
            newsId: sql<string>`${news.id}::uuid`.as('news_id'),
            userId: sql<string>`${users.id}`.as('user_id'),
            status: sql<string>`'waiting'`.as('status'),
            emailId: sql<string | null>`null::uuid`.as('email_id'),
            doneAt: sql<Date | null>`null::timestamptz`.as('done_at'),
          })
          .from(users)
          .where(audienceCondition(addressesVouched)),
      )
      .returning({ userId: productNewsRecipients.userId });
    await tx
      .update(productNews)
      .set({ recipientCount: recipients.length })
      .where(eq(productNews.id, news.id));
    return { created: true, recipients: recipients.length };
  });
}

export async function findNews(db: Db, id: string) {
  const [row] = await db.select().from(productNews).where(eq(productNews.id, id));
  return row;
}

/** The next waiting recipients with who they are now (their address, name and choices). */
export async function nextBatch(db: Db, newsId: string, size: number) {
  return db
    .select({
      userId: users.id,
      email: users.email,
      fullName: users.fullName,
      notificationPreferences: users.notificationPreferences,
      emailVerifiedAt: users.emailVerifiedAt,
      deletedAt: users.deletedAt,
    })
    .from(productNewsRecipients)
    .innerJoin(users, eq(users.id, productNewsRecipients.userId))
    .where(
      and(eq(productNewsRecipients.newsId, newsId), eq(productNewsRecipients.status, 'waiting')),
    )
    .orderBy(asc(productNewsRecipients.userId))
    .limit(size);
}

export async function recordRecipient(
  db: Db,
  key: { newsId: string; userId: string },
  outcome: { status: Exclude<RecipientStatus, 'waiting'>; emailId: string | null; doneAt: Date },
): Promise<void> {
  await db
    .update(productNewsRecipients)
    .set(outcome)
    .where(
      and(
        eq(productNewsRecipients.newsId, key.newsId),
        eq(productNewsRecipients.userId, key.userId),
      ),
    );
}

/** Marks the news finished when nobody waits any more; true when it is (now or before). */
export async function finishIfDone(db: Db, newsId: string, now: Date): Promise<boolean> {
  const [row] = await db
    .update(productNews)
    .set({ finishedAt: sql`coalesce(${productNews.finishedAt}, ${now})` })
    .where(
      and(
        eq(productNews.id, newsId),
        sql`not exists (select 1 from ${productNewsRecipients} where ${productNewsRecipients.newsId} = ${newsId} and ${productNewsRecipients.status} = 'waiting')`,
      ),
    )
    .returning({ id: productNews.id });
  return Boolean(row);
}

/** News whose emails are still going out. */
export async function unfinishedNewsIds(db: Db): Promise<string[]> {
  const rows = await db
    .select({ id: productNews.id })
    .from(productNews)
    .where(isNull(productNews.finishedAt))
    .orderBy(asc(productNews.createdAt));
  return rows.map((row) => row.id);
}

const sender = sql<
  string | null
>`(select ${users.fullName} from ${users} where ${users.id} = ${productNews.sentBy})`;
const tally = (status: RecipientStatus) =>
  sql<number>`(select count(*)::int from ${productNewsRecipients} where ${productNewsRecipients.newsId} = ${productNews.id} and ${productNewsRecipients.status} = ${status})`;

/** The history, newest first by default; `id` narrows it to one piece of news. */
export async function listNews(db: Db, query: ConsoleQuery<ProductNewsSort> & { id?: string }) {
  const where = and(
    query.q ? ilike(productNews.subject, likePattern(query.q)) : undefined,
    query.id ? eq(productNews.id, query.id) : undefined,
  );
  return pageOf(query, {
    rows: (limit, offset) =>
      db
        .select({
          id: productNews.id,
          subject: productNews.subject,
          body: productNews.body,
          sentBy: sender,
          createdAt: productNews.createdAt,
          finishedAt: productNews.finishedAt,
          recipients: productNews.recipientCount,
          sent: tally('sent'),
          skipped: tally('skipped'),
        })
        .from(productNews)
        .where(where)
        .orderBy(
          ...sortOrder(
            { createdAt: productNews.createdAt, subject: productNews.subject },
            query,
            productNews.id,
          ),
        )
        .limit(limit)
        .offset(offset),
    total: async () => {
      const [row] = await db.select({ total: count() }).from(productNews).where(where);
      return Number(row?.total ?? 0);
    },
  });
}
