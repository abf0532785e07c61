// Becoming an advisor over HTTP (docs/product.md#becoming-an-advisor, ADR 0037): invitations are
// admin-only, kept as a token hash, expire, can be resent or withdrawn and are accepted exactly
// once by the invited address (even by two tabs at once); accepting grants the Advisor role and
// makes an unlisted advisor with their offerings; the checklist is computed from data and takes
// only PDFs; vetting is admin-only and audited; an unlisted advisor is out of search, the
// sitemap, the home page, their profile and booking until approved, and back out when unlisted.
import { createHash } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AdminAdvisorList,
  AdminInvitation,
  AdminInvitationList,
  Checklist,
  InvitationPreview,
} from '../../../shared/contracts/onboarding';
import type { DashboardData } from '../../../shared/contracts/home';
import type { AdvisorSearchResult } from '../../../shared/contracts/advisors';
import { defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { ErrorBody } from '../../../shared/errors';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import { ADVISOR_API } from '../../../shared/routes/advisors-api';
import { ADVISOR_PROFILE_API } from '../../../shared/routes/advisor-profile-api';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { SEO_FILES } from '../../../shared/routes/system';
import { auditLog, roles, userRoles, users } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorAvailability } from '../../db/schema/availability';
import { emails } from '../../db/schema/notifications';
import { advisorInvitations } from '../../db/schema/onboarding';
import { offerings } from '../../db/schema/plans';
import { createTestApp } from '../../testing/test-app';
import type { TestApp } from '../../testing/test-app';
import { hold, signedInCaller } from '../../testing/test-booking';
import type { Caller } from '../../testing/test-booking';
import { multipartBody } from '../../testing/multipart';
import { createTestUser } from '../../testing/test-users';
import { bearer, mintAccessToken } from '../../testing/test-tokens';

const DAY_MS = 24 * 60 * 60 * 1000;
let clock = new Date('2026-03-02T15:00:00Z');
let t: TestApp;
let admin: Caller;
let consumer: Caller;
let seededAdvisor: Caller;

