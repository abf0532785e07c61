// The default mailer: keeps each message in the `emails` table (status 'stored') and sends
// nothing, so a fresh install needs no mail server.
import type { Db } from '../../db/client';
import { emails } from '../../db/schema/notifications';
import type { EmailMessage, Mailer, SentEmail } from './email';

export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: EmailMessage): Promise<SentEmail> {
      const [row] = await db
        .insert(emails)
        .values({
          toAddress: message.to,
          subject: message.subject,
          textBody: message.text,
          htmlBody: message.html,
          attachments: message.attachments ?? [],
          template: message.template,
          status: 'stored',
        })
        .returning({ id: emails.id });
      if (!row) throw new Error('The email could not be stored.');
      return { id: row.id, status: 'stored' };
    },
    async close() {},
  };
}
