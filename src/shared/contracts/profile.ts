// The signed-in user's profile (docs/product.md#account): name, email (changed through a link
// sent to the new address), password, time zone, and which optional emails they want.
import { z } from 'zod';
import { residenceSchema } from './residence';
import { emailSchema, userNameSchema, passwordSchema } from '../limits';
import { AREA_ROLES, hasAnyRole } from '../roles';
import type { Role } from '../roles';
import { ACCOUNT_PAGES } from '../routes/account';
import { isValidTimeZone } from '../time-zones';

/** How long the link that confirms a new email address works. */
export const EMAIL_CHANGE_TOKEN_HOURS = 48;
/** The query parameter of the profile page that carries an email-change token. */
export const CONFIRM_EMAIL_PARAM = 'confirm-email';

/** The person's own profile page: in My Account, or in Advisor Home for whom My Account is closed. */
export function profilePagePathFor(roles: readonly Role[]): string {
  return hasAnyRole(roles, AREA_ROLES.account)
    ? ACCOUNT_PAGES.profile
    : ACCOUNT_PAGES.dashboardProfile;
}

/** The profile page address that a confirmation link opens, where the person can open it. */
export const confirmEmailPath = (token: string, roles: readonly Role[]) =>
  `${profilePagePathFor(roles)}?${new URLSearchParams({ [CONFIRM_EMAIL_PARAM]: token }).toString()}`;

/**
 * The optional emails a person chooses; every other email (bookings, changes, receipts, account
 * security) is always sent. Recording and marketing emails stay off until the person turns them on.
 */
export const NOTIFICATION_KINDS = [
  'meetingReminders',
  'reviewRequests',
  'recordingReady',
  'productNews',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** What the lists of choices say above them, on the profile and the email choices page. */
export const OPTIONAL_EMAILS_INTRO =
  'Booking confirmations, changes and receipts always come; these you can turn off.';

/** What a person gets before they choose. */
export const NOTIFICATION_DEFAULTS: Record<NotificationKind, boolean> = {
  meetingReminders: true,
  reviewRequests: true,
  recordingReady: false,
  productNews: false,
};

/** The stored default of a new account: the kinds that start off, said explicitly. */
export const DEFAULT_STORED_NOTIFICATION_PREFERENCES = {
  recordingReady: false,
  productNews: false,
} as const satisfies Partial<Record<NotificationKind, false>>;

export const NOTIFICATION_TEXT: Record<NotificationKind, { label: string; description: string }> = {
  meetingReminders: {
    label: 'Meeting reminders',
    description: 'A reminder with the video link before each meeting.',
  },
  reviewRequests: {
    label: 'Review requests',
    description: 'An invitation to review your advisor after a meeting.',
  },
  recordingReady: {
    label: 'Recording ready',
    description: 'An email when the recording of one of your meetings can be watched.',
  },
  productNews: {
    label: 'Product news',
    description: 'Occasional news about new services and features.',
  },
};

export const notificationPreferencesSchema = z.object({
  meetingReminders: z.boolean(),
  reviewRequests: z.boolean(),
  recordingReady: z.boolean(),
  productNews: z.boolean(),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

/** The preferences as stored: what the person chose; a missing key takes the kind's default. */
export type StoredNotificationPreferences = Partial<Record<string, boolean>>;

/** Whether an optional email of this kind may be sent to a person with these stored preferences. */
export function wantsEmail(
  stored: StoredNotificationPreferences | null | undefined,
  kind: NotificationKind,
): boolean {
  return stored?.[kind] ?? NOTIFICATION_DEFAULTS[kind];
}

export function notificationPreferencesOf(
  stored: StoredNotificationPreferences | null | undefined,
): NotificationPreferences {
  return {
    meetingReminders: wantsEmail(stored, 'meetingReminders'),
    reviewRequests: wantsEmail(stored, 'reviewRequests'),
    recordingReady: wantsEmail(stored, 'recordingReady'),
    productNews: wantsEmail(stored, 'productNews'),
  };
}

const TIME_ZONE_MAX_LENGTH = 64;

/** An IANA zone the runtime knows, in its own spelling ('america/chicago' → 'America/Chicago'). */
export const timeZoneSchema = z
  .string()
  .trim()
  .max(TIME_ZONE_MAX_LENGTH, 'Choose a time zone from the list.')
  .refine(isValidTimeZone, 'Choose a time zone from the list.')
  .transform(
    (zone) => new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone,
  );

export const profileSchema = z.object({
  fullName: z.string(),
  email: z.string(),
  /** A new address waiting for its confirmation link to be followed. */
  pendingEmail: z.string().nullable(),
  /** False until the link of the welcome email is followed (or the address was changed). */
  emailVerified: z.boolean(),
  timeZone: z.string(),
  /** False until the person picks a zone; pages then use the browser's zone. */
  timeZoneChosen: z.boolean(),
  notificationPreferences: notificationPreferencesSchema,
  /** A US state code, OUTSIDE_US, or null until the person says where they live. */
  residence: z.string().nullable(),
  /** False for accounts that sign in through another provider only. */
  hasPassword: z.boolean(),
  /** False when another identity provider owns the address. */
  canChangeEmail: z.boolean(),
});
export type Profile = z.infer<typeof profileSchema>;

/** PUT profile: each page section sends its own part; a sent time zone counts as chosen. */
export const profileUpdateSchema = z
  .object({
    fullName: userNameSchema.optional(),
    timeZone: timeZoneSchema.optional(),
    notificationPreferences: notificationPreferencesSchema.optional(),
    residence: residenceSchema.optional(),
  })
  .refine(
    (update) => Object.values(update).some((value) => value !== undefined),
    'Nothing to save.',
  );
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const emailChangeRequestSchema = z.object({ email: emailSchema });
export type EmailChangeRequest = z.infer<typeof emailChangeRequestSchema>;

export const emailChangeConfirmSchema = z.object({
  token: z.string().trim().min(1, 'The link is incomplete.').max(200, 'The link is not valid.'),
});
export type EmailChangeConfirm = z.infer<typeof emailChangeConfirmSchema>;

export const passwordChangeSchema = z
  .object({
    currentPassword: z.string().min(1, 'Enter your current password.'),
    newPassword: passwordSchema,
  })
  .refine((change) => change.currentPassword !== change.newPassword, {
    path: ['newPassword'],
    message: 'Choose a password different from your current one.',
  });
export type PasswordChange = z.infer<typeof passwordChangeSchema>;

export const PROFILE_MESSAGES = {
  sameEmail: 'That is already your email address.',
  emailTaken: 'An account with this email already exists.',
  emailTakenMeanwhile:
    'Another account started using that email address meanwhile. Please choose another one.',
  linkInvalid: 'This confirmation link is invalid, was already used or has expired.',
  alreadyVerified: 'Your email address is already confirmed.',
  wrongPassword: 'Your current password is not right.',
  passwordChanged:
    'Your password is changed and every device was signed out. Sign in again with the new password; we emailed you a notice.',
  locked: 'Too many wrong passwords. Please wait a few minutes and try again.',
  noPassword:
    'Your account signs in through another provider, so it has no password here to change.',
  emailElsewhere: 'Your email address is managed by the provider you sign in with.',
  impersonating: 'Only the account holder can change their email address or password.',
  notFound: 'Your account was not found.',
} as const;
