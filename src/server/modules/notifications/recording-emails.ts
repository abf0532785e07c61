// The email that a meeting's recording can be watched. Optional: sent only to clients who turned
// "Recording ready" on in their profile.
import type { EmailContent } from '../../integrations/email/email';
import { composeEmail, paragraph } from './email-layout';
import { greetingFor, meetingWhen } from './meeting-email-parts';
import type { MeetingEmailFacts } from './meeting-email-parts';

export function recordingReady(facts: MeetingEmailFacts & { watchUrl: string }): EmailContent {
  return composeEmail(`Your recording with ${facts.advisorName} is ready`, {
    publicUrl: facts.publicUrl,
    greeting: greetingFor(facts),
    blocks: [
      paragraph(
        `The recording of your meeting with ${facts.advisorName} on ${meetingWhen(facts)} is ready to watch in your account.`,
      ),
      { kind: 'button', label: 'Watch the recording', url: facts.watchUrl },
      paragraph(
        'Only you and your advisor can see it, and you can delete it for good at any time. You can turn these emails off in your profile.',
      ),
    ],
  });
}
