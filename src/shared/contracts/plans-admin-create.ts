// An admin records a Plan or an Ongoing arranged outside the web checkout (docs/product.md#plans-admin,
// ADR 0073): the client, the advisor whose offering it is, and why, for the audit log.
import { z } from 'zod';
import { auditReasonSchema } from '../limits';

export const createSignupSchema = z.object({
  clientId: z.uuid({ error: 'Choose a client.' }),
  /** The advisor's account (users/roles/Advisor lists them). */
  advisorUserId: z.uuid({ error: 'Choose an advisor.' }),
  reason: auditReasonSchema,
});
export type CreateSignup = z.input<typeof createSignupSchema>;

export const createdSignupSchema = z.object({ signupId: z.string(), instanceId: z.string() });
export type CreatedSignup = z.infer<typeof createdSignupSchema>;

export const CREATE_SIGNUP_MESSAGES = {
  noClient: 'Choose a client who has an open account with the Consumer role.',
  noAdvisor: 'Choose an advisor who has a profile.',
  alreadyRunning: 'This client already has this running with this advisor.',
  awaitingPayment:
    'This client has a signup with this advisor waiting for payment: let it be paid or lapse first.',
  full: 'Every place with this advisor is taken.',
} as const;
