// Rules of becoming an advisor (docs/product.md#becoming-an-advisor): an admin invites an
// applicant by email (the token is kept only as its hash, works 14 days and is accepted exactly
// once); accepting grants the Advisor role and makes an unlisted advisor profile; the advisor
// works through the first-run checklist and sends it for review; an admin checks the CRD record
// and the Form ADV, approves, and lists or unlists. Every step an admin takes is audited.
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import type { Db } from '../../db/client';
import { ObjectTooLargeError } from '../../integrations/storage/storage';
import type { Storage, StoredObject } from '../../integrations/storage/storage';
import { SNIFF_BYTES, sniffContentType } from '../../integrations/storage/file-signatures';
import { splitHead } from '../../files/stream-head';
import type { Mailer } from '../../integrations/email/email';
import type { RequestUser } from '../../auth/access/request-user';
import { advisorInvitationEmail } from '../notifications/advisor-invitation-emails';
import { avatarUrlFor } from '../advisors/avatar-svg';
import { AppError } from '../../../shared/errors';
import { LIMITS } from '../../../shared/limits';
import {
  HOUR_PRICE_DOLLARS,
  ONGOING_PRICE_DOLLARS,
  PLAN_PRICE_DOLLARS,
} from '../../../shared/constants';
import {
  CHECKLIST_ITEMS,
  DISCLOSURE_KINDS,
  INVITATION_VALID_DAYS,
  NEW_ADVISOR_DEFAULTS,
  ONBOARDING_MESSAGES,
  maskEmail,
  slugFromName,
} from '../../../shared/onboarding';
import type { ChecklistItemKey, DisclosureKind, InvitationState } from '../../../shared/onboarding';
import type {
  AcceptedInvitation,
  AdminAdvisor,
  AdminAdvisorList,
  AdminInvitation,
  AdminInvitationList,
  Checklist,
  ChecklistItem,
  CreateInvitation,
  DisclosureFile,
  InvitationPreview,
  VettingChange,
} from '../../../shared/contracts/onboarding';
import { ONBOARDING_PAGES } from '../../../shared/routes/onboarding';
import type { AdvisorInvitationRow } from '../../db/schema/onboarding';
import * as repository from './onboarding.repository';
import type { VettingRow } from './onboarding.repository';

const DAY_MS = 24 * 60 * 60 * 1000;
const MEGABYTE = 1024 * 1024;
/** The admin list shows the newest invitations; older ones stay in the table and the audit log. */
const INVITATION_LIST_LIMIT = 200;

/** A token of 256 random bits, safe in a path. */
const newToken = () => randomBytes(32).toString('base64url');
export const hashInvitationToken = (token: string) =>
  createHash('sha256').update(token).digest('hex');

export function invitationState(row: AdvisorInvitationRow, at: Date): InvitationState {
  if (row.acceptedAt) return 'accepted';
  if (row.revokedAt) return 'revoked';
  if (row.expiresAt.getTime() <= at.getTime()) return 'expired';
  return 'pending';
}

const iso = (date: Date | null) => (date ? date.toISOString() : null);

function checklistOf(row: VettingRow): ChecklistItem[] {
  const done: Record<ChecklistItemKey, boolean> = {
    profile: row.bio.trim() !== '' && row.longBio.trim() !== '',
    photo: row.profilePicKey !== null,
    offerings: row.pricesConfirmedAt !== null || row.offeringsEdited,
    availability: row.hasWeeklyHours,
    disclosures: false,
  };
  return CHECKLIST_ITEMS.map((key) => ({ key, done: done[key] }));
}

function withDisclosures(items: ChecklistItem[], files: DisclosureFile[]): ChecklistItem[] {
  const complete = DISCLOSURE_KINDS.every((kind) => files.some((file) => file.kind === kind));
  return items.map((item) => (item.key === 'disclosures' ? { ...item, done: complete } : item));
}

