// The questionnaire's ranking, the comparison and saved advisors over HTTP
// (docs/product.md#matching): the state rule, reasons, the flag, and each client's own list.
import { randomUUID } from 'node:crypto';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import {
  advisorCardsSchema,
  COMPARE_LIMIT_MESSAGE,
  comparisonSchema,
  matchingOptionsSchema,
  recommendationsSchema,
} from '../../../shared/contracts/matching';
import type { MatchingAnswersInput } from '../../../shared/contracts/matching';
import { MATCHING_API } from '../../../shared/routes/matching-api';
import {
  advisorAttributeLinks,
  advisorAttributes,
  advisors,
  advisorStates,
} from '../../db/schema/advisors';
import { featureFlags } from '../../db/schema/system';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';

let t: TestApp;
const unique = randomUUID().slice(0, 6);
const SPECIALITY = `matching-speciality-${unique}`;
const CLIENT_TYPE = `matching-client-${unique}`;
/** A territory only these tests' advisors are made to serve alongside whoever the seed put there. */
const STATE = 'AS';
const made: Record<'best' | 'partial' | 'pricey' | 'elsewhere', { id: string; slug: string }> =
  {} as never;

async function setFlag(value: boolean): Promise<void> {
  await t.database.db
    .insert(featureFlags)
    .values({ id: 'AdvisorRecommendations', value })
    .onConflictDoUpdate({ target: featureFlags.id, set: { value } });
  t.app.services.system.invalidateFeatureFlags();
}

async function makeAdvisor(
  name: string,
  options: { states: string[]; attributeIds: number[]; cents: number; rating: number },
) {
  const user = await createTestUser(t.database.db, { roles: ['Advisor'] });
  const advisor = await insertTestAdvisor(t.database.db, user.id, {
    slugPrefix: `match-${name}`,
    firstName: name,
    lastNamePrefix: 'Match',
    avatar: 'a1',
  });
  await t.database.db
    .update(advisors)
    .set({
      hourlyRateCents: options.cents,
      reviewAverage: options.rating,
      reviewCount: options.rating > 0 ? 12 : 0,
    })
    .where(eq(advisors.id, advisor.id));
  await t.database.db
    .insert(advisorStates)
    .values(options.states.map((state) => ({ advisorId: advisor.id, state })));
  if (options.attributeIds.length > 0) {
    await t.database.db
      .insert(advisorAttributeLinks)
      .values(options.attributeIds.map((attributeId) => ({ advisorId: advisor.id, attributeId })));
  }
  return advisor;
}

const answers = (overrides: Partial<MatchingAnswersInput> = {}): MatchingAnswersInput => ({
  specialities: [SPECIALITY],
  state: STATE,
  budget: 250,
  clientTypes: [CLIENT_TYPE],
  meetingWindows: [],
  timeZone: 'America/Denver',
  ...overrides,
});

const recommend = (payload: MatchingAnswersInput) =>
  t.app.inject({ method: 'POST', url: MATCHING_API.recommendations, payload });

beforeAll(async () => {
  t = await createTestApp();
  const [speciality, clientType] = await t.database.db
    .insert(advisorAttributes)
    .values([
      { type: ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith, slug: SPECIALITY, title: 'Pension choices' },
      {
        type: ADVISOR_ATTRIBUTE_TYPES.IEnjoyWorkingWith,
        slug: CLIENT_TYPE,
        title: 'Lighthouse keepers',
      },
    ])
    .returning({ id: advisorAttributes.id });
  const both = [speciality!.id, clientType!.id];
  made.best = await makeAdvisor('Best', {
    states: [STATE],
    attributeIds: both,
    cents: 20_000,
    rating: 4.9,
  });
  made.partial = await makeAdvisor('Partial', {
    states: [STATE],
    attributeIds: [speciality!.id],
    cents: 20_000,
    rating: 4.9,
  });
  made.pricey = await makeAdvisor('Pricey', {
    states: [STATE],
    attributeIds: both,
    cents: 90_000,
    rating: 4.9,
  });
  made.elsewhere = await makeAdvisor('Elsewhere', {
    states: ['OH'],
    attributeIds: both,
    cents: 10_000,
    rating: 5,
  });
});
afterAll(async () => {
  await setFlag(false);
  await t.close();
});

describe('the questionnaire while AdvisorRecommendations is off', () => {
  it('answers 404 for the choices and the ranking', async () => {
    await setFlag(false);
    expect((await t.app.inject({ method: 'GET', url: MATCHING_API.options })).statusCode).toBe(404);
    expect((await recommend(answers())).statusCode).toBe(404);
  });
});

