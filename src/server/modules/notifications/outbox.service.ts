// The outbox for admins: what the product emailed, so a fresh install without SMTP still shows
// every confirmation, reminder and summary it would have sent.
import type { Db } from '../../db/client';
import type { OutboxPage, OutboxQuery } from '../../../shared/contracts/notifications';
import { OUTBOX_PAGE_SIZE } from '../../../shared/contracts/notifications';
import { listOutbox } from './outbox.repository';

export type OutboxService = ReturnType<typeof createOutboxService>;

export function createOutboxService({ db }: { db: Db }) {
  return {
    async listEmails(query: OutboxQuery): Promise<OutboxPage> {
      const { rows, total } = await listOutbox(
        db,
        query.to,
        OUTBOX_PAGE_SIZE,
        (query.page - 1) * OUTBOX_PAGE_SIZE,
      );
      return {
        emails: rows.map((row) => ({
          id: row.id,
          to: row.toAddress,
          subject: row.subject,
          template: row.template,
          status: row.status,
          error: row.error,
          createdAt: row.createdAt.toISOString(),
          text: row.textBody,
          html: row.htmlBody,
          attachments: (row.attachments as { filename: string; contentType: string }[]).map(
            ({ filename, contentType }) => ({ filename, contentType }),
          ),
          headers: row.headers,
        })),
        total,
        page: query.page,
        pageSize: OUTBOX_PAGE_SIZE,
      };
    },
  };
}
