// The contact form (docs/product.md#public-site): stored, then emailed to the admins.
import { z } from 'zod';
import { emailSchema, fullNameSchema } from '../limits';

export const CONTACT_MESSAGE_MAX = 2000;
export const CONTACT_SUBJECT_MAX = 120;
/** Messages one address may send per hour before the form answers 429. */
export const CONTACT_MESSAGES_PER_HOUR = 5;
/** The 429 answer of the form, whichever limit refused it; the page shows the same words. */
export const CONTACT_RATE_LIMITED_MESSAGE = `You have sent several messages in a short time. We accept up to ${CONTACT_MESSAGES_PER_HOUR} an hour from one connection, so please try again later.`;

export const CONTACT_TOPICS = [
  { value: 'question', label: 'A question before booking' },
  { value: 'booking', label: 'An existing booking' },
  { value: 'advisor', label: 'Joining as an advisor' },
  { value: 'press', label: 'Press or partnerships' },
  { value: 'other', label: 'Something else' },
] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number]['value'];

export const contactMessageSchema = z.object({
  name: fullNameSchema,
  email: emailSchema,
  topic: z.enum(CONTACT_TOPICS.map((topic) => topic.value) as [ContactTopic, ...ContactTopic[]]),
  subject: z
    .string()
    .trim()
    .min(1, 'Subject is required.')
    .max(CONTACT_SUBJECT_MAX, `Subject must be at most ${CONTACT_SUBJECT_MAX} characters.`),
  message: z
    .string()
    .trim()
    .min(10, 'Message must be at least 10 characters.')
    .max(CONTACT_MESSAGE_MAX, `Message must be at most ${CONTACT_MESSAGE_MAX} characters.`),
});
export type ContactMessage = z.infer<typeof contactMessageSchema>;

/** The 201 answer once the message is stored and the admins are emailed. */
export const contactReceivedSchema = z.object({ received: z.literal(true) });
export type ContactReceived = z.infer<typeof contactReceivedSchema>;
