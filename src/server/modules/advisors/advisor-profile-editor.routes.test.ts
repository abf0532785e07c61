// The advisor's own public-profile editor (docs/product.md#profile-editor): reading it, saving
// every field in one go, only ever the caller's own profile, public reads and caches that show a
// save at once, and every instance told.
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import { ADVISOR_PROFILE_MESSAGES } from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfileEditor } from '../../../shared/contracts/advisor-profile';
import type { AdvisorProfile, AdvisorSearchResult } from '../../../shared/contracts/advisors';
import type { DashboardData } from '../../../shared/contracts/home';
import { HOUR_PRICE_DOLLARS } from '../../../shared/constants';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { auditLog } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { multipartBody } from '../../testing/multipart';
import type { ErrorBody } from '../../../shared/errors';
import { insertTestAdvisor } from '../../testing/test-advisors';
import { PNG, profileEditorTestKit } from './advisor-profile-editor-test-kit';

const kit = profileEditorTestKit();
const { advisorCaller, caller, editorOf, get, getEditor, save, validBody } = kit;

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
    const anonymous = await kit.t.app.inject({ method: 'GET', url: ADVISOR_PROFILE_API.dashboard });
    expect(anonymous.statusCode).toBe(401);
  });

  it('lets an admin with a linked profile edit it', async () => {
    const admin = await caller(['Admin']);
    await insertTestAdvisor(kit.t.database.db, admin.user.id, {
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
    await kit.t.database.db
      .update(advisors)
      .set({ reviewAverage: 5, reviewCount: 100_000 })
      .where(eq(advisors.id, advisor.id));
    kit.t.app.services.advisors.invalidate();
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
    const own = await kit.t.app.services.offerings.getOwnOfferings(advisor.user.id);
    expect(own.plan.priceCents).toBe(300_000);
    expect(own.ongoing.priceCents).toBe(12_500);

    const audit = await kit.t.database.db
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

  it('asks where the advisor is based: refused without it, stored and shown once given', async () => {
    const advisor = await advisorCaller();
    // As an advisor who joined before the invitation asked: nothing known of where they are.
    await kit.t.database.db
      .update(advisors)
      .set({ homeState: null, city: null, firmName: null })
      .where(eq(advisors.id, advisor.id));
    const editor = await editorOf(advisor);
    expect(editor.values).toMatchObject({ homeState: null, city: '', firmName: '' });
    expect(editor.profile).toMatchObject({ homeState: null, city: null, firmName: null });

    const body = await validBody(advisor);
    const refused = await save(advisor, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fieldErrors).toMatchObject({
      homeState: [ADVISOR_PROFILE_MESSAGES.noHomeState],
      city: ['Enter the city you work from.'],
      firmName: ['Enter the name of your firm.'],
    });
    const unknown = await save(advisor, { ...body, homeState: 'ZZ', city: 'A', firmName: 'B' });
    expect(Object.keys(unknown.json<ErrorBody>().fieldErrors ?? {}).sort()).toEqual([
      'city',
      'firmName',
      'homeState',
    ]);

    const saved = await save(advisor, {
      ...body,
      homeState: 'OR',
      city: ' Bend ',
      firmName: 'High Desert Planning',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json<AdvisorProfileEditor>().values).toMatchObject({
      homeState: 'OR',
      city: 'Bend',
      firmName: 'High Desert Planning',
    });
    const profile = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(profile).toMatchObject({
      homeState: 'OR',
      city: 'Bend',
      firmName: 'High Desert Planning',
    });
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

describe('telling every instance', () => {
  it('publishes the advisors topic on the change feed after a save and after a photo', async () => {
    const advisor = await advisorCaller();
    const body = await validBody(advisor);
    const published = vi.spyOn(kit.t.app.services.changes, 'publish');
    try {
      expect((await save(advisor, { ...body, title: 'Told everywhere' })).statusCode).toBe(200);
      expect(published).toHaveBeenCalledWith('advisors', advisor.id);
      published.mockClear();
      const refused = await save(advisor, { ...body, title: '' });
      expect(refused.statusCode).toBe(400);
      expect(published).not.toHaveBeenCalled();
      const form = multipartBody(
        {},
        { field: 'file', fileName: 'me.png', contentType: 'image/png', bytes: PNG },
      );
      const photo = await kit.t.app.inject({
        method: 'POST',
        url: ADVISOR_PROFILE_API.photo,
        headers: { ...advisor.headers, ...form.headers },
        payload: form.payload,
      });
      expect(photo.statusCode, photo.body).toBe(200);
      expect(published).toHaveBeenCalledWith('advisors', advisor.id);
    } finally {
      published.mockRestore();
    }
  });
});

describe('languages and credentials in search', () => {
  it('saves the languages an advisor advises in; the language and credential filters find them', async () => {
    const advisor = await advisorCaller();
    const editor = await editorOf(advisor);
    expect(editor.values.languages).toEqual(['english']);
    const response = await save(advisor, {
      ...editor.values,
      certifications: 'CPA/PFS',
      states: ['NY'],
      languages: ['english', 'tagalog', 'tagalog'],
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<AdvisorProfileEditor>().values.languages).toEqual(['english', 'tagalog']);

    const found = (
      await get(`${ADVISOR_API.search}?filters=speaks-tagalog,cpa-pfs&state=new-york`)
    ).json<AdvisorSearchResult>();
    expect(found.advisors.map((card) => card.slug)).toContain(advisor.slug);
    const profile = (await get(ADVISOR_API.profile(advisor.slug))).json<AdvisorProfile>();
    expect(profile.languages).toEqual(['english', 'tagalog']);

    const refused = await save(advisor, {
      ...editor.values,
      states: ['NY'],
      languages: ['klingon'],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json<ErrorBody>().fieldErrors).toEqual({
      languages: [ADVISOR_PROFILE_MESSAGES.unknownLanguage],
    });
  });
});
