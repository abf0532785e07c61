// The account emails: welcome (with the email confirmation link), confirm email, reset password,
// and the failed sign-ins notice with its unlock link.
// Each returns subject, plain text and HTML in the shared layout of email-layout.ts.
import { APP_NAME } from '../../../shared/constants';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';

interface AccountLayout {
  publicUrl: string;
  greeting: string;
  paragraphs: string[];
  action: { label: string; url: string };
  after: string[];
}

function compose(
  subject: string,
  { publicUrl, greeting, paragraphs, action, after }: AccountLayout,
) {
  return composeEmail(subject, {
    publicUrl,
    greeting,
    blocks: [...paragraphs.map(paragraph), { kind: 'button', ...action }, ...after.map(paragraph)],
  });
}

export function welcomeEmail(input: {
  publicUrl: string;
  fullName: string;
  verifyUrl: string;
  validHours: number;
  affiliate: boolean;
}): EmailContent {
  return compose(`Welcome to ${APP_NAME}`, {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Thanks for creating your ${APP_NAME} account. You can now book flat-fee sessions with independent, fee-only fiduciary advisors.`,
      ...(input.affiliate ? ['Your affiliate pages are in your account, ready to share.'] : []),
      `Please confirm your email address. The link works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm my email', url: input.verifyUrl },
    after: ['If you did not create this account, you can ignore this email.'],
  });
}

export function verifyEmailEmail(input: {
  publicUrl: string;
  fullName: string;
  verifyUrl: string;
  validHours: number;
}): EmailContent {
  return compose('Confirm your email address', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Please confirm the email address of your ${APP_NAME} account. The link works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Confirm my email', url: input.verifyUrl },
    after: ['If you did not ask for this, you can ignore this email.'],
  });
}

export function resetPasswordEmail(input: {
  publicUrl: string;
  fullName: string;
  resetUrl: string;
  validMinutes: number;
}): EmailContent {
  return compose('Reset your password', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Someone asked to reset the password of your ${APP_NAME} account. Choose a new password with the link below. It works once and expires in ${input.validMinutes} minutes.`,
    ],
    action: { label: 'Choose a new password', url: input.resetUrl },
    after: [
      'If you did not ask for this, you can ignore this email: your password stays the same.',
    ],
  });
}

export function signInUnlockEmail(input: {
  publicUrl: string;
  fullName: string;
  unlockUrl: string;
  resetUrl: string;
  validHours: number;
}): EmailContent {
  return compose('Failed sign-ins to your account', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    paragraphs: [
      `Someone typed a wrong password for your ${APP_NAME} account several times, so sign-in from where they tried now waits a little between attempts. Your own device can still sign in as usual.`,
      `If that was you and you are still made to wait, the link below clears the wait at once. It works once and expires in ${input.validHours} hours.`,
    ],
    action: { label: 'Let me sign in now', url: input.unlockUrl },
    after: [
      `If it was not you, your account is safe as long as your password is not known to anyone; to be sure, choose a new one: ${input.resetUrl}`,
    ],
  });
}
