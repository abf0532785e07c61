// SMTP through nodemailer (SMTP_URL). The message is handed to the server first and then recorded
// with its outcome, so the record says what really happened.
import nodemailer from 'nodemailer';
import type { Transporter } from 'nodemailer';
import type { Db } from '../../db/client';
import type { EmailMessage, EmailStatus, Mailer, SentEmail } from './email';
import { insertEmailRecord } from './email.repository';

const MAX_ERROR_LENGTH = 500;

export interface SmtpMailerOptions {
  db: Db;
  smtpUrl: string;
  from: string;
  /** Tests pass nodemailer's stream transport instead of a real server. */
  transport?: Transporter;
}

export function createSmtpMailer({ db, smtpUrl, from, transport }: SmtpMailerOptions): Mailer {
  const transporter = transport ?? nodemailer.createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(message: EmailMessage): Promise<SentEmail> {
      let status: EmailStatus = 'sent';
      let error: string | null = null;
      try {
        await transporter.sendMail({
          from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: (message.attachments ?? []).map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.base64, 'base64'),
          })),
        });
      } catch (cause) {
        status = 'failed';
        error = (cause instanceof Error ? cause.message : String(cause)).slice(0, MAX_ERROR_LENGTH);
      }
      const id = await insertEmailRecord(db, message, {
        status,
        error,
        sentAt: status === 'sent' ? new Date() : null,
      });
      return { id, status };
    },
    async close() {
      transporter.close();
    },
  };
}
