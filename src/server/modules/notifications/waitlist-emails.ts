// The email a client on an Ongoing waitlist receives when a place is free (docs/product.md#waitlist).
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, firstName, paragraph } from './email-layout';
import { offeringOf } from '../../../shared/offerings/catalog';

export function waitlistPlaceFreeEmail(input: {
  publicUrl: string;
  fullName: string;
  advisorName: string;
  signupUrl: string;
}): EmailContent {
  const service = offeringOf('ongoing').name;
  return composeEmail(`A place with ${input.advisorName} is free`, {
    publicUrl: input.publicUrl,
    greeting: `Hi ${firstName(input.fullName)},`,
    blocks: [
      paragraph(
        `You were first on the waitlist for ${service} with ${input.advisorName}, and a place has just become free.`,
      ),
      { kind: 'button', label: `Sign up for ${service}`, url: input.signupUrl },
      paragraph('The place goes to whoever signs up first, so sign up soon if you would like it.'),
    ],
  });
}
