// The advisor's own public-profile editor (docs/product.md#profile-editor): every field's limit at
// its boundary, choices that must exist, prices on their range and step, photos judged by their
// bytes (never SVG), only ever the caller's own profile, and public reads and caches that show a
// save at once.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  ADVISOR_PROFILE_MESSAGES,
  PROFILE_CHOICES_MAX,
} from '../../../shared/contracts/advisor-profile';
import type {
  AdvisorProfileEditor,
  AdvisorProfileValues,
} from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfile, AdvisorSearchResult } from '../../../shared/contracts/advisors';
import type { DashboardData } from '../../../shared/contracts/home';
import {
  HOUR_PRICE_DOLLARS,
  ONGOING_PRICE_DOLLARS,
  PLAN_PRICE_DOLLARS,
} from '../../../shared/constants';
import type { ErrorBody } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { auditLog } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { multipartBody } from '../../testing/multipart';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { bearer, mintAccessToken } from '../../testing/test-tokens';
import { createTestUser } from '../../testing/test-users';
import type { TestUser } from '../../testing/test-users';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { RATE_LIMIT_PER_MINUTE: '100000' } });
});
afterAll(async () => {
  await t.close();
});

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);
const SVG = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');

async function caller(roles: TestUser['roles']) {
  const user = await createTestUser(t.database.db, { roles });
  return { user, headers: bearer(await mintAccessToken(t.database.db, t.config, user)) };
}

/** A new Advisor account with a fresh profile of its own. */
async function advisorCaller() {
  const signedIn = await caller(['Advisor']);
  const row = await insertTestAdvisor(t.database.db, signedIn.user.id, {
    slugPrefix: 'profile-editor',
    firstName: 'Petra',
    lastNamePrefix: 'Profile',
    avatar: 'profile',
  });
  return { ...signedIn, ...row };
}

type Caller = Awaited<ReturnType<typeof caller>>;

const getEditor = (who: Caller) =>
  t.app.inject({ method: 'GET', url: ADVISOR_PROFILE_API.dashboard, headers: who.headers });

async function editorOf(who: Caller): Promise<AdvisorProfileEditor> {
  const response = await getEditor(who);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdvisorProfileEditor>();
}

const save = (who: Caller, payload: object) =>
  t.app.inject({
    method: 'PUT',
    url: ADVISOR_PROFILE_API.dashboard,
    headers: who.headers,
    payload,
  });

async function validBody(who: Caller): Promise<AdvisorProfileValues> {
  const editor = await editorOf(who);
  return {
    ...editor.values,
    states: ['CO'],
    specialityIds: editor.choices.specialities.slice(0, 2).map((choice) => choice.id),
    clientTypeIds: editor.choices.clientTypes.slice(0, 1).map((choice) => choice.id),
  };
}

async function expectRefused(who: Caller, payload: object, field: string) {
  const response = await save(who, payload);
  expect(response.statusCode, response.body).toBe(400);
  const body = response.json<ErrorBody>();
  expect(Object.keys(body.fieldErrors ?? {}), response.body).toContain(field);
  return body;
}

const text = (length: number) => 'x'.repeat(length);
const get = (url: string) => t.app.inject({ method: 'GET', url });

describe('reading the editor', () => {
  it('gives the advisor their own values, the admin-managed choices and the public profile', async () => {
    const advisor = await advisorCaller();
    const editor = await editorOf(advisor);
    expect(editor.values).toMatchObject({
      firstName: 'Petra',
      title: 'Financial Planner',
      hourlyRateCents: 15_000,
      planPriceCents: 250_000,
      ongoingPriceCents: 10_000,
      crdNumber: '',
      states: [],
      specialityIds: [],
    });
    expect(editor.profile.slug).toBe(advisor.slug);
    expect(editor.choices.specialities.length).toBeGreaterThan(2);
    expect(editor.choices.clientTypes.length).toBeGreaterThan(1);
  });

  it('answers 404 to an account without a profile (an admin too), 403 to a client, 401 signed out', async () => {
    const admin = await caller(['Admin']);
    const refused = await getEditor(admin);
    expect(refused.statusCode).toBe(404);
    expect(refused.json<ErrorBody>().message).toBe(ADVISOR_PROFILE_MESSAGES.noProfile);
    expect((await save(admin, {})).statusCode).toBe(404);

    const client = await caller(['Consumer']);
    expect((await getEditor(client)).statusCode).toBe(403);
    expect((await save(client, {})).statusCode).toBe(403);
    const anonymous = await t.app.inject({ method: 'GET', url: ADVISOR_PROFILE_API.dashboard });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an admin with a linked profile edit it', async () => {
    const admin = await caller(['Admin']);
    await insertTestAdvisor(t.database.db, admin.user.id, {
      slugPrefix: 'admin-advisor',
      firstName: 'Ada',
      lastNamePrefix: 'Admin',
      avatar: 'admin',
    });
    const body = await validBody(admin);
    const response = await save(admin, { ...body, title: 'Planner and admin' });
    expect(response.statusCode, response.body).toBe(200);
  });
});

