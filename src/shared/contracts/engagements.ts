// Bodies of a running Plan or Ongoing engagement (docs/product.md#engagements): the portal both
// sides see, the meetings booked without paying again, the net-worth and cash-flow worksheet, the
// document requests answered from the client's vault, and the written plan.
import { z } from 'zod';
import { EVENT_STATUSES } from '../domain/event-status';
import { LIMITS, documentRequestTitleSchema } from '../limits';
import { isValidTimeZone } from '../time-zones';
import { billingInvoiceSchema } from './billing';
import { DOCUMENT_REQUEST_STATUSES, ENGAGEMENT_STATUSES } from './plans';
import { isoInstantSchema } from './instant';
import { ENGAGEMENT_KINDS } from '../offerings/catalog';

/** What the engagement calls answer when they cannot go on. */
export const ENGAGEMENT_MESSAGES = {
  allMeetingsBooked: 'All the meetings of your Plan are booked. Cancel one to choose another time.',
  oneCheckInAtATime: 'You already have a check-in booked. Book the next one after it.',
  ended: 'This engagement has ended, so no more meetings can be booked.',
  afterLastDay:
    'Your Ongoing is cancelled and ends before that time. Choose a time on or before its last day.',
  requestClosed: 'This document request is no longer open.',
  notYourFile: 'Choose a file from your own vault.',
  planMustBePdf: 'The written plan must be a PDF.',
  onlyPlans: 'Only a Plan has a written plan to deliver.',
} as const;

/** The worksheet's lines: each a whole-dollar amount the client fills in (or leaves empty). */
export const WORKSHEET_SECTIONS = {
  assets: {
    title: 'What you own',
    lines: {
      cash: 'Cash and savings',
      investments: 'Investments',
      retirement: 'Retirement accounts',
      home: 'Home and property',
      otherAssets: 'Other assets',
    },
  },
  debts: {
    title: 'What you owe',
    lines: {
      mortgage: 'Mortgage',
      studentLoans: 'Student loans',
      carLoans: 'Car loans',
      creditCards: 'Credit cards',
      otherDebts: 'Other debts',
    },
  },
  income: {
    title: 'Monthly income',
    lines: {
      salary: 'Take-home pay',
      otherIncome: 'Other income',
    },
  },
  expenses: {
    title: 'Monthly expenses',
    lines: {
      housing: 'Housing',
      transport: 'Transport',
      food: 'Food and groceries',
      insurance: 'Insurance',
      otherExpenses: 'Everything else',
    },
  },
} as const;
export type WorksheetSection = keyof typeof WORKSHEET_SECTIONS;
export const WORKSHEET_SECTION_KEYS = Object.keys(WORKSHEET_SECTIONS) as WorksheetSection[];

/** The largest amount one line takes, in dollars: far above any household, far below overflow. */
export const WORKSHEET_AMOUNT_MAX_DOLLARS = 1_000_000_000;

const amountSchema = z
  .number({ error: 'Enter an amount in dollars.' })
  .int('Enter whole dollars.')
  .min(0, 'Amounts cannot be negative.')
  .max(WORKSHEET_AMOUNT_MAX_DOLLARS, 'That amount is too large.')
  .nullable();

function sectionSchema<Lines extends Record<string, string>>(lines: Lines) {
  const shape = Object.fromEntries(
    Object.keys(lines).map((key) => [key, amountSchema.default(null)]),
  ) as { [K in keyof Lines]: z.ZodDefault<typeof amountSchema> };
  return z.strictObject(shape);
}

/** The worksheet as saved: every line a whole-dollar amount or null (not filled in yet). */
export const worksheetSchema = z.strictObject({
  assets: sectionSchema(WORKSHEET_SECTIONS.assets.lines),
  debts: sectionSchema(WORKSHEET_SECTIONS.debts.lines),
  income: sectionSchema(WORKSHEET_SECTIONS.income.lines),
  expenses: sectionSchema(WORKSHEET_SECTIONS.expenses.lines),
});
export type Worksheet = z.infer<typeof worksheetSchema>;

/** An empty worksheet: every line unanswered. */
export const emptyWorksheet = (): Worksheet =>
  worksheetSchema.parse({
    assets: {},
    debts: {},
    income: {},
    expenses: {},
  });