describe('the questionnaire while AdvisorRecommendations is on', () => {
  beforeAll(() => setFlag(true));

  it('offers the specialities, client types and served states', async () => {
    const response = await t.app.inject({ method: 'GET', url: MATCHING_API.options });
    expect(response.statusCode).toBe(200);
    const options = matchingOptionsSchema.parse(response.json());
    expect(options.specialities.map((each) => each.slug)).toContain(SPECIALITY);
    expect(options.clientTypes.map((each) => each.slug)).toContain(CLIENT_TYPE);
    expect(options.states).toContain(STATE);
  });

  it('ranks only advisors serving the state, best fit first, each with its reasons', async () => {
    const response = await recommend(answers());
    expect(response.statusCode).toBe(200);
    const { recommendations, stateName } = recommendationsSchema.parse(response.json());
    expect(stateName).toBe('American Samoa');
    const slugs = recommendations.map((each) => each.advisor.slug);
    expect(slugs).not.toContain(made.elsewhere.slug);
    // Within budget weighs more than one client type: Partial (cheaper) comes before Pricey.
    expect(slugs.slice(0, 3)).toEqual([made.best.slug, made.partial.slug, made.pricey.slug]);
    const served = await t.database.db
      .select({ advisorId: advisorStates.advisorId })
      .from(advisorStates)
      .where(
        inArray(
          advisorStates.advisorId,
          recommendations.map((each) => each.advisor.id),
        ),
      );
    expect(new Set(served.map((row) => row.advisorId)).size).toBe(recommendations.length);
    expect(recommendations[0]!.reasons).toEqual([
      'Serves American Samoa',
      'Helps with pension choices',
      'Enjoys working with lighthouse keepers',
      '$200 for The Hour, within your budget',
      'Rated 4.90 from 12 reviews',
    ]);
    expect(recommendations[2]!.reasons.join(' ')).not.toContain('within your budget');
  });

  it('names an open time in the preferred window', async () => {
    const response = await recommend(answers({ meetingWindows: ['mornings', 'afternoons'] }));
    const { recommendations } = recommendationsSchema.parse(response.json());
    const best = recommendations.find((each) => each.advisor.slug === made.best.slug);
    expect(best?.reasons.at(-1)).toMatch(
      /^Open (Mon|Tues|Wednes|Thurs|Fri)day (mornings|afternoons)$/,
    );
  });

  it('refuses answers without a state or speciality', async () => {
    const response = await recommend(answers({ state: 'XX', specialities: [] }));
    expect(response.statusCode).toBe(400);
  });
});

describe('cards and comparison by slug', () => {
  it('compares up to three advisors in the order asked, with states and specialities', async () => {
    const url = `${MATCHING_API.compare}?advisors=${made.partial.slug},${made.best.slug}`;
    const response = await t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    const { advisors: compared } = comparisonSchema.parse(response.json());
    expect(compared.map((each) => each.slug)).toEqual([made.partial.slug, made.best.slug]);
    expect(compared[1]!.states).toEqual([STATE]);
    expect(compared[1]!.specialities.map((each) => each.slug)).toEqual([SPECIALITY]);
  });

  it('refuses a fourth advisor with a clear message', async () => {
    const four = [made.best, made.partial, made.pricey, made.elsewhere].map((each) => each.slug);
    const response = await t.app.inject({
      method: 'GET',
      url: `${MATCHING_API.compare}?advisors=${four.join(',')}`,
    });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain(COMPARE_LIMIT_MESSAGE);
  });

  it('gives the cards of known slugs and skips unknown ones', async () => {
    const url = `${MATCHING_API.cards}?advisors=${made.best.slug},no-such-advisor-${unique}`;
    const { advisors: cards } = advisorCardsSchema.parse(
      (await t.app.inject({ method: 'GET', url })).json(),
    );
    expect(cards.map((card) => card.slug)).toEqual([made.best.slug]);
  });
});

describe('saved advisors', () => {
  const as = async () => {
    const user = await createTestUser(t.database.db, { roles: ['Consumer'] });
    return bearer(await mintAccessToken(t.database.db, t.config, user));
  };
  const list = async (headers: Record<string, string>) =>
    advisorCardsSchema
      .parse(
        (await t.app.inject({ method: 'GET', url: MATCHING_API.savedAdvisors, headers })).json(),
      )
      .advisors.map((card) => card.slug);

  it('keeps each client to their own list', async () => {
    const [alex, sam] = [await as(), await as()];
    const saved = await t.app.inject({
      method: 'PUT',
      url: MATCHING_API.savedAdvisor(made.best.slug),
      headers: alex,
    });
    expect(saved.statusCode).toBe(200);
    expect(await list(alex)).toEqual([made.best.slug]);
    expect(await list(sam)).toEqual([]);
    // Sam forgetting the advisor touches only Sam's (empty) list.
    await t.app.inject({
      method: 'DELETE',
      url: MATCHING_API.savedAdvisor(made.best.slug),
      headers: sam,
    });
    expect(await list(alex)).toEqual([made.best.slug]);
    await t.app.inject({
      method: 'DELETE',
      url: MATCHING_API.savedAdvisor(made.best.slug),
      headers: alex,
    });
    expect(await list(alex)).toEqual([]);
  });

  it('needs a signed-in client', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: MATCHING_API.savedAdvisors })).statusCode,
    ).toBe(401);
  });

  it('merges the browser list once: merging it again changes nothing', async () => {
    const headers = await as();
    await t.app.inject({
      method: 'PUT',
      url: MATCHING_API.savedAdvisor(made.pricey.slug),
      headers,
    });
    const payload = { slugs: [made.best.slug, made.pricey.slug, `gone-${unique}`] };
    const first = await t.app.inject({
      method: 'POST',
      url: MATCHING_API.mergeSavedAdvisors,
      headers,
      payload,
    });
    expect(first.statusCode).toBe(200);
    const second = await t.app.inject({
      method: 'POST',
      url: MATCHING_API.mergeSavedAdvisors,
      headers,
      payload,
    });
    expect(second.json()).toEqual(first.json());
    expect((await list(headers)).sort()).toEqual([made.best.slug, made.pricey.slug].sort());
  });

  it('answers 404 for saving an unknown advisor', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: MATCHING_API.savedAdvisor(`nobody-${unique}`),
      headers: await as(),
    });
    expect(response.statusCode).toBe(404);
  });
});