beforeAll(async () => {
  t = await createTestApp({
    env: { RATE_LIMIT_PER_MINUTE: '100000' },
    now: () => clock,
  });
  admin = await signedInCaller(t, ['Admin'], { fullName: 'Ada Admin' });
  consumer = await signedInCaller(t, ['Consumer']);
  seededAdvisor = await signedInCaller(t, ['Advisor']);
});
afterAll(async () => {
  await t.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  caller?: Caller,
  payload?: object,
) =>
  t.app.inject({
    method,
    url,
    ...(caller ? { headers: caller.headers } : {}),
    ...(payload ? { payload } : {}),
  });

/** A person with an account under the address, signed in. */
async function personWithEmail(email: string, timeZone = 'America/Chicago'): Promise<Caller> {
  const user = await createTestUser(t.database.db, { roles: ['Consumer'], email });
  await t.database.db.update(users).set({ timeZone }).where(eq(users.id, user.id));
  const token = await mintAccessToken(t.database.db, t.config, user, { expiresInS: 6 * 3600 });
  return { user, headers: bearer(token) };
}

async function invite(email: string, firstName = 'Rosa', lastName = 'Delgado') {
  const response = await call('POST', ONBOARDING_API.adminInvitations, admin, {
    email,
    firstName,
    lastName,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<AdminInvitation>();
}

/** The token of the newest invitation email sent to the address. */
async function tokenSentTo(email: string): Promise<string> {
  const rows = await t.database.db
    .select()
    .from(emails)
    .where(and(eq(emails.toAddress, email), eq(emails.template, 'advisor-invitation')));
  const latest = rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0];
  const token = /advisor-invitation\/([A-Za-z0-9_-]+)/.exec(latest?.textBody ?? '')?.[1];
  if (!token) throw new Error(`No invitation was sent to ${email}.`);
  return token;
}

const accept = (caller: Caller, token: string) =>
  call('POST', ONBOARDING_API.invitationAccept, caller, { token });

async function auditActions(): Promise<string[]> {
  const rows = await t.database.db.select({ action: auditLog.action }).from(auditLog);
  return rows.map((row) => row.action);
}

async function searchTotal(): Promise<number> {
  const response = await call('GET', ADVISOR_API.search);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdvisorSearchResult>().total;
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.7\n%\xe2\xe3\xcf\xd3\n'), Buffer.alloc(6000, 0x20)]);
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

function upload(caller: Caller, kind: string, bytes: Buffer, fileName = 'form.pdf') {
  const body = multipartBody(
    {},
    { field: 'file', fileName, contentType: 'application/pdf', bytes },
  );
  return t.app.inject({
    method: 'PUT',
    url: ONBOARDING_API.disclosure(kind),
    headers: { ...caller.headers, ...body.headers },
    payload: body.payload,
  });
}

describe('invitations', () => {
  it('are sent only by admins', async () => {
    const body = { email: 'nobody@example.test', firstName: 'No', lastName: 'Body' };
    expect((await call('POST', ONBOARDING_API.adminInvitations, undefined, body)).statusCode).toBe(
      401,
    );
    expect((await call('POST', ONBOARDING_API.adminInvitations, consumer, body)).statusCode).toBe(
      403,
    );
    expect(
      (await call('POST', ONBOARDING_API.adminInvitations, seededAdvisor, body)).statusCode,
    ).toBe(403);
    expect((await call('GET', ONBOARDING_API.adminInvitations, seededAdvisor)).statusCode).toBe(
      403,
    );
  });

  it('keep only the hash of the emailed token, and show as pending', async () => {
    const invitation = await invite('hash.check@example.test');
    expect(invitation.state).toBe('pending');
    expect(new Date(invitation.expiresAt).getTime() - clock.getTime()).toBe(14 * DAY_MS);
    const token = await tokenSentTo('hash.check@example.test');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await t.database.db
      .select()
      .from(advisorInvitations)
      .where(eq(advisorInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await call('GET', ONBOARDING_API.adminInvitations, admin);
    expect(list.json<AdminInvitationList>().invitations[0]).toMatchObject({
      id: invitation.id,
      state: 'pending',
    });
    expect(await auditActions()).toContain('advisor-invitation.sent');
  });

  it('refuse a second pending invitation to the same address', async () => {
    await invite('twice@example.test');
    const again = await call('POST', ONBOARDING_API.adminInvitations, admin, {
      email: 'TWICE@example.test',
      firstName: 'Tw',
      lastName: 'Ice',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json<ErrorBody>().fieldErrors?.email).toEqual([ONBOARDING_MESSAGES.emailInvited]);
  });

  it('preview with a masked address; an unknown token is not found', async () => {
    await invite('preview.me@example.test', 'Pia');
    const token = await tokenSentTo('preview.me@example.test');
    const preview = await call('POST', ONBOARDING_API.invitationPreview, undefined, { token });
    expect(preview.json<InvitationPreview>()).toEqual({
      state: 'pending',
      firstName: 'Pia',
      emailHint: 'p•••@example.test',
    });
    const unknown = await call('POST', ONBOARDING_API.invitationPreview, undefined, {
      token: 'x'.repeat(43),
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.invitationNotFound);
  });
});

describe('accepting an invitation', () => {
  it('needs the invited address, then grants the role and makes an unlisted advisor', async () => {
    await invite('rosa.delgado@example.test', 'Rosa', 'Delgado');
    const token = await tokenSentTo('rosa.delgado@example.test');
    const stranger = await personWithEmail('someone.else@example.test');
    const wrong = await accept(stranger, token);
    expect(wrong.statusCode).toBe(403);
    expect(wrong.json<ErrorBody>().message).toBe(
      ONBOARDING_MESSAGES.wrongAccount('r•••@example.test'),
    );

    const rosa = await personWithEmail('rosa.delgado@example.test', 'America/Chicago');
    const accepted = await accept(rosa, token);
    expect(accepted.statusCode, accepted.body).toBe(200);
    const { advisorSlug } = accepted.json<{ advisorSlug: string }>();
    expect(advisorSlug).toBe('rosa-delgado');

    const [advisor] = await t.database.db
      .select()
      .from(advisors)
      .where(eq(advisors.slug, advisorSlug));
    expect(advisor).toMatchObject({
      userId: rosa.user.id,
      title: 'Financial Advisor',
      timeZone: 'America/Chicago',
      profilePicUrl: '/avatars/rosa-delgado.svg',
      hourlyRateCents: 15_000,
      planPriceCents: 250_000,
      ongoingPriceCents: 10_000,
      listed: false,
      approvedAt: null,
    });
    const kinds = await t.database.db
      .select({ kind: offerings.kind })
      .from(offerings)
      .where(eq(offerings.advisorId, advisor!.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['ongoing', 'plan']);
    const granted = await t.database.db
      .select({ name: roles.name })
      .from(userRoles)
      .innerJoin(roles, eq(roles.id, userRoles.roleId))
      .where(eq(userRoles.userId, rosa.user.id));
    expect(granted.map((row) => row.name)).toContain('Advisor');
    expect(await auditActions()).toContain('advisor-invitation.accepted');

    // The same token answers Advisor Home's calls at once: roles are read fresh.
    expect((await call('GET', ONBOARDING_API.checklist, rosa)).statusCode).toBe(200);

    const twice = await accept(rosa, token);
    expect(twice.statusCode).toBe(409);
    expect(twice.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.invitationAccepted);
    const other = await accept(stranger, token);
    expect(other.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.acceptedByOther);
  });

  it('happens exactly once when two tabs accept at the same moment', async () => {
    await invite('two.tabs@example.test', 'Tomas', 'Tabs');
    const token = await tokenSentTo('two.tabs@example.test');
    const person = await personWithEmail('two.tabs@example.test');
    const answers = await Promise.all([accept(person, token), accept(person, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.userId, person.user.id));
    expect(rows).toHaveLength(1);
  });

  it('picks a free slug when the name is taken', async () => {
    await invite('rosa.two@example.test', 'Rosa', 'Delgado');
    const person = await personWithEmail('rosa.two@example.test');
    const answer = await accept(person, await tokenSentTo('rosa.two@example.test'));
    expect(answer.json<{ advisorSlug: string }>().advisorSlug).toBe('rosa-delgado-2');
  });

  it('refuses an expired invitation; a resend gives a new link and the old one stops', async () => {
    const invitation = await invite('late@example.test', 'Lee', 'Late');
    const oldToken = await tokenSentTo('late@example.test');
    const person = await personWithEmail('late@example.test');
    clock = new Date(clock.getTime() + 15 * DAY_MS);
    try {
      const preview = await call('POST', ONBOARDING_API.invitationPreview, undefined, {
        token: oldToken,
      });
      expect(preview.json<InvitationPreview>().state).toBe('expired');
      const late = await accept(person, oldToken);
      expect(late.statusCode).toBe(409);
      expect(late.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.invitationExpired);

      const resent = await call('POST', ONBOARDING_API.adminInvitationResend(invitation.id), admin);
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json<AdminInvitation>().state).toBe('pending');
      const newToken = await tokenSentTo('late@example.test');
      expect(newToken).not.toBe(oldToken);
      expect((await accept(person, oldToken)).statusCode).toBe(404);
      expect((await accept(person, newToken)).statusCode).toBe(200);
      expect(await auditActions()).toContain('advisor-invitation.resent');
    } finally {
      clock = new Date(clock.getTime() - 15 * DAY_MS);
    }
  });

  it('refuses a withdrawn invitation, which cannot be resent', async () => {
    const invitation = await invite('withdrawn@example.test');
    const token = await tokenSentTo('withdrawn@example.test');
    expect(
      (await call('DELETE', ONBOARDING_API.adminInvitation(invitation.id), consumer)).statusCode,
    ).toBe(403);
    const revoked = await call('DELETE', ONBOARDING_API.adminInvitation(invitation.id), admin);
    expect(revoked.json<AdminInvitation>().state).toBe('revoked');
    const person = await personWithEmail('withdrawn@example.test');
    const answer = await accept(person, token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.invitationRevoked);
    const resend = await call('POST', ONBOARDING_API.adminInvitationResend(invitation.id), admin);
    expect(resend.statusCode).toBe(409);
    expect(await auditActions()).toContain('advisor-invitation.revoked');
  });
});

describe('the checklist, vetting and listing', () => {
  let newcomer: Caller;
  let advisorId: string;
  let slug: string;

  beforeAll(async () => {
    await invite('nina.newcomer@example.test', 'Nina', 'Newcomer');
    newcomer = await personWithEmail('nina.newcomer@example.test');
    const answer = await accept(newcomer, await tokenSentTo('nina.newcomer@example.test'));
    slug = answer.json<{ advisorSlug: string }>().advisorSlug;
    const [row] = await t.database.db
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

  it('is only the advisor’s own', async () => {
    expect((await call('GET', ONBOARDING_API.checklist, consumer)).statusCode).toBe(403);
    // An Advisor account without an advisor profile has no checklist.
    expect((await call('GET', ONBOARDING_API.checklist, seededAdvisor)).statusCode).toBe(404);
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
    expect((await upload(consumer, 'adv', PDF)).statusCode).toBe(403);

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

  it('marks each item done from the data', async () => {
    await t.database.db
      .update(advisors)
      .set({ bio: 'Tax planning\nRetirement', longBio: 'Twenty years of planning.' })
      .where(eq(advisors.id, advisorId));
    expect((await doneOf()).profile).toBe(true);
    await t.database.db
      .update(advisors)
      .set({ profilePicKey: 'advisor-photos/x.png' })
      .where(eq(advisors.id, advisorId));
    expect((await doneOf()).photo).toBe(true);
    const confirmed = await call('POST', ONBOARDING_API.confirmPrices, newcomer);
    expect(confirmed.statusCode).toBe(200);
    expect((await doneOf()).offerings).toBe(true);
    await t.database.db.insert(advisorAvailability).values({
      advisorId,
      rules: { ...defaultAvailabilityRules('America/Chicago'), weekly: {} },
    });
    expect((await doneOf()).availability).toBe(false);
    await t.database.db
      .update(advisorAvailability)
      .set({ rules: defaultAvailabilityRules('America/Chicago') })
      .where(eq(advisorAvailability.advisorId, advisorId));
    expect((await doneOf()).availability).toBe(true);

    const submitted = await call('POST', ONBOARDING_API.submit, newcomer);
    expect(submitted.statusCode, submitted.body).toBe(200);
    expect(submitted.json<Checklist>().submittedAt).toBe(clock.toISOString());
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
    const held = await hold(t.app, consumer, slug, '2026-03-10T15:00:00.000Z');
    expect(held.statusCode).toBe(404);
    expect(total).toBeGreaterThan(0);
  });

  it('lets only admins vet, and approves only after the CRD and ADV checks', async () => {
    for (const caller of [consumer, seededAdvisor, newcomer]) {
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
    const list = (await call('GET', ONBOARDING_API.adminAdvisors, admin)).json<AdminAdvisorList>();
    const waiting = list.waiting.find((row) => row.id === advisorId);
    expect(waiting).toMatchObject({ submittedAt: clock.toISOString(), listed: false });
    expect(waiting!.checklist!.every((item) => item.done)).toBe(true);
    expect(list.approved.some((row) => row.slug === 'thomas-nguyen')).toBe(true);

    const file = await call('GET', ONBOARDING_API.adminDisclosure(advisorId, 'adv'), admin);
    expect(file.rawPayload.equals(PDF)).toBe(true);

    const listEarly = await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), admin, {
      listed: true,
    });
    expect(listEarly.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.notApproved);
    const early = await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), admin);
    expect(early.statusCode).toBe(409);
    expect(early.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.notChecked);

    const checked = await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), admin, {
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

    const approved = await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), admin);
    expect(approved.statusCode, approved.body).toBe(200);
    const row = approved.json<AdminAdvisorList>().approved.find((item) => item.id === advisorId);
    expect(row).toMatchObject({
      approvedAt: clock.toISOString(),
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
      (await call('POST', ONBOARDING_API.adminAdvisorApprove(advisorId), admin)).statusCode,
    ).toBe(409);

    const unlisted = await call('PUT', ONBOARDING_API.adminAdvisor(advisorId), admin, {
      listed: false,
    });
    expect(unlisted.statusCode).toBe(200);
    expect(await searchTotal()).toBe(total);
    expect((await call('GET', ADVISOR_API.profile(slug))).statusCode).toBe(404);

    const audited = await t.database.db
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
        .every((e) => e.actorId === admin.user.id),
    ).toBe(true);
  });

  it('leaves the seeded advisors approved and listed', async () => {
    const [seeded] = await t.database.db
      .select({ listed: advisors.listed, approvedAt: advisors.approvedAt })
      .from(advisors)
      .where(eq(advisors.slug, 'thomas-nguyen'));
    expect(seeded!.listed).toBe(true);
    expect(seeded!.approvedAt).not.toBeNull();
  });
});
