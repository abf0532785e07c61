// The advisor attributes admins keep, over HTTP (docs/product.md#advisor-attributes): the table,
// creating and renaming one (public reads show the new title at once), deleting one only when no
// advisor carries it, which advisors carry which, the audit rows, and every refusal.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminAttributeSchema,
  advisorsDetailsPageSchema,
  attributePageSchema,
} from '../../../shared/contracts/advisor-attributes';
import {
  advisorProfileSchema,
  advisorSearchResultSchema,
} from '../../../shared/contracts/advisors';
import { ADVISOR_ATTRIBUTE_API } from '../../../shared/routes/advisor-attributes-api';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { auditLog } from '../../db/schema/accounts';
import { advisorAttributeLinks, advisors } from '../../db/schema/advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { ATTRIBUTE_MESSAGES } from './advisor-attributes.service';

const SLUG = 'thomas-nguyen';
let t: TestApp;
let admin: Caller;
let client: Caller;

const put = (caller: Caller, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: ADVISOR_ATTRIBUTE_API.attributes,
    headers: caller.headers,
    payload,
  });
const remove = (caller: Caller, id: string) =>
  t.app.inject({
    method: 'DELETE',
    url: ADVISOR_ATTRIBUTE_API.attribute(id),
    headers: caller.headers,
  });
const get = (caller: Caller, url: string) =>
  t.app.inject({ method: 'GET', url, headers: caller.headers });
const table = async (query: string) =>
  attributePageSchema.parse(
    (await get(admin, `${ADVISOR_ATTRIBUTE_API.attributes}?${query}`)).json(),
  );

beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
  admin = await signedInCaller(t, ['Admin']);
  client = await signedInCaller(t, ['Consumer']);
});
afterAll(async () => {
  await t.close();
});

describe('the attribute table', () => {
  it('lists attributes with their advisor counts, sorted, filtered and searched', async () => {
    const all = await table('size=100');
    expect(all.total).toBeGreaterThan(5);
    const retirement = all.items.find((item) => item.slug === 'retirement-planning');
    expect(retirement).toMatchObject({ type: 1, onHomePage: true });
    expect(retirement!.advisorCount).toBeGreaterThan(0);
    const types = await table('type=2&size=100');
    expect(types.items.every((item) => item.type === 2)).toBe(true);
    const byCount = await table('sort=advisors&dir=desc&size=100');
    const counts = byCount.items.map((item) => item.advisorCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    expect((await table('q=retirement')).items.map((item) => item.slug)).toContain(
      'retirement-planning',
    );
  });

  it('refuses anyone but an admin and bad queries', async () => {
    expect((await get(client, ADVISOR_ATTRIBUTE_API.attributes)).statusCode).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: ADVISOR_ATTRIBUTE_API.attributes })).statusCode,
    ).toBe(401);
    expect((await get(admin, `${ADVISOR_ATTRIBUTE_API.attributes}?type=3`)).statusCode).toBe(400);
    expect((await get(admin, `${ADVISOR_ATTRIBUTE_API.attributes}?sort=id`)).statusCode).toBe(400);
    expect((await get(client, ADVISOR_ATTRIBUTE_API.advisorsDetails)).statusCode).toBe(403);
    expect(
      (await get(admin, `${ADVISOR_ATTRIBUTE_API.advisorsDetails}?attribute=x`)).statusCode,
    ).toBe(400);
  });
});

