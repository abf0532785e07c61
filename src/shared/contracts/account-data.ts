// Closing an account and downloading one's data: what the person types to confirm, what is kept
// and for how long, and the refusals. The profile page and the server say the same words.
import { z } from 'zod';

/** What the person types to confirm that the account should go. */
export const ACCOUNT_DELETION_PHRASE = 'DELETE';

/** SEC Rule 204-2 keeps an adviser's books and records for five years. */
export const RECORD_RETENTION_YEARS = 5;

/** How a deleted person appears on the records that are kept. */
export const DELETED_USER_NAME = 'Deleted user';

export const accountDeletionSchema = z.object({
  confirmation: z
    .string()
    .max(100)
    .refine(
      (value) => value.trim() === ACCOUNT_DELETION_PHRASE,
      `Type ${ACCOUNT_DELETION_PHRASE} to confirm.`,
    ),
});
export type AccountDeletion = z.infer<typeof accountDeletionSchema>;

export const ACCOUNT_DELETION_TEXT = {
  deleted: [
    'Your name, email address, password and two-step sign-in',
    'Your sign-ins on every device',
    'The files in your secure vault and the recordings of your meetings',
    'Your intake answers, email choices, shortlist and state of residence',
  ],
  kept: [
    'Your meetings with their status history and the notes your advisor sent',
    'Your payments, refunds and receipts',
    'Reviews you wrote, shown as “Deleted user”',
  ],
  why: `As a registered investment adviser we must keep financial and advisory records for ${RECORD_RETENTION_YEARS} years (SEC Rule 204-2). They stay with your name replaced by “${DELETED_USER_NAME}” and are deleted when that period ends.`,
} as const;

export const ACCOUNT_DELETION_MESSAGES = {
  upcomingMeeting:
    'You have an upcoming meeting. Cancel it first (from My Account), then delete your account.',
  bookingInProgress:
    'A booking is in progress. Finish it or wait a few minutes for the held time to lapse, then try again.',
  staffAccount:
    'Advisor and admin accounts are closed by our team. Please contact us and we will do it for you.',
  impersonating: 'Only the account holder can delete their account.',
  externalAccount: 'Your account is managed by the provider you sign in with.',
} as const;

/** The name of the downloaded file, dated. */
export const dataDownloadFileName = (date: Date) =>
  `just-financial-advice-my-data-${date.toISOString().slice(0, 10)}.json`;