/** A section's sum in dollars (unanswered lines count as nothing). */
export function sectionTotal(worksheet: Worksheet, section: WorksheetSection): number {
  return Object.values(worksheet[section] as Record<string, number | null>).reduce<number>(
    (sum, value) => sum + (value ?? 0),
    0,
  );
}

/** Net worth (assets less debts) and monthly cash flow (income less expenses), in dollars. */
export function worksheetTotals(worksheet: Worksheet) {
  return {
    netWorth: sectionTotal(worksheet, 'assets') - sectionTotal(worksheet, 'debts'),
    monthlyCashFlow: sectionTotal(worksheet, 'income') - sectionTotal(worksheet, 'expenses'),
  };
}

export const bookIncludedMeetingSchema = z.object({
  start: isoInstantSchema(),
  /** The zone the client picked the time in, for emails and reminders. */
  clientTimeZone: z.string().max(64).refine(isValidTimeZone, 'Choose a time zone from the list.'),
});
export type BookIncludedMeeting = z.infer<typeof bookIncludedMeetingSchema>;

export const newDocumentRequestSchema = z.object({
  title: documentRequestTitleSchema,
  /** Why the advisor needs it. */
  description: z
    .string()
    .trim()
    .max(LIMITS.notes.max, `The reason must be at most ${LIMITS.notes.max} characters.`)
    .default(''),
});
export type NewDocumentRequest = z.infer<typeof newDocumentRequestSchema>;

export const fulfilDocumentRequestSchema = z.object({ fileId: z.string().uuid() });
export type FulfilDocumentRequest = z.infer<typeof fulfilDocumentRequestSchema>;

const fileRefSchema = z.object({ id: z.string(), name: z.string() });

export const documentRequestSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(DOCUMENT_REQUEST_STATUSES),
  file: fileRefSchema.nullable(),
  fulfilledAt: z.string().nullable(),
  createdAt: z.string(),
});
export type DocumentRequest = z.infer<typeof documentRequestSchema>;

export const engagementMeetingSchema = z.object({
  eventId: z.string(),
  start: z.string(),
  end: z.string(),
  status: z.enum(EVENT_STATUSES),
});
export type EngagementMeeting = z.infer<typeof engagementMeetingSchema>;

export const engagementSummarySchema = z.object({
  id: z.string(),
  kind: z.enum(ENGAGEMENT_KINDS),
  status: z.enum(ENGAGEMENT_STATUSES),
  startsOn: z.string(),
  endsOn: z.string().nullable(),
  advisor: z.object({ id: z.string(), slug: z.string(), name: z.string() }),
  client: z.object({ id: z.string(), name: z.string(), email: z.string() }),
  deliveredAt: z.string().nullable(),
  /** The price fixed at signup, integer cents (The Ongoing's per month). */
  priceCents: z.number().int(),
  /** The Ongoing: when the next quarter is invoiced; null once cancelled. */
  nextInvoiceOn: z.string().nullable(),
});
export type EngagementSummary = z.infer<typeof engagementSummarySchema>;

export const engagementSchema = engagementSummarySchema.extend({
  /** The Plan's included meetings; null for The Ongoing's check-ins (no count limit). */
  meetingsIncluded: z.number().int().nullable(),
  /** Meetings that still count (booked or held), oldest first, cancelled ones after. */
  meetings: z.array(engagementMeetingSchema),
  /** Whether another meeting can be booked now, and why not when it cannot. */
  booking: z.object({ open: z.boolean(), reason: z.string().nullable() }),
  worksheet: worksheetSchema,
  worksheetUpdatedAt: z.string().nullable(),
  documentRequests: z.array(documentRequestSchema),
  /** The written plan, in the client's vault once delivered. */
  deliverable: fileRefSchema.nullable(),
  checkupDueOn: z.string().nullable(),
  /** The signup's invoices, newest first; the advisor's copy has no pay or receipt links. */
  invoices: z.array(billingInvoiceSchema),
  cancelledAt: z.string().nullable(),
});
export type Engagement = z.infer<typeof engagementSchema>;

export const engagementListSchema = z.object({ engagements: z.array(engagementSummarySchema) });
export type EngagementList = z.infer<typeof engagementListSchema>;

export const advisorEngagementsSchema = z.object({ engagements: z.array(engagementSchema) });
export type AdvisorEngagements = z.infer<typeof advisorEngagementsSchema>;

export const bookedIncludedMeetingSchema = z.object({ eventId: z.string() });
