// Rules of inviting an advisor (docs/product.md#becoming-an-advisor): an admin invites an applicant
// by email (the token is kept only as its hash, works 14 days and is accepted exactly once), can
// resend or withdraw it; accepting grants the Advisor role and makes an unlisted advisor profile.
// Every step is audited.
import { hashSecretToken, newSecretToken } from '../../auth/secret-tokens';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import type { RequestUser } from '../../auth/access/request-user';
import { advisorInvitationEmail } from '../notifications/advisor-invitation-emails';
import { avatarUrlFor } from '../advisors/avatar-svg';
import { AppError } from '../../../shared/errors';
import {
  HOUR_PRICE_DOLLARS,
  ONGOING_PRICE_DOLLARS,
  PLAN_PRICE_DOLLARS,
} from '../../../shared/constants';
import {
  INVITATION_VALID_DAYS,
  NEW_ADVISOR_DEFAULTS,
  ONBOARDING_MESSAGES,
  maskEmail,
  slugFromName,
} from '../../../shared/onboarding';
import type { InvitationState } from '../../../shared/onboarding';
import type {
  AcceptInvitation,
  AcceptedInvitation,
  AdminInvitation,
  AdminInvitationList,
  CreateInvitation,
  InvitationPreview,
} from '../../../shared/contracts/onboarding';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import type { AdvisorInvitationRow } from '../../db/schema/onboarding';
import * as invitations from './invitations.repository';
import { iso } from './onboarding-views';
import { recordAudit } from '../../db/audit-log';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The admin list shows the newest invitations; older ones stay in the table and the audit log. */
const INVITATION_LIST_LIMIT = 200;

/** A token of 256 random bits, safe in a path. */

export function invitationState(row: AdvisorInvitationRow, at: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'pending';
}

export interface InvitationsDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  /** Forgets the cached identity of a user whose roles changed. */
  onRolesChange?: (userId: string) => void;
}

export type InvitationsService = ReturnType<typeof createInvitationsService>;

