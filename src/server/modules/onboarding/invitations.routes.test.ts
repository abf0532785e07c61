// Invitations over HTTP (docs/product.md#becoming-an-advisor, ADR 0037): admin-only, kept as a
// token hash, expiring, resent or withdrawn, and accepted exactly once by the invited address (even
// by two tabs at once); accepting grants the Advisor role and makes an unlisted advisor with their
// offerings.

import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type {
  AdminInvitation,
  AdminInvitationList,
  InvitationPreview,
} from '../../../shared/contracts/onboarding';
import type { ErrorBody } from '../../../shared/errors';
import { ONBOARDING_MESSAGES } from '../../../shared/onboarding';
import { ADVISOR_PROFILE_MESSAGES } from '../../../shared/contracts/advisor-profile';
import { ONBOARDING_API } from '../../../shared/routes/onboarding-api';
import { roles, userRoles } from '../../db/schema/accounts';
import { advisors } from '../../db/schema/advisors';
import { advisorInvitations } from '../../db/schema/onboarding';
import { offerings } from '../../db/schema/plans';
import { DAY_MS, NEW_ADVISOR_LOCATION, onboardingTestKit } from './onboarding-test-kit';

const kit = onboardingTestKit();
const { call, personWithEmail, invite, tokenSentTo, accept, auditActions } = kit;

