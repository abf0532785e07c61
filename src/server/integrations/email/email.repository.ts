// The record of every email, whichever mailer handled it.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { emails } from '../../db/schema/notifications';
import type { EmailMessage, EmailStatus, SentEmail } from './email';

type Outcome = { status: EmailStatus | 'queued'; error?: string | null; sentAt?: Date | null };

const valuesOf = (message: EmailMessage, outcome: Outcome) => ({
  toAddress: message.to,
  subject: message.subject,
  textBody: message.text,
  htmlBody: message.html,
  attachments: message.attachments ?? [],
  headers: message.headers ?? {},
  idempotencyKey: message.idempotencyKey ?? null,
  template: message.template,
  status: outcome.status,
  error: outcome.error ?? null,
  sentAt: outcome.sentAt ?? null,
});

export async function insertEmailRecord(
  db: Db,
  message: EmailMessage,
  outcome: Outcome,
): Promise<string> {
  const [row] = await db
    .insert(emails)
    .values(valuesOf(message, outcome))
    .returning({ id: emails.id });
  if (!row) throw new Error('The email record could not be stored.');
  return row.id;
}

/**
 * Writes the record of a keyed message unless its key was written before: answers the new record,
 * or the earlier one marked `repeated` (then nothing may be sent).
 */
export async function insertKeyedEmailRecord(
  db: Db,
  message: EmailMessage & { idempotencyKey: string },
  outcome: Outcome,
): Promise<SentEmail> {
  const [row] = await db
    .insert(emails)
    .values(valuesOf(message, outcome))
    .onConflictDoNothing({
      target: emails.idempotencyKey,
      where: sql`${emails.idempotencyKey} is not null`,
    })
    .returning({ id: emails.id, status: emails.status });
  if (row) return { id: row.id, status: row.status as SentEmail['status'] };
  const [earlier] = await db
    .select({ id: emails.id, status: emails.status })
    .from(emails)
    .where(eq(emails.idempotencyKey, message.idempotencyKey));
  if (!earlier) throw new Error('The email record could not be stored.');
  return { id: earlier.id, status: earlier.status as SentEmail['status'], repeated: true };
}

/** What became of a keyed message written before it was handed to the SMTP server. */
export async function recordEmailOutcome(
  db: Db,
  id: string,
  outcome: { status: EmailStatus; error: string | null; sentAt: Date | null },
): Promise<void> {
  await db.update(emails).set(outcome).where(eq(emails.id, id));
}
