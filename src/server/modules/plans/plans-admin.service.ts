// The admin's work on The Plan and The Ongoing (docs/product.md#plans-admin): signups and instances
// read and edited, deletes that keep financial records (ADR 0031), searches and who has capacity;
// the invoices are plans-admin-invoices.service.ts. Every change is audited.
import { z } from 'zod';
import type {
  AdminInstanceDetail,
  AdminInstancePage,
  AdminInstanceQuery,
  AdminSignup,
  AdminSignupDetail,
  AdminSignupPage,
  AdminSignupQuery,
  AvailabilityAnswer,
  DeleteAnswer,
  EditInstance,
  FollowUpChange,
} from '../../../shared/contracts/plans-admin';
import {
  PLANS_ADMIN_MESSAGES,
  PLANS_ADMIN_PAGE_SIZE,
  PLANS_ADMIN_SEARCH_LIMIT,
  invoiceNumberText,
} from '../../../shared/contracts/plans-admin';
import { AppError } from '../../../shared/errors';
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import type { EngagementRow, SignupRow } from '../../db/schema/plans';
import type { InvoiceDesk } from './plans-admin-views';
import { instanceView, signupView } from './plans-admin-views';
import {
  findEngagement,
  findEngagementOfSignup,
  findInstanceListRow,
  findSignup,
  findSignupListRow,
  listCapacity,
  listInstances,
  listSignups,
  markEngagementDeleted,
  markSignupDeleted,
  searchSignups,
  updateEngagement,
  updateSignupFollowUp,
} from './plans-admin.repository';
import { PLANS_ADMIN_AUDIT, PLANS_ADMIN_REASONS, auditPlans } from './plans-admin-audit';
import { createPlansAdminInvoices } from './plans-admin-invoices.service';
import type { createSignupByHand } from './signup-by-hand';
import type { EngagementKind } from '../../../shared/offerings/catalog';
import { billedEveryMonths } from '../../../shared/offerings/offering-billing';
import { ADVISOR_PRICE_COLUMNS } from './offering-prices';

/** An id from a path or body that is no record id finds nothing, like an unknown one. */
export const isRecordId = (id: string) => z.uuid().safeParse(id).success;

const pageOf = (page: number | undefined) => {
  const current = page ?? 1;
  return { current, limit: PLANS_ADMIN_PAGE_SIZE, offset: (current - 1) * PLANS_ADMIN_PAGE_SIZE };
};

export type PlansAdminService = ReturnType<typeof createPlansAdminService>;

