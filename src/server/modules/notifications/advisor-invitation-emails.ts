// The email that invites an applicant to become an advisor (docs/product.md#becoming-an-advisor):
// the link to accept, how long it works, and what happens next.
import { APP_NAME } from '../../../shared/constants';
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, paragraph } from './email-layout';

export function advisorInvitationEmail(input: {
  publicUrl: string;
  firstName: string;
  acceptUrl: string;
  validDays: number;
}): EmailContent {
  return composeEmail(`You are invited to advise on ${APP_NAME}`, {
    publicUrl: input.publicUrl,
    greeting: `Hi ${input.firstName},`,
    blocks: [
      paragraph(
        `Thank you for applying to advise clients on ${APP_NAME}. We would like you to join us: create your account (or sign in) with this email address and accept the invitation with the button below.`,
      ),
      { kind: 'button', label: 'Accept the invitation', url: input.acceptUrl },
      paragraph(
        `The link works for ${input.validDays} days. Once you accept, Advisor Home shows a short checklist: your profile, photo, prices, weekly hours and your Form ADV Part 2A and Form CRS. When it is done, send it for review; we list you once we have checked your record.`,
      ),
      paragraph('If you did not apply, you can ignore this email.'),
    ],
  });
}
