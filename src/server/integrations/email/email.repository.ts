// The record of every email, whichever mailer handled it.
import type { Db } from '../../db/client';
import { emails } from '../../db/schema/notifications';
import type { EmailMessage, EmailStatus } from './email';

export async function insertEmailRecord(
  db: Db,
  message: EmailMessage,
  outcome: { status: EmailStatus; error?: string | null; sentAt?: Date | null },
): Promise<string> {
  const [row] = await db
    .insert(emails)
    .values({
      toAddress: message.to,
      subject: message.subject,
      textBody: message.text,
      htmlBody: message.html,
      attachments: message.attachments ?? [],
      template: message.template,
      status: outcome.status,
      error: outcome.error ?? null,
      sentAt: outcome.sentAt ?? null,
    })
    .returning({ id: emails.id });
  if (!row) throw new Error('The email record could not be stored.');
  return row.id;
}