describe('saving', () => {
  it('stores every field in one save, and public reads and caches show it at once', async () => {
    const advisor = await advisorCaller();
    // Featured on the home page, so its cached read model holds this advisor.
    await t.database.db
      .update(advisors)
      .set({ reviewAverage: 5, reviewCount: 100_000 })
      .where(eq(advisors.id, advisor.id));
    t.app.services.advisors.invalidate();
    const before = (await get(ADVISOR_API.home)).json<DashboardData>();
    expect(before.advisors[0]?.slug).toBe(advisor.slug);

    const editor = await editorOf(advisor);
    const speciality = editor.choices.specialities[0]!;
    const clientType = editor.choices.clientTypes[0]!;
    const response = await save(advisor, {
      ...editor.values,
      firstName: ' Petronella ',
      certifications: 'CFP®',
      title: 'Retirement specialist',
      bio: 'First line\n\n  Second line  \n',
      longBio: 'A longer story.',
      personalBio: 'Hikes on weekends.',
      specialityIds: [speciality.id, speciality.id],
      clientTypeIds: [clientType.id],
      states: ['NY', 'CO'],
      businessModel: 'advice-only',
      crdNumber: '1234567',
      hourlyRateCents: HOUR_PRICE_DOLLARS.min * 100,
      planPriceCents: 300_000,
      ongoingPriceCents: 12_500,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdvisorProfileEditor>().values).toMatchObject({
      firstName: 'Petronella',
      bio: 'First line\nSecond line',
      specialityIds: [speciality.id],
      states: ['CO', 'NY'],
      crdNumber: '1234567',
    });

    const profile = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(profile).toMatchObject({
      firstName: 'Petronella',
      certifications: 'CFP®',
      title: 'Retirement specialist',
      bio: 'First line\nSecond line',
      longBio: 'A longer story.',
      personalBio: 'Hikes on weekends.',
      states: ['CO', 'NY'],
      specialities: [{ title: speciality.title }],
      enjoysWorkingWith: [{ title: clientType.title }],
      businessModel: { slug: 'advice-only' },
      crdNumber: '1234567',
      hourlyRate: HOUR_PRICE_DOLLARS.min * 100,
      planPrice: 300_000,
      ongoingPrice: 12_500,
    });

    const home = (await get(ADVISOR_API.home)).json<DashboardData>();
    expect(home.advisors[0]).toMatchObject({
      slug: advisor.slug,
      title: 'Retirement specialist',
      hourlyRate: HOUR_PRICE_DOLLARS.min * 100,
    });
    const search = (
      await get(
        `${ADVISOR_API.search}?minPrice=${HOUR_PRICE_DOLLARS.min}&maxPrice=${HOUR_PRICE_DOLLARS.min}&sort=lowest`,
      )
    ).json<AdvisorSearchResult>();
    expect(search.advisors.find((card) => card.slug === advisor.slug)).toMatchObject({
      title: 'Retirement specialist',
    });

    // The same price the offerings editor reads (one place writes it).
    const own = await t.app.services.offerings.getOwnOfferings(advisor.user.id);
    expect(own.plan.priceCents).toBe(300_000);
    expect(own.ongoing.priceCents).toBe(12_500);

    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, advisor.id));
    expect(audit.map((row) => row.action)).toContain('advisor.profile.update');
  });

  it('clears the CRD number and keeps no choices when none are sent', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    await save(advisor, { ...body, crdNumber: '42' });
    const response = await save(advisor, {
      ...body,
      crdNumber: '',
      specialityIds: [],
      clientTypeIds: [],
    });
    expect(response.statusCode, response.body).toBe(200);
    const profile = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(profile.crdNumber).toBeNull();
    expect(profile.specialities).toEqual([]);
  });

  it("never touches another advisor's profile, whatever the body names", async () => {
    const one = await advisorCaller();
    const other = await advisorCaller();
    const otherBefore = await editorOf(other);
    const body = await validBody(one);
    const response = await save(one, {
      ...body,
      id: other.id,
      slug: other.slug,
      advisorId: other.id,
      title: 'Changed by the first',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdvisorProfileEditor>().profile.slug).toBe(one.slug);
    expect((await editorOf(other)).values).toEqual(otherBefore.values);
  });
});

