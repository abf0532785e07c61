// Bodies of the admin's Plan and Ongoing calls (docs/product.md#plans-admin): signups and
// instances (engagements) with their invoices, their edits, deletes, searches and who has capacity;
// and the advisor's follow-up of their own clients' signups. Money in integer cents.
import { z } from 'zod';
import { INPUT_MESSAGES, isInDateRange } from '../input-rules';
import { INVOICE_STATUSES } from '../domain/invoice-status';
import { REFUND_STATUSES } from './billing';
import { isoInstantSchema } from './instant';
import { ENGAGEMENT_STATUSES, FOLLOW_UP_STATUSES, SIGNUP_STATES } from './plans';
import { ENGAGEMENT_KINDS } from '../offerings/catalog';

/** Rows per page of the signup and instance tables. */
export const PLANS_ADMIN_PAGE_SIZE = 50;
/** At most this many signups answer a search. */
export const PLANS_ADMIN_SEARCH_LIMIT = 50;
/** Follow-up target dates are days of the firm's own calendar; admins are reminded on the day. */
export const FOLLOW_UP_TIME_ZONE = 'America/New_York';
/** Meetings an admin may include in an instance by hand. */
export const MEETINGS_INCLUDED_MAX = 12;

export const PLANS_ADMIN_LIMITS = {
  reason: { min: 3, max: 500 },
  invoiceDescription: { min: 3, max: 200 },
  search: { min: 2, max: 100 },
} as const;

export const PLANS_ADMIN_MESSAGES = {
  nothingToChange: 'Choose something to change.',
  endBeforeStart: 'The end date must not be before the start date.',
  refundNotPaid: 'Only a paid invoice can be refunded.',
  refundFailed: 'The gateway did not take the refund yet; it is retried automatically.',
  deleteRefused: (what: 'signup' | 'instance', invoiceNumber: string) =>
    `This ${what} has a paid invoice (${invoiceNumber}) that is not refunded. Refund it first, or set the instance to Cancelled instead: paid records are kept.`,
  searchTooShort: `Type at least ${PLANS_ADMIN_LIMITS.search.min} characters to search.`,
} as const;

/** 'YYYY-MM-DD', a calendar day. */
export const calendarDaySchema = z.iso
  .date({ error: 'Choose a date.' })
  .refine(isInDateRange, INPUT_MESSAGES.dateRange);

const reasonSchema = z
  .string()
  .trim()
  .min(PLANS_ADMIN_LIMITS.reason.min, 'Say why, in a few words.')
  .max(PLANS_ADMIN_LIMITS.reason.max, `At most ${PLANS_ADMIN_LIMITS.reason.max} characters.`);

export const invoiceNumberText = (number: number) => `INV-${String(number).padStart(6, '0')}`;

const personSchema = z.object({ id: z.string(), name: z.string(), email: z.string() });
const advisorRefSchema = z.object({ id: z.string(), name: z.string(), slug: z.string() });

export const invoiceCountsSchema = z.object({
  paid: z.number().int(),
  open: z.number().int(),
  total: z.number().int(),
});

export const adminSignupSchema = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  client: personSchema,
  advisor: advisorRefSchema,
  priceCents: z.number().int(),
  state: z.enum(SIGNUP_STATES),
  followUpStatus: z.enum(FOLLOW_UP_STATUSES),
  targetDate: z.string().nullable(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  instanceId: z.string().nullable(),
  invoiceCounts: invoiceCountsSchema,
});
export type AdminSignup = z.infer<typeof adminSignupSchema>;

export const adminInstanceSchema = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  signupId: z.string(),
  client: personSchema,
  advisor: advisorRefSchema,
  priceCents: z.number().int(),
  status: z.enum(ENGAGEMENT_STATUSES),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  /** Set when cancelled; with status 'active' it still runs until `endsOn` (ADR 0067). */
  cancelledAt: z.string().nullable(),
  meetingsIncluded: z.number().int().nullable(),
  meetingsBooked: z.number().int(),
  deliveredAt: z.string().nullable(),
  followUpStatus: z.enum(FOLLOW_UP_STATUSES),
  targetDate: z.string().nullable(),
  invoiceCounts: invoiceCountsSchema,
});
export type AdminInstance = z.infer<typeof adminInstanceSchema>;

