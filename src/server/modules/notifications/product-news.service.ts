// Product news (docs/product.md#product-news, ADR 0065): admins preview a draft as the email it
// becomes and send it to the people who chose product news. Sending fixes the recipients and
// writes the audit entry in one transaction; a job then writes the emails in batches. Each
// recipient's email carries an idempotency key, so a job that crashed and runs again, or two jobs
// at once, send nobody a second copy; recipients who turned product news off meanwhile are skipped.
import {
  PRODUCT_NEWS_AUDIT,
  PRODUCT_NEWS_BATCH_SIZE,
  PRODUCT_NEWS_MESSAGES,
  PRODUCT_NEWS_TEMPLATE,
  productNewsQuerySchema,
} from '../../../shared/contracts/product-news';
import type {
  ProductNewsAudience,
  ProductNewsDraft,
  ProductNewsItem,
  ProductNewsPage,
  ProductNewsPreview,
  ProductNewsSend,
} from '../../../shared/contracts/product-news';
import { wantsEmail } from '../../../shared/contracts/profile';
import { AppError } from '../../../shared/errors';
import type { RequestUser } from '../../auth/access/request-user';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import type { JobQueue } from '../../jobs/job-queue';
import type { ServiceLog } from '../../platform';
import { parseInput } from '../../validation/parse-input';
import type { EmailChoiceLinks } from './email-choice-links';
import { productNewsEmail } from './product-news-emails';
import {
  countAudience,
  createNews,
  findNews,
  finishIfDone,
  listNews,
  nextBatch,
  recordRecipient,
  unfinishedNewsIds,
} from './product-news.repository';

/** One run of the job sends for this long at most, then queues the rest as a run of its own. */
const RUN_BUDGET_MS = 5 * 60_000;

type NewsRow = Awaited<ReturnType<typeof listNews>>['items'][number];

const itemOf = (row: NewsRow): ProductNewsItem => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
  state: row.finishedAt ? 'sent' : 'sending',
});

/** The key that makes a recipient's email go once. */
export const productNewsEmailKey = (newsId: string, userId: string) =>
  `product-news:${newsId}:${userId}`;

export type ProductNewsService = ReturnType<typeof createProductNews>;

