// The console's intake responses (docs/product.md#intake-responses-admin, ADR 0047): the recent and
// orphan tables, one response's page, the admin's edit (the client form's own schema) and delete.
import { z } from 'zod';
import { consolePageSchema, consoleQuerySchema } from './console';
import { INTAKE_FORM_SOURCES, intakeAnswersSchema } from './intake';

export const INTAKE_SOURCE_LABELS: Record<(typeof INTAKE_FORM_SOURCES)[number], string> = {
  CustomerIntakeForm: 'The Hour booking',
  ThePlanSignup: 'The Plan signup',
  TheOngoingSignup: 'The Ongoing signup',
};

export const INTAKE_RESPONSE_SORTS = ['createdAt', 'updatedAt', 'client'] as const;
export type IntakeResponseSort = (typeof INTAKE_RESPONSE_SORTS)[number];

export const intakeResponseQuerySchema = consoleQuerySchema(INTAKE_RESPONSE_SORTS, {
  sort: 'createdAt',
  dir: 'desc',
}).extend({
  /** One intake source, or '' for every source. */
  source: z
    .enum(['', ...INTAKE_FORM_SOURCES], { error: 'Choose a known intake source.' })
    .optional()
    .default(''),
});
export type IntakeResponseQuery = z.input<typeof intakeResponseQuerySchema>;

/** What a response is attached to: the meeting, the signup, or a checkout still under way. */
export const INTAKE_ATTACHMENT_KINDS = ['meeting', 'signup', 'checkout'] as const;
export type IntakeAttachmentKind = (typeof INTAKE_ATTACHMENT_KINDS)[number];

const attachmentSchema = z.object({
  kind: z.enum(INTAKE_ATTACHMENT_KINDS),
  id: z.string(),
  /** The meeting's, signup's or checkout's status as stored ('Active', 'paid', 'open' …). */
  status: z.string(),
  /** Still in force: deleting the response is refused while one is. */
  live: z.boolean(),
});
export type IntakeAttachment = z.infer<typeof attachmentSchema>;

const personSchema = z.object({ id: z.string(), fullName: z.string(), email: z.string() });

export const intakeResponseRowSchema = z.object({
  id: z.string(),
  source: z.enum(INTAKE_FORM_SOURCES),
  client: personSchema,
  advisor: z.object({ id: z.string(), name: z.string() }).nullable(),
  /** Everything it is attached to; empty for an orphan. */
  attachments: z.array(attachmentSchema),
  /** The first words of the client's questions, for the table. */
  excerpt: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type IntakeResponseRow = z.infer<typeof intakeResponseRowSchema>;

export const intakeResponsePageSchema = consolePageSchema(intakeResponseRowSchema);
export type IntakeResponsePage = z.infer<typeof intakeResponsePageSchema>;

/** The answers as stored, every field present, for the edit form (older rows may lack one). */
export const intakeAnswersViewSchema = z.object({
  topics: z.array(z.string()),
  questions: z.string(),
  household: z.string(),
  netWorth: z.string(),
  background: z.string(),
  prepared: z.array(z.string()),
});

export const intakeResponseDetailSchema = intakeResponseRowSchema.extend({
  answers: intakeAnswersViewSchema,
});
export type IntakeResponseDetail = z.infer<typeof intakeResponseDetailSchema>;

/** The admin's edit: the client form's answers, checked alike, and the version it was read at. */
export const intakeResponseEditSchema = intakeAnswersSchema.extend({
  id: z.uuid('Choose an intake response.'),
  /** The response's updatedAt when it was opened: a later change in between is a conflict. */
  updatedAt: z.iso.datetime({ offset: true, error: 'Reload the response and try again.' }),
});
export type IntakeResponseEdit = z.input<typeof intakeResponseEditSchema>;

export const INTAKE_ADMIN_MESSAGES = {
  attached: (what: string) =>
    `This response belongs to a ${what} still in force. Cancel or delete that first, then delete the response.`,
  changedMeanwhile:
    'Someone changed this response after you opened it. Reload it to see their change, then edit again.',
} as const;