describe('saving and deleting', () => {
  it('creates, renames (the public reads follow at once) and audits', async () => {
    // The caches are warm before the change.
    await t.app.inject({ method: 'GET', url: ADVISOR_API.seoData });
    const created = await put(admin, {
      type: 1,
      slug: 'crypto-questions',
      title: 'Crypto questions',
    });
    expect(created.statusCode, created.body).toBe(200);
    const attribute = adminAttributeSchema.parse(created.json());
    expect(attribute).toMatchObject({ advisorCount: 0, onHomePage: false });

    const [advisor] = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.slug, SLUG));
    await t.database.db
      .insert(advisorAttributeLinks)
      .values({ advisorId: advisor!.id, attributeId: attribute.id });
    const search = async () =>
      advisorSearchResultSchema.parse(
        (
          await t.app.inject({
            method: 'GET',
            url: `${ADVISOR_API.search}?filters=crypto-questions`,
          })
        ).json(),
      );
    expect((await search()).filters[0]?.title).toBe('Crypto questions');

    const renamed = await put(admin, {
      id: attribute.id,
      type: 1,
      slug: 'crypto-questions',
      title: 'Questions about crypto',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(adminAttributeSchema.parse(renamed.json())).toMatchObject({
      title: 'Questions about crypto',
      advisorCount: 1,
    });
    expect((await search()).filters[0]?.title).toBe('Questions about crypto');
    const profile = advisorProfileSchema.parse(
      (await t.app.inject({ method: 'GET', url: ADVISOR_API.profile(SLUG) })).json(),
    );
    expect(profile.specialities.map((item) => item.title)).toContain('Questions about crypto');
    const seo = (await t.app.inject({ method: 'GET', url: ADVISOR_API.seoData })).json() as {
      title: string;
    }[];
    expect(seo.map((item) => item.title)).toContain('Questions about crypto');

    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.target, `attribute:${attribute.id}`));
    expect(entries.map((entry) => entry.action).sort()).toEqual([
      'attribute-created',
      'attribute-updated',
    ]);
    const update = entries.find((entry) => entry.action === 'attribute-updated');
    expect(update).toMatchObject({ actorId: admin.user.id });
    expect(update?.before).toMatchObject({ title: 'Crypto questions' });
    expect(update?.after).toMatchObject({ title: 'Questions about crypto' });

    const details = advisorsDetailsPageSchema.parse(
      (
        await get(admin, `${ADVISOR_ATTRIBUTE_API.advisorsDetails}?attribute=${attribute.id}`)
      ).json(),
    );
    expect(details.total).toBe(1);
    expect(details.items[0]).toMatchObject({ slug: SLUG });
    expect(details.items[0]!.attributes.map((item) => item.title)).toContain(
      'Questions about crypto',
    );

    // In use: refused, saying how many carry it; once no advisor does, it goes, audited.
    const refused = await remove(admin, String(attribute.id));
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: ATTRIBUTE_MESSAGES.inUse(1) });
    await t.database.db
      .delete(advisorAttributeLinks)
      .where(and(eq(advisorAttributeLinks.attributeId, attribute.id)));
    expect((await remove(client, String(attribute.id))).statusCode).toBe(403);
    expect((await remove(admin, String(attribute.id))).statusCode).toBe(204);
    expect((await remove(admin, String(attribute.id))).statusCode).toBe(404);
    const [deleted] = await t.database.db
      .select()
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'attribute-deleted'),
          eq(auditLog.target, `attribute:${attribute.id}`),
        ),
      );
    expect(deleted?.before).toMatchObject({ slug: 'crypto-questions' });
  });

  it('refuses bad bodies, taken and reserved slugs, unknown ids and non-admins', async () => {
    expect((await put(client, { type: 1, slug: 'abc-def', title: 'Title' })).statusCode).toBe(403);
    expect((await put(admin, { type: 3, slug: 'abc-def', title: 'Title' })).statusCode).toBe(400);
    expect((await put(admin, { type: 1, slug: 'Not A Slug', title: 'Title' })).statusCode).toBe(
      400,
    );
    expect((await put(admin, { type: 1, slug: 'abc-def', title: '' })).statusCode).toBe(400);
    expect((await put(admin, {})).statusCode).toBe(400);
    const modelSlug = await put(admin, { type: 1, slug: 'advice-only', title: 'Advice' });
    expect(modelSlug.statusCode).toBe(400);
    expect(modelSlug.json()).toMatchObject({
      fieldErrors: { slug: [ATTRIBUTE_MESSAGES.businessModelSlug] },
    });
    const taken = await put(admin, { type: 1, slug: 'tax-planning', title: 'Taxes again' });
    expect(taken.statusCode).toBe(409);
    expect(
      (await put(admin, { id: 999999, type: 1, slug: 'abc-def', title: 'Title' })).statusCode,
    ).toBe(404);

    const home = (await table('q=retirement-planning')).items[0]!;
    const moved = await put(admin, { id: home.id, type: 1, slug: 'retirement', title: home.title });
    expect(moved.statusCode).toBe(409);
    expect(moved.json()).toMatchObject({ message: ATTRIBUTE_MESSAGES.homePageSlug });
    const homeDelete = await remove(admin, String(home.id));
    expect(homeDelete.statusCode).toBe(409);
    expect((await remove(admin, 'abc')).statusCode).toBe(404);
    expect((await remove(admin, '99999999999')).statusCode).toBe(404);
  });
});