function disclosureView(row: {
  kind: DisclosureKind;
  fileName: string;
  sizeBytes: number;
  uploadedAt: Date;
}): DisclosureFile {
  return {
    kind: row.kind,
    fileName: row.fileName,
    sizeBytes: row.sizeBytes,
    uploadedAt: row.uploadedAt.toISOString(),
  };
}

export interface OnboardingDeps {
  db: Db;
  mailer: Mailer;
  storage: Storage;
  publicUrl: string;
  now: () => Date;
  /** Forgets the cached identity of a user whose roles changed. */
  onRolesChange?: (userId: string) => void;
  /** Search, the home page and the sitemap must forget the lists they keep. */
  onListingChange: () => Promise<void> | void;
  /** Tests lower it. */
  maxDisclosureBytes?: number;
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;

export function createOnboardingService(deps: OnboardingDeps) {
  const { db, mailer, storage, publicUrl, now } = deps;
  const maxBytes = deps.maxDisclosureBytes ?? LIMITS.disclosureBytes.max;

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

  async function ownAdvisor(user: RequestUser, options: { forUpdate?: boolean } = {}) {
    const row = await repository.findVettingRow(db, { userId: user.id }, options);
    if (!row) throw new AppError('notFound');
    return row;
  }

  async function disclosuresOf(advisorIds: string[]): Promise<Map<string, DisclosureFile[]>> {
    const byAdvisor = new Map<string, DisclosureFile[]>();
    for (const row of await repository.listDisclosures(db, advisorIds)) {
      byAdvisor.set(row.advisorId, [...(byAdvisor.get(row.advisorId) ?? []), disclosureView(row)]);
    }
    return byAdvisor;
  }

  async function checklistFor(row: VettingRow): Promise<Checklist> {
    const disclosures = (await disclosuresOf([row.id])).get(row.id) ?? [];
    return {
      items: withDisclosures(checklistOf(row), disclosures),
      submittedAt: iso(row.submittedAt),
      approved: row.approvedAt !== null,
      disclosures,
    };
  }

  /** A free slug from the name: 'jane-doe', then 'jane-doe-2', 'jane-doe-3'… */
  async function freeSlug(tx: Db, firstName: string, lastName: string): Promise<string> {
    const base = slugFromName(firstName, lastName);
    const taken = new Set(await repository.listSlugsLike(tx, base));
    if (!taken.has(base)) return base;
    for (let n = 2; ; n += 1) {
      const candidate = `${base}-${n}`;
      if (!taken.has(candidate)) return candidate;
    }
  }

  async function audit(
    actorId: string | null,
    subjectId: string | null,
    action: string,
    detail: string,
  ) {
    await repository.insertAudit(db, { actorId, subjectId, action, detail });
  }

  async function readDisclosure(advisorId: string, kind: DisclosureKind) {
    const row = await repository.findDisclosure(db, advisorId, kind);
    const stored = row ? await storage.get(row.storageKey) : null;
    if (!row || !stored) {
      throw new AppError('notFound', ONBOARDING_MESSAGES.noDisclosure);
    }
    return { ...stored, fileName: row.fileName };
  }

  async function listAdvisors(): Promise<AdminAdvisorList> {
    const [waiting, approved] = await Promise.all([
      repository.listVettingRows(db, false),
      repository.listVettingRows(db, true),
    ]);
    const files = await disclosuresOf([...waiting, ...approved].map((row) => row.id));
    const view = (row: (typeof waiting)[number], withChecklist: boolean): AdminAdvisor => {
      const disclosures = files.get(row.id) ?? [];
      return {
        id: row.id,
        slug: row.slug,
        name: `${row.firstName} ${row.lastName}`,
        email: row.email,
        crdNumber: row.crdNumber,
        createdAt: row.createdAt.toISOString(),
        submittedAt: iso(row.submittedAt),
        approvedAt: iso(row.approvedAt),
        approvedByName: row.approvedByName,
        crdCheckedAt: iso(row.crdCheckedAt),
        advOnFileAt: iso(row.advOnFileAt),
        listed: row.listed,
        checklist: withChecklist ? withDisclosures(checklistOf(row), disclosures) : null,
        disclosures,
      };
    };
    return {
      waiting: waiting.map((row) => view(row, true)),
      approved: approved.map((row) => view(row, false)),
    };
  }

  return {
    maxDisclosureBytes: maxBytes,
    listAdvisors,

    // ——— invitations (admin) ———

    async listInvitations(): Promise<AdminInvitationList> {
      const at = now();
      const rows = await repository.listInvitations(db, INVITATION_LIST_LIMIT);
      return { invitations: rows.map((row) => invitationView(row, at)) };
    },

    async invite(admin: RequestUser, input: CreateInvitation): Promise<AdminInvitation> {
      const at = now();
      if (await repository.isAdvisorEmail(db, input.email)) {
        throw new AppError('validation', undefined, {
          email: [ONBOARDING_MESSAGES.emailIsAdvisor],
        });
      }
      if (await repository.findPendingInvitationTo(db, input.email, at)) {
        throw new AppError('validation', undefined, { email: [ONBOARDING_MESSAGES.emailInvited] });
      }
      const token = newToken();
      const row = await repository.insertInvitation(db, {
        email: input.email,
        firstName: input.firstName,
        lastName: input.lastName,
        tokenHash: hashInvitationToken(token),
        expiresAt: new Date(at.getTime() + INVITATION_VALID_DAYS * DAY_MS),
        invitedBy: admin.id,
        sentAt: at,
      });
      await audit(admin.id, null, 'advisor-invitation.sent', `Invited ${row.email} (${row.id})`);
      await sendInvitation(row, token);
      return invitationView(row, at);
    },

    /** A new link (the old one stops working) and a new expiry, for a pending or expired one. */
    async resend(admin: RequestUser, invitationId: string): Promise<AdminInvitation> {
      const at = now();
      const token = newToken();
      const row = await db.transaction(async (tx) => {
        const current = await repository.findInvitation(tx, invitationId, { forUpdate: true });
        if (!current) throw new AppError('notFound');
        const state = invitationState(current, at);
        if (state !== 'pending' && state !== 'expired') {
          throw new AppError('conflict', ONBOARDING_MESSAGES.notPending);
        }
        return repository.updateInvitation(tx, invitationId, {
          tokenHash: hashInvitationToken(token),
          expiresAt: new Date(at.getTime() + INVITATION_VALID_DAYS * DAY_MS),
          sentAt: at,
        });
      });
      await audit(
        admin.id,
        null,
        'advisor-invitation.resent',
        `Resent to ${row.email} (${row.id})`,
      );
      await sendInvitation(row, token);
      return invitationView(row, at);
    },

    async revoke(admin: RequestUser, invitationId: string): Promise<AdminInvitation> {
      const at = now();
      const row = await db.transaction(async (tx) => {
        const current = await repository.findInvitation(tx, invitationId, { forUpdate: true });
        if (!current) throw new AppError('notFound');
        const state = invitationState(current, at);
        if (state !== 'pending' && state !== 'expired') {
          throw new AppError('conflict', ONBOARDING_MESSAGES.notPending);
        }
        return repository.updateInvitation(tx, invitationId, { revokedAt: at });
      });
      await audit(
        admin.id,
        null,
        'advisor-invitation.revoked',
        `Withdrew the invitation of ${row.email} (${row.id})`,
      );
      return invitationView(row, at);
    },

    // ——— invitations (the applicant) ———

    async preview(token: string): Promise<InvitationPreview> {
      const row = await repository.findInvitationByHash(db, hashInvitationToken(token));
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
    async accept(user: RequestUser, token: string): Promise<AcceptedInvitation> {
      const at = now();
      const accepted = await db.transaction(async (tx) => {
        const row = await repository.findInvitationByHash(tx, hashInvitationToken(token), {
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
        const account = await repository.findUserForAcceptance(tx, user.id);
        if (!account) throw new AppError('notLoggedIn');
        if (account.email.toLowerCase() !== row.email.toLowerCase()) {
          throw new AppError('forbidden', ONBOARDING_MESSAGES.wrongAccount(maskEmail(row.email)));
        }
        if (await repository.findAdvisorIdOfUser(tx, user.id)) {
          throw new AppError('conflict', ONBOARDING_MESSAGES.alreadyAdvisor);
        }
        const slug = await freeSlug(tx, row.firstName, row.lastName);
        const advisor = await repository.insertNewAdvisor(tx, {
          userId: user.id,
          slug,
          firstName: row.firstName,
          lastName: row.lastName,
          title: NEW_ADVISOR_DEFAULTS.title,
          profilePicUrl: avatarUrlFor(slug),
          homeState: NEW_ADVISOR_DEFAULTS.homeState,
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
        await repository.insertDefaultOfferings(tx, advisor.id);
        await repository.grantRole(tx, user.id, 'Advisor');
        await repository.updateInvitation(tx, row.id, {
          acceptedAt: at,
          acceptedBy: user.id,
          advisorId: advisor.id,
        });
        await repository.insertAudit(tx, {
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

    // ——— the checklist (the advisor) ———

    async getChecklist(user: RequestUser): Promise<Checklist> {
      return checklistFor(await ownAdvisor(user));
    },

    async confirmPrices(user: RequestUser): Promise<Checklist> {
      const row = await ownAdvisor(user);
      await repository.setAdvisorFields(db, row.id, { pricesConfirmedAt: now() }, now());
      return checklistFor(await ownAdvisor(user));
    },

    async submit(user: RequestUser): Promise<Checklist> {
      const row = await ownAdvisor(user);
      if (row.approvedAt) throw new AppError('conflict', ONBOARDING_MESSAGES.alreadyApproved);
      const checklist = await checklistFor(row);
      if (!checklist.items.every((item) => item.done)) {
        throw new AppError('conflict', ONBOARDING_MESSAGES.checklistIncomplete);
      }
      if (row.submittedAt) return checklist;
      const at = now();
      await repository.setAdvisorFields(db, row.id, { submittedAt: at }, at);
      await audit(
        user.id,
        user.id,
        'advisor.submitted',
        `Advisor ${row.slug} sent the checklist for review`,
      );
      return { ...checklist, submittedAt: at.toISOString() };
    },

    /**
     * Stores the advisor's Form ADV Part 2A or Form CRS: the first bytes must say PDF, the rest
     * streams into storage under the cap (never held whole in memory), and replaces the old file.
     */
    async uploadDisclosure(
      user: RequestUser,
      kind: DisclosureKind,
      input: { name: string; stream: Readable },
    ): Promise<Checklist> {
      const advisor = await repository.findVettingRow(db, { userId: user.id });
      if (!advisor) {
        input.stream.destroy();
        throw new AppError('notFound');
      }
      const { head, whole } = await splitHead(input.stream, SNIFF_BYTES);
      if (head.length === 0 || sniffContentType(head, input.name) !== 'application/pdf') {
        whole.destroy();
        input.stream.destroy();
        const message =
          head.length === 0 ? ONBOARDING_MESSAGES.emptyFile : ONBOARDING_MESSAGES.notPdf;
        throw new AppError('validation', message, { file: [message] });
      }
      const storageKey = `disclosures/${advisor.id}/${kind}-${randomUUID()}.pdf`;
      let bytes: number;
      try {
        ({ bytes } = await storage.put(storageKey, whole, {
          contentType: 'application/pdf',
          maxBytes,
        }));
      } catch (error) {
        input.stream.destroy();
        if (error instanceof ObjectTooLargeError) {
          const message = ONBOARDING_MESSAGES.tooLarge(Math.floor(maxBytes / MEGABYTE));
          throw new AppError('payloadTooLarge', message, { file: [message] });
        }
        throw error;
      }
      let previous: string | undefined;
      try {
        previous = await repository.saveDisclosure(db, {
          advisorId: advisor.id,
          kind,
          storageKey,
          fileName: input.name,
          sizeBytes: bytes,
          uploadedAt: now(),
        });
      } catch (error) {
        await storage.delete(storageKey).catch(() => undefined);
        throw error;
      }
      if (previous && previous !== storageKey) {
        await storage.delete(previous).catch(() => undefined);
      }
      return checklistFor(advisor);
    },

    async ownDisclosure(
      user: RequestUser,
      kind: DisclosureKind,
    ): Promise<StoredObject & { fileName: string }> {
      return readDisclosure((await ownAdvisor(user)).id, kind);
    },

    // ——— vetting (admin) ———

    async changeVetting(admin: RequestUser, advisorId: string, change: VettingChange) {
      const at = now();
      const actions = await db.transaction(async (tx) => {
        const current = await repository.findVettingRow(tx, { advisorId }, { forUpdate: true });
        if (!current) throw new AppError('noMatchingAdvisor');
        const fields: Parameters<typeof repository.setAdvisorFields>[2] = {};
        const done: [string, string][] = [];
        if (change.crdChecked !== undefined && change.crdChecked !== !!current.crdCheckedAt) {
          fields.crdCheckedAt = change.crdChecked ? at : null;
          done.push([
            change.crdChecked ? 'advisor.crd-checked' : 'advisor.crd-unchecked',
            `CRD ${current.crdNumber ?? '(none)'} of ${current.slug}`,
          ]);
        }
        if (change.advOnFile !== undefined && change.advOnFile !== !!current.advOnFileAt) {
          fields.advOnFileAt = change.advOnFile ? at : null;
          done.push([
            change.advOnFile ? 'advisor.adv-on-file' : 'advisor.adv-not-on-file',
            `Form ADV of ${current.slug}`,
          ]);
        }
        if (change.listed !== undefined && change.listed !== current.listed) {
          if (change.listed && !current.approvedAt) {
            throw new AppError('conflict', ONBOARDING_MESSAGES.notApproved);
          }
          fields.listed = change.listed;
          done.push([change.listed ? 'advisor.listed' : 'advisor.unlisted', current.slug]);
        }
        if (done.length > 0) await repository.setAdvisorFields(tx, advisorId, fields, at);
        for (const [action, detail] of done) {
          await repository.insertAudit(tx, {
            actorId: admin.id,
            subjectId: current.userId,
            action,
            detail,
          });
        }
        return done.map(([action]) => action);
      });
      if (actions.some((action) => action === 'advisor.listed' || action === 'advisor.unlisted')) {
        await deps.onListingChange();
      }
      return listAdvisors();
    },

    /** Records the approval (when and by whom) and lists the advisor. */
    async approve(admin: RequestUser, advisorId: string): Promise<AdminAdvisorList> {
      const at = now();
      await db.transaction(async (tx) => {
        const current = await repository.findVettingRow(tx, { advisorId }, { forUpdate: true });
        if (!current) throw new AppError('noMatchingAdvisor');
        if (current.approvedAt) throw new AppError('conflict', ONBOARDING_MESSAGES.alreadyApproved);
        if (!current.crdCheckedAt || !current.advOnFileAt) {
          throw new AppError('conflict', ONBOARDING_MESSAGES.notChecked);
        }
        await repository.setAdvisorFields(
          tx,
          advisorId,
          { approvedAt: at, approvedBy: admin.id, listed: true },
          at,
        );
        await repository.insertAudit(tx, {
          actorId: admin.id,
          subjectId: current.userId,
          action: 'advisor.approved',
          detail: `Approved ${current.slug}`,
        });
        await repository.insertAudit(tx, {
          actorId: admin.id,
          subjectId: current.userId,
          action: 'advisor.listed',
          detail: current.slug,
        });
      });
      await deps.onListingChange();
      return listAdvisors();
    },

    async adminDisclosure(
      advisorId: string,
      kind: DisclosureKind,
    ): Promise<StoredObject & { fileName: string }> {
      return readDisclosure(advisorId, kind);
    },
  };
}
