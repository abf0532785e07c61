import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { COMPLIANCE_PAGES } from '../../../shared/routes/compliance';
import { COMPLIANCE_API } from '../../../shared/routes/compliance-api';
import { checkoutSchema, payResultSchema } from '../../../shared/contracts/booking';
import { COMPLIANCE_MESSAGES, recentAcceptancesSchema } from '../../../shared/contracts/compliance';
import { USER_AGREEMENT_SLUGS } from '../../../shared/domain/compliance-documents';
import { charges } from '../../db/schema/payments';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { INTAKE, hold, openSlots, pay, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { complianceTestKit } from './compliance-test-kit';

const ADVISOR = 'andre-thompson';

let t: TestApp;
let admin: Caller;
const kit = complianceTestKit(() => t);

beforeAll(async () => {
  t = await createTestApp();
  admin = await kit.admin();
});
afterAll(async () => {
  await t.close();
});

/** Holds a time and answers the intake form: the checkout, ready to pay. */
async function readyCheckout(client: Caller, slotIndex: number): Promise<string> {
  const slots = await openSlots(t.app, ADVISOR);
  const held = await hold(t.app, client, ADVISOR, slots[slotIndex]!.start);
  expect(held.statusCode, held.body).toBe(201);
  const checkout = checkoutSchema.parse(held.json());
  const intake = await t.app.inject({
    method: 'PUT',
    url: BOOKING_API.holdIntake(checkout.id),
    headers: client.headers,
    payload: INTAKE,
  });
  expect(intake.statusCode, intake.body).toBe(200);
  return checkout.id;
}

async function recent(caller: Caller, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `${COMPLIANCE_API.recentAcceptances}${query}`,
    headers: caller.headers,
  });
}

describe('user agreements before booking', () => {
  it('lists the four agreements, none accepted, for a new client', async () => {
    const client = await kit.newClient();
    const status = await kit.myAgreements(client);
    expect(status.allAccepted).toBe(false);
    expect(status.agreements.map((agreement) => agreement.slug)).toEqual([...USER_AGREEMENT_SLUGS]);
    for (const agreement of status.agreements) {
      expect(agreement).toMatchObject({ version: 1, acceptedVersion: null });
      expect(agreement.url).toBe(COMPLIANCE_PAGES.document(agreement.slug));
    }
  });

  it('refuses the booking until accepted, charging nothing, then books', async () => {
    const client = await kit.newClient('Robin Firsttime');
    const checkoutId = await readyCheckout(client, 0);
    const refused = await pay(t.app, client, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ code: 'agreementsRequired' });
    expect((refused.json() as { message: string }).message).toMatch(/Terms of Use.*Form CRS/);
    const charged = await t.database.db
      .select()
      .from(charges)
      .where(eq(charges.clientId, client.user.id));
    expect(charged).toHaveLength(0);

    const accepted = await kit.acceptShown(client);
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(accepted.json()).toMatchObject({ allAccepted: true });
    const paid = await pay(t.app, client, checkoutId);
    expect(paid.statusCode, paid.body).toBe(200);
    expect(payResultSchema.parse(paid.json()).status).toBe('paid');
  });

  it('refuses an acceptance that leaves one out or names an old version', async () => {
    const client = await kit.newClient();
    const shown = (await kit.myAgreements(client)).agreements;
    const partial = await kit.accept(
      client,
      shown.slice(1).map(({ slug, version }) => ({ slug, version })),
    );
    expect(partial.statusCode).toBe(400);
    const stale = await kit.accept(
      client,
      shown.map(({ slug, version }) => ({
        slug,
        version: slug === 'form-crs' ? version + 1 : version,
      })),
    );
    expect(stale.statusCode).toBe(409);
    expect(await kit.myAgreements(client)).toMatchObject({ allAccepted: false });
    expect((await kit.accept(client, [])).statusCode).toBe(400);
  });

  it('refuses the agreement calls to someone not signed in and to an advisor', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: COMPLIANCE_API.myAgreements })).statusCode,
    ).toBe(401);
    const advisor = await signedInCaller(t, ['Advisor']);
    const refused = await kit.accept(advisor, [{ slug: 'form-crs', version: 1 }]);
    expect(refused.statusCode).toBe(403);
  });

  it('asks again after a new Form CRS version, and the admin sees the acceptance', async () => {
    const client = await kit.newClient('Jordan Returning');
    expect((await kit.acceptShown(client)).statusCode).toBe(200);
    const published = await kit.upload(admin, {
      slug: 'form-crs',
      version: 2,
      fileName: 'Form CRS.pdf',
    });
    expect(published.statusCode, published.body).toBe(200);

    const status = await kit.myAgreements(client);
    expect(status.allAccepted).toBe(false);
    expect(status.agreements.find((agreement) => agreement.slug === 'form-crs')).toMatchObject({
      version: 2,
      acceptedVersion: 1,
    });
    const checkoutId = await readyCheckout(client, 1);
    const refused = await pay(t.app, client, checkoutId);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'agreementsRequired',
      message: COMPLIANCE_MESSAGES.mustAccept('Form CRS Client Relationship Summary'),
    });
    expect((await kit.acceptShown(client)).statusCode).toBe(200);
    expect((await pay(t.app, client, checkoutId)).statusCode).toBe(200);

    const answer = await recent(admin, `?q=${encodeURIComponent(client.user.email)}`);
    expect(answer.statusCode).toBe(200);
    const list = recentAcceptancesSchema.parse(answer.json());
    const mine = list.items;
    expect(mine.every((row) => row.clientEmail === client.user.email)).toBe(true);
    // The new Form CRS alone on top, then the paid booking's disclosures, then the first four.
    expect(mine[0]).toMatchObject({ context: 'booking' });
    const agreementRows = mine.filter((row) => row.context === 'agreement');
    expect(agreementRows[0]).toMatchObject({
      clientName: 'Jordan Returning',
      documentName: 'Form CRS Client Relationship Summary',
      documentVersion: 2,
    });
    expect(agreementRows[0]!.ipAddress).toMatch(/\d|:/);
    expect(agreementRows).toHaveLength(5);
  });
});

