// An unlisted advisor (not approved yet, or hidden by an admin) shows nowhere in public: their
// profile, reviews and open times answer 404 alike, and the speciality lists of the SEO pages
// count only listed advisors (docs/product.md#becoming-an-advisor).
import { and, asc, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADVISOR_ATTRIBUTE_TYPES } from '../../../shared/advisor-taxonomy';
import type { SeoDataItem } from '../../../shared/contracts/home';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { AVAILABILITY_API } from '../../../shared/routes/availability-api';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { advisorAttributeLinks, advisorAttributes, advisors } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';

let t: TestApp;
let admin: Caller;

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await signedInCaller(t, ['Admin']);
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ method: 'GET', url });

async function setListed(advisorId: string, listed: boolean) {
  const response = await t.app.inject({
    method: 'PUT',
    url: ONBOARDING_API.adminAdvisor(advisorId),
    headers: admin.headers,
    payload: { listed },
  });
  expect(response.statusCode, response.body).toBe(200);
}

describe('an unlisted advisor', () => {
  it('answers 404 for the profile, the reviews and the open times, and again 200 once listed', async () => {
    const [advisor] = await t.database.db
      .select({ id: advisors.id, slug: advisors.slug })
      .from(advisors)
      .where(and(eq(advisors.listed, true), eq(advisors.slug, 'rachel-kowalski')));
    const urls = [
      ADVISOR_API.profile(advisor!.slug),
      `${ADVISOR_API.reviews(advisor!.slug)}?page=1`,
      `${AVAILABILITY_API.advisorSlots(advisor!.slug)}?days=14`,
    ];
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);

    await setListed(advisor!.id, false);
    for (const url of urls) {
      const response = await get(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json<{ code: string }>().code, url).toBe('noMatchingAdvisor');
    }

    await setListed(advisor!.id, true);
    for (const url of urls) expect((await get(url)).statusCode, url).toBe(200);
  });

  it('leaves the SEO speciality list once the last listed advisor with that speciality goes', async () => {
    // The speciality fewest listed advisors carry.
    const [rarest] = await t.database.db
      .select({ id: advisorAttributes.id, slug: advisorAttributes.slug, carriers: count() })
      .from(advisorAttributes)
      .innerJoin(advisorAttributeLinks, eq(advisorAttributeLinks.attributeId, advisorAttributes.id))
      .innerJoin(advisors, eq(advisors.id, advisorAttributeLinks.advisorId))
      .where(
        and(
          eq(advisorAttributes.type, ADVISOR_ATTRIBUTE_TYPES.ICanHelpYouWith),
          eq(advisors.listed, true),
          eq(advisors.acceptingClients, true),
        ),
      )
      .groupBy(advisorAttributes.id, advisorAttributes.slug)
      .orderBy(asc(count()), asc(advisorAttributes.slug))
      .limit(1);
    const seoSlugs = async () =>
      (await get(ADVISOR_API.seoData)).json<SeoDataItem[]>().map((item) => item.slug);
    expect(await seoSlugs()).toContain(rarest!.slug);

    const carriers = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .innerJoin(advisorAttributeLinks, eq(advisorAttributeLinks.advisorId, advisors.id))
      .where(and(eq(advisorAttributeLinks.attributeId, rarest!.id), eq(advisors.listed, true)));
    for (const carrier of carriers) await setListed(carrier.id, false);
    expect(await seoSlugs()).not.toContain(rarest!.slug);

    for (const carrier of carriers) await setListed(carrier.id, true);
    expect(await seoSlugs()).toContain(rarest!.slug);
  });
});
