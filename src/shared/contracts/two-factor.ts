// Two-factor sign-in from the profile page: turn it on (scan, confirm a code, keep the recovery
// codes), see its state, turn it off. The numbers the sign-in page and the server share.
import { z } from 'zod';

/** Wrong codes in a row before the second step pauses, and for how long. */
export const TWO_FACTOR_MAX_FAILURES = 5;
export const TWO_FACTOR_LOCKOUT_MINUTES = 15;
/** One-time codes for a lost phone, shown once when two-factor is turned on. */
export const TWO_FACTOR_RECOVERY_CODE_COUNT = 10;
/** How long the code page of one sign-in stays usable after the right password. */
export const TWO_FACTOR_CHALLENGE_MINUTES = 10;
/** The name authenticator apps show beside the codes. */
export const TWO_FACTOR_ISSUER = 'Just Financial Advice';

export const twoFactorStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TwoFactorStatus = z.infer<typeof twoFactorStatusSchema>;

/** A started enrolment: what the authenticator app needs, as a QR code and as text. */
export const twoFactorSetupSchema = z.object({
  secret: z.string(),
  otpauthUrl: z.string(),
  /** An SVG data URL of the QR code. */
  qrCode: z.string(),
});
export type TwoFactorSetup = z.infer<typeof twoFactorSetupSchema>;

const codeField = z
  .string()
  .trim()
  .min(1, 'Enter the 6-digit code from your authenticator app.')
  .max(32, 'Enter the 6-digit code from your authenticator app.');

export const twoFactorConfirmSchema = z.object({
  code: codeField.regex(/^\d{3} ?\d{3}$/, 'Enter the 6-digit code from your authenticator app.'),
});
export type TwoFactorConfirm = z.infer<typeof twoFactorConfirmSchema>;

export const twoFactorRecoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type TwoFactorRecoveryCodes = z.infer<typeof twoFactorRecoveryCodesSchema>;

/** Turning it off takes the password, or a current code for accounts without one. */
export const twoFactorDisableSchema = z
  .object({
    password: z.string().max(1024).optional(),
    code: z.string().trim().max(32).optional(),
  })
  // An account without a password turns it off with a code: each form shows its own field's words.
  .superRefine((body, context) => {
    if (body.password || body.code) return;
    context.addIssue({
      code: 'custom',
      path: ['password'],
      message: 'Enter your password to turn off two-step sign-in.',
    });
    context.addIssue({
      code: 'custom',
      path: ['code'],
      message: 'Enter a code from your app to turn off two-step sign-in.',
    });
  });
export type TwoFactorDisable = z.infer<typeof twoFactorDisableSchema>;

export const TWO_FACTOR_MESSAGES = {
  wrongCode: 'That code is not right, or was already used. Enter the current code from your app.',
  locked: `Too many wrong codes. Please wait ${TWO_FACTOR_LOCKOUT_MINUTES} minutes and try again.`,
  alreadyOn: 'Two-step sign-in is already on.',
  notStarted: 'Start again: scan a new QR code first.',
  notOn: 'Two-step sign-in is not on.',
  wrongPassword: 'Your password is not right.',
  impersonating: 'Only the account holder can change two-step sign-in.',
  elsewhere: 'Your sign-in is managed by the provider you sign in with.',
} as const;
