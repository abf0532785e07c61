// What needs doing in an advisor's practice (docs/product.md#dashboard): the open items Advisor
// Home lists, each naming its client so the page links to the client's page.
import { z } from 'zod';

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
