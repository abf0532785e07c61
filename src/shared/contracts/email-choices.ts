// The email choices a person reaches from an email without signing in (ADR 0064): the signed link
// in every optional email opens them, and the mail program's one-click unsubscribe (RFC 8058)
// turns one kind off.
import { z } from 'zod';
import { NOTIFICATION_KINDS, NOTIFICATION_TEXT, notificationPreferencesSchema } from './profile';
import type { NotificationKind } from './profile';

/** The body a mail program posts to a List-Unsubscribe address for a one-click unsubscribe. */
export const ONE_CLICK_FIELD = 'List-Unsubscribe';
export const ONE_CLICK_VALUE = 'One-Click';

/** The signed token of a link; longer than any genuine one is refused unread. */
export const emailChoicesTokenSchema = z
  .string()
  .trim()
  .min(1, 'The link is incomplete.')
  .max(400, 'The link is not valid.');

export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);

export const emailChoicesReadSchema = z.object({ token: emailChoicesTokenSchema });
export type EmailChoicesRead = z.infer<typeof emailChoicesReadSchema>;

export const emailChoicesUpdateSchema = z.object({
  token: emailChoicesTokenSchema,
  notificationPreferences: notificationPreferencesSchema,
});
export type EmailChoicesUpdate = z.infer<typeof emailChoicesUpdateSchema>;

/** What the page shows: whose choices (the address half hidden) and the choices themselves. */
export const emailChoicesSchema = z.object({
  emailHint: z.string(),
  notificationPreferences: notificationPreferencesSchema,
});
export type EmailChoices = z.infer<typeof emailChoicesSchema>;

export const EMAIL_CHOICES_MESSAGES = {
  linkInvalid:
    'This link does not work: it is incomplete, or the account’s email address changed since it was sent. Sign in to choose your emails.',
} as const;

/** Why a person gets an optional email, said at its foot beside the way out. */
export function optionalEmailReason(kind: NotificationKind): string {
  return `You get this email because “${NOTIFICATION_TEXT[kind].label}” is on in your email choices.`;
}

/** The label of the link that turns one kind off. */
export const turnOffLabel = (kind: NotificationKind) =>
  `Unsubscribe from ${NOTIFICATION_TEXT[kind].label.toLowerCase()}`;
