// The default mailer: keeps each message in the `emails` table (status 'stored') and sends
// nothing, so a fresh install needs no mail server.
import type { Db } from '../../db/client';
import type { EmailMessage, Mailer, SentEmail } from './email';
import { insertEmailRecord, insertKeyedEmailRecord } from './email.repository';

export function createOutboxMailer(db: Db): Mailer {
  return {
    kind: 'outbox',
    async send(message: EmailMessage): Promise<SentEmail> {
      const { idempotencyKey } = message;
      if (idempotencyKey) {
        return insertKeyedEmailRecord(db, { ...message, idempotencyKey }, { status: 'stored' });
      }
      const id = await insertEmailRecord(db, message, { status: 'stored' });
      return { id, status: 'stored' };
    },
    async close() {},
  };
}
