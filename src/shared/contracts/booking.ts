// Bodies of The Hour's booking calls: holding a time, answering the intake form, paying, and the
// meeting that results, as its client, its advisor and admins see it (ADR 0009, 0010).
import { z } from 'zod';
import { EVENT_STATUSES } from '../domain/event-status';
import {
  DECLINE_MESSAGES,
  cardDigits,
  isCardExpired,
  parseCardExpiry,
  passesLuhn,
} from '../domain/cards';
import { isValidTimeZone } from '../time-zones';
import { REFUND_STATUSES } from './billing';
import { isoInstantSchema } from './instant';
import { LIMITS, extraInformationSchema, notesSchema } from '../limits';
import { intakeAnswersSchema } from './intake';
import { residenceSchema } from './residence';
import { consolePageSchema, consoleQuerySchema } from './console';

const isoInstant = isoInstantSchema();
const timeZoneSchema = z
  .string()
  .max(64)
  .refine(isValidTimeZone, 'Choose a time zone from the list.');

/** What the booking calls answer when they cannot go on. */
export const BOOKING_MESSAGES = {
  notAccepting: 'This advisor is not taking new clients right now.',
  notOpen: 'That time is not open for booking. Please choose one of the times shown.',
  intakeFirst: 'Please answer the intake form before paying.',
  cardRequired: 'Enter your card details.',
  timeLostRefunded:
    'Someone else booked that time while your payment was being taken. Your payment has been refunded in full; please choose another time.',
  notYours: 'That booking is not yours.',
  paymentNotThrough: 'This payment did not go through and nothing was charged. Please try again.',
  closed: 'This booking is no longer open.',
  holdingAnother:
    'You are choosing a time with this advisor in another window. Please continue there or try again.',
} as const;

/** What the meeting calls answer when a change cannot be made. */
export const MEETING_MESSAGES = {
  notAllowed: 'That change is not possible for this meeting.',
  changedMeanwhile: 'This meeting was changed meanwhile. Please reload and try again.',
  notOpen: 'That time is not open. Please choose one of the times shown.',
  sameTime: 'The meeting is already at that time.',
  refundAlreadyRequested: 'You have already asked for your money back for this meeting.',
  refundOnlyAfter: 'You can ask for your money back once the meeting has taken place.',
  notesOnlyAfter: 'Notes can be sent once the meeting has started.',
  noAdvisorProfile: 'This account has no advisor profile.',
  notesSentSoHeld: 'Notes were sent for this meeting, so it took place and cannot be a no-show.',
} as const;

export const holdRequestSchema = z.object({
  advisorSlug: z.string().min(1).max(LIMITS.slug.max),
  start: isoInstant,
  /** The zone the client picked the time in, for emails and reminders. */
  clientTimeZone: timeZoneSchema,
  /** Where the client lives, when they said so on this page; remembered on their profile. */
  residence: residenceSchema.optional(),
});
export type HoldRequest = z.infer<typeof holdRequestSchema>;

/** `refunded`: paid, but the time was taken first; nothing was booked and the payment went back. */
export const CHECKOUT_STATUSES = ['open', 'paid', 'expired', 'released', 'refunded'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

export const PAYMENT_GATEWAYS = ['sandbox', 'stripe'] as const;
export type PaymentGatewayKind = (typeof PAYMENT_GATEWAYS)[number];

export const meetingAdvisorSchema = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  title: z.string(),
  profilePicUrl: z.string(),
  timeZone: z.string(),
});
export type MeetingAdvisor = z.infer<typeof meetingAdvisorSchema>;

/** A held time on its way to becoming a meeting. */
export const checkoutSchema = z.object({
  id: z.string(),
  status: z.enum(CHECKOUT_STATUSES),
  advisor: meetingAdvisorSchema,
  start: z.string(),
  end: z.string(),
  /** Integer cents: the advisor's hourly rate when the time was held. */
  priceCents: z.number().int(),
  /** When the hold lapses unless paid. */
  expiresAt: z.string(),
  clientTimeZone: z.string(),
  intake: intakeAnswersSchema.nullable(),
  /** The meeting, once paid. */
  eventId: z.string().nullable(),
  gateway: z.enum(PAYMENT_GATEWAYS),
});
export type Checkout = z.infer<typeof checkoutSchema>;

/** The card the sandbox gateway charges. Stripe takes the card on its own page instead. */
export const sandboxCardSchema = z
  .object({
    number: z.string().max(30),
    expiry: z.string().max(10),
    cvc: z.string().max(4),
    name: z.string().trim().min(2, 'Enter the name on the card.').max(LIMITS.fullName.max),
  })
  .superRefine((card, context) => {
    if (!passesLuhn(cardDigits(card.number))) {
      context.addIssue({ code: 'custom', path: ['number'], message: 'Check the card number.' });
    }
    const expiry = parseCardExpiry(card.expiry);
    if (!expiry) {
      context.addIssue({ code: 'custom', path: ['expiry'], message: 'Use MM/YY.' });
    } else if (isCardExpired(expiry, new Date())) {
      context.addIssue({
        code: 'custom',
        path: ['expiry'],
        message: DECLINE_MESSAGES.expired_card,
      });
    }
    if (!/^\d{3,4}$/.test(card.cvc)) {
      context.addIssue({ code: 'custom', path: ['cvc'], message: 'Use the 3 or 4 digits.' });
    }
  });
export type SandboxCard = z.infer<typeof sandboxCardSchema>;

export const payRequestSchema = z.object({ card: sandboxCardSchema.optional() });
export type PayRequest = z.infer<typeof payRequestSchema>;