export const adminInvoiceSchema = z.object({
  id: z.string(),
  number: z.number().int(),
  kind: z.enum(ENGAGEMENT_KINDS),
  status: z.enum(INVOICE_STATUSES),
  amountCents: z.number().int(),
  description: z.string(),
  periodStart: z.string().nullable(),
  periodEnd: z.string().nullable(),
  issuedAt: z.string().nullable(),
  dueAt: z.string().nullable(),
  paidAt: z.string().nullable(),
  refund: z
    .object({
      status: z.enum(REFUND_STATUSES),
      amountCents: z.number().int(),
      at: z.string(),
      reason: z.string(),
    })
    .nullable(),
  /** The client's money-back request (ADR 0066); the invoice's refund settles it. */
  refundRequest: z.object({ at: z.string(), reason: z.string() }).nullable(),
});
export type AdminInvoice = z.infer<typeof adminInvoiceSchema>;

/** A money-back request still waiting for its refund, with where to settle it. */
export const adminMoneyBackRequestSchema = z.object({
  invoice: adminInvoiceSchema,
  signupId: z.string(),
  instanceId: z.string().nullable(),
  clientName: z.string(),
});
export const adminMoneyBackRequestsSchema = z.object({
  requests: z.array(adminMoneyBackRequestSchema),
});
export type AdminMoneyBackRequest = z.infer<typeof adminMoneyBackRequestSchema>;

export const adminSignupDetailSchema = z.object({
  signup: adminSignupSchema.extend({
    termsText: z.string(),
    termsAcceptedAt: z.string(),
    holdExpiresAt: z.string().nullable(),
    followUpRemindedOn: z.string().nullable(),
  }),
  instance: adminInstanceSchema.nullable(),
  invoices: z.array(adminInvoiceSchema),
});
export type AdminSignupDetail = z.infer<typeof adminSignupDetailSchema>;

export const adminInstanceDetailSchema = z.object({
  instance: adminInstanceSchema,
  signup: adminSignupSchema,
  invoices: z.array(adminInvoiceSchema),
});
export type AdminInstanceDetail = z.infer<typeof adminInstanceDetailSchema>;

const pageQuery = {
  page: z.coerce.number().int().min(1).max(10_000).optional(),
};
export const adminSignupQuerySchema = z.object({
  followUpStatus: z.enum(FOLLOW_UP_STATUSES).optional(),
  state: z.enum(SIGNUP_STATES).optional(),
  ...pageQuery,
});
export type AdminSignupQuery = z.infer<typeof adminSignupQuerySchema>;
export const adminInstanceQuerySchema = z.object({
  status: z.enum(ENGAGEMENT_STATUSES).optional(),
  ...pageQuery,
});
export type AdminInstanceQuery = z.infer<typeof adminInstanceQuerySchema>;

const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });
export const adminSignupPageSchema = pageOf(adminSignupSchema);
export type AdminSignupPage = z.infer<typeof adminSignupPageSchema>;
export const adminInstancePageSchema = pageOf(adminInstanceSchema);
export type AdminInstancePage = z.infer<typeof adminInstancePageSchema>;

export const adminSearchAnswerSchema = z.object({ signups: z.array(adminSignupSchema) });
export type AdminSearchAnswer = z.infer<typeof adminSearchAnswerSchema>;

/** The follow-up of a signup: its status and target date (null clears it). */
export const followUpChangeSchema = z
  .object({
    followUpStatus: z.enum(FOLLOW_UP_STATUSES).optional(),
    targetDate: calendarDaySchema.nullable().optional(),
  })
  .refine((body) => body.followUpStatus !== undefined || body.targetDate !== undefined, {
    message: PLANS_ADMIN_MESSAGES.nothingToChange,
  });
export type FollowUpChange = z.infer<typeof followUpChangeSchema>;

const idField = { id: z.uuid({ error: 'Choose a record.' }) };

export const editSignupSchema = z
  .object({
    ...idField,
    followUpStatus: z.enum(FOLLOW_UP_STATUSES).optional(),
    targetDate: calendarDaySchema.nullable().optional(),
  })
  .refine((body) => body.followUpStatus !== undefined || body.targetDate !== undefined, {
    message: PLANS_ADMIN_MESSAGES.nothingToChange,
  });
export type EditSignup = z.infer<typeof editSignupSchema>;
export const editSignupStatusSchema = z.object({
  ...idField,
  followUpStatus: z.enum(FOLLOW_UP_STATUSES),
});
export const editSignupTargetDateSchema = z.object({
  ...idField,
  targetDate: calendarDaySchema.nullable(),
});