describe('invitations', () => {
  it('are sent only by admins', async () => {
    const body = { email: 'nobody@example.test', firstName: 'No', lastName: 'Body' };
    expect((await call('POST', ONBOARDING_API.adminInvitations, undefined, body)).statusCode).toBe(
      401,
    );
    expect(
      (await call('POST', ONBOARDING_API.adminInvitations, kit.consumer, body)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', ONBOARDING_API.adminInvitations, kit.seededAdvisor, body)).statusCode,
    ).toBe(403);
    expect((await call('GET', ONBOARDING_API.adminInvitations, kit.seededAdvisor)).statusCode).toBe(
      403,
    );
  });

  it('keep only the hash of the emailed token, and show as pending', async () => {
    const invitation = await invite('hash.check@example.test');
    expect(invitation.state).toBe('pending');
    expect(new Date(invitation.expiresAt).getTime() - kit.clock.getTime()).toBe(14 * DAY_MS);
    const token = await tokenSentTo('hash.check@example.test');
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);
    const [row] = await kit.t.database.db
      .select()
      .from(advisorInvitations)
      .where(eq(advisorInvitations.id, invitation.id));
    expect(row!.tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(JSON.stringify(row)).not.toContain(token);
    const list = await call('GET', ONBOARDING_API.adminInvitations, kit.admin);
    expect(list.json<AdminInvitationList>().invitations[0]).toMatchObject({
      id: invitation.id,
      state: 'pending',
    });
    expect(await auditActions()).toContain('advisor-invitation.sent');
  });

  it('refuse a second pending invitation to the same address', async () => {
    await invite('twice@example.test');
    const again = await call('POST', ONBOARDING_API.adminInvitations, kit.admin, {
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

    const [advisor] = await kit.t.database.db
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
      // Where they said they are based on accepting, not a default.
      homeState: NEW_ADVISOR_LOCATION.homeState,
      city: NEW_ADVISOR_LOCATION.city,
      firmName: NEW_ADVISOR_LOCATION.firmName,
    });
    const kinds = await kit.t.database.db
      .select({ kind: offerings.kind })
      .from(offerings)
      .where(eq(offerings.advisorId, advisor!.id));
    expect(kinds.map((row) => row.kind).sort()).toEqual(['ongoing', 'plan']);
    const granted = await kit.t.database.db
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

  it('asks where the advisor is based and assumes nothing', async () => {
    await invite('no.place@example.test', 'Noor', 'Place');
    const token = await tokenSentTo('no.place@example.test');
    const person = await personWithEmail('no.place@example.test');
    const bare = await accept(person, token, {});
    expect(bare.statusCode).toBe(400);
    expect(Object.keys(bare.json<ErrorBody>().fieldErrors ?? {}).sort()).toEqual([
      'city',
      'firmName',
      'homeState',
    ]);
    const blank = await accept(person, token, { homeState: 'XX', city: '  ', firmName: '' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json<ErrorBody>().fieldErrors).toMatchObject({
      homeState: [ADVISOR_PROFILE_MESSAGES.noHomeState],
      city: ['Enter the city you work from.'],
      firmName: ['Enter the name of your firm.'],
    });
    // Nothing was made by the refused attempts; a full answer makes the advisor as said.
    const none = await kit.t.database.db
      .select({ id: advisors.id })
      .from(advisors)
      .where(eq(advisors.userId, person.user.id));
    expect(none).toHaveLength(0);
    const answer = await accept(person, token, {
      homeState: 'WA',
      city: ' Spokane ',
      firmName: 'Inland Fee-Only Advice',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const [row] = await kit.t.database.db
      .select({ homeState: advisors.homeState, city: advisors.city, firm: advisors.firmName })
      .from(advisors)
      .where(eq(advisors.userId, person.user.id));
    expect(row).toEqual({ homeState: 'WA', city: 'Spokane', firm: 'Inland Fee-Only Advice' });
  });

  it('happens exactly once when two tabs accept at the same moment', async () => {
    await invite('two.tabs@example.test', 'Tomas', 'Tabs');
    const token = await tokenSentTo('two.tabs@example.test');
    const person = await personWithEmail('two.tabs@example.test');
    const answers = await Promise.all([accept(person, token), accept(person, token)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const rows = await kit.t.database.db
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
    kit.setClock(new Date(kit.clock.getTime() + 15 * DAY_MS));
    try {
      const preview = await call('POST', ONBOARDING_API.invitationPreview, undefined, {
        token: oldToken,
      });
      expect(preview.json<InvitationPreview>().state).toBe('expired');
      const late = await accept(person, oldToken);
      expect(late.statusCode).toBe(409);
      expect(late.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.invitationExpired);

      const resent = await call(
        'POST',
        ONBOARDING_API.adminInvitationResend(invitation.id),
        kit.admin,
      );
      expect(resent.statusCode, resent.body).toBe(200);
      expect(resent.json<AdminInvitation>().state).toBe('pending');
      const newToken = await tokenSentTo('late@example.test');
      expect(newToken).not.toBe(oldToken);
      expect((await accept(person, oldToken)).statusCode).toBe(404);
      expect((await accept(person, newToken)).statusCode).toBe(200);
      expect(await auditActions()).toContain('advisor-invitation.resent');
    } finally {
      kit.setClock(new Date(kit.clock.getTime() - 15 * DAY_MS));
    }
  });

  it('refuses a withdrawn invitation, which cannot be resent', async () => {
    const invitation = await invite('withdrawn@example.test');
    const token = await tokenSentTo('withdrawn@example.test');
    expect(
      (await call('DELETE', ONBOARDING_API.adminInvitation(invitation.id), kit.consumer))
        .statusCode,
    ).toBe(403);
    const revoked = await call('DELETE', ONBOARDING_API.adminInvitation(invitation.id), kit.admin);
    expect(revoked.json<AdminInvitation>().state).toBe('revoked');
    const person = await personWithEmail('withdrawn@example.test');
    const answer = await accept(person, token);
    expect(answer.statusCode).toBe(409);
    expect(answer.json<ErrorBody>().message).toBe(ONBOARDING_MESSAGES.invitationRevoked);
    const resend = await call(
      'POST',
      ONBOARDING_API.adminInvitationResend(invitation.id),
      kit.admin,
    );
    expect(resend.statusCode).toBe(409);
    expect(await auditActions()).toContain('advisor-invitation.revoked');
  });
});
