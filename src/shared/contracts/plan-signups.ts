// Signing up for The Plan or The Ongoing (docs/product.md#signups): the signup form, what a signup
// and an engagement look like to their client, and the messages of the refusals.
import { z } from 'zod';
import { residenceSchema } from './residence';
import { extraInformationSchema } from '../limits';
import { PAYMENT_GATEWAYS } from './booking';
import { intakeAnswersSchema } from './intake';
import { ENGAGEMENT_STATUSES, SIGNUP_STATES } from './plans';
import { ENGAGEMENT_KINDS } from '../offerings/catalog';

export const SIGNUP_MESSAGES = {
  acceptTerms: 'Please read and accept the terms to continue.',
  notOffered: 'This advisor is not taking new clients for this right now.',
  /** An offering sold behind a flag that is off. */
  notOpen: (name: string) => `${name} is not open to new clients at the moment.`,
  full: 'Every place with this advisor is taken. Join the waitlist and we will email you as soon as one frees up.',
  alreadyRunning: 'You already have this running with this advisor: find it in your account.',
  notPayable: 'This signup can no longer be paid. Please sign up again.',
  notCancellable: 'Only a running Ongoing engagement can be cancelled.',
} as const;

/** The signup form: the intake questions that fit a longer engagement, and extra information. */
export const signupAnswersSchema = intakeAnswersSchema.pick({
  topics: true,
  questions: true,
  household: true,
  netWorth: true,
});
export type SignupAnswers = z.infer<typeof signupAnswersSchema>;

export const signupRequestSchema = z.object({
  offeringId: z.uuid({ error: 'Choose an advisor’s offering.' }),
  answers: signupAnswersSchema,
  extraInformation: extraInformationSchema.default(''),
  acceptTerms: z.literal(true, { error: SIGNUP_MESSAGES.acceptTerms }),
  /** Where the client lives, when the form asked; remembered on their profile. */
  residence: residenceSchema.optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;
/** The form as the server reads it, defaults filled in. */
export type SignupSubmission = z.output<typeof signupRequestSchema>;

const signupAdvisorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  profilePicUrl: z.string(),
});

export const signupSchema = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  offeringId: z.string(),
  state: z.enum(SIGNUP_STATES),
  advisor: signupAdvisorSchema,
  /** The price fixed at signup: The Plan's fee, The Ongoing's monthly price. */
  priceCents: z.number().int(),
  /** What the first payment takes: the fee, or the first quarter. */
  firstPaymentCents: z.number().int(),
  holdExpiresAt: z.string().nullable(),
  termsAcceptedAt: z.string(),
  engagementId: z.string().nullable(),
  gateway: z.enum(PAYMENT_GATEWAYS),
  createdAt: z.string(),
});
export type Signup = z.infer<typeof signupSchema>;

/** Paid at once (sandbox), or go to the gateway's page and come back (Stripe). */
export const signupPayResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), signupId: z.string(), engagementId: z.string() }),
  z.object({ status: z.literal('redirect'), url: z.string() }),
]);
export type SignupPayResult = z.infer<typeof signupPayResultSchema>;

export const engagementSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  status: z.enum(ENGAGEMENT_STATUSES),
  advisor: signupAdvisorSchema,
  priceCents: z.number().int(),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  nextInvoiceOn: z.string().nullable(),
  /** Set when cancelled; with status 'active' it still runs until `endsOn` (ADR 0067). */
  cancelledAt: z.string().nullable(),
});
export type EngagementSummary = z.infer<typeof engagementSummarySchema>;

export const myPlansSchema = z.object({
  /** Signups still awaiting payment (paid ones are their engagements). */
  signups: z.array(signupSchema),
  engagements: z.array(engagementSummarySchema),
});
export type MyPlans = z.infer<typeof myPlansSchema>;

export const cancelEngagementRequestSchema = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').default(''),
});
export type CancelEngagementRequest = z.input<typeof cancelEngagementRequestSchema>;