export const editInstanceSchema = z
  .object({
    ...idField,
    startsOn: calendarDaySchema.optional(),
    endsOn: calendarDaySchema.nullable().optional(),
    status: z.enum(ENGAGEMENT_STATUSES).optional(),
    meetingsIncluded: z
      .number()
      .int()
      .min(0)
      .max(MEETINGS_INCLUDED_MAX, `At most ${MEETINGS_INCLUDED_MAX} meetings.`)
      .nullable()
      .optional(),
  })
  .refine(
    (body) =>
      body.startsOn !== undefined ||
      body.endsOn !== undefined ||
      body.status !== undefined ||
      body.meetingsIncluded !== undefined,
    { message: PLANS_ADMIN_MESSAGES.nothingToChange },
  );
export type EditInstance = z.infer<typeof editInstanceSchema>;

/** An admin's change of an invoice: its status (as the data allows), its details, or a refund. */
export const editInvoiceSchema = z.discriminatedUnion('action', [
  z.object({
    ...idField,
    action: z.literal('status'),
    to: z.enum(INVOICE_STATUSES),
    reason: reasonSchema,
  }),
  z
    .object({
      ...idField,
      action: z.literal('details'),
      dueAt: isoInstantSchema('Choose a due date.').optional(),
      description: z
        .string()
        .trim()
        .min(PLANS_ADMIN_LIMITS.invoiceDescription.min, 'Describe the invoice.')
        .max(
          PLANS_ADMIN_LIMITS.invoiceDescription.max,
          `At most ${PLANS_ADMIN_LIMITS.invoiceDescription.max} characters.`,
        )
        .optional(),
    })
    .refine((body) => body.dueAt !== undefined || body.description !== undefined, {
      message: PLANS_ADMIN_MESSAGES.nothingToChange,
    }),
  z.object({ ...idField, action: z.literal('refund'), reason: reasonSchema }),
]);
export type EditInvoice = z.infer<typeof editInvoiceSchema>;

export const refreshInvoicesSchema = z.object({ kind: z.enum(ENGAGEMENT_KINDS).optional() });
export const refreshInvoicesAnswerSchema = z.object({
  counts: z.record(z.string(), z.number().int()),
});
export type RefreshInvoicesAnswer = z.infer<typeof refreshInvoicesAnswerSchema>;

/** What a delete did to the invoices: open ones voided, paid ones kept with their refunds. */
export const deleteAnswerSchema = z.object({
  voidedInvoices: z.number().int(),
  keptInvoices: z.number().int(),
});
export type DeleteAnswer = z.infer<typeof deleteAnswerSchema>;

export const advisorCapacitySchema = z.object({
  advisorId: z.string(),
  name: z.string(),
  slug: z.string(),
  offeringId: z.string().nullable(),
  enabled: z.boolean(),
  priceCents: z.number().int(),
  /** Null is no limit. */
  capacity: z.number().int().nullable(),
  taken: z.number().int(),
  left: z.number().int().nullable(),
});
export type AdvisorCapacity = z.infer<typeof advisorCapacitySchema>;
export const availabilityAnswerSchema = z.object({ advisors: z.array(advisorCapacitySchema) });
export type AvailabilityAnswer = z.infer<typeof availabilityAnswerSchema>;

/** A signup as its advisor sees it on the dashboard. */
export const advisorSignupSchema = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  client: personSchema,
  state: z.enum(SIGNUP_STATES),
  followUpStatus: z.enum(FOLLOW_UP_STATUSES),
  targetDate: z.string().nullable(),
  createdAt: z.string(),
});
export type AdvisorSignup = z.infer<typeof advisorSignupSchema>;
export const advisorSignupsAnswerSchema = z.object({ signups: z.array(advisorSignupSchema) });

/** How a signup's payment state and an instance's status read on the admin pages. */
export const SIGNUP_STATE_LABELS: Record<(typeof SIGNUP_STATES)[number], string> = {
  'awaiting-payment': 'Awaiting payment',
  paid: 'Paid',
  expired: 'Expired unpaid',
  cancelled: 'Cancelled',
};
export const ENGAGEMENT_STATUS_LABELS: Record<(typeof ENGAGEMENT_STATUSES)[number], string> = {
  active: 'Active',
  completed: 'Completed',
  cancelled: 'Cancelled',
};
