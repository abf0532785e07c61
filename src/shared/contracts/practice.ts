// What needs doing in an advisor's practice (docs/product.md#dashboard): the open items Advisor
// Home lists, each naming its client so the page links to the client's page.
import { z } from 'zod';
import { CHARGE_STATUSES, REFUND_STATUSES } from './billing';
import { INTAKE_FORM_SOURCES, intakeAnswersSchema } from './intake';

const clientRefSchema = z.object({ id: z.string(), name: z.string() });

export const practiceToDoSchema = z.object({
  /** Published reviews without the advisor's response yet. */
  reviewsToAnswer: z.number().int(),
  /** Document requests the client has not answered, oldest first. */
  documentRequests: z.array(
    z.object({ id: z.string(), title: z.string(), askedAt: z.string(), client: clientRefSchema }),
  ),
  /** Active Plans whose written plan is not delivered yet, soonest last day first. */
  plansToDeliver: z.array(
    z.object({ engagementId: z.string(), endsOn: z.string().nullable(), client: clientRefSchema }),
  ),
  /** Invoices of the advisor's clients still open past their due date, oldest first. */
  overdueInvoices: z.array(
    z.object({
      id: z.string(),
      /** 'INV-000123'. */
      number: z.string(),
      amountCents: z.number().int(),
      dueAt: z.string(),
      client: clientRefSchema,
    }),
  ),
});
export type PracticeToDo = z.infer<typeof practiceToDoSchema>;

/** How many items of each list Advisor Home shows; the rest are counted. */
export const PRACTICE_TO_DO_SHOWN = 5;

/** What a client told the advisor and paid them (docs/product.md#dashboard), newest first. */
export const clientRecordSchema = z.object({
  /** Intake forms answered before an Hour or on signing up for a Plan or an Ongoing. */
  intake: z.array(
    z.object({
      id: z.string(),
      source: z.enum(INTAKE_FORM_SOURCES),
      answeredAt: z.string(),
      /** The Hour the answers were for, once it is booked. */
      meetingStart: z.string().nullable(),
      answers: intakeAnswersSchema,
    }),
  ),
  /** Every payment the client made to the advisor: Hours and Plan or Ongoing invoices. */
  payments: z.array(
    z.object({
      id: z.string(),
      at: z.string(),
      description: z.string(),
      amountCents: z.number().int(),
      status: z.enum(CHARGE_STATUSES),
      /** Refunds are whole; a failed one is still being retried. */
      refund: z
        .object({ amountCents: z.number().int(), status: z.enum(REFUND_STATUSES) })
        .nullable(),
    }),
  ),
  /** Succeeded payments, and the part of them refunded or being refunded. */
  paidCents: z.number().int(),
  refundedCents: z.number().int(),
});
export type ClientRecord = z.infer<typeof clientRecordSchema>;