describe('GET api/useragreements/recent', () => {
  it('is for admins only', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: COMPLIANCE_API.recentAcceptances })).statusCode,
    ).toBe(401);
    const client = await kit.newClient();
    expect((await recent(client)).statusCode).toBe(403);
  });

  it('pages newest first, searches names and emails, filters by document and sorts', async () => {
    const morgan = await kit.newClient('Morgan Searchable');
    expect((await kit.acceptShown(morgan)).statusCode).toBe(200);
    const all = recentAcceptancesSchema.parse((await recent(admin)).json());
    expect(all).toMatchObject({ page: 1, size: 25 });
    expect(all.total).toBeGreaterThanOrEqual(all.items.length);
    const times = all.items.map((row) => row.acceptedAt);
    expect([...times].sort().reverse()).toEqual(times);

    const byName = recentAcceptancesSchema.parse(
      (await recent(admin, '?q=morgan%20search')).json(),
    );
    expect(byName.total).toBe(USER_AGREEMENT_SLUGS.length);
    expect(new Set(byName.items.map((row) => row.clientEmail))).toEqual(
      new Set([morgan.user.email]),
    );
    const byEmail = recentAcceptancesSchema.parse(
      (await recent(admin, `?q=${encodeURIComponent(morgan.user.email.toUpperCase())}`)).json(),
    );
    expect(byEmail.total).toBe(USER_AGREEMENT_SLUGS.length);

    const crs = recentAcceptancesSchema.parse(
      (await recent(admin, '?document=form-crs&size=100')).json(),
    );
    expect(crs.items.length).toBeGreaterThan(0);
    expect(crs.items.every((row) => row.documentName.startsWith('Form CRS'))).toBe(true);
    const mineCrs = recentAcceptancesSchema.parse(
      (await recent(admin, '?document=form-crs&q=morgan%20search')).json(),
    );
    expect(mineCrs.total).toBe(1);

    const byClient = recentAcceptancesSchema.parse(
      (await recent(admin, '?sort=client&dir=asc&size=100')).json(),
    );
    const names = byClient.items.map((row) => row.clientName);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-US', { sensitivity: 'base' }))).toEqual(
      names,
    );
  });

  it('refuses a bad page, size, sort or search', async () => {
    expect((await recent(admin, '?page=0')).statusCode).toBe(400);
    expect((await recent(admin, '?size=1000')).statusCode).toBe(400);
    expect((await recent(admin, '?sort=ipAddress')).statusCode).toBe(400);
    expect((await recent(admin, `?q=${'x'.repeat(500)}`)).statusCode).toBe(400);
  });
});
