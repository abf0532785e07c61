// The email choices reached from an email without signing in (ADR 0064): the signed link opens
// the person's choices, where they see and change all of them; the one-click unsubscribe of a
// mail program turns one kind off. A link names one account and the address it was sent to, so
// it changes nobody else's choices and dies with a changed address.
import { EMAIL_CHOICES_MESSAGES } from '../../../shared/contracts/email-choices';
import type { EmailChoices, EmailChoicesUpdate } from '../../../shared/contracts/email-choices';
import { notificationPreferencesOf } from '../../../shared/contracts/profile';
import type { NotificationKind } from '../../../shared/contracts/profile';
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import { maskEmail } from '../../../shared/onboarding';
import type { Db } from '../../db/client';
import type { EmailChoiceLinks } from '../notifications/email-choice-links';
import { findProfile, setNotificationChoices } from './profile.repository';

export type EmailChoicesService = ReturnType<typeof createEmailChoicesService>;

export function createEmailChoicesService({
  db,
  links,
  now = () => new Date(),
}: {
  db: Db;
  links: Pick<EmailChoiceLinks, 'verify' | 'isForAddress'>;
  now?: () => Date;
}) {
  /** The account a link opens; a link that is not ours, or is stale, opens nothing. */
  async function ownerOf(token: string) {
    const claim = await links.verify(token);
    const record = claim && isGuid(claim.userId) ? await findProfile(db, claim.userId) : undefined;
    if (!claim || !record || !links.isForAddress(claim, record.email)) {
      throw new AppError('notFound', EMAIL_CHOICES_MESSAGES.linkInvalid);
    }
    return { userId: claim.userId, record };
  }

  async function read(token: string): Promise<EmailChoices> {
    const { record } = await ownerOf(token);
    return {
      emailHint: maskEmail(record.email),
      notificationPreferences: notificationPreferencesOf(record.notificationPreferences),
    };
  }

  return {
    read,

    async save({ token, notificationPreferences }: EmailChoicesUpdate): Promise<EmailChoices> {
      const { userId } = await ownerOf(token);
      await setNotificationChoices(db, userId, notificationPreferences, now());
      return read(token);
    },

    /** The one-click unsubscribe: this kind off, the others as they were. */
    async turnOff(token: string, kind: NotificationKind): Promise<void> {
      const { userId } = await ownerOf(token);
      await setNotificationChoices(db, userId, { [kind]: false }, now());
    },
  };
}
