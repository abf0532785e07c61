// The way out of every email a person may turn off (ADR 0064): a signed link to their email
// choices, which opens without signing in, and the List-Unsubscribe headers a mail program's own
// "Unsubscribe" posts to (RFC 8058 one-click). The link names the person and, by a hash, the
// address it was sent to: it never expires, and it stops working when the address changes (or
// the account is closed, which empties the address).
import { createHash } from 'node:crypto';
import {
  ONE_CLICK_FIELD,
  ONE_CLICK_VALUE,
  optionalEmailReason,
  turnOffLabel,
} from '../../../shared/contracts/email-choices';
import type { NotificationKind } from '../../../shared/contracts/profile';
import { EMAIL_CHOICES_API } from '../../../shared/routes/email-choices-api';
import { EMAIL_CHOICES_PAGES } from '../../../shared/routes/email-choices';
import type { Db } from '../../db/client';
import { createLinkSigner } from '../../files/signed-links';
import type { LinkSigner } from '../../files/signed-links';
import type { EmailContent, EmailMessage } from '../../integrations/email/email';
import { withFooter } from './email-layout';

const SUBJECT_PREFIX = 'email-choices';
const ADDRESS_TAG_LENGTH = 16;

/** The person an optional email goes to: their account and the address it is sent to. */
export interface OptionalRecipient {
  userId: string;
  email: string;
}

/** What a genuine link names. */
export interface EmailChoicesClaim {
  userId: string;
  addressTag: string;
}

/** A short hash of the address: the link carries no address, yet dies when it changes. */
const addressTagOf = (email: string) =>
  createHash('sha256')
    .update(email.trim().toLowerCase())
    .digest('base64url')
    .slice(0, ADDRESS_TAG_LENGTH);

export type EmailChoiceLinks = ReturnType<typeof createEmailChoiceLinks>;

export function createEmailChoiceLinks({
  db,
  publicUrl,
  signer = createLinkSigner(db),
}: {
  db: Db;
  publicUrl: string;
  signer?: LinkSigner;
}) {
  const tokenFor = (recipient: OptionalRecipient) =>
    signer.sign(`${SUBJECT_PREFIX}:${recipient.userId}:${addressTagOf(recipient.email)}`, null);

  return {
    tokenFor,

    /** Who a token names, when it is one of ours; null for anything else. */
    async verify(token: string): Promise<EmailChoicesClaim | null> {
      const subject = await signer.verify(token, new Date());
      const [prefix, userId, addressTag, ...rest] = subject?.split(':') ?? [];
      if (prefix !== SUBJECT_PREFIX || !userId || !addressTag || rest.length > 0) return null;
      return { userId, addressTag };
    },

    /** Whether the link was made for the address the account has now. */
    isForAddress: (claim: EmailChoicesClaim, email: string) =>
      claim.addressTag === addressTagOf(email),

    /**
     * An optional email of `kind` as it leaves: the foot with why it came and the links out, and
     * the one-click headers.
     */
    async optional(
      recipient: OptionalRecipient,
      kind: NotificationKind,
      content: EmailContent,
    ): Promise<EmailContent & Required<Pick<EmailMessage, 'headers'>>> {
      const token = await tokenFor(recipient);
      const oneClick = `${publicUrl}${EMAIL_CHOICES_API.oneClick(kind, token)}`;
      return {
        ...withFooter(content, {
          reason: optionalEmailReason(kind),
          links: [
            {
              label: turnOffLabel(kind),
              url: `${publicUrl}${EMAIL_CHOICES_PAGES.choices(token, kind)}`,
            },
            {
              label: 'Choose which emails you get',
              url: `${publicUrl}${EMAIL_CHOICES_PAGES.choices(token)}`,
            },
          ],
        }),
        headers: {
          'List-Unsubscribe': `<${oneClick}>`,
          'List-Unsubscribe-Post': `${ONE_CLICK_FIELD}=${ONE_CLICK_VALUE}`,
        },
      };
    },
  };
}
