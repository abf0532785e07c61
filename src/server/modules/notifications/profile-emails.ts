// The emails of profile changes: the link that confirms a new address (sent to that address), the
// notice to the old address that a change was asked for, and the notice of a changed password.
// Both notices say what to do when it was not the account holder.
import { APP_NAME } from '../../../shared/constants';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';

interface Person {
  publicUrl: string;
  fullName: string;
}

export function confirmEmailChangeEmail(
  input: Person & { newEmail: string; confirmUrl: string; validHours: number },
): EmailContent {
  return composeEmail('Confirm your new email address', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    blocks: [
      paragraph(
        `You asked to use ${input.newEmail} for your ${APP_NAME} account. Confirm it with the button below while signed in. The link works once and expires in ${input.validHours} hours.`,
      ),
      { kind: 'button', label: 'Confirm my new email', url: input.confirmUrl },
      paragraph('Until then, we keep writing to your current address.'),
      paragraph('If you did not ask for this, you can ignore this email.'),
    ],
  });
}

export function emailChangeRequestedEmail(
  input: Person & { newEmail: string; resetUrl: string },
): EmailContent {
  return composeEmail('A change of your email address was requested', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    blocks: [
      paragraph(
        `Someone signed in to your ${APP_NAME} account asked to change its email address to ${input.newEmail}. Nothing changes until the link sent to that address is followed.`,
      ),
      paragraph(
        'If this was not you, choose a new password now: that ends every session of your account.',
      ),
      { kind: 'link', label: 'Choose a new password', url: input.resetUrl },
    ],
  });
}

export function passwordChangedEmail(input: Person & { resetUrl: string }): EmailContent {
  return composeEmail('Your password was changed', {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    blocks: [
      paragraph(`The password of your ${APP_NAME} account was just changed.`),
      paragraph(
        'If this was not you, choose a new password now with the link below and contact us.',
      ),
      { kind: 'link', label: 'Choose a new password', url: input.resetUrl },
    ],
  });
}