describe('field limits', () => {
  const textLimits: [string, number][] = [
    ['firstName', LIMITS.advisorName.max],
    ['lastName', LIMITS.advisorName.max],
    ['certifications', LIMITS.certifications.max],
    ['title', LIMITS.advisorTitle.max],
    ['longBio', LIMITS.longBio.max],
    ['personalBio', LIMITS.personalBio.max],
  ];
  for (const [field, max] of textLimits) {
    it(`accepts ${field} at ${max} characters and refuses ${max + 1}`, async () => {
      const advisor = await advisorCaller();
      const body = await validBody(advisor);
      const ok = await save(advisor, { ...body, [field]: text(max) });
      expect(ok.statusCode, ok.body).toBe(200);
      expect(ok.json<AdvisorProfileEditor>().values[field as 'title']).toBe(text(max));
      await expectRefused(advisor, { ...body, [field]: text(max + 1) }, field);
    });
  }

  it('refuses an empty name and a title under its minimum', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    await expectRefused(advisor, { ...body, firstName: '  ' }, 'firstName');
    await expectRefused(advisor, { ...body, lastName: '' }, 'lastName');
    await expectRefused(advisor, { ...body, title: text(LIMITS.advisorTitle.min - 1) }, 'title');
  });

  it('accepts bio lines at their length and count limits, and refuses one more of either', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    const lines = (count: number, length: number) =>
      Array.from({ length: count }, () => text(length)).join('\n');
    const max = LIMITS.bioLines.max;
    const width = LIMITS.bioPart.max;
    const ok = await save(advisor, { ...body, bio: lines(max, width) });
    expect(ok.statusCode, ok.body).toBe(200);
    await expectRefused(advisor, { ...body, bio: lines(1, width + 1) }, 'bio');
    const tooMany = await expectRefused(advisor, { ...body, bio: lines(max + 1, 5) }, 'bio');
    expect(tooMany.fieldErrors?.bio).toContain(`Write at most ${max} bio lines.`);
  });

  it('accepts a CRD number of 1 to 10 digits and refuses anything else', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    for (const crdNumber of ['7', text(LIMITS.crdNumber.max).replaceAll('x', '9')]) {
      const ok = await save(advisor, { ...body, crdNumber });
      expect(ok.statusCode, ok.body).toBe(200);
    }
    for (const crdNumber of ['12345678901', '12a45', '-123', '12 34', '1.5']) {
      await expectRefused(advisor, { ...body, crdNumber }, 'crdNumber');
    }
  });

  it('refuses attribute ids that do not exist or are of the other type, and too many', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    const unknown = await expectRefused(
      advisor,
      { ...body, specialityIds: [...body.specialityIds, 9_999_999] },
      'specialityIds',
    );
    expect(unknown.fieldErrors?.specialityIds).toEqual([ADVISOR_PROFILE_MESSAGES.unknownChoice]);
    // A speciality chosen as a client type.
    await expectRefused(advisor, { ...body, clientTypeIds: body.specialityIds }, 'clientTypeIds');
    await expectRefused(advisor, { ...body, specialityIds: [0] }, 'specialityIds');
    const many = Array.from({ length: PROFILE_CHOICES_MAX + 1 }, (_, index) => index + 1);
    await expectRefused(advisor, { ...body, specialityIds: many }, 'specialityIds');
  });

  it('refuses unknown states, no state, and an unknown business model', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    await expectRefused(advisor, { ...body, states: ['XX'] }, 'states');
    await expectRefused(advisor, { ...body, states: [] }, 'states');
    await expectRefused(advisor, { ...body, businessModel: 'commission' }, 'businessModel');
  });

  const priceRules: [string, { min: number; max: number; step: number }][] = [
    ['hourlyRateCents', HOUR_PRICE_DOLLARS],
    ['planPriceCents', PLAN_PRICE_DOLLARS],
    ['ongoingPriceCents', ONGOING_PRICE_DOLLARS],
  ];
  for (const [field, rule] of priceRules) {
    it(`keeps ${field} within $${rule.min} to $${rule.max} in steps of $${rule.step}`, async () => {
      const advisor = await advisorCaller();
      const body = await validBody(advisor);
      for (const dollars of [rule.min, rule.max]) {
        const ok = await save(advisor, { ...body, [field]: dollars * 100 });
        expect(ok.statusCode, ok.body).toBe(200);
      }
      for (const cents of [
        (rule.min - rule.step) * 100,
        (rule.max + rule.step) * 100,
        (rule.min + rule.step / 5) * 100,
        rule.min * 100 + 0.5,
      ]) {
        await expectRefused(advisor, { ...body, [field]: cents }, field);
      }
    });
  }
});

