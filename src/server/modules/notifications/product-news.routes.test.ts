// Product news (docs/product.md#product-news, ADR 0065): admins only; the preview is the email a
// recipient reads; sending fixes the recipients (product news on, address confirmed, account
// open), is audited once, and a job writes one email each, in batches, with the one-click
// unsubscribe. A run that crashes and starts again sends nobody a second copy.
import { and, eq, inArray, like } from 'drizzle-orm';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  PRODUCT_NEWS_AUDIT,
  PRODUCT_NEWS_BATCH_SIZE,
  PRODUCT_NEWS_MESSAGES,
  PRODUCT_NEWS_TEMPLATE,
} from '../../../shared/contracts/product-news';
import type {
  ProductNewsAudience,
  ProductNewsItem,
  ProductNewsPage,
  ProductNewsPreview,
} from '../../../shared/contracts/product-news';
import { PRODUCT_NEWS_API } from '../../../shared/routes/product-news-api';
import { auditLog, users } from '../../db/schema/accounts';
import { emails, productNewsRecipients } from '../../db/schema/notifications';
import type { Mailer } from '../../integrations/email/email';
import { createOutboxMailer } from '../../integrations/email/outbox-mailer';
import { jobHandlersOf, taskHandlersOf } from '../../jobs/job-handlers';
import { startJobRunner } from '../../jobs/job-runner';
import type { JobHandlers, JobRunner } from '../../jobs/job-runner';
import { JOBS } from '../../jobs/queues';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';
import { createEmailChoiceLinks } from './email-choice-links';
import { createProductNews, productNewsEmailKey } from './product-news.service';
import { TEST_MODE } from '../../../shared/test-mode';

let t: TestApp;
let admin: TestUser;
let adminHeaders: Record<string, string>;
let runner: JobRunner | undefined;
const silent = { info: () => {}, error: () => {} };

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await createTestUser(t.database.db, { roles: ['Admin'], fullName: 'Ada Admin' });
  adminHeaders = bearer(await mintAccessToken(t.database.db, t.config, admin));
});
afterAll(async () => {
  await runner?.stop();
  await t.close();
});

const DRAFT = {
  subject: 'New: The Ongoing now includes tax-season check-ins',
  body: 'Hello from the team.\n\nRead more at https://justfinancialadvice.com/services/the-ongoing.\nSee you soon.',
};

const call = (method: 'GET' | 'POST', url: string, payload?: object, headers = adminHeaders) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

/** A person with product news on (or off), confirmed or not, open or closed. */
async function person(
  options: { news?: boolean; verified?: boolean; deleted?: boolean; prefix?: string } = {},
) {
  const user = await createTestUser(t.database.db, {
    email: `${options.prefix ?? 'news'}-${randomUUID().slice(0, 8)}@example.test`,
  });
  await t.database.db
    .update(users)
    .set({
      notificationPreferences: options.news === false ? {} : { productNews: true },
      emailVerifiedAt: options.verified === false ? null : new Date(),
      deletedAt: options.deleted ? new Date() : null,
    })
    .where(eq(users.id, user.id));
  return user;
}

/** Product news emails to `address`; of one news only when `newsId` is given (people from the
 *  other tests of this file may be among a later news' recipients). */
