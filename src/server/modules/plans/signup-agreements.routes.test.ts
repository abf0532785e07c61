// The client agreements before The Plan and The Ongoing (docs/product.md#user-agreements): the
// signup (which records the disclosures as accepted) and its first payment are refused with
// agreementsRequired until the client accepted every agreement in force; nothing is charged or
// invoiced and a kept place stays kept; once accepted, it goes through.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupPayResultSchema, signupSchema } from '../../../shared/contracts/plan-signups';
import { charges, invoices } from '../../db/schema/payments';
import { engagements, signups } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { complianceTestKit } from '../compliance/compliance-test-kit';
import {
  advisorWithOfferings,
  payForSignup,
  setFlag,
  signUp,
  signupForm,
} from './signups-test-kit';
import type { EngagementKind } from '../../../shared/offerings/catalog';

let t: TestApp;
const kit = complianceTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await setFlag(t, 'TheOngoing', true);
});
afterAll(async () => {
  await t.close();
});

const KINDS: { kind: EngagementKind; name: string }[] = [
  { kind: 'plan', name: 'The Plan' },
  { kind: 'ongoing', name: 'The Ongoing' },
];

const refusedForAgreements = (answer: { statusCode: number; json: () => unknown }) => {
  expect(answer.statusCode).toBe(409);
  expect(answer.json()).toMatchObject({ code: 'agreementsRequired' });
  return (answer.json() as { message: string }).message;
};

describe('client agreements before a signup is made and paid', () => {
  it.each(KINDS)(
    'refuses $name’s signup until accepted, taking no place, then signs up and pays',
    async ({ kind }) => {
      const advisor = await advisorWithOfferings(t);
      const client = await kit.newClient(`Quinn ${kind}`);
      const offeringId = kind === 'plan' ? advisor.planId : advisor.ongoingId;
      const refused = await signUp(t.app, client, signupForm(offeringId));
      expect(refusedForAgreements(refused)).toMatch(/Terms of Use.*Privacy.*Form CRS.*Form ADV/);
      const db = t.database.db;
      expect(await db.select().from(signups).where(eq(signups.clientId, client.user.id))).toEqual(
        [],
      );

      expect((await kit.acceptShown(client)).statusCode).toBe(200);
      const created = await signUp(t.app, client, signupForm(offeringId));
      expect(created.statusCode, created.body).toBe(201);
      const signup = signupSchema.parse(created.json());
      const paid = await payForSignup(t.app, client, signup.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(signupPayResultSchema.parse(paid.json()).status).toBe('paid');
    },
  );

  it.each(KINDS)(
    'refuses $name’s payment after a new version, charging nothing and keeping the place',
    async ({ kind }) => {
      const advisor = await advisorWithOfferings(t);
      const client = await kit.newClient(`Harper ${kind}`);
      expect((await kit.acceptShown(client)).statusCode).toBe(200);
      const offeringId = kind === 'plan' ? advisor.planId : advisor.ongoingId;
      const created = await signUp(t.app, client, signupForm(offeringId));
      expect(created.statusCode, created.body).toBe(201);
      const signup = signupSchema.parse(created.json());

      const admin = await kit.admin();
      const privacy = (await kit.myAgreements(client)).agreements.find(
        (agreement) => agreement.slug === 'privacy-policy',
      );
      const published = await kit.upload(admin, {
        slug: 'privacy-policy',
        version: privacy!.version + 1,
        fileName: 'Privacy Policy.pdf',
      });
      expect(published.statusCode, published.body).toBe(200);

      const refused = await payForSignup(t.app, client, signup.id);
      const message = refusedForAgreements(refused);
      expect(message).toMatch(/Privacy/);
      expect(message).not.toMatch(/Form CRS/);
      const db = t.database.db;
      expect(await db.select().from(charges).where(eq(charges.clientId, client.user.id))).toEqual(
        [],
      );
      expect(await db.select().from(invoices).where(eq(invoices.signupId, signup.id))).toEqual([]);
      expect(
        await db.select().from(engagements).where(eq(engagements.signupId, signup.id)),
      ).toEqual([]);
      const [kept] = await db.select().from(signups).where(eq(signups.id, signup.id));
      expect(kept!.state).toBe('awaiting-payment');

      expect((await kit.acceptShown(client)).statusCode).toBe(200);
      const paid = await payForSignup(t.app, client, signup.id);
      expect(paid.statusCode, paid.body).toBe(200);
      expect(signupPayResultSchema.parse(paid.json()).status).toBe('paid');
    },
  );
});
