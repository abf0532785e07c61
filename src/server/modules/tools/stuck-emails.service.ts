// Stuck emails (docs/product.md#admin-tools): the list, "Send again" (queued as a job, at most one
// waiting per email: a second click while it waits does nothing) and the job that sends it again
// through the mailer, which records the new attempt as an email of its own.
import {
  stuckEmailQuerySchema,
  TOOLS_AUDIT,
  TOOLS_MESSAGES,
} from '../../../shared/contracts/tools';
import type {
  ResendEmailAnswer,
  StuckEmailPage,
  StuckEmailQuery,
} from '../../../shared/contracts/tools';
import { AppError } from '../../../shared/errors';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { EmailAttachment, Mailer } from '../../integrations/email/email';
import type { JobQueue } from '../../jobs/job-queue';
import { parseInput } from '../../validation/parse-input';
import {
  claimForResend,
  findEmail,
  isStuck,
  listStuckEmails,
  releaseClaim,
} from './stuck-emails.repository';

export function createStuckEmails({
  db,
  mailer,
  jobQueue,
  now,
}: {
  db: Db;
  mailer: Mailer;
  jobQueue: Pick<JobQueue, 'send'>;
  now: () => Date;
}) {
  return {
    async listStuckEmails(input: StuckEmailQuery): Promise<StuckEmailPage> {
      const query = parseInput(stuckEmailQuerySchema, input);
      const page = await listStuckEmails(db, query, now());
      return {
        ...page,
        items: page.items.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      };
    },

    async queueResend(actorId: string, emailId: string): Promise<ResendEmailAnswer> {
      const email = await findEmail(db, emailId);
      if (!email) throw new AppError('notFound', TOOLS_MESSAGES.emailNotFound);
      if (!isStuck(email, now())) throw new AppError('conflict', TOOLS_MESSAGES.emailNotStuck);
      const jobId = await jobQueue.send('resendEmail', emailId, { emailId });
      if (!jobId) return { alreadyQueued: true };
      await recordAudit(db, {
        actorId,
        action: TOOLS_AUDIT.emailResendQueued,
        target: `email:${emailId}`,
        detail: `“${email.subject}” to ${email.toAddress}`,
        before: { status: email.status, error: email.error },
        after: { status: 'queued to send again', job: jobId },
      });
      return { alreadyQueued: false };
    },

    /** The job: sends the stuck email again once, however many jobs were queued for it. */
    async resend(
      emailId: string,
    ): Promise<{ sent: boolean; newEmailId?: string; status?: string }> {
      const email = await claimForResend(db, emailId);
      if (!email) return { sent: false };
      try {
        const result = await mailer.send({
          to: email.toAddress,
          subject: email.subject,
          text: email.textBody,
          html: email.htmlBody,
          template: email.template,
          attachments: email.attachments as EmailAttachment[],
          // An unsubscribe address goes with the copy: it is still that kind of email.
          headers: email.headers,
        });
        return { sent: true, newEmailId: result.id, status: result.status };
      } catch (error) {
        // The mailer records delivery failures itself; this is the record not being written.
        await releaseClaim(db, emailId, email.status);
        throw error;
      }
    },
  };
}