describe('telling every instance', () => {
  it('publishes the advisors topic on the change feed after a save and after a photo', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    const published = vi.spyOn(t.app.services.changes, 'publish');
    try {
      expect((await save(advisor, { ...body, title: 'Told everywhere' })).statusCode).toBe(200);
      expect(published).toHaveBeenCalledWith('advisors');
      published.mockClear();
      const refused = await save(advisor, { ...body, title: '' });
      expect(refused.statusCode).toBe(400);
      expect(published).not.toHaveBeenCalled();
      const form = multipartBody(
        {},
        { field: 'file', fileName: 'me.png', contentType: 'image/png', bytes: PNG },
      );
      const photo = await t.app.inject({
        method: 'POST',
        url: ADVISOR_PROFILE_API.photo,
        headers: { ...advisor.headers, ...form.headers },
        payload: form.payload,
      });
      expect(photo.statusCode, photo.body).toBe(200);
      expect(published).toHaveBeenCalledWith('advisors');
    } finally {
      published.mockRestore();
    }
  });
});

describe('the photo', () => {
  const upload = (who: Caller, bytes: Buffer, contentType: string) => {
    const body = multipartBody({}, { field: 'file', fileName: 'me.png', contentType, bytes });
    return t.app.inject({
      method: 'POST',
      url: ADVISOR_PROFILE_API.photo,
      headers: { ...who.headers, ...body.headers },
      payload: body.payload,
    });
  };

  it('stores a PNG as the photo the public profile shows, and audits it', async () => {
    const advisor = await advisorCaller();
    const response = await upload(advisor, PNG, 'image/png');
    expect(response.statusCode, response.body).toBe(200);
    const { profilePicUrl } = response.json<{ profilePicUrl: string }>();
    expect(profilePicUrl).toMatch(/\.png$/);
    const profile = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(profile.profilePicUrl).toBe(profilePicUrl);
    const served = await get(profilePicUrl);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const audit = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.subjectId, advisor.id));
    expect(audit.map((row) => row.action)).toContain('advisor.photo.update');
  });

  it('refuses a photo whose bytes are not what it claims, SVG in any form, and one too big', async () => {
    const advisor = await advisorCaller();
    const before = (await editorOf(advisor)).profile.profilePicUrl;
    const cases: [Buffer, string][] = [
      [PNG, 'image/jpeg'],
      [Buffer.from('just some text, not an image'), 'image/png'],
      [SVG, 'image/svg+xml'],
      [SVG, 'image/png'],
      [PNG, 'image/gif'],
      [Buffer.concat([PNG, Buffer.alloc(LIMITS.advisorPhotoBytes.max)]), 'image/png'],
    ];
    for (const [bytes, type] of cases) {
      const response = await upload(advisor, bytes, type);
      expect(response.statusCode, `${type}: ${response.body}`).toBe(400);
      expect(response.json<ErrorBody>().fieldErrors?.photo).toHaveLength(1);
    }
    expect((await upload(advisor, SVG, 'image/svg+xml')).json<ErrorBody>().fieldErrors).toEqual({
      photo: [ADVISOR_PROFILE_MESSAGES.photoType],
    });
    expect((await editorOf(advisor)).profile.profilePicUrl).toBe(before);
  });

  it('answers a form without a file, and a client or an account without a profile', async () => {
    const advisor = await advisorCaller();
    const empty = await t.app.inject({
      method: 'POST',
      url: ADVISOR_PROFILE_API.photo,
      headers: advisor.headers,
      payload: {},
    });
    expect(empty.statusCode).toBe(400);
    expect((await upload(await caller(['Consumer']), PNG, 'image/png')).statusCode).toBe(403);
    expect((await upload(await caller(['Admin']), PNG, 'image/png')).statusCode).toBe(404);
  });
});
