// An Ongoing offering's waitlist (docs/product.md#waitlist): joined only when full, a place in the
// queue, leaving it, and a freed place telling the first one waiting by email exactly once, however
// many calls report it at the same moment.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { WaitlistPlace } from '../../../shared/contracts/offerings';
import { OFFERING_MESSAGES } from '../../../shared/contracts/offerings';
import type { ErrorBody } from '../../../shared/errors';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { emails } from '../../db/schema/notifications';
import { waitlistEntries } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  TERMS,
  advisorWithAccount,
  expireHold,
  holdPlace,
  putOffering,
  setOngoingFlag,
  signedIn,
} from './offerings-test-kit';
import type { Caller } from './offerings-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  await setOngoingFlag(t, true);
});
afterAll(async () => {
  await t.close();
});

/** An Ongoing offering on, with `capacity` places. */
async function ongoingOf(capacity: number) {
  const advisor = await advisorWithAccount(t);
  const offering = advisor.own.ongoing;
  const response = await putOffering(t.app, advisor.headers, offering.id, {
    enabled: true,
    priceCents: 10_000,
    terms: TERMS,
    capacity,
  });
  expect(response.statusCode, response.body).toBe(200);
  return { advisor, offering: { id: offering.id, advisorId: advisor.advisorId } };
}

const waitlist = (method: 'GET' | 'POST' | 'DELETE', offeringId: string, caller?: Caller) =>
  t.app.inject({ method, url: OFFERINGS_API.waitlist(offeringId), headers: caller?.headers ?? {} });

const emailsTo = (address: string) =>
  t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, address), eq(emails.template, 'waitlist-place-free')));

describe('the waitlist', () => {
  it('is joined only when the offering is full, and keeps first come first', async () => {
    const { offering } = await ongoingOf(1);
    const first = await signedIn(t, ['Consumer']);
    const second = await signedIn(t, ['Consumer']);

    const early = await waitlist('POST', offering.id, first);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe(OFFERING_MESSAGES.notFull);

    const holder = await signedIn(t, ['Consumer']);
    await holdPlace(t.database.db, offering, holder.user.id);
    expect((await waitlist('POST', offering.id, first)).json<WaitlistPlace>().position).toBe(1);
    expect((await waitlist('POST', offering.id, second)).json<WaitlistPlace>().position).toBe(2);
    // Joining again keeps the place.
    expect((await waitlist('POST', offering.id, first)).json<WaitlistPlace>().position).toBe(1);
    expect((await waitlist('GET', offering.id, second)).json<WaitlistPlace>()).toEqual({
      position: 2,
      notifiedAt: null,
    });

    expect((await waitlist('DELETE', offering.id, first)).statusCode).toBe(200);
    expect((await waitlist('GET', offering.id, second)).json<WaitlistPlace>().position).toBe(1);
    expect((await waitlist('GET', offering.id, first)).json<WaitlistPlace>().position).toBeNull();
  });

  it('needs a signed-in person and a shown Ongoing offering', async () => {
    const { offering } = await ongoingOf(1);
    const client = await signedIn(t, ['Consumer']);
    expect((await waitlist('POST', offering.id)).statusCode).toBe(401);
    try {
      await setOngoingFlag(t, false);
      expect((await waitlist('POST', offering.id, client)).statusCode).toBe(404);
    } finally {
      await setOngoingFlag(t, true);
    }
    expect((await waitlist('GET', 'not-an-id', client)).statusCode).toBe(404);
  });

  it('tells the first one waiting of a freed place once, under 10 concurrent reports', async () => {
    const { offering } = await ongoingOf(1);
    const holder = await signedIn(t, ['Consumer']);
    const held = await holdPlace(t.database.db, offering, holder.user.id);
    const first = await signedIn(t, ['Consumer']);
    const second = await signedIn(t, ['Consumer']);
    await waitlist('POST', offering.id, first);
    await waitlist('POST', offering.id, second);

    // Nothing is free yet: no one is told.
    const early = await t.app.services.offerings.placeFreed(offering.id);
    expect(early.notifiedClientId).toBeNull();

    await expireHold(t.database.db, held);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => t.app.services.offerings.placeFreed(offering.id)),
    );
    const told = results.map((result) => result.notifiedClientId).filter(Boolean);
    expect(told).toEqual([first.user.id]);
    expect(await emailsTo(first.user.email)).toHaveLength(1);
    expect(await emailsTo(second.user.email)).toHaveLength(0);
    const [mail] = await emailsTo(first.user.email);
    expect(mail?.textBody).toContain(PLAN_PAGES.purchaseOngoing(offering.id));

    const place = (await waitlist('GET', offering.id, first)).json<WaitlistPlace>();
    expect(place.position).toBeNull();
    expect(place.notifiedAt).not.toBeNull();
    expect((await waitlist('GET', offering.id, second)).json<WaitlistPlace>().position).toBe(1);

    // The place stays offered to the first: another report tells no one else.
    expect((await t.app.services.offerings.placeFreed(offering.id)).notifiedClientId).toBeNull();
    const rows = await t.database.db
      .select()
      .from(waitlistEntries)
      .where(eq(waitlistEntries.offeringId, offering.id));
    expect(rows.filter((row) => row.notifiedAt !== null)).toHaveLength(1);
  });
});
