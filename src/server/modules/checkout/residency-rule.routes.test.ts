// The residency rule over HTTP (docs/product.md#booking, ADR 0054): a hold is refused unless the
// advisor serves the state the client lives in; outside the US is refused; an unknown residence
// is asked for; the answer is remembered on the profile; a Plan signup is refused the same way.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { OUTSIDE_US } from '../../../shared/contracts/residence';
import { profileSchema } from '../../../shared/contracts/profile';
import { ERROR_MESSAGES, residenceNotServedMessage } from '../../../shared/errors';
import { ACCOUNT_API } from '../../../shared/routes/account-api';
import { BOOKING_API } from '../../../shared/routes/booking-api';
import { PLANS_API } from '../../../shared/routes/plans-api';
import { advisorStates } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { createTestClock } from '../../testing/test-clock';
import { openSlots, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { advisorWithOfferings, signUp, signupForm } from '../plans/signups-test-kit';

// thomas-nguyen serves DC, MD, VA, NY, CA and WA (the demo data).
const ADVISOR = 'thomas-nguyen';
const clock = createTestClock('2027-01-04T12:00:00Z');
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ now: clock.now, env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

async function holdAs(caller: Caller, start: string, residence?: string) {
  return t.app.inject({
    method: 'POST',
    url: BOOKING_API.holds,
    headers: caller.headers,
    payload: {
      advisorSlug: ADVISOR,
      start,
      clientTimeZone: 'America/New_York',
      ...(residence ? { residence } : {}),
    },
  });
}

async function residenceOf(caller: Caller): Promise<string | null> {
  const answer = await t.app.inject({
    method: 'GET',
    url: ACCOUNT_API.profile,
    headers: caller.headers,
  });
  return profileSchema.parse(answer.json()).residence;
}

describe('the residency rule on POST api/booking/holds', () => {
  it('holds for a resident of a served state and remembers the state on the profile', async () => {
    const client = await signedInCaller(t);
    const slots = await openSlots(t.app, ADVISOR);
    const answer = await holdAs(client, slots[0]!.start, 'CA');
    expect(answer.statusCode, answer.body).toBe(201);
    expect(await residenceOf(client)).toBe('CA');
    // Remembered: the next hold need not say it again.
    const again = await holdAs(client, slots[1]!.start);
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a resident of a state the advisor does not serve, naming the state', async () => {
    const client = await signedInCaller(t);
    const [slot] = await openSlots(t.app, ADVISOR);
    const answer = await holdAs(client, slot!.start, 'OH');
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'residenceNotServed',
      message: residenceNotServedMessage('Ohio'),
    });
    // The answer is kept though the hold was refused, and the time stays open.
    expect(await residenceOf(client)).toBe('OH');
    const refusedAgain = await holdAs(client, slot!.start);
    expect(refusedAgain.json()).toMatchObject({ code: 'residenceNotServed' });
    expect((await openSlots(t.app, ADVISOR)).map((s) => s.start)).toContain(slot!.start);
  });

  it('refuses a client who lives outside the US', async () => {
    const client = await signedInCaller(t);
    const [slot] = await openSlots(t.app, ADVISOR);
    const answer = await holdAs(client, slot!.start, OUTSIDE_US);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      code: 'residenceOutsideUs',
      message: ERROR_MESSAGES.residenceOutsideUs,
    });
  });

  it('asks a client whose residence is unknown, and refuses a made-up one', async () => {
    const client = await signedInCaller(t);
    const [slot] = await openSlots(t.app, ADVISOR);
    const unknown = await holdAs(client, slot!.start);
    expect(unknown.statusCode).toBe(409);
    expect(unknown.json()).toMatchObject({ code: 'residenceRequired' });
    const madeUp = await holdAs(client, slot!.start, 'ZZ');
    expect(madeUp.statusCode).toBe(400);
    expect(madeUp.json().fieldErrors).toHaveProperty('residence');
    expect(await residenceOf(client)).toBeNull();
  });

  it('lets the profile page change the residence', async () => {
    const client = await signedInCaller(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: ACCOUNT_API.profile,
      headers: client.headers,
      payload: { residence: 'NY' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(profileSchema.parse(saved.json()).residence).toBe('NY');
    const [slot] = await openSlots(t.app, ADVISOR);
    expect((await holdAs(client, slot!.start)).statusCode).toBe(201);
  });
});

describe('the residency rule on POST api/plans/signups', () => {
  it('refuses The Plan with an advisor who does not serve the client’s state', async () => {
    const advisor = await advisorWithOfferings(t);
    await t.database.db.insert(advisorStates).values({ advisorId: advisor.advisorId, state: 'CO' });
    const client = await signedInCaller(t);
    const refused = await signUp(t.app, client, signupForm(advisor.planId, { residence: 'TX' }));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      code: 'residenceNotServed',
      message: residenceNotServedMessage('Texas'),
    });
    const abroad = await signUp(
      t.app,
      client,
      signupForm(advisor.planId, { residence: OUTSIDE_US }),
    );
    expect(abroad.json()).toMatchObject({ code: 'residenceOutsideUs' });
    const served = await signUp(t.app, client, signupForm(advisor.planId, { residence: 'CO' }));
    expect(served.statusCode, served.body).toBe(201);
  });

  it('asks a client who never said where they live before The Plan takes a place', async () => {
    const advisor = await advisorWithOfferings(t);
    const client = await signedInCaller(t);
    // Straight to the route: the kit's signUp would make the client a resident first.
    const asked = await t.app.inject({
      method: 'POST',
      url: PLANS_API.signups,
      headers: client.headers,
      payload: signupForm(advisor.planId),
    });
    expect(asked.statusCode).toBe(409);
    expect(asked.json()).toMatchObject({ code: 'residenceRequired' });
    expect(await residenceOf(client)).toBeNull();
  });
});
