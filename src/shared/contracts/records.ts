// The advisor's compliance (books-and-records) report (docs/product.md#compliance-report): for
// one advisor and a date range, every client engagement, fee charged and refunded, disclosure
// accepted, review with its response, and notes sent. Amounts in integer cents, instants ISO.
import { z } from 'zod';
import { MEETING_STATUS_WORDS } from '../domain/meeting-status';
import { RECORD_RETENTION_YEARS } from './account-data';
import { isoDateSchema } from './advisor-payouts';

/** The months shown when no range is asked for; the longest range is the retention period. */
export const REPORT_DEFAULT_MONTHS = 12;

export const REPORT_MESSAGES = {
  fromAfterTo: 'The start date must be on or before the end date.',
  tooLong: `The report covers at most ${RECORD_RETENTION_YEARS} years at a time.`,
  badDate: 'The date must be a real day written as yyyy-MM-dd.',
} as const;

export const reportQuerySchema = z.object({
  from: isoDateSchema.optional(),
  to: isoDateSchema.optional(),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export const REPORT_FORMATS = ['json', 'pdf', 'csv'] as const;
export type ReportFormat = (typeof REPORT_FORMATS)[number];

/** What a Plan or Ongoing engagement, or The Hour, is called in the report. */
export const REPORT_OFFERINGS = ['The Hour', 'The Plan', 'The Ongoing'] as const;

const meetingSchema = z.object({
  id: z.string(),
  startsAt: z.string(),
  client: z.string(),
  /** The Hour, or the engagement the meeting was included in. */
  offering: z.string(),
  /** The shared word for people (ADR 0070), not the stored state. */
  status: z.enum(MEETING_STATUS_WORDS),
  priceCents: z.number().int(),
  notesSentAt: z.string().nullable(),
});

const engagementSchema = z.object({
  signupId: z.string(),
  offering: z.string(),
  client: z.string(),
  signedUpAt: z.string(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  status: z.string(),
  priceCents: z.number().int(),
});

export const FEE_TYPES = ['Charge', 'Refund', 'Invoice'] as const;

const feeSchema = z.object({
  id: z.string(),
  type: z.enum(FEE_TYPES),
  at: z.string(),
  client: z.string(),
  description: z.string(),
  amountCents: z.number().int(),
  status: z.string(),
});

const disclosureSchema = z.object({
  acceptedAt: z.string(),
  client: z.string(),
  /** The offering bought when it was accepted. */
  offering: z.string(),
  document: z.string(),
  /** The compliance document's version; null for the advisor's own terms (their text is kept). */
  version: z.number().int().nullable(),
  /** The advisor's terms as accepted; null for the firm's documents. */
  termsText: z.string().nullable(),
});

const reviewSchema = z.object({
  id: z.string(),
  createdAt: z.string(),
  reviewer: z.string(),
  rating: z.number().int(),
  title: z.string(),
  body: z.string(),
  responseBody: z.string().nullable(),
  respondedAt: z.string().nullable(),
  hidden: z.boolean(),
});

const noteSchema = z.object({
  eventId: z.string(),
  meetingAt: z.string(),
  client: z.string(),
  sentAt: z.string(),
});

export const complianceReportSchema = z.object({
  advisor: z.object({ userId: z.string(), name: z.string(), timeZone: z.string() }),
  /** The range as yyyy-MM-dd days in the advisor's time zone, both included. */
  from: z.string(),
  to: z.string(),
  generatedAt: z.string(),
  totals: z.object({
    meetings: z.number().int(),
    engagements: z.number().int(),
    chargedCents: z.number().int(),
    refundedCents: z.number().int(),
    reviews: z.number().int(),
    notesSent: z.number().int(),
  }),
  meetings: z.array(meetingSchema),
  engagements: z.array(engagementSchema),
  fees: z.array(feeSchema),
  disclosures: z.array(disclosureSchema),
  reviews: z.array(reviewSchema),
  notes: z.array(noteSchema),
});
export type ComplianceReport = z.infer<typeof complianceReportSchema>;
export type ReportMeeting = z.infer<typeof meetingSchema>;
export type ReportEngagement = z.infer<typeof engagementSchema>;
export type ReportFee = z.infer<typeof feeSchema>;
export type ReportDisclosure = z.infer<typeof disclosureSchema>;
export type ReportReview = z.infer<typeof reviewSchema>;
export type ReportNote = z.infer<typeof noteSchema>;

/** The CSV: one row per record, its section in the first column. */
export const REPORT_CSV_HEADER = [
  'Record',
  'Date',
  'Client',
  'Offering',
  'Description',
  'Status',
  'Amount (USD)',
  'Reference',
] as const;