export function createInvitationsService(deps: InvitationsDeps) {
  const { db, mailer, publicUrl, now } = deps;

  function invitationView(row: AdvisorInvitationRow, at: Date): AdminInvitation {
    return {
      id: row.id,
      email: row.email,
      firstName: row.firstName,
      lastName: row.lastName,
      state: invitationState(row, at),
      sentAt: row.sentAt.toISOString(),
      expiresAt: row.expiresAt.toISOString(),
      acceptedAt: iso(row.acceptedAt),
      revokedAt: iso(row.revokedAt),
    };
  }

  async function sendInvitation(row: AdvisorInvitationRow, token: string): Promise<void> {
    await mailer.send({
      to: row.email,
      template: 'advisor-invitation',
      ...advisorInvitationEmail({
        publicUrl,
        firstName: row.firstName,
        acceptUrl: `${publicUrl}${ONBOARDING_PAGES.invitation(token)}`,
        validDays: INVITATION_VALID_DAYS,
      }),
    });
  }

  /** A free slug from the name: 'jane-doe', then 'jane-doe-2', 'jane-doe-3'… */
  async function freeSlug(tx: Db, firstName: string, lastName: string): Promise<string> {
    const base = slugFromName(firstName, lastName);
    const taken = new Set(await invitations.listSlugsLike(tx, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  return {
    // ——— invitations (admin) ———

    async listInvitations(): Promise<AdminInvitationList> {
      const at = now();
      const rows = await invitations.listInvitations(db, INVITATION_LIST_LIMIT);
      return { invitations: rows.map((row) => invitationView(row, at)) };
    },

    async invite(admin: RequestUser, input: CreateInvitation): Promise<AdminInvitation> {
      const at = now();
      if (await invitations.isAdvisorEmail(db, input.email)) {
        throw new AppError('validation', undefined, {
          email: [ONBOARDING_MESSAGES.emailIsAdvisor],
        });
      }
      if (await invitations.findPendingInvitationTo(db, input.email, at)) {
        throw new AppError('validation', undefined, { email: [ONBOARDING_MESSAGES.emailInvited] });
      }
      const token = newSecretToken();
      const row = await invitations.insertInvitation(db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        tokenHash: hashSecretToken(token),
        expiresAt: new Date(at.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        invitedBy: admin.id,
        sentAt: at,
      });
      await recordAudit(db, {
        actorId: admin.id,
        subjectId: null,
        action: 'advisor-invitation.sent',
        detail: `Invited ${row.email} (${row.id})`,
      });
      await sendInvitation(row, token);
      return invitationView(row, at);
    },

    /** A new link (the old one stops working) and a new expiry, for a pending or expired one. */
    async resend(admin: RequestUser, invitationId: string): Promise<AdminInvitation> {
      const at = now();
      const token = newSecretToken();
      const row = await db.transaction(async (tx) => {
        const current = await invitations.findInvitation(tx, invitationId, { forUpdate: true });
        if (!current) throw new AppError('notFound');
        const state = invitationState(current, at);
        if (state !== 'pending' && state !== 'expired') {
          throw new AppError('conflict', ONBOARDING_MESSAGES.notPending);
        }
        return invitations.updateInvitation(tx, invitationId, {
          tokenHash: hashSecretToken(token),
          expiresAt: new Date(at.getTime() + INVITATION_VALID_DAYS * DAY_MS),
          sentAt: at,
        });
      });
      await recordAudit(db, {
        actorId: admin.id,
        subjectId: null,
        action: 'advisor-invitation.resent',
        detail: `Resent to ${row.email} (${row.id})`,
      });
      await sendInvitation(row, token);
      return invitationView(row, at);
    },

    async revoke(admin: RequestUser, invitationId: string): Promise<AdminInvitation> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const current = await invitations.findInvitation(tx, invitationId, { forUpdate: true });
        if (!current) throw new AppError('notFound');
        const state = invitationState(current, at);
        if (state !== 'pending' && state !== 'expired') {
          throw new AppError('conflict', ONBOARDING_MESSAGES.notPending);
        }
        return invitations.updateInvitation(tx, invitationId, { revokedAt: at });
      });
      await recordAudit(db, {
        actorId: admin.id,
        subjectId: null,
        action: 'advisor-invitation.revoked',
        detail: `Withdrew the invitation of ${row.email} (${row.id})`,
      });
      return invitationView(row, at);
    },

    // ——— invitations (the applicant) ———

    async preview(token: string): Promise<InvitationPreview> {
      const row = await invitations.findInvitationByHash(db, hashSecretToken(token));
      if (!row) throw new AppError('notFound', ONBOARDING_MESSAGES.invitationNotFound);
      return {
        state: invitationState(row, now()),
        firstName: row.firstName,
        emailHint: maskEmail(row.email),
      };
    },

    /**
     * Accepts for the signed-in account, exactly once: the invitation's row is locked, so of two
     * tabs (or two people) accepting at once one makes the advisor and the other is told it was
     * accepted.
     */
    async accept(user: RequestUser, input: AcceptInvitation): Promise<AcceptedInvitation> {
      const { token } = input;
      const at = now();
      const accepted = await db.transaction(async (tx) => {
        const row = await invitations.findInvitationByHash(tx, hashSecretToken(token), {
          forUpdate: true,
        });
        if (!row) throw new AppError('notFound', ONBOARDING_MESSAGES.invitationNotFound);
        const state = invitationState(row, at);
        if (state === 'accepted') {
          throw new AppError(
            'conflict',
            row.acceptedBy === user.id
              ? ONBOARDING_MESSAGES.invitationAccepted
              : ONBOARDING_MESSAGES.acceptedByOther,
          );
        }
        if (state === 'revoked')
          throw new AppError('conflict', ONBOARDING_MESSAGES.invitationRevoked);
        if (state === 'expired')
          throw new AppError('conflict', ONBOARDING_MESSAGES.invitationExpired);
        const account = await invitations.findUserForAcceptance(tx, user.id);
        if (!account) throw new AppError('notLoggedIn');
        if (account.email.toLowerCase() !== row.email.toLowerCase()) {
          throw new AppError('forbidden', ONBOARDING_MESSAGES.wrongAccount(maskEmail(row.email)));
        }
        if (await invitations.findAdvisorIdOfUser(tx, user.id)) {
          throw new AppError('conflict', ONBOARDING_MESSAGES.alreadyAdvisor);
        }
        const slug = await freeSlug(tx, row.firstName, row.lastName);
        const advisor = await invitations.insertNewAdvisor(tx, {
          userId: user.id,
          slug,
          firstName: row.firstName,
          lastName: row.lastName,
          title: NEW_ADVISOR_DEFAULTS.title,
          profilePicUrl: avatarUrlFor(slug),
          // Where they are based, as they said on accepting: never assumed.
          homeState: input.homeState,
          city: input.city,
          firmName: input.firmName,
          timeZone: account.timeZone,
          businessModel: NEW_ADVISOR_DEFAULTS.businessModel,
          hourlyRateCents: HOUR_PRICE_DOLLARS.default * 100,
          planPriceCents: PLAN_PRICE_DOLLARS.default * 100,
          ongoingPriceCents: ONGOING_PRICE_DOLLARS.default * 100,
          // Unlisted and not approved until an admin has vetted them.
          approvedAt: null,
          listed: false,
          createdAt: at,
          updatedAt: at,
        });
        await invitations.insertDefaultOfferings(tx, advisor.id);
        await invitations.grantRole(tx, user.id, 'Advisor');
        await invitations.updateInvitation(tx, row.id, {
          acceptedAt: at,
          acceptedBy: user.id,
          advisorId: advisor.id,
        });
        await recordAudit(tx, {
          actorId: user.id,
          subjectId: user.id,
          action: 'advisor-invitation.accepted',
          detail: `Accepted invitation ${row.id}; advisor ${advisor.slug} (${advisor.id}), role Advisor granted`,
        });
        return advisor;
      });
      deps.onRolesChange?.(user.id);
      return { advisorSlug: accepted.slug };
    },
  };
}