const newsEmailsTo = (address: string, newsId?: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(
      and(
        eq(emails.toAddress, address),
        eq(emails.template, PRODUCT_NEWS_TEMPLATE),
        newsId ? like(emails.idempotencyKey, `product-news:${newsId}:%`) : undefined,
      ),
    );

const audits = () =>
  t.database.db.select().from(auditLog).where(eq(auditLog.action, PRODUCT_NEWS_AUDIT.sent));

describe('refusals', () => {
  it('answers only admins', async () => {
    const consumer = await createTestUser(t.database.db, { roles: ['Consumer'] });
    const advisor = await createTestUser(t.database.db, { roles: ['Advisor'] });
    const send = { ...DRAFT, id: randomUUID() };
    const calls: ['GET' | 'POST', string, object?][] = [
      ['GET', PRODUCT_NEWS_API.list],
      ['GET', PRODUCT_NEWS_API.audience],
      ['POST', PRODUCT_NEWS_API.preview, DRAFT],
      ['POST', PRODUCT_NEWS_API.list, send],
    ];
    for (const [method, url, payload] of calls) {
      expect((await call(method, url, payload, {})).statusCode, url).toBe(401);
      for (const user of [consumer, advisor]) {
        const headers = bearer(await mintAccessToken(t.database.db, t.config, user));
        expect((await call(method, url, payload, headers)).statusCode, url).toBe(403);
      }
    }
    expect(await audits()).toHaveLength(0);
  });

  it('refuses a draft out of bounds and news nobody would receive', async () => {
    const short = await call('POST', PRODUCT_NEWS_API.preview, { subject: 'Hi', body: DRAFT.body });
    expect(short.statusCode).toBe(400);
    expect(short.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.subject).toEqual([
      'Subject must be at least 3 characters.',
    ]);
    const noId = await call('POST', PRODUCT_NEWS_API.list, DRAFT);
    expect(noId.statusCode).toBe(400);

    // Nobody has chosen product news yet (the demo accounts keep the default: off).
    expect((await call('GET', PRODUCT_NEWS_API.audience)).json<ProductNewsAudience>()).toEqual({
      recipients: 0,
    });
    const nobody = await call('POST', PRODUCT_NEWS_API.list, { ...DRAFT, id: randomUUID() });
    expect(nobody.statusCode).toBe(409);
    expect(nobody.json<{ message: string }>().message).toBe(PRODUCT_NEWS_MESSAGES.noRecipients);
    const history = (await call('GET', PRODUCT_NEWS_API.list)).json<ProductNewsPage>();
    expect(history.total).toBe(0);
    expect(await audits()).toHaveLength(0);
  });
});

describe('sending', () => {
  it('previews, sends once to those who chose it, and keeps the history', async () => {
    const ana = await person();
    const bo = await person();
    const off = await person({ news: false });
    const unconfirmed = await person({ verified: false });
    const closed = await person({ deleted: true });

    const audience = (await call('GET', PRODUCT_NEWS_API.audience)).json<ProductNewsAudience>();
    expect(audience.recipients).toBe(2);

    // The preview is the email as it would reach the admin, with the count.
    const previewed = await call('POST', PRODUCT_NEWS_API.preview, DRAFT);
    expect(previewed.statusCode, previewed.body).toBe(200);
    const preview = previewed.json<ProductNewsPreview>();
    expect(preview).toMatchObject({ subject: DRAFT.subject, recipients: 2 });
    expect(preview.text).toContain('Hi Ada,');
    expect(preview.text).toContain(
      'Read more at https://justfinancialadvice.com/services/the-ongoing.',
    );
    expect(preview.html).toContain(
      '<a href="https://justfinancialadvice.com/services/the-ongoing"',
    );
    expect(preview.text).toContain('“Product news” is on in your email choices');
    expect(await newsEmailsTo(admin.email)).toHaveLength(0);

    const id = randomUUID();
    const sent = await call('POST', PRODUCT_NEWS_API.list, { ...DRAFT, id });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json<ProductNewsItem>()).toMatchObject({
      id,
      subject: DRAFT.subject,
      state: 'sending',
      recipients: 2,
      sent: 0,
      sentBy: 'Ada Admin',
    });
    // A double click: the same news, not a second one; other words under the same id: refused.
    const again = await call('POST', PRODUCT_NEWS_API.list, { ...DRAFT, id });
    expect(again.json<ProductNewsItem>().id).toBe(id);
    const changed = await call('POST', PRODUCT_NEWS_API.list, {
      ...DRAFT,
      id,
      body: `${DRAFT.body}!`,
    });
    expect(changed.statusCode).toBe(409);
    const entries = await audits();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      actorId: admin.id,
      target: `product-news:${id}`,
      after: { subject: DRAFT.subject, recipients: 2 },
    });

    // Someone who turns product news on now is not among this news' recipients.
    const late = await person();
    expect(await t.app.services.productNews.sendWaiting(id)).toEqual({
      sent: 2,
      skipped: 0,
      done: true,
    });
    for (const user of [ana, bo]) {
      const [email, ...more] = await newsEmailsTo(user.email);
      expect(more).toHaveLength(0);
      expect(email).toMatchObject({
        // Sent by a server in the sandbox: marked TEST (ADR 0062).
        subject: `${TEST_MODE.emailSubjectPrefix}${DRAFT.subject}`,
        idempotencyKey: productNewsEmailKey(id, user.id),
        status: 'stored',
      });
      expect(email!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      expect(email!.headers['List-Unsubscribe']).toContain('kind=productNews');
      expect(email!.textBody).toContain(`Hi ${user.fullName.split(' ')[0]},`);
    }
    for (const user of [off, unconfirmed, closed, late]) {
      expect(await newsEmailsTo(user.email)).toHaveLength(0);
    }
    // Running again sends nothing more.
    expect(await t.app.services.productNews.sendWaiting(id)).toMatchObject({ sent: 0 });

    const history = (
      await call('GET', `${PRODUCT_NEWS_API.list}?q=${encodeURIComponent('tax-season')}`)
    ).json<ProductNewsPage>();
    expect(history.items).toHaveLength(1);
    expect(history.items[0]).toMatchObject({ id, state: 'sent', recipients: 2, sent: 2 });
    expect(history.items[0]!.finishedAt).not.toBeNull();
  });

  it('resumes after a crash in batches and sends each recipient exactly one email', async () => {
    const crowd = await Promise.all(
      Array.from({ length: PRODUCT_NEWS_BATCH_SIZE + 12 }, () => person({ prefix: 'crowd' })),
    );
    const id = randomUUID();
    const sent = await call('POST', PRODUCT_NEWS_API.list, { ...DRAFT, subject: 'Crowd news', id });
    const recipients = sent.json<ProductNewsItem>().recipients;
    expect(recipients).toBeGreaterThanOrEqual(crowd.length);

    // One run dies after 7 emails: its mailer stops answering (the process went away).
    const outbox = createOutboxMailer(t.database.db);
    let written = 0;
    const dying: Mailer = {
      kind: 'outbox',
      send: async (message) => {
        if (written === 7) throw new Error('the worker process was killed');
        written += 1;
        return outbox.send(message);
      },
      close: async () => {},
    };
    const serviceWith = (mailer: Mailer) =>
      createProductNews({
        db: t.database.db,
        mailer,
        jobQueue: { send: async () => null },
        choiceLinks: createEmailChoiceLinks({ db: t.database.db, publicUrl: t.config.publicUrl }),
        publicUrl: t.config.publicUrl,
        addressesVouched: false,
        now: () => new Date(),
        log: silent,
      });
    await expect(serviceWith(dying).sendWaiting(id)).rejects.toThrow('killed');

    // Another died after writing an email but before recording it: the key remembers it. And
    // meanwhile one recipient turns product news off: skipped, not sent.
    const waiting = await t.database.db
      .select({ user: users })
      .from(productNewsRecipients)
      .innerJoin(users, eq(users.id, productNewsRecipients.userId))
      .where(and(eq(productNewsRecipients.newsId, id), eq(productNewsRecipients.status, 'waiting')))
      .orderBy(productNewsRecipients.userId)
      .limit(2);
    const [who, leaver] = waiting.map((row) => row.user) as [TestUser, TestUser];
    await outbox.send({
      to: who.email,
      subject: 'Crowd news',
      text: 'written before the crash',
      html: '<p>written before the crash</p>',
      template: PRODUCT_NEWS_TEMPLATE,
      idempotencyKey: productNewsEmailKey(id, who.id),
    });
    await t.database.db
      .update(users)
      .set({ notificationPreferences: { productNews: false } })
      .where(eq(users.id, leaver.id));

    const resumed = await serviceWith(outbox).sendWaiting(id);
    expect(resumed).toMatchObject({ skipped: 1, done: true });
    expect(resumed.sent + 7 + 1).toBe(recipients);

    const written_ = await t.database.db
      .select({ key: emails.idempotencyKey })
      .from(emails)
      .where(like(emails.idempotencyKey, `product-news:${id}:%`));
    expect(written_).toHaveLength(recipients - 1);
    expect(new Set(written_.map((row) => row.key)).size).toBe(recipients - 1);
    expect(await newsEmailsTo(leaver.email, id)).toHaveLength(0);
    expect(await newsEmailsTo(who.email, id)).toHaveLength(1);
    const everyoneElse = crowd.filter((user) => user.id !== leaver.id).map((user) => user.email);
    const perPerson = await t.database.db
      .select({ to: emails.toAddress })
      .from(emails)
      .where(and(inArray(emails.toAddress, everyoneElse), eq(emails.subject, 'Crowd news')));
    expect(perPerson).toHaveLength(everyoneElse.length);

    const [item] = (await call('GET', `${PRODUCT_NEWS_API.list}?q=Crowd`)).json<ProductNewsPage>()
      .items;
    expect(item).toMatchObject({ state: 'sent', sent: recipients - 1, skipped: 1 });
  });

  it('is sent by the background job, and the sweep picks up news left unfinished', async () => {
    await person();
    const services = t.app.services;
    const idle = Object.fromEntries(
      Object.keys(JOBS).map((key) => [key, async () => undefined]),
    ) as JobHandlers;
    runner = await startJobRunner(
      t.database,
      { ...jobHandlersOf(services), ...idle },
      silent,
      taskHandlersOf(services),
    );
    const id = randomUUID();
    const sent = await call('POST', PRODUCT_NEWS_API.list, { ...DRAFT, subject: 'Job news', id });
    expect(sent.statusCode, sent.body).toBe(200);
    const state = async () =>
      (await call('GET', `${PRODUCT_NEWS_API.list}?q=Job`)).json<ProductNewsPage>().items[0];
    await expect.poll(async () => (await state())?.state, { timeout: 30_000 }).toBe('sent');
    expect((await state())?.sent).toBe(sent.json<ProductNewsItem>().recipients);
    expect(await services.productNews.resumeUnfinished()).toEqual({ queued: 0 });

    // The queue was away when news was sent: it waits, until the sweep queues it.
    const queueAway = createProductNews({
      db: t.database.db,
      mailer: services.mailer,
      jobQueue: { send: () => Promise.reject(new Error('queue unavailable')) },
      choiceLinks: createEmailChoiceLinks({ db: t.database.db, publicUrl: t.config.publicUrl }),
      publicUrl: t.config.publicUrl,
      addressesVouched: false,
      now: () => new Date(),
      log: silent,
    });
    const sender = {
      id: admin.id,
      email: admin.email,
      name: admin.fullName,
      roles: admin.roles,
      firmMember: false,
    };
    await queueAway.send(sender, { ...DRAFT, subject: 'Stranded news', id: randomUUID() });
    const stranded = async () =>
      (await call('GET', `${PRODUCT_NEWS_API.list}?q=Stranded`)).json<ProductNewsPage>().items[0];
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await stranded())?.state).toBe('sending');
    expect(await services.productNews.resumeUnfinished()).toEqual({ queued: 1 });
    await expect.poll(async () => (await stranded())?.state, { timeout: 30_000 }).toBe('sent');
  }, 60_000);
});
