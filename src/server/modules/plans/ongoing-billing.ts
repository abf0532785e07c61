// The running side of signups: unpaid signups whose hold lapsed give their place back, an Ongoing
// engagement is billed each quarter through the payments module (ADR 0019), and the client or an
// admin can end it: no further invoice, and it runs to the end of the quarter already paid, then
// a sweep ends it (ADR 0067).
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import { SIGNUP_MESSAGES } from '../../../shared/contracts/plan-signups';
import type { EngagementSummary } from '../../../shared/contracts/plan-signups';
import { addDays, isoDateOf } from '../../../shared/domain/engagement-dates';
import { AppError } from '../../../shared/errors';
import { ongoingCancelled } from '../notifications/plan-signup-emails';
import { toEngagementSummary } from './signup-views';
import {
  billedEveryMonths,
  billingPeriodFrom,
  firstPaymentCents,
} from '../../../shared/offerings/offering-billing';
import {
  advanceNextInvoice,
  endCancelledOngoing,
  expireLapsedSignups,
  findAdvisorOfSignup,
  findEngagement,
  findSignup,
  findUserContact,
  listOngoingDueForInvoice,
  lockEngagement,
  updateEngagement,
} from './signups.repository';
import { offeringOf } from '../../../shared/offerings/catalog';

/** Engagements billed per run of the job; the next run takes the rest. */
const INVOICE_BATCH = 50;

/** What the running side needs of the payments module. */
export interface OngoingPayments {
  issueRecurringInvoice(request: {
    signupId: string;
    engagementId: string;
    clientId: string;
    advisorId: string;
    amountCents: number;
    description: string;
    periodStart: string;
    periodEnd: string;
  }): Promise<unknown>;
  cancelRecurring(
    signupId: string,
    input: { actorId: string | null; reason: string },
  ): Promise<unknown>;
}

export interface OngoingBillingDeps {
  db: Db;
  payments: OngoingPayments;
  /** Tells the first client waiting for the offering that a place is free. */
  placeFreed: (offeringId: string) => Promise<unknown>;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  log: { error(object: unknown, message: string): void };
}

export type OngoingBilling = ReturnType<typeof createOngoingBilling>;

