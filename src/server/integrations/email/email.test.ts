// The mailers: the outbox keeps messages, SMTP sends them and records the outcome.
import { eq } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { emails } from '../../db/schema/notifications';
import { testConfig } from '../../testing/test-config';
import { createTestDatabase } from '../../testing/test-database';
import type { TestDatabase } from '../../testing/test-database';
import { createMailer } from './email';
import type { EmailMessage } from './email';
import { createSmtpMailer } from './smtp-mailer';
import { TEST_MODE } from '../../../shared/test-mode';

let database: TestDatabase;
beforeAll(async () => {
  database = await createTestDatabase({ templatePath: inject('pgliteTemplate') });
});
afterAll(async () => {
  await database.dispose();
});

const message = (to: string): EmailMessage => ({
  to,
  template: 'test',
  subject: 'Hello',
  text: 'Plain text',
  html: '<p>HTML</p>',
  attachments: [
    {
      filename: 'note.txt',
      contentType: 'text/plain',
      base64: Buffer.from('hi').toString('base64'),
    },
  ],
});

const HTML_DOCUMENT = '<!doctype html><html><head></head><body><p>Hello there</p></body></html>';

const stored = async (id: string) =>
  (await database.db.select().from(emails).where(eq(emails.id, id)))[0];

/**
 * An SMTP mailer whose server only writes down what it is handed: the raw message (stream
 * transport) or its JSON envelope.
 */
function recordingSmtp(options: { jsonTransport: true } | { streamTransport: true; buffer: true }) {
  const transport = nodemailer.createTransport(options);
  const sent: string[] = [];
  const recording = {
    sendMail: async (mail: Parameters<Transporter['sendMail']>[0]) => {
      const info = await transport.sendMail(mail);
      sent.push(String((info as { message: unknown }).message));
      return info;
    },
    close: () => transport.close(),
  } as unknown as Transporter;
  const mailer = createSmtpMailer({
    db: database.db,
    smtpUrl: 'smtp://unused',
    from: 'Just Financial Advice <no-reply@example.com>',
    transport: recording,
  });
  return { mailer, sent };
}

/** A configuration that takes real payments: no TEST marking. */
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_live_mailer',
  STRIPE_PUBLISHABLE_KEY: 'pk_live_mailer',
  STRIPE_WEBHOOK_SECRET: 'whsec_mailer',
};

