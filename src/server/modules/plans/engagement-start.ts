// A paid signup becomes its engagement (the spec's instance), once however often the payment is
// reported: the signup's row is locked, marked paid, and the engagement inserted under the
// signup's unique key. It starts on the day of payment, with the dates its catalog entry gives (an
// end after its weeks, a next invoice after its billed period, a checkup). Only the call that
// started it sends the emails.
import type { Db } from '../../db/client';
import type { EngagementRow, SignupRow } from '../../db/schema/plans';
import type { Mailer } from '../../integrations/email/email';
import type { FeatureFlagName } from '../../../shared/feature-flags';
import { offeringOf } from '../../../shared/offerings/catalog';
import { billingPeriodFrom, firstPaymentCents } from '../../../shared/offerings/offering-billing';
import { addDays, addMonths, addWeeks, isoDateOf } from '../../../shared/domain/engagement-dates';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import {
  newClientForAdvisor,
  planWelcome,
  signupConfirmed,
} from '../notifications/plan-signup-emails';
import type { EngagementEmailFacts } from '../notifications/plan-signup-emails';
import {
  findAdvisorOfSignup,
  findEngagementBySignup,
  findUserContact,
  insertEngagementOnce,
  lockSignup,
  updateSignup,
} from './signups.repository';

export interface EngagementStartDeps {
  db: Db;
  mailer: Mailer;
  publicUrl: string;
  now: () => Date;
  isFlagOn: (flag: FeatureFlagName) => Promise<boolean>;
  log: { error(object: unknown, message: string): void };
}

export type EngagementStart = ReturnType<typeof createEngagementStart>;

/** The engagement's dates from its first day. */
export function engagementDates(kind: SignupRow['kind'], startsOn: string) {
  const { fulfilment } = offeringOf(kind);
  const billedAgain = billingPeriodFrom(kind, startsOn);
  return {
    endsOn: fulfilment.weeks === null ? null : addWeeks(startsOn, fulfilment.weeks),
    meetingsIncluded: fulfilment.meetingsIncluded,
    nextInvoiceOn: billedAgain && addDays(billedAgain.periodEnd, 1),
    checkupDueOn:
      fulfilment.checkupEveryMonths === null
        ? null
        : addMonths(startsOn, fulfilment.checkupEveryMonths),
  };
}

export function createEngagementStart(deps: EngagementStartDeps) {
  const { db, now } = deps;

  async function announce(signup: SignupRow, engagement: EngagementRow): Promise<void> {
    const [client, advisor] = await Promise.all([
      findUserContact(db, signup.clientId),
      findAdvisorOfSignup(db, signup.advisorId),
    ]);
    if (!client || !advisor) return;
    const advisorName = `${advisor.firstName} ${advisor.lastName}`;
    const facts: EngagementEmailFacts = {
      kind: signup.kind,
      clientName: client.fullName,
      advisorName,
      priceCents: signup.priceCents,
      paidCents: firstPaymentCents(signup.kind, signup.priceCents),
      startsOn: engagement.startsOn,
      nextDate: offeringOf(engagement.kind).fulfilment.delivers
        ? engagement.endsOn
        : engagement.nextInvoiceOn,
      engagementUrl: `${deps.publicUrl}${PLAN_PAGES.engagement(engagement.id)}`,
      publicUrl: deps.publicUrl,
    };
    await deps.mailer.send({
      to: client.email,
      template: 'signup-confirmed',
      ...signupConfirmed(facts),
    });
    const { welcomeEmail } = offeringOf(signup.kind);
    if (welcomeEmail && (await deps.isFlagOn(welcomeEmail.flag))) {
      await deps.mailer.send({ to: client.email, template: 'plan-welcome', ...planWelcome(facts) });
      await updateSignup(db, signup.id, { followUpStatus: 'WelcomeEmailSent' }, now());
    }
    const advisorAccount = advisor.userId ? await findUserContact(db, advisor.userId) : undefined;
    if (advisorAccount) {
      await deps.mailer.send({
        to: advisorAccount.email,
        template: 'signup-new-client',
        ...newClientForAdvisor({ ...facts, advisorFullName: advisorAccount.fullName }),
      });
    }
  }

  return {
    /**
     * Marks the signup paid and starts its engagement; answers the engagement, started now or
     * before. A payment for a signup whose hold lapsed is honoured all the same: the money is
     * taken, so the place is the client's.
     */
    async startEngagement(signupId: string): Promise<EngagementRow | undefined> {
      const at = now();
      const started = await db.transaction(async (tx) => {
        const signup = await lockSignup(tx, signupId);
        if (!signup) return undefined;
        const existing = await findEngagementBySignup(tx, signup.id);
        if (existing) return { signup, engagement: existing, created: false };
        const paid = await updateSignup(
          tx,
          signup.id,
          { state: 'paid', paidAt: signup.paidAt ?? at, holdExpiresAt: null },
          at,
        );
        const startsOn = isoDateOf(at);
        const engagement = await insertEngagementOnce(tx, {
          kind: signup.kind,
          signupId: signup.id,
          offeringId: signup.offeringId,
          advisorId: signup.advisorId,
          clientId: signup.clientId,
          startsOn,
          ...engagementDates(signup.kind, startsOn),
        });
        return { signup: paid, engagement: engagement!, created: true };
      });
      if (!started) return undefined;
      if (started.created) {
        // The engagement stands whatever the mail server says; a failed email is logged.
        await announce(started.signup, started.engagement).catch((error: unknown) => {
          deps.log.error({ err: error, signupId }, 'Signup emails not sent');
        });
      }
      return started.engagement;
    },
  };
}