export function createOngoingBilling(deps: OngoingBillingDeps) {
  const { db, payments, now } = deps;

  async function tellFreed(offeringIds: Iterable<string>): Promise<void> {
    for (const offeringId of new Set(offeringIds)) {
      await deps.placeFreed(offeringId).catch((error: unknown) => {
        deps.log.error({ err: error, offeringId }, 'Waitlist not told of a freed place');
      });
    }
  }

  async function sendCancelled(
    engagement: { signupId: string; clientId: string; advisorId: string; endsOn: string | null },
    byAdmin: boolean,
  ): Promise<void> {
    const [client, advisor] = await Promise.all([
      findUserContact(db, engagement.clientId),
      findAdvisorOfSignup(db, engagement.advisorId),
    ]);
    if (!client || !advisor) return;
    await deps.mailer.send({
      to: client.email,
      template: 'ongoing-cancelled',
      ...ongoingCancelled({
        clientName: client.fullName,
        advisorName: `${advisor.firstName} ${advisor.lastName}`,
        endsOn: engagement.endsOn ?? isoDateOf(now()),
        byAdmin,
        publicUrl: deps.publicUrl,
      }),
    });
  }

  return {
    /** The job: unpaid signups past their hold end, and the waitlists hear of the places. */
    async expireLapsedSignups(): Promise<number> {
      const expired = await expireLapsedSignups(db, now());
      await tellFreed(expired.map((signup) => signup.offeringId));
      return expired.length;
    },

    /**
     * The job: each running Ongoing engagement whose next quarter has come is invoiced for it,
     * then its date moves on a quarter. The invoice is issued once per signup and period by the
     * payments module, and the date moves only from the date read, so two workers bill once.
     */
    async issueDueOngoingInvoices(): Promise<number> {
      const today = isoDateOf(now());
      const due = await listOngoingDueForInvoice(db, today, INVOICE_BATCH);
      let issued = 0;
      for (const { engagement, priceCents } of due) {
        const period = billingPeriodFrom(engagement.kind, engagement.nextInvoiceOn!)!;
        try {
          const advisor = await findAdvisorOfSignup(db, engagement.advisorId);
          await payments.issueRecurringInvoice({
            signupId: engagement.signupId,
            engagementId: engagement.id,
            clientId: engagement.clientId,
            advisorId: engagement.advisorId,
            amountCents: firstPaymentCents(engagement.kind, priceCents),
            description: `${offeringOf(engagement.kind).name} with ${advisor ? `${advisor.firstName} ${advisor.lastName}` : 'your advisor'}`,
            ...period,
          });
          const next = addDays(period.periodEnd, 1);
          if (await advanceNextInvoice(db, engagement.id, period.periodStart, next, now())) {
            issued += 1;
          }
        } catch (error) {
          // One engagement's failure must not stop the others; the next run tries it again.
          deps.log.error({ err: error, engagementId: engagement.id }, 'Quarterly invoice failed');
        }
      }
      return issued;
    },

    /**
     * The job: cancelled Ongoing engagements whose paid quarter is over end now, and their
     * places go to the waitlists. Claimed by the update, so two workers end each once.
     */
    async endCancelledOngoing(): Promise<number> {
      const ended = await endCancelledOngoing(db, isoDateOf(now()), now());
      await tellFreed(ended.map((engagement) => engagement.offeringId));
      return ended.length;
    },

    /**
     * Cancels a running Ongoing engagement, by its client or an admin: the gateway's recurring
     * billing stops and no invoice follows, but the engagement keeps running (check-ins
     * included) until the last day of the quarter paid; `endCancelledOngoing` then ends it.
     */
    async cancelOngoing(
      user: RequestUser,
      engagementId: string,
      reason: string,
    ): Promise<EngagementSummary> {
      const byAdmin = user.roles.includes('Admin');
      const found = await findEngagement(db, engagementId);
      if (!found || (found.clientId !== user.id && !byAdmin)) throw new AppError('notFound');
      if (
        billedEveryMonths(found.kind) === null ||
        found.status !== 'active' ||
        found.cancelledAt
      ) {
        throw new AppError('conflict', SIGNUP_MESSAGES.notCancellable);
      }
      await payments.cancelRecurring(found.signupId, { actorId: user.id, reason });
      const at = now();
      const cancelled = await db.transaction(async (tx) => {
        const engagement = (await lockEngagement(tx, engagementId))!;
        if (engagement.status !== 'active' || engagement.cancelledAt) return undefined;
        // The paid quarter ends the day before the next invoice would have been issued.
        const endsOn = engagement.nextInvoiceOn
          ? addDays(engagement.nextInvoiceOn, -1)
          : isoDateOf(at);
        // Still 'active': the quarter is paid for; the sweep sets 'cancelled' after `endsOn`.
        return updateEngagement(
          tx,
          engagement.id,
          {
            endsOn,
            nextInvoiceOn: null,
            cancelledAt: at,
            cancelReason: reason || (byAdmin ? 'Cancelled by an admin' : 'Cancelled by the client'),
          },
          at,
        );
      });
      if (!cancelled) throw new AppError('conflict', SIGNUP_MESSAGES.notCancellable);
      await sendCancelled(cancelled, byAdmin).catch((error: unknown) => {
        deps.log.error({ err: error, engagementId }, 'Cancellation email not sent');
      });
      const signup = await findSignup(db, cancelled.signupId);
      const advisor = await findAdvisorOfSignup(db, cancelled.advisorId);
      return toEngagementSummary({
        engagement: cancelled,
        advisor: advisor!,
        priceCents: signup!.priceCents,
      });
    },
  };
}