/** Paid at once (sandbox), or go to the gateway's own page and come back (Stripe). */
export const payResultSchema = z.discriminatedUnion('status', [
  z.object({ status: z.literal('paid'), eventId: z.string() }),
  z.object({ status: z.literal('redirect'), url: z.string() }),
]);
export type PayResult = z.infer<typeof payResultSchema>;

/** The header a payment attempt carries so a retried request never charges twice. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
export const idempotencyKeySchema = z
  .string({ error: 'An Idempotency-Key header is required.' })
  .regex(/^[A-Za-z0-9_-]{8,100}$/, 'The Idempotency-Key header is malformed.');

export const paymentSettingsSchema = z.object({
  gateway: z.enum(PAYMENT_GATEWAYS),
});
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/** What the person looking at a meeting may do with it now. */
export const meetingActionsSchema = z.object({
  reschedule: z.boolean(),
  cancel: z.boolean(),
  requestRefund: z.boolean(),
  markNoShow: z.boolean(),
  writeNotes: z.boolean(),
  review: z.boolean(),
  approveRefund: z.boolean(),
});
export type MeetingActions = z.infer<typeof meetingActionsSchema>;

export const meetingSchema = z.object({
  id: z.string(),
  status: z.enum(EVENT_STATUSES),
  start: z.string(),
  end: z.string(),
  advisor: meetingAdvisorSchema,
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  priceCents: z.number().int(),
  meetingUrl: z.string().nullable(),
  meetingProvider: z.string().nullable(),
  clientTimeZone: z.string(),
  /** The last moment a free reschedule or cancellation is possible. */
  changeDeadline: z.string(),
  actions: meetingActionsSchema,
  /** The advisor's notes; a client sees them once they are sent. */
  notes: z.string().nullable(),
  notesSentAt: z.string().nullable(),
  intake: intakeAnswersSchema.nullable(),
  refund: z
    .object({ status: z.enum(REFUND_STATUSES), amountCents: z.number().int(), at: z.string() })
    .nullable(),
  refundRequestedAt: z.string().nullable(),
  refundRequestReason: z.string().nullable(),
  review: z.object({ id: z.string(), rating: z.number().int(), title: z.string() }).nullable(),
  /** Where the client leaves a review of this meeting. */
  reviewPath: z.string(),
  recordingAllowed: z.boolean(),
});
export type Meeting = z.infer<typeof meetingSchema>;

export const meetingListSchema = z.object({
  upcoming: z.array(meetingSchema),
  past: z.array(meetingSchema),
});
export type MeetingList = z.infer<typeof meetingListSchema>;

export const rescheduleRequestSchema = z.object({ start: isoInstant });
export type RescheduleRequest = z.infer<typeof rescheduleRequestSchema>;

export const cancelRequestSchema = z.object({
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
});
export type CancelRequest = z.infer<typeof cancelRequestSchema>;

export const refundRequestSchema = z.object({
  reason: extraInformationSchema.min(10, 'Tell us in a sentence what went wrong.'),
});
export type RefundRequest = z.infer<typeof refundRequestSchema>;

export const meetingNotesRequestSchema = z.object({
  notes: notesSchema.min(1, 'Write the notes before sending them.'),
});
export type MeetingNotesRequest = z.infer<typeof meetingNotesRequestSchema>;

export const ADMIN_EVENT_FILTERS = ['refund-requested', 'upcoming', 'past', 'all'] as const;
export type AdminEventFilter = (typeof ADMIN_EVENT_FILTERS)[number];

/** The admin's meetings table (docs/product.md#admin-console): searched by people, sorted. */
export const ADMIN_EVENT_SORTS = ['start', 'status', 'price'] as const;
export type AdminEventSort = (typeof ADMIN_EVENT_SORTS)[number];

export const adminEventsQuerySchema = consoleQuerySchema(ADMIN_EVENT_SORTS, {
  sort: 'start',
  dir: 'desc',
}).extend({ filter: z.enum(ADMIN_EVENT_FILTERS).optional().default('all') });
export type AdminEventsQuery = z.infer<typeof adminEventsQuerySchema>;

export const adminEventPageSchema = consolePageSchema(meetingSchema);
export type AdminEventPage = z.infer<typeof adminEventPageSchema>;

/**
 * The status changes an admin makes on the meeting's edit page, each through the state machine
 * (ADR 0043); the refund has its own call on the payments path.
 */
export const ADMIN_EVENT_CHANGES = ['markNoShow', 'waiveNotes', 'cancel'] as const;
export type AdminEventChange = (typeof ADMIN_EVENT_CHANGES)[number];

export const adminEventChangeSchema = z.object({
  action: z.enum(ADMIN_EVENT_CHANGES),
  reason: z.string().trim().max(500, 'Keep the reason under 500 characters.').optional(),
});
export type AdminEventChangeRequest = z.infer<typeof adminEventChangeSchema>;

export const eventStatusChangeSchema = z.object({
  action: z.string(),
  fromStatus: z.enum(EVENT_STATUSES).nullable(),
  toStatus: z.enum(EVENT_STATUSES),
  actorName: z.string().nullable(),
  reason: z.string(),
  at: z.string(),
});
export type EventStatusChange = z.infer<typeof eventStatusChangeSchema>;

export const adminEventSchema = meetingSchema.extend({
  history: z.array(eventStatusChangeSchema),
  /** What the state machine lets an admin do now: only these are offered. */
  adminActions: z.array(z.enum([...ADMIN_EVENT_CHANGES, 'refund'])),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
