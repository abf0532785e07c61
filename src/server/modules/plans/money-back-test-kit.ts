// What the money-back tests of The Plan and The Ongoing share: a client who bought the offering,
// their invoices as billing shows them, and the client's request.
import { expect } from 'vitest';
import { billingHistorySchema } from '../../../shared/contracts/billing';
import type { BillingInvoice } from '../../../shared/contracts/billing';
import { signupPayResultSchema, signupSchema } from '../../../shared/contracts/plan-signups';
import { BILLING_API } from '../../../shared/routes/billing-api';
import type { TestApp } from '../../testing/test-app';
import {
  advisorWithOfferings,
  payForSignup,
  signUp,
  signedInCaller,
  signupForm,
} from './signups-test-kit';
import type { Caller } from './signups-test-kit';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export const MONEY_BACK_REASON = 'The advice did not fit my situation at all.';

export async function invoicesOf(t: TestApp, client: Caller): Promise<BillingInvoice[]> {
  const answer = await t.app.inject({
    method: 'GET',
    url: BILLING_API.account,
    headers: client.headers,
  });
  expect(answer.statusCode, answer.body).toBe(200);
  return billingHistorySchema.parse(answer.json()).invoices;
}

/** A new client who bought the offering; answers them, the engagement and the paid invoice. */
export async function bought(t: TestApp, kind: EngagementKind) {
  const advisor = await advisorWithOfferings(t);
  const client = await signedInCaller(t);
  const offeringId = kind === 'plan' ? advisor.planId : advisor.ongoingId;
  const signup = signupSchema.parse((await signUp(t.app, client, signupForm(offeringId))).json());
  const paid = signupPayResultSchema.parse((await payForSignup(t.app, client, signup.id)).json());
  if (paid.status !== 'paid') throw new Error('The sandbox answered a redirect.');
  return {
    advisor,
    client,
    signupId: signup.id,
    engagementId: paid.engagementId,
    invoice: (await invoicesOf(t, client))[0]!,
  };
}

export const askMoneyBack = (
  t: TestApp,
  caller: Caller,
  invoiceId: string,
  reason = MONEY_BACK_REASON,
) =>
  t.app.inject({
    method: 'POST',
    url: BILLING_API.invoiceMoneyBack(invoiceId),
    headers: caller.headers,
    payload: { reason },
  });
