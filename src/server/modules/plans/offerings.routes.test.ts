// The offerings (docs/product.md#offerings): what an advisor may set (every price limit and step,
// capacity, terms), whose offering they may touch, what the public sees while switched off or
// while the TheOngoing flag is off, and that a saved price shows at once on the profile.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ONGOING_TOTAL_CAPACITY_MAX } from '../../../shared/constants';
import type { OwnOffering, PublicOffering } from '../../../shared/contracts/offerings';
import type { AdvisorProfile } from '../../../shared/contracts/advisors';
import type { ErrorBody } from '../../../shared/errors';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { OFFERINGS_API } from '../../../shared/routes/offerings-api';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import {
  TERMS,
  advisorWithAccount,
  ownOfferings,
  putOffering,
  setOngoingFlag,
  signedIn,
} from './offerings-test-kit';
import { offeringOf } from '../../../shared/offerings/catalog';
import type { EngagementKind } from '../../../shared/offerings/catalog';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

const body = (kind: EngagementKind, priceCents: number) => ({
  enabled: true,
  priceCents,
  terms: TERMS,
  ...(kind === 'ongoing' ? { capacity: 5 } : {}),
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

describe("an advisor's offerings", () => {
  it('are made on first sight, both off, at the prices on the profile', async () => {
    const advisor = await advisorWithAccount(t);
    expect(advisor.own.plan).toMatchObject({ kind: 'plan', enabled: false, priceCents: 250_000 });
    expect(advisor.own.ongoing).toMatchObject({
      kind: 'ongoing',
      enabled: false,
      priceCents: 10_000,
      capacity: 10,
      placesTaken: 0,
      placesLeft: 10,
    });
    expect(advisor.own.plan.terms.length).toBeGreaterThan(20);
  });

  for (const kind of ['plan', 'ongoing'] as const) {
    const rule = offeringOf(kind).price.rule;
    const label = kind === 'plan' ? 'Plan price' : 'Monthly price';
    const refused: [string, number, string][] = [
      [
        'below the minimum',
        (rule.min - rule.step) * 100,
        `${label} must be at least $${rule.min}.`,
      ],
      [
        'above the maximum',
        (rule.max + rule.step) * 100,
        `${label} must be at most $${rule.max.toLocaleString('en-US')}.`,
      ],
      [
        'off the step',
        (rule.min + rule.step / 5) * 100,
        `${label} must be a multiple of $${rule.step}.`,
      ],
      ['not whole cents', rule.default * 100 + 0.5, `${label} must be a whole number of cents.`],
    ];
    for (const [name, cents, message] of refused) {
      it(`refuse a ${kind} price ${name} with the field's message`, async () => {
        const advisor = await advisorWithAccount(t);
        const response = await putOffering(
          t.app,
          advisor.headers,
          advisor.own[kind].id,
          body(kind, cents),
        );
        expect(response.statusCode, response.body).toBe(400);
        expect(response.json<ErrorBody>().fieldErrors?.priceCents).toContain(message);
      });
    }

    it(`accept a ${kind} price at the minimum, the default and the maximum`, async () => {
      const advisor = await advisorWithAccount(t);
      for (const dollars of [rule.min, rule.default, rule.max]) {
        const response = await putOffering(
          t.app,
          advisor.headers,
          advisor.own[kind].id,
          body(kind, dollars * 100),
        );
        expect(response.statusCode, response.body).toBe(200);
        expect(response.json<OwnOffering>()).toMatchObject({
          priceCents: dollars * 100,
          enabled: true,
        });
      }
    });
  }

  it('refuses a capacity outside 1 to the maximum, and terms too short', async () => {
    const advisor = await advisorWithAccount(t);
    for (const capacity of [0, ONGOING_TOTAL_CAPACITY_MAX + 1, 2.5]) {
      const response = await putOffering(t.app, advisor.headers, advisor.own.ongoing.id, {
        ...body('ongoing', 10_000),
        capacity,
      });
      expect(response.statusCode, response.body).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.capacity?.length).toBe(1);
    }
    const ok = await putOffering(t.app, advisor.headers, advisor.own.ongoing.id, {
      ...body('ongoing', 10_000),
      capacity: ONGOING_TOTAL_CAPACITY_MAX,
    });
    expect(ok.json<OwnOffering>().capacity).toBe(ONGOING_TOTAL_CAPACITY_MAX);
    const short = await putOffering(t.app, advisor.headers, advisor.own.plan.id, {
      ...body('plan', 250_000),
      terms: 'Too short',
    });
    expect(short.statusCode).toBe(400);
    expect(short.json<ErrorBody>().fieldErrors?.terms?.length).toBe(1);
  });

  it("cannot touch another advisor's offering: 404, and nothing changes", async () => {
    const owner = await advisorWithAccount(t);
    const other = await advisorWithAccount(t);
    const response = await putOffering(
      t.app,
      other.headers,
      owner.own.plan.id,
      body('plan', 100_000),
    );
    expect(response.statusCode).toBe(404);
    expect((await ownOfferings(t.app, owner.headers)).plan.priceCents).toBe(250_000);
  });

  it('is for advisors only', async () => {
    const owner = await advisorWithAccount(t);
    const client = await signedIn(t, ['Consumer']);
    expect((await get(OFFERINGS_API.dashboard, client.headers)).statusCode).toBe(403);
    expect((await get(OFFERINGS_API.dashboard)).statusCode).toBe(401);
    const put = await putOffering(t.app, client.headers, owner.own.plan.id, body('plan', 100_000));
    expect(put.statusCode).toBe(403);
  });

  it('shows a saved price on the profile at once', async () => {
    const advisor = await advisorWithAccount(t);
    const before = await get(ADVISOR_API.profile(advisor.slug));
    expect(before.json<AdvisorProfile>().planPrice).toBe(250_000);
    await putOffering(t.app, advisor.headers, advisor.own.plan.id, body('plan', 480_000));
    await putOffering(t.app, advisor.headers, advisor.own.ongoing.id, body('ongoing', 27_500));
    const after = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(after.planPrice).toBe(480_000);
    expect(after.ongoingPrice).toBe(27_500);
  });

  it("names on the advisor's card only the offerings switched on", async () => {
    const advisor = await advisorWithAccount(t);
    const offers = async () =>
      (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>().offers;
    expect(await offers()).toEqual({ plan: null, ongoing: null });
    await putOffering(t.app, advisor.headers, advisor.own.plan.id, body('plan', 320_000));
    expect(await offers()).toEqual({ plan: 320_000, ongoing: null });
    await putOffering(t.app, advisor.headers, advisor.own.ongoing.id, body('ongoing', 15_000));
    expect(await offers()).toEqual({ plan: 320_000, ongoing: 15_000 });
    await putOffering(t.app, advisor.headers, advisor.own.plan.id, {
      ...body('plan', 320_000),
      enabled: false,
    });
    expect(await offers()).toEqual({ plan: null, ongoing: 15_000 });
  });
});

describe('the public view of an offering', () => {
  it('shows an offering only while it is on', async () => {
    const advisor = await advisorWithAccount(t);
    const { id } = advisor.own.plan;
    expect((await get(OFFERINGS_API.offering(id))).statusCode).toBe(404);
    expect((await get(OFFERINGS_API.advisorOffering(advisor.slug, 'plan'))).statusCode).toBe(404);
    await putOffering(t.app, advisor.headers, id, body('plan', 300_000));
    const shown = await get(OFFERINGS_API.offering(id));
    expect(shown.statusCode).toBe(200);
    expect(shown.json<PublicOffering>()).toMatchObject({
      id,
      kind: 'plan',
      priceCents: 300_000,
      terms: TERMS,
      advisorSlug: advisor.slug,
      capacity: null,
      placesLeft: null,
    });
    const bySlug = await get(OFFERINGS_API.advisorOffering(advisor.slug, 'plan'));
    expect(bySlug.json<PublicOffering>().id).toBe(id);
  });

  it('answers not found for The Ongoing while its flag is off, whatever its switch', async () => {
    const advisor = await advisorWithAccount(t);
    const { id } = advisor.own.ongoing;
    await putOffering(t.app, advisor.headers, id, body('ongoing', 20_000));
    try {
      await setOngoingFlag(t, false);
      expect((await get(OFFERINGS_API.offering(id))).statusCode).toBe(404);
      expect((await get(OFFERINGS_API.advisorOffering(advisor.slug, 'ongoing'))).statusCode).toBe(
        404,
      );
      const list = await get(OFFERINGS_API.advisorOfferings(advisor.slug));
      expect(list.json<{ offerings: PublicOffering[] }>().offerings).toEqual([]);
      await expect(t.app.services.offerings.assertOngoingOpen()).rejects.toMatchObject({
        status: 404,
      });

      await setOngoingFlag(t, true);
      const shown = await get(OFFERINGS_API.offering(id));
      expect(shown.statusCode).toBe(200);
      expect(shown.json<PublicOffering>()).toMatchObject({ capacity: 5, placesLeft: 5 });
      const listed = await get(OFFERINGS_API.advisorOfferings(advisor.slug));
      expect(listed.json<{ offerings: PublicOffering[] }>().offerings.map((o) => o.kind)).toEqual([
        'ongoing',
      ]);
      await expect(t.app.services.offerings.assertOngoingOpen()).resolves.toBeUndefined();
    } finally {
      await setOngoingFlag(t, false);
    }
  });

  it('answers 404 for an unknown advisor or offering', async () => {
    expect((await get(OFFERINGS_API.offering('not-an-id'))).statusCode).toBe(404);
    expect(
      (await get(OFFERINGS_API.offering('00000000-0000-4000-8000-000000000000'))).statusCode,
    ).toBe(404);
    expect((await get(OFFERINGS_API.advisorOfferings('nobody-at-all'))).statusCode).toBe(404);
  });
});
