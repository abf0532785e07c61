// SMTP through nodemailer (SMTP_URL). The message is handed to the server first and then recorded
// with its outcome, so the record says what really happened. A message with an idempotency key is
// recorded first instead ('queued'), so its key is taken before anything leaves: a crash between
// the two leaves it queued, which the stuck-emails tool shows, and it is never sent twice.
// nodemailer loads with the first message: a server that keeps its email in the outbox never
// loads it.
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { EmailMessage, EmailStatus, Mailer, SentEmail } from './email';
import { insertEmailRecord, insertKeyedEmailRecord, recordEmailOutcome } from './email.repository';

const MAX_ERROR_LENGTH = 500;

const preparedHeaders = (headers: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(headers).map(([name, value]) => [name, { prepared: true, value }]),
  );

export interface SmtpMailerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  /** Tests pass nodemailer's stream transport instead of a real server. */
  transport?: Transporter;
}

export function createSmtpMailer({ db, smtpUrl, from, transport }: SmtpMailerOptions): Mailer {
  let connecting: Promise<Transporter> | undefined;
  const connect = () =>
    (connecting ??= transport
      ? Promise.resolve(transport)
      : import('nodemailer').then((nodemailer) => nodemailer.default.createTransport(smtpUrl)));

  /** Hands the message over; the outcome to record. */
  async function deliver(message: EmailMessage) {
    try {
      const transporter = await connect();
      await transporter.sendMail({
        from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        // As written: folding would put a space inside an unsubscribe address (ASCII, < 998).
        ...(message.headers ? { headers: preparedHeaders(message.headers) } : {}),
        attachments: (message.attachments ?? []).map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: Buffer.from(attachment.base64, 'base64'),
        })),
      });
      return { status: 'sent' as EmailStatus, error: null, sentAt: new Date() };
    } catch (cause) {
      const error = (cause instanceof Error ? cause.message : String(cause)).slice(
        0,
        MAX_ERROR_LENGTH,
      );
      return { status: 'failed' as EmailStatus, error, sentAt: null };
    }
  }

  return {
    kind: 'smtp',
    async send(message: EmailMessage): Promise<SentEmail> {
      const { idempotencyKey } = message;
      if (idempotencyKey) {
        const record = await insertKeyedEmailRecord(
          db,
          { ...message, idempotencyKey },
          { status: 'queued' },
        );
        if (record.repeated) return record;
        const outcome = await deliver(message);
        await recordEmailOutcome(db, record.id, outcome);
        return { id: record.id, status: outcome.status };
      }
      const outcome = await deliver(message);
      const id = await insertEmailRecord(db, message, outcome);
      return { id, status: outcome.status };
    },
    async close() {
      // Nothing to close when no message was sent.
      if (connecting) (await connecting).close();
    },
  };
}
