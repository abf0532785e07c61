// Changes no person's request makes still remove the kept answers that show them: a hold that
// lapses (the expiry job), an Ongoing's places after a signup and when its hold lapses, and an
// advisor's photo set through the advisors service by anyone but the profile editor.
import { Readable } from 'node:stream';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdvisorProfile } from '../../shared/contracts/advisors';
import type { PublicOffering } from '../../shared/contracts/offerings';
import type { OpenSlots } from '../../shared/contracts/availability';
import { ADVISOR_API } from '../../shared/routes/advisors-api';
import { AVAILABILITY_API } from '../../shared/routes/availability-api';
import { OFFERINGS_API } from '../../shared/routes/offerings-api';
import { advisors } from '../db/schema/advisors';
import { advisorTimeClaims, checkouts } from '../db/schema/booking';
import { signups } from '../db/schema/plans';
import { createTestApp } from '../testing/test-app';
import type { TestApp } from '../testing/test-app';
import { usesPostgres } from '../testing/test-database';
import { hold, openSlots, signedInCaller } from '../testing/test-booking';
import {
  advisorWithOfferings,
  setFlag,
  signUp,
  signupForm,
} from '../modules/plans/signups-test-kit';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ env: { RESPONSE_CACHE_MB: '64', RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });
/** On PostgreSQL an instance hears its own notices back moments later: let them land first. */
const settle = () => new Promise((resolve) => setTimeout(resolve, usesPostgres() ? 300 : 0));
async function warm(...urls: string[]) {
  await settle();
  for (const url of urls) {
    await get(url);
    expect((await get(url)).headers['x-response-cache'], url).toBe('hit');
  }
}
const hit = async (url: string) => (await get(url)).headers['x-response-cache'] === 'hit';
const longAgo = new Date('2000-01-01T00:00:00Z');

describe('a hold that lapses', () => {
  it('gives its time back in the kept open times once the expiry job closes it', async () => {
    const slug = 'thomas-nguyen';
    const url = `${AVAILABILITY_API.advisorSlots(slug)}?days=14`;
    const [first] = await openSlots(t.app, slug);
    const client = await signedInCaller(t);
    const held = await hold(t.app, client, slug, first!.start);
    expect(held.statusCode, held.body).toBe(201);
    await warm(url);
    expect((await get(url)).json<OpenSlots>().slots.map((slot) => slot.start)).not.toContain(
      first!.start,
    );

    // The client walks away: the hold's time runs out and the job closes it.
    await t.database.db
      .update(checkouts)
      .set({ expiresAt: longAgo })
      .where(eq(checkouts.clientId, client.user.id));
    await t.database.db
      .update(advisorTimeClaims)
      .set({ expiresAt: longAgo })
      .where(eq(advisorTimeClaims.clientId, client.user.id));
    const swept = await t.app.services.checkout.expireLapsedCheckouts();
    expect(swept.expired).toBeGreaterThanOrEqual(1);

    const after = await get(url);
    expect(after.headers['x-response-cache']).not.toBe('hit');
    expect(after.json<OpenSlots>().slots.map((slot) => slot.start)).toContain(first!.start);
  });
});

describe("The Ongoing's places", () => {
  it('move in the kept offering answers when a signup takes one and when its hold lapses', async () => {
    await setFlag(t, 'TheOngoing', true);
    const advisor = await advisorWithOfferings(t, 3);
    const one = OFFERINGS_API.advisorOffering(advisor.slug, 'ongoing');
    const all = OFFERINGS_API.advisorOfferings(advisor.slug);
    const placesLeft = async () => (await get(one)).json<PublicOffering>().placesLeft;
    await warm(one, all);
    expect(await placesLeft()).toBe(3);

    const client = await signedInCaller(t);
    const signed = await signUp(t.app, client, signupForm(advisor.ongoingId));
    expect(signed.statusCode, signed.body).toBe(201);
    expect(await hit(one)).toBe(false);
    expect(await hit(all)).toBe(false);
    expect(await placesLeft()).toBe(2);

    // The client never pays: the hold lapses and the job frees the place.
    await warm(one);
    await t.database.db
      .update(signups)
      .set({ holdExpiresAt: longAgo })
      .where(eq(signups.clientId, client.user.id));
    expect(await t.app.services.ongoingBilling.expireLapsedSignups()).toBe(1);
    expect(await hit(one)).toBe(false);
    expect(await placesLeft()).toBe(3);
    await setFlag(t, 'TheOngoing', false);
  });
});

describe("an advisor's photo", () => {
  it('set through the advisors service shows at once in the kept profile and lists', async () => {
    const slug = 'jennifer-walsh';
    const [row] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.slug, slug));
    await warm(ADVISOR_API.profile(slug), ADVISOR_API.home);
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
      'base64',
    );
    const photo = await t.app.services.advisors.setAdvisorPhoto(
      row!.id,
      Readable.from([png]),
      'image/png',
    );
    expect(await hit(ADVISOR_API.profile(slug))).toBe(false);
    expect(await hit(ADVISOR_API.home)).toBe(false);
    expect((await get(ADVISOR_API.profile(slug))).json<AdvisorProfile>().profilePicUrl).toBe(
      photo.profilePicUrl,
    );
  });
});
