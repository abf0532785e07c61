// Sending email: the database outbox by default, SMTP when SMTP_URL is set. Every message is
// recorded in the `emails` table either way, so admins can see what was sent. In test mode every
// message says TEST.
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createOutboxMailer } from './outbox-mailer';
import { createSmtpMailer } from './smtp-mailer';
import { markingTestEmails } from './test-mode-email';

export interface EmailAttachment {
  filename: string;
  contentType: string;
  base64: string;
}

export interface EmailContent {
  subject: string;
  text: string;
  html: string;
}

export interface EmailMessage extends EmailContent {
  to: string;
  /** Which template made it, for the outbox list and tests. */
  template: string;
  attachments?: EmailAttachment[];
  /** Extra headers by name (List-Unsubscribe), kept with the record and sent as they are. */
  headers?: Record<string, string>;
  /**
   * Sends the message at most once under this key: a second send with it writes and sends
   * nothing and answers the first one's record (ADR 0065).
   */
  idempotencyKey?: string;
}

export type EmailStatus = 'stored' | 'sent' | 'failed';

export interface SentEmail {
  id: string;
  status: EmailStatus | 'queued';
  /** True when an earlier send with the same idempotency key had already written it. */
  repeated?: boolean;
}

export interface Mailer {
  readonly kind: 'outbox' | 'smtp';
  /** Never throws for a delivery failure: the failure is recorded and reported in the result. */
  send(message: EmailMessage): Promise<SentEmail>;
  close(): Promise<void>;
}

export function createMailer(config: Config, db: Db): Mailer {
  const mailer = config.SMTP_URL
    ? createSmtpMailer({ db, smtpUrl: config.SMTP_URL, from: config.EMAIL_FROM })
    : createOutboxMailer(db);
  // No money moves: every email says TEST (ADR 0062).
  return config.paymentsTestMode ? markingTestEmails(mailer) : mailer;
}
