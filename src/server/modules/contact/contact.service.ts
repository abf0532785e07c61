// Rules of the contact form: keep every message, refuse an address that already sent its hourly
// allowance (counted in the database, so the limit holds across server instances), then email
// each admin.
import {
  CONTACT_MESSAGES_PER_HOUR,
  CONTACT_RATE_LIMITED_MESSAGE,
} from '../../../shared/contracts/contact';
import type { ContactMessage } from '../../../shared/contracts/contact';
import { AppError } from '../../../shared/errors';
import type { RequestUser } from '../../auth/access/request-user';
import { listAdminRecipients } from '../../auth/accounts/accounts.repository';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import { contactMessageEmail } from '../notifications/contact-emails';
import * as repository from './contact.repository';

const HOUR_S = 60 * 60;
// Only a local account id fits the messages' user column; other subjects are stored as null.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface ContactServiceDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
}

export interface ContactSender {
  ipAddress: string;
  user: RequestUser | null;
}

export type ContactService = ReturnType<typeof createContactService>;

export function createContactService({ db, mailer, publicUrl }: ContactServiceDeps) {
  return {
    /** Stores the (already validated) message and emails the admins; answers how many. */
    async receiveMessage(
      message: ContactMessage,
      sender: ContactSender,
    ): Promise<{ id: number; adminsEmailed: number }> {
      const userId = sender.user && UUID.test(sender.user.id) ? sender.user.id : null;
      const stored = await db.transaction(async (tx) => {
        await repository.lockAddress(tx, sender.ipAddress);
        const recent = await repository.countRecentMessages(tx, sender.ipAddress, HOUR_S);
        if (recent >= CONTACT_MESSAGES_PER_HOUR) {
          throw new AppError('rateLimited', CONTACT_RATE_LIMITED_MESSAGE);
        }
        return repository.insertContactMessage(tx, {
          ...message,
          ipAddress: sender.ipAddress,
          userId,
        });
      });

      // After the commit: the message is kept even if sending fails (the mailer records failures).
      const admins = await listAdminRecipients(db);
      const content = contactMessageEmail({
        publicUrl,
        message,
        userId,
        ipAddress: sender.ipAddress,
        receivedAt: stored.createdAt,
      });
      await Promise.all(
        admins.map((admin) =>
          mailer.send({ to: admin.email, template: 'contact-message', ...content }),
        ),
      );
      return { id: stored.id, adminsEmailed: admins.length };
    },
  };
}