describe('mailers', () => {
  it('keeps messages in the outbox by default', async () => {
    const mailer = createMailer(testConfig(STRIPE), database.db);
    expect(mailer.kind).toBe('outbox');
    const result = await mailer.send(message('outbox@example.com'));
    expect(result.status).toBe('stored');
    expect(await stored(result.id)).toMatchObject({
      toAddress: 'outbox@example.com',
      subject: 'Hello',
      textBody: 'Plain text',
      htmlBody: '<p>HTML</p>',
      template: 'test',
      status: 'stored',
      sentAt: null,
    });
  });

  it('says TEST in the subject and first lines of every email while the sandbox runs', async () => {
    const mailer = createMailer(testConfig(), database.db);
    const result = await mailer.send({ ...message('sandbox@example.com'), html: HTML_DOCUMENT });
    const row = await stored(result.id);
    expect(row?.subject).toBe(`${TEST_MODE.emailSubjectPrefix}Hello`);
    expect(row?.textBody).toBe(`${TEST_MODE.emailNotice}\n\nPlain text`);
    const body = row!.htmlBody.slice(row!.htmlBody.indexOf('<body>') + '<body>'.length);
    expect(body.indexOf(TEST_MODE.emailNotice)).toBeLessThan(body.indexOf('Hello there'));
    expect(body.indexOf(TEST_MODE.emailNotice)).toBeGreaterThan(-1);
  });

  it('uses SMTP when SMTP_URL is set', () => {
    const mailer = createMailer(testConfig({ SMTP_URL: 'smtp://127.0.0.1:2525' }), database.db);
    expect(mailer.kind).toBe('smtp');
  });

  it('sends through SMTP and records the message as sent', async () => {
    const { mailer, sent } = recordingSmtp({ jsonTransport: true });
    const result = await mailer.send(message('smtp@example.com'));
    expect(result.status).toBe('sent');
    const row = await stored(result.id);
    expect(row).toMatchObject({ status: 'sent', error: null });
    expect(row!.sentAt).toBeInstanceOf(Date);
    const envelope = JSON.parse(sent[0]!) as {
      from: { address: string };
      subject: string;
      attachments: unknown[];
    };
    expect(envelope.from.address).toBe('no-reply@example.com');
    expect(envelope.subject).toBe('Hello');
    expect(envelope.attachments).toHaveLength(1);
  });

  it('records a failed delivery with its error instead of throwing', async () => {
    const failing = {
      sendMail: async () => {
        throw new Error('connect ECONNREFUSED 127.0.0.1:2525');
      },
      close: () => {},
    } as unknown as Transporter;
    const mailer = createSmtpMailer({
      db: database.db,
      smtpUrl: 'smtp://unused',
      from: 'x@example.com',
      transport: failing,
    });
    const result = await mailer.send(message('fail@example.com'));
    expect(result.status).toBe('failed');
    expect(await stored(result.id)).toMatchObject({
      status: 'failed',
      error: 'connect ECONNREFUSED 127.0.0.1:2525',
      sentAt: null,
    });
  });

  const unsubscribe = {
    // As long as a real one: a folded line would put a space inside the address.
    'List-Unsubscribe': `<https://example.com/api/email-choices/one-click?kind=productNews&token=${'t'.repeat(150)}>`,
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  it('keeps the headers in the outbox and sends them through SMTP', async () => {
    const outbox = createMailer(testConfig(), database.db);
    const kept = await outbox.send({ ...message('kept@example.com'), headers: unsubscribe });
    expect((await stored(kept.id))?.headers).toEqual(unsubscribe);

    const { mailer, sent: raw } = recordingSmtp({ streamTransport: true, buffer: true });
    const sent = await mailer.send({ ...message('headers@example.com'), headers: unsubscribe });
    expect((await stored(sent.id))?.headers).toEqual(unsubscribe);
    expect(raw[0]).toContain(`List-Unsubscribe: ${unsubscribe['List-Unsubscribe']}`);
    expect(raw[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
    // Without headers, none are added.
    await mailer.send(message('plain@example.com'));
    expect(raw[1]).not.toContain('List-Unsubscribe');
  });

  it('sends a keyed message once, however often it is sent, by either mailer', async () => {
    const outbox = createMailer(testConfig(), database.db);
    const first = await outbox.send({ ...message('once@example.com'), idempotencyKey: 'k-outbox' });
    const again = await outbox.send({ ...message('once@example.com'), idempotencyKey: 'k-outbox' });
    expect(again).toEqual({ id: first.id, status: 'stored', repeated: true });

    const { mailer, sent: raw } = recordingSmtp({ streamTransport: true, buffer: true });
    const sent = await Promise.all(
      [1, 2, 3].map(() =>
        mailer.send({ ...message('once-smtp@example.com'), idempotencyKey: 'k-smtp' }),
      ),
    );
    expect(raw).toHaveLength(1);
    expect(new Set(sent.map((result) => result.id)).size).toBe(1);
    const rows = await database.db.select().from(emails).where(eq(emails.idempotencyKey, 'k-smtp'));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: 'sent', toAddress: 'once-smtp@example.com' });
  });

  it('leaves a keyed message queued, never sent twice, when the SMTP hand-over never ends', async () => {
    // The process dies between writing the record and handing the message over.
    const dying = {
      sendMail: () => new Promise<never>(() => {}),
      close: () => {},
    } as unknown as Transporter;
    const crashed = createSmtpMailer({
      db: database.db,
      smtpUrl: 'smtp://unused',
      from: 'x@example.com',
      transport: dying,
    });
    void crashed.send({ ...message('crash@example.com'), idempotencyKey: 'k-crash' });
    await expect
      .poll(async () =>
        database.db.select().from(emails).where(eq(emails.idempotencyKey, 'k-crash')),
      )
      .toHaveLength(1);
    const { mailer, sent: raw } = recordingSmtp({ streamTransport: true, buffer: true });
    const after = await mailer.send({ ...message('crash@example.com'), idempotencyKey: 'k-crash' });
    expect(after).toMatchObject({ status: 'queued', repeated: true });
    expect(raw).toHaveLength(0);
  });
});
