// Signing up for The Plan and The Ongoing (docs/product.md#signups): the last Ongoing place goes to
// exactly one of many clients at once, a closed offering or the flag off refuses, one client in
// several tabs gets one signup, another client's signup is not found, and the intake answers are
// kept with their source.
import { DISCLOSURE_DOCUMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { disclosureAcceptances } from '../../db/schema/compliance';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LIMITS } from '../../../shared/limits';
import { SIGNUP_MESSAGES, signupSchema } from '../../../shared/contracts/plan-signups';
import type { ErrorBody } from '../../../shared/errors';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { intakeResponses } from '../../db/schema/intake';
import { signups } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  ONGOING_PRICE_CENTS,
  PLAN_PRICE_CENTS,
  TERMS,
  advisorWithOfferings,
  setFlag,
  setOffering,
  signUp,
  signedInCaller,
  signupForm,
} from './signups-test-kit';

const CLIENTS = 30;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await setFlag(t, 'TheOngoing', true);
});
afterAll(async () => {
  await t.close();
});

const signupsOf = (offeringId: string) =>
  t.database.db
    .select()
    .from(signups)
    .where(and(eq(signups.offeringId, offeringId), eq(signups.state, 'awaiting-payment')));

describe('signing up', () => {
  it(`gives the last Ongoing place to exactly one of ${CLIENTS} clients at once`, async () => {
    const advisor = await advisorWithOfferings(t, 1);
    const clients = await Promise.all(Array.from({ length: CLIENTS }, () => signedInCaller(t)));
    const answers = await Promise.all(
      clients.map((client) => signUp(t.app, client, signupForm(advisor.ongoingId))),
    );
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status >= 500)).toEqual([]);
    expect(statuses.filter((status) => status === 201)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.statusCode === 409);
    expect(refused).toHaveLength(CLIENTS - 1);
    for (const answer of refused) {
      expect(answer.json<ErrorBody>().message).toBe(SIGNUP_MESSAGES.full);
    }
    const held = await signupsOf(advisor.ongoingId);
    expect(held).toHaveLength(1);
    const winner = signupSchema.parse(answers.find((a) => a.statusCode === 201)!.json());
    expect(held[0]!.id).toBe(winner.id);
    expect(winner.firstPaymentCents).toBe(ONGOING_PRICE_CENTS * 3);
  });

  it('answers one client in three tabs with one signup', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const answers = await Promise.all(
      [1, 2, 3].map(() => signUp(t.app, client, signupForm(advisor.planId))),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 200, 201]);
    const ids = new Set(answers.map((a) => signupSchema.parse(a.json()).id));
    expect(ids.size).toBe(1);
    expect(await signupsOf(advisor.planId)).toHaveLength(1);
  });

  it('keeps the terms as accepted, the price fixed now, and the intake answers with their source', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const plan = await signUp(t.app, client, signupForm(advisor.planId));
    expect(plan.statusCode, plan.body).toBe(201);
    const ongoing = await signUp(t.app, client, signupForm(advisor.ongoingId));
    expect(ongoing.statusCode, ongoing.body).toBe(201);
    for (const [answer, source] of [
      [plan, 'ThePlanSignup'],
      [ongoing, 'TheOngoingSignup'],
    ] as const) {
      const view = signupSchema.parse(answer.json());
      const [row] = await t.database.db.select().from(signups).where(eq(signups.id, view.id));
      expect(row!.termsText).toBe(TERMS);
      expect(row!.termsAcceptedAt).toBeInstanceOf(Date);
      expect(row!.priceCents).toBe(
        source === 'ThePlanSignup' ? PLAN_PRICE_CENTS : ONGOING_PRICE_CENTS,
      );
      const [intake] = await t.database.db
        .select()
        .from(intakeResponses)
        .where(eq(intakeResponses.id, row!.intakeResponseId!));
      expect(intake!.source).toBe(source);
      // The firm's disclosures accepted with the terms, at their version, at the same moment.
      const accepted = await t.database.db
        .select()
        .from(disclosureAcceptances)
        .where(eq(disclosureAcceptances.signupId, view.id));
      expect(accepted.map((a) => a.documentSlug).sort()).toEqual(
        [...DISCLOSURE_DOCUMENT_SLUGS].sort(),
      );
      for (const acceptance of accepted) {
        expect(acceptance.documentVersion).toBe(1);
        expect(acceptance.acceptedAt).toEqual(row!.termsAcceptedAt);
        expect(acceptance.clientId).toBe(client.user.id);
      }
      expect(intake!.clientId).toBe(client.user.id);
      expect(intake!.advisorId).toBe(advisor.advisorId);
      expect(intake!.answers.topics).toEqual(['retirement', 'tax']);
      expect(intake!.answers.background).toBe('We both work for the state and have pensions.');
    }
  });

  it('refuses extra information over the limit, and an unticked terms box, by field', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    const long = await signUp(
      t.app,
      client,
      signupForm(advisor.planId, { extraInformation: 'x'.repeat(LIMITS.extraInformation.max + 1) }),
    );
    expect(long.statusCode).toBe(400);
    expect(long.json<ErrorBody>().fieldErrors?.extraInformation).toEqual([
      'Extra information must be at most 2000 characters.',
    ]);
    const unticked = await signUp(t.app, client, {
      ...signupForm(advisor.planId),
      acceptTerms: false,
    });
    expect(unticked.statusCode).toBe(400);
    expect(unticked.json<ErrorBody>().fieldErrors?.acceptTerms).toEqual([
      SIGNUP_MESSAGES.acceptTerms,
    ]);
    expect(await signupsOf(advisor.planId)).toHaveLength(0);
  });

  it('refuses an offering switched off, and The Ongoing while its flag is off', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    await setOffering(t.app, advisor, advisor.planId, { enabled: false });
    const off = await signUp(t.app, client, signupForm(advisor.planId));
    expect(off.statusCode).toBe(409);
    expect(off.json<ErrorBody>().message).toBe(SIGNUP_MESSAGES.notOffered);

    await setFlag(t, 'TheOngoing', false);
    try {
      const flagged = await signUp(t.app, client, signupForm(advisor.ongoingId));
      expect(flagged.statusCode).toBe(404);
      expect(flagged.json<ErrorBody>().message).toBe(SIGNUP_MESSAGES.notOpen('The Ongoing'));
    } finally {
      await setFlag(t, 'TheOngoing', true);
    }
    expect(await signupsOf(advisor.planId)).toHaveLength(0);
    expect(await signupsOf(advisor.ongoingId)).toHaveLength(0);
  });

  it('answers another client asking for a signup with not found', async () => {
    const advisor = await advisorWithOfferings(t);
    const [owner, other] = [await signedInCaller(t), await signedInCaller(t)];
    const created = signupSchema.parse(
      (await signUp(t.app, owner, signupForm(advisor.planId))).json(),
    );
    const mine = await t.app.inject({
      method: 'GET',
      url: PLANS_API.signup(created.id),
      headers: owner.headers,
    });
    expect(mine.statusCode).toBe(200);
    for (const caller of [other]) {
      const read = await t.app.inject({
        method: 'GET',
        url: PLANS_API.signup(created.id),
        headers: caller.headers,
      });
      expect(read.statusCode).toBe(404);
      const pay = await t.app.inject({
        method: 'POST',
        url: PLANS_API.signupPay(created.id),
        headers: { ...caller.headers, 'idempotency-key': 'attempt-other-client' },
        payload: {},
      });
      expect(pay.statusCode).toBe(404);
    }
  });
});
