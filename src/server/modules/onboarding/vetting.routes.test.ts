// The new advisor's checklist, vetting and listing over HTTP (docs/product.md#becoming-an-advisor,
// ADR 0037): the checklist is computed from data and takes only PDFs; vetting is admin-only and
// audited; an unlisted advisor is out of search, the sitemap, the home page, their profile and
// booking until approved, and back out when unlisted.

import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { AdminAdvisorList, Checklist } from '../../../shared/contracts/onboarding';
import type { DashboardData } from '../../../shared/contracts/home';
import { defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { ErrorBody } from '../../../shared/errors';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { SEO_FILES } from '../../../shared/routes/system';
import { auditLog } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { hold } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { PDF, PNG, onboardingTestKit } from './onboarding-test-kit';

const kit = onboardingTestKit();
const { call, personWithEmail, invite, tokenSentTo, accept, searchTotal, upload } = kit;

describe('the checklist, vetting and listing', () => {
  let newcomer: Caller;
  let advisorId: string;
  let slug: string;

  beforeAll(async () => {
    await invite('nina.newcomer@example.test', 'Nina', 'Newcomer');
    newcomer = await personWithEmail('nina.newcomer@example.test');
    const answer = await accept(newcomer, await tokenSentTo('nina.newcomer@example.test'));
    slug = answer.json<{ advisorSlug: string }>().advisorSlug;
    const [row] = await kit.t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.slug, slug));
    advisorId = row!.id;
  });

  const checklist = async () => {
    const response = await call('GET', ONBOARDING_API.checklist, newcomer);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Checklist>();
  };
  const doneOf = async () =>
    Object.fromEntries((await checklist()).items.map((item) => [item.key, item.done]));

  it('knows the first visit to Advisor Home from the data, once even from two tabs', async () => {
    const visit = () => call('POST', ONBOARDING_API.homeVisit, newcomer);
    const [one, two] = await Promise.all([visit(), visit()]);
    expect([one!.statusCode, two!.statusCode]).toEqual([200, 200]);
    expect(
      [one!.json<{ firstVisit: boolean }>(), two!.json<{ firstVisit: boolean }>()]
        .map((answer) => answer.firstVisit)
        .sort(),
    ).toEqual([false, true]);
    expect((await visit()).json()).toEqual({ firstVisit: false });
    // An account without an advisor profile has no first visit; a client may not ask.
    expect((await call('POST', ONBOARDING_API.homeVisit, kit.seededAdvisor)).json()).toEqual({
      firstVisit: false,
    });
    expect((await call('POST', ONBOARDING_API.homeVisit, kit.consumer)).statusCode).toBe(403);
  });

  it('is only the advisor’s own', async () => {
    expect((await call('GET', ONBOARDING_API.checklist, kit.consumer)).statusCode).toBe(403);
    // An Advisor account without an advisor profile has no checklist.
    expect((await call('GET', ONBOARDING_API.checklist, kit.seededAdvisor)).statusCode).toBe(404);
  });

  it('starts with nothing done and cannot be sent for review', async () => {
    expect(await doneOf()).toEqual({
      profile: false,
      photo: false,
      offerings: false,
      availability: false,
      disclosures: false,
    });
    const early = await call('POST', ONBOARDING_API.submit, newcomer);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.checklistIncomplete);
  });

  it('takes only PDFs as disclosures, judged by their bytes', async () => {
    const fake = await upload(newcomer, 'adv', PNG, 'adv.pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json<ErrorBody>().fieldErrors?.file).toEqual([ONBOARDING_MESSAGES.notPdf]);
    const empty = await upload(newcomer, 'adv', Buffer.alloc(0));
    expect(empty.statusCode).toBe(400);
    expect((await upload(newcomer, 'w2', PDF)).statusCode).toBe(404);
    expect((await upload(kit.consumer, 'adv', PDF)).statusCode).toBe(403);

    const adv = await upload(newcomer, 'adv', PDF, 'ADV Part 2A.pdf');
    expect(adv.statusCode, adv.body).toBe(200);
    expect(adv.json<Checklist>().disclosures).toEqual([
      expect.objectContaining({ kind: 'adv', fileName: 'ADV Part 2A.pdf', sizeBytes: PDF.length }),
    ]);
    expect((await doneOf()).disclosures).toBe(false);
    expect((await upload(newcomer, 'crs', PDF, 'CRS.pdf')).statusCode).toBe(200);
    expect((await doneOf()).disclosures).toBe(true);

    const back = await call('GET', ONBOARDING_API.disclosure('crs'), newcomer);
    expect(back.statusCode).toBe(200);
    expect(back.headers['content-type']).toBe('application/pdf');
    expect(back.rawPayload.equals(PDF)).toBe(true);
  });

  it('refuses a disclosure over the cap before storing it', async () => {
    const big = Buffer.concat([PDF, Buffer.alloc(21 * 1024 * 1024)]);
    const answer = await upload(newcomer, 'adv', big, 'big.pdf');
    expect(answer.statusCode).toBe(413);
    const [kept] = (await checklist()).disclosures.filter((file) => file.kind === 'adv');
    expect(kept?.fileName).toBe('ADV Part 2A.pdf');
  });

  it('names what the profile still lacks', async () => {
    const profileItem = async () =>
      (await checklist()).items.find((item) => item.key === 'profile');
    // Where they are based came with accepting; the bio and longer story are still to write.
    expect(await profileItem()).toEqual({
      key: 'profile',
      done: false,
      missing: ['bio', 'longBio'],
    });
  });

  it('marks each item done from the data', async () => {
    await kit.t.database.db
      .update(advisors)
      .set({ bio: 'Tax planning\nRetirement', longBio: 'Twenty years of planning.' })
      .where(eq(advisors.id, advisorId));
    expect((await doneOf()).profile).toBe(true);
    await kit.t.database.db
      .update(advisors)
      .set({ profilePicKey: 'advisor-photos/x.png' })
      .where(eq(advisors.id, advisorId));
    expect((await doneOf()).photo).toBe(true);
    const confirmed = await call('POST', ONBOARDING_API.confirmPrices, newcomer);
    expect(confirmed.statusCode).toBe(200);
    expect((await doneOf()).offerings).toBe(true);
    await kit.t.database.db.insert(advisorAvailability).values({
      advisorId,
      rules: { ...defaultAvailabilityRules('America/Chicago'), weekly: {} },
    });
    expect((await doneOf()).availability).toBe(false);
    await kit.t.database.db
      .update(advisorAvailability)
      .set({ rules: defaultAvailabilityRules('America/Chicago') })
      .where(eq(advisorAvailability.advisorId, advisorId));
    expect((await doneOf()).availability).toBe(true);

    // A profile that does not say where the advisor is based cannot be sent for review (rows
    // from before the invitation asked: the migration cleared the New York it assumed).
    await kit.t.database.db
      .update(advisors)
      .set({ homeState: null, city: null, firmName: '  ' })
      .where(eq(advisors.id, advisorId));
    const unplaced = (await checklist()).items.find((item) => item.key === 'profile');
    expect(unplaced).toEqual({
      key: 'profile',
      done: false,
      missing: ['homeState', 'city', 'firmName'],
    });
    const refused = await call('POST', ONBOARDING_API.submit, newcomer);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.checklistIncomplete);
    await kit.t.database.db
      .update(advisors)
      .set({ homeState: 'IL', city: 'Evanston', firmName: 'Lakeshore Planning' })
      .where(eq(advisors.id, advisorId));

    const submitted = await call('POST', ONBOARDING_API.submit, newcomer);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<Checklist>().submittedAt).toBe(kit.clock.toISOString());
  });

  it('keeps an unlisted advisor out of search, the sitemap, the home page, profiles and booking', async () => {
    const total = await searchTotal();
    expect((await call('GET', ADVISOR_API.profile(slug))).statusCode).toBe(404);
    expect((await call('GET', SEO_FILES.sitemap)).body).not.toContain(`/advisor/${slug}<`);
    const home = (await call('GET', ADVISOR_API.home)).json<DashboardData>();
    expect(Object.keys(home.profilePics)).not.toContain(slug);
    // The advisor's own preview in the profile editor still shows it.
    const editor = await call('GET', ADVISOR_PROFILE_API.dashboard, newcomer);
    expect(editor.statusCode, editor.body).toBe(200);
    const held = await hold(kit.t.app, kit.consumer, slug, '2026-03-10T15:00:00.000Z');
    expect(held.statusCode).toBe(404);
    expect(total).toBeGreaterThan(0);
  });

  it('lets only admins vet, and approves only after the CRD and ADV checks', async () => {
    for (const caller of [kit.consumer, kit.seededAdvisor, newcomer]) {
      expect((await call('GET', ONBOARDING_API.adminAdvisors, caller)).statusCode).toBe(403);
      expect(
        (await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), caller)).statusCode,
      ).toBe(403);
      expect(
        (await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), caller, { listed: true }))
          .statusCode,
      ).toBe(403);
      expect(
        (await call('GET', ONBOARDING_API.adminDisclosure(advisorId, 'adv'), caller)).statusCode,
      ).toBe(403);
    }
    const list = (
      await call('GET', ONBOARDING_API.adminAdvisors, kit.admin)
    ).json<AdminAdvisorList>();
    const waiting = list.waiting.find((row) => row.id === advisorId);
    expect(waiting).toMatchObject({ submittedAt: kit.clock.toISOString(), listed: false });
    expect(waiting!.checklist!.every((item) => item.done)).toBe(true);
    expect(list.approved.some((row) => row.slug === 'thomas-nguyen')).toBe(true);

    const file = await call('GET', ONBOARDING_API.adminDisclosure(advisorId, 'adv'), kit.admin);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const listEarly = await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), kit.admin, {
      listed: true,
    });
    expect(listEarly.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.notApproved);
    const early = await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), kit.admin);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.notChecked);

    const checked = await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), kit.admin, {
      crdChecked: true,
      advOnFile: true,
    });
    expect(checked.statusCode, checked.body).toBe(200);
  });

  it('lists the advisor on approval, everywhere at once, and unlists them again', async () => {
    const total = await searchTotal();
    // The home page's list is cached: approval must refresh it.
    expect(
      Object.keys((await call('GET', ADVISOR_API.home)).json<DashboardData>().profilePics),
    ).not.toContain(slug);

    const approved = await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), kit.admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const row = approved.json<AdminAdvisorList>().approved.find((item) => item.id === advisorId);
    expect(row).toMatchObject({
      approvedAt: kit.clock.toISOString(),
      approvedByName: 'Ada Admin',
      listed: true,
    });
    expect(await searchTotal()).toBe(total + 1);
    expect((await call('GET', ADVISOR_API.profile(slug))).statusCode).toBe(200);
    expect((await call('GET', SEO_FILES.sitemap)).body).toContain(`/advisor/${slug}<`);
    expect(
      Object.keys((await call('GET', ADVISOR_API.home)).json<DashboardData>().profilePics),
    ).toContain(slug);
    expect((await call('GET', ONBOARDING_API.checklist, newcomer)).json<Checklist>().approved).toBe(
      true,
    );
    expect(
      (await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), kit.admin)).statusCode,
    ).toBe(409);

    const unlisted = await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), kit.admin, {
      listed: false,
    });
    expect(unlisted.statusCode).toBe(200);
    expect(await searchTotal()).toBe(total);
    expect((await call('GET', ADVISOR_API.profile(slug))).statusCode).toBe(404);

    const audited = await kit.t.database.db
      .select({ action: auditLog.action, actorId: auditLog.actorId })
      .from(auditLog)
      .where(
        inArray(auditLog.action, [
          'advisor.crd-checked',
          'advisor.adv-on-file',
          'advisor.approved',
          'advisor.listed',
          'advisor.unlisted',
          'advisor.submitted',
        ]),
      );
    expect(audited.map((entry) => entry.action).sort()).toEqual([
      'advisor.adv-on-file',
      'advisor.approved',
      'advisor.crd-checked',
      'advisor.listed',
      'advisor.submitted',
      'advisor.unlisted',
    ]);
    expect(
      audited
        .filter((entry) => entry.action !== 'advisor.submitted')
        .every((e) => e.actorId === kit.admin.user.id),
    ).toBe(true);
  });

  it('leaves the seeded advisors approved and listed', async () => {
    const [seeded] = await kit.t.database.db
      .select({ listed: advisors.listed, approvedAt: advisors.approvedAt })
      .from(advisors)
      .where(eq(advisors.slug, 'thomas-nguyen'));
    expect(seeded!.listed).toBe(true);
    expect(seeded!.approvedAt).not.toBeNull();
  });
});