export function createPlansAdminService({
  db,
  invoices,
  cancelOngoing,
  placeFreed,
  arrangeSignup,
  now = () => new Date(),
}: {
  db: Db;
  invoices: InvoiceDesk;
  /** The Ongoing's own cancellation: billing stopped, its quarter's end, the client told. */
  cancelOngoing: (actor: RequestUser, engagementId: string, reason: string) => Promise<unknown>;
  /** Tells the offering's waitlist a place came free. */
  placeFreed: (offeringId: string) => Promise<unknown>;
  /** A signup and its instance arranged by hand (signup-by-hand.ts). */
  arrangeSignup: ReturnType<typeof createSignupByHand>;
  now?: () => Date;
}) {
  const audit = auditPlans(db);
  const invoiceDesk = createPlansAdminInvoices({ db, invoices, audit });
  const { invoicesOfSignup, unrefundedPaidInvoice, voidOwed } = invoiceDesk;

  /** A live signup of the kind, or 404 (410 once deleted). */
  async function signupOf(kind: EngagementKind, id: string): Promise<SignupRow> {
    const signup = isRecordId(id) ? await findSignup(db, id) : undefined;
    if (!signup || signup.kind !== kind) throw new AppError('notFound');
    if (signup.deletedAt) throw new AppError('deletedEntity');
    return signup;
  }

  async function engagementOf(kind: EngagementKind, id: string): Promise<EngagementRow> {
    const engagement = isRecordId(id) ? await findEngagement(db, id) : undefined;
    if (!engagement || engagement.kind !== kind) throw new AppError('notFound');
    if (engagement.deletedAt) throw new AppError('deletedEntity');
    return engagement;
  }

  async function signupDetail(kind: EngagementKind, id: string): Promise<AdminSignupDetail> {
    const signup = await signupOf(kind, id);
    const row = await findSignupListRow(db, id);
    if (!row) throw new AppError('notFound');
    const instanceRow = row.instanceId ? await findInstanceListRow(db, row.instanceId) : undefined;
    return {
      signup: {
        ...signupView(row),
        termsText: signup.termsText,
        termsAcceptedAt: signup.termsAcceptedAt.toISOString(),
        holdExpiresAt: signup.holdExpiresAt?.toISOString() ?? null,
        followUpRemindedOn: signup.followUpRemindedOn,
      },
      instance: instanceRow ? instanceView(instanceRow) : null,
      invoices: await invoicesOfSignup(id),
    };
  }

  async function instanceDetail(kind: EngagementKind, id: string): Promise<AdminInstanceDetail> {
    const engagement = await engagementOf(kind, id);
    const [row, signupRow] = await Promise.all([
      findInstanceListRow(db, id),
      findSignupListRow(db, engagement.signupId),
    ]);
    if (!row || !signupRow) throw new AppError('notFound');
    return {
      instance: instanceView(row),
      signup: signupView(signupRow),
      invoices: await invoicesOfSignup(engagement.signupId),
    };
  }

  async function followUp(
    kind: EngagementKind,
    id: string,
    change: FollowUpChange,
    actorId: string,
  ): Promise<AdminSignup> {
    const before = await signupOf(kind, id);
    await updateSignupFollowUp(db, id, change, now());
    await audit(actorId, id, PLANS_ADMIN_AUDIT.signupFollowUp, {
      from: { followUpStatus: before.followUpStatus, targetDate: before.targetDate },
      to: change,
    });
    const row = await findSignupListRow(db, id);
    if (!row) throw new AppError('notFound');
    return signupView(row);
  }

  return {
    async listSignups(kind: EngagementKind, query: AdminSignupQuery): Promise<AdminSignupPage> {
      const page = pageOf(query.page);
      const { rows, total } = await listSignups(db, kind, query, page);
      return { items: rows.map(signupView), total, page: page.current, pageSize: page.limit };
    },

    async listInstances(
      kind: EngagementKind,
      query: AdminInstanceQuery,
    ): Promise<AdminInstancePage> {
      const page = pageOf(query.page);
      const { rows, total } = await listInstances(db, kind, query, page);
      return { items: rows.map(instanceView), total, page: page.current, pageSize: page.limit };
    },

    signup: signupDetail,
    instance: instanceDetail,

    moneyBackRequests: invoiceDesk.moneyBackRequests,
    editInvoice: invoiceDesk.editInvoice,
    refreshInvoices: invoiceDesk.refreshInvoices,

    async search(kind: EngagementKind, text: string): Promise<{ signups: AdminSignup[] }> {
      const rows = await searchSignups(db, kind, text.trim(), PLANS_ADMIN_SEARCH_LIMIT);
      return { signups: rows.map(signupView) };
    },

    /** The follow-up status and target date, by an admin or (checked by the caller) the advisor. */
    followUp,

    /** A signup and its instance an admin arranged by hand (ADR 0073). */
    createSignup: arrangeSignup,

    async editInstance(
      kind: EngagementKind,
      edit: EditInstance,
      actor: RequestUser,
    ): Promise<AdminInstanceDetail> {
      const actorId = actor.id;
      const before = await engagementOf(kind, edit.id);
      const startsOn = edit.startsOn ?? before.startsOn;
      const endsOn = edit.endsOn === undefined ? before.endsOn : edit.endsOn;
      if (endsOn !== null && endsOn < startsOn) {
        throw new AppError('validation', PLANS_ADMIN_MESSAGES.endBeforeStart, {
          endsOn: [PLANS_ADMIN_MESSAGES.endBeforeStart],
        });
      }
      const cancelling = edit.status === 'cancelled' && before.status !== 'cancelled';
      const billedAgain = billedEveryMonths(kind) !== null;
      // A running engagement billed by period is cancelled as its client's cancellation is: it
      // runs to the end of the paid period (ADR 0067). One already cancelled and running out ends
      // now when asked again.
      const ongoingCancel =
        cancelling && billedAgain && before.status === 'active' && !before.cancelledAt;
      const endsRunningOngoing = cancelling && billedAgain && before.status === 'active';
      // Set running again: no cancellation is left for the sweep to end it by.
      const reopening = edit.status === 'active' && before.status !== 'active';
      if (ongoingCancel) await cancelOngoing(actor, before.id, PLANS_ADMIN_REASONS.cancelled);
      await updateEngagement(
        db,
        edit.id,
        {
          ...(edit.startsOn !== undefined ? { startsOn: edit.startsOn } : {}),
          ...(edit.endsOn !== undefined ? { endsOn: edit.endsOn } : {}),
          ...(edit.status !== undefined && !ongoingCancel ? { status: edit.status } : {}),
          ...(edit.meetingsIncluded !== undefined
            ? { meetingsIncluded: edit.meetingsIncluded }
            : {}),
          // A cancelled engagement bills no further quarter.
          ...(cancelling && !ongoingCancel
            ? { cancelledAt: before.cancelledAt ?? now(), nextInvoiceOn: null }
            : {}),
          ...(reopening ? { cancelledAt: null, cancelReason: null } : {}),
        },
        now(),
      );
      if (cancelling && !ongoingCancel && billedAgain && !before.cancelledAt) {
        await invoices.cancelRecurring(before.signupId, {
          actorId,
          reason: PLANS_ADMIN_REASONS.cancelled,
        });
      }
      // Its place is free once it no longer runs.
      if (endsRunningOngoing && !ongoingCancel) await placeFreed(before.offeringId);
      const { id, ...changes } = edit;
      await audit(actorId, id, PLANS_ADMIN_AUDIT.instanceEdit, {
        from: {
          startsOn: before.startsOn,
          endsOn: before.endsOn,
          status: before.status,
          meetingsIncluded: before.meetingsIncluded,
        },
        to: changes,
      });
      return instanceDetail(kind, edit.id);
    },

    /**
     * Deletes a signup and its instance (ADR 0031): refused while a paid invoice is not refunded;
     * otherwise open invoices are voided, paid ones kept with their charges and refunds.
     */
    async deleteSignup(kind: EngagementKind, id: string, actorId: string): Promise<DeleteAnswer> {
      const signup = await signupOf(kind, id);
      const unrefunded = await unrefundedPaidInvoice(id);
      if (unrefunded) {
        throw new AppError(
          'conflict',
          PLANS_ADMIN_MESSAGES.deleteRefused('signup', invoiceNumberText(unrefunded.number)),
        );
      }
      const engagement = await findEngagementOfSignup(db, id);
      if (billedEveryMonths(kind) !== null) {
        await invoices.cancelRecurring(id, { actorId, reason: PLANS_ADMIN_REASONS.signupDeleted });
      }
      const answer = await voidOwed(id, actorId, PLANS_ADMIN_REASONS.signupDeleted);
      if (engagement) await markEngagementDeleted(db, engagement.id, now());
      await markSignupDeleted(db, signup.id, now());
      const heldPlace = signup.state === 'awaiting-payment' || engagement?.status === 'active';
      if (heldPlace) await placeFreed(signup.offeringId);
      await audit(actorId, id, PLANS_ADMIN_AUDIT.signupDelete, {
        instanceId: engagement?.id ?? null,
        ...answer,
      });
      return answer;
    },

    /** Deletes an instance alone; its signup stays, with the same rule for its invoices. */
    async deleteInstance(kind: EngagementKind, id: string, actorId: string): Promise<DeleteAnswer> {
      const engagement = await engagementOf(kind, id);
      const unrefunded = await unrefundedPaidInvoice(engagement.signupId);
      if (unrefunded) {
        throw new AppError(
          'conflict',
          PLANS_ADMIN_MESSAGES.deleteRefused('instance', invoiceNumberText(unrefunded.number)),
        );
      }
      if (billedEveryMonths(kind) !== null) {
        await invoices.cancelRecurring(engagement.signupId, {
          actorId,
          reason: PLANS_ADMIN_REASONS.instanceDeleted,
        });
      }
      const answer = await voidOwed(
        engagement.signupId,
        actorId,
        PLANS_ADMIN_REASONS.instanceDeleted,
      );
      await markEngagementDeleted(db, id, now());
      if (engagement.status === 'active') await placeFreed(engagement.offeringId);
      await audit(actorId, id, PLANS_ADMIN_AUDIT.instanceDelete, {
        signupId: engagement.signupId,
        ...answer,
      });
      return answer;
    },

    async availability(kind: EngagementKind): Promise<AvailabilityAnswer> {
      const rows = await listCapacity(db, kind, now());
      return {
        advisors: rows.map((row) => ({
          advisorId: row.advisorId,
          name: row.name,
          slug: row.slug,
          offeringId: row.offeringId,
          enabled: row.enabled ?? false,
          priceCents: row[ADVISOR_PRICE_COLUMNS[kind]],
          capacity: row.capacity,
          taken: row.taken,
          left: row.capacity === null ? null : Math.max(0, row.capacity - row.taken),
        })),
      };
    },
  };
}