export function createProductNews({
  db,
  mailer,
  jobQueue,
  choiceLinks,
  publicUrl,
  addressesVouched,
  now,
  log,
  runBudgetMs = RUN_BUDGET_MS,
}: {
  db: Db;
  mailer: Mailer;
  jobQueue: Pick<JobQueue, 'send'>;
  choiceLinks: Pick<EmailChoiceLinks, 'optional'>;
  publicUrl: string;
  /** Another identity provider vouches for addresses: no confirmation of our own is asked. */
  addressesVouched: boolean;
  now: () => Date;
  log: ServiceLog;
  runBudgetMs?: number;
}) {
  const audience = async (): Promise<ProductNewsAudience> => ({
    recipients: await countAudience(db, addressesVouched),
  });

  /** The email of one recipient as it leaves: their greeting, their links. */
  const emailFor = (
    recipient: { userId: string; email: string; fullName: string },
    draft: ProductNewsDraft,
  ) =>
    choiceLinks.optional(
      recipient,
      'productNews',
      productNewsEmail({ publicUrl, fullName: recipient.fullName, ...draft }),
    );

  const queueSending = (newsId: string) => jobQueue.send('sendProductNews', newsId, { newsId });

  async function itemById(id: string): Promise<ProductNewsItem> {
    const page = await listNews(db, {
      q: '',
      page: 1,
      size: 1,
      sort: 'createdAt',
      dir: 'desc',
      id,
    });
    const row = page.items[0];
    if (!row) throw new AppError('notFound', PRODUCT_NEWS_MESSAGES.notFound);
    return itemOf(row);
  }

  return {
    audience,

    /** The draft as it would reach the admin, who stands in for every recipient. */
    async preview(admin: RequestUser, draft: ProductNewsDraft): Promise<ProductNewsPreview> {
      const content = await emailFor(
        { userId: admin.id, email: admin.email, fullName: admin.name },
        draft,
      );
      return {
        subject: content.subject,
        text: content.text,
        html: content.html,
        ...(await audience()),
      };
    },

    async listNews(input: unknown): Promise<ProductNewsPage> {
      const query = parseInput(productNewsQuerySchema, input);
      const page = await listNews(db, query);
      return { ...page, items: page.items.map(itemOf) };
    },

    /**
     * Sends a draft once: the recipients are those with product news on at this moment. A second
     * send of the same draft (a double click, a retried request) answers the first one.
     */
    async send(admin: RequestUser, input: ProductNewsSend): Promise<ProductNewsItem> {
      const earlier = await findNews(db, input.id);
      if (earlier) {
        if (earlier.subject !== input.subject || earlier.body !== input.body) {
          throw new AppError('conflict', PRODUCT_NEWS_MESSAGES.sameIdOtherNews);
        }
        return itemById(input.id);
      }
      await db.transaction(async (tx) => {
        const { created, recipients } = await createNews(
          tx,
          {
            id: input.id,
            subject: input.subject,
            body: input.body,
            sentBy: admin.id,
            createdAt: now(),
          },
          addressesVouched,
        );
        if (!created) return; // the same draft, sent at the same moment by a second request
        if (recipients === 0) throw new AppError('conflict', PRODUCT_NEWS_MESSAGES.noRecipients);
        await recordAudit(tx, {
          actorId: admin.impersonatorId ?? admin.id,
          action: PRODUCT_NEWS_AUDIT.sent,
          target: `product-news:${input.id}`,
          detail: `“${input.subject}” to ${recipients} ${recipients === 1 ? 'person' : 'people'}`,
          after: { subject: input.subject, recipients },
        });
      });
      // Should the queue be away, the sweep (resumeUnfinished) queues it within minutes.
      await queueSending(input.id).catch((error: unknown) =>
        log.error({ err: error, newsId: input.id }, 'product news not queued; the sweep will'),
      );
      return itemById(input.id);
    },

    /**
     * The job: writes the emails of the waiting recipients, batch after batch, each recorded as
     * it goes. Safe to run again after a crash and beside another run of itself.
     */
    async sendWaiting(newsId: string) {
      const news = await findNews(db, newsId);
      if (!news) return { sent: 0, skipped: 0, done: true };
      const draft = { subject: news.subject, body: news.body };
      const startedAt = Date.now();
      let sent = 0;
      let skipped = 0;
      for (;;) {
        const batch = await nextBatch(db, newsId, PRODUCT_NEWS_BATCH_SIZE);
        if (batch.length === 0) break;
        for (const person of batch) {
          const key = { newsId, userId: person.userId };
          const stillWants =
            person.deletedAt === null &&
            (addressesVouched || person.emailVerifiedAt !== null) &&
            wantsEmail(person.notificationPreferences, 'productNews');
          if (!stillWants) {
            await recordRecipient(db, key, { status: 'skipped', emailId: null, doneAt: now() });
            skipped += 1;
            continue;
          }
          const email = await mailer.send({
            to: person.email,
            template: PRODUCT_NEWS_TEMPLATE,
            idempotencyKey: productNewsEmailKey(newsId, person.userId),
            ...(await emailFor(person, draft)),
          });
          await recordRecipient(db, key, { status: 'sent', emailId: email.id, doneAt: now() });
          sent += 1;
        }
        if (Date.now() - startedAt >= runBudgetMs) {
          await queueSending(newsId);
          return { sent, skipped, done: false };
        }
      }
      await finishIfDone(db, newsId, now());
      return { sent, skipped, done: true };
    },

    /** The sweep: queues the sending of any news left unfinished (its job lost to a crash). */
    async resumeUnfinished() {
      const ids = await unfinishedNewsIds(db);
      for (const id of ids) await queueSending(id);
      return { queued: ids.length };
    },
  };
}
