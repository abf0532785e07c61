// Rules of signing up for The Plan and The Ongoing (docs/product.md#signups): a signup takes its
// place in one transaction under the offering's lock, keeps the accepted terms and the intake
// answers, and fixes the price; the payments module takes the money (ADR 0019) and its outcome
// starts the engagement (engagement-start.ts). One unpaid signup per client and offering: a
// second tab is answered the first one.
import type { RequestUser } from '../../auth/access/request-user';
import type { Db } from '../../db/client';
import { PG_ERRORS, hasPgErrorCode } from '../../db/errors';
import type { SignupRow } from '../../db/schema/plans';
import type { PaymentGatewayKind, PayRequest } from '../../../shared/contracts/booking';
import { SIGNUP_MESSAGES } from '../../../shared/contracts/plan-signups';
import type {
  MyPlans,
  Signup,
  SignupPayResult,
  SignupSubmission,
} from '../../../shared/contracts/plan-signups';
import { isoDateOf } from '../../../shared/domain/engagement-dates';
import { AppError } from '../../../shared/errors';
import type { PaymentOutcomeHandler } from '../payments/payment-outcome';
import type { ResidencyRule } from '../account/residency-rule';
import type { AgreementsService } from '../compliance/agreements.service';
import type { ComplianceService } from '../compliance/compliance.service';
import type { EngagementStart } from './engagement-start';
import type { SignupAdvisor } from './signups.repository';
import {
  findActiveEngagementOf,
  findAdvisorOfSignup,
  findAwaitingSignup,
  findEngagementBySignup,
  findSignup,
  insertSignup,
  insertSignupIntake,
  listAwaitingSignupsOf,
  listEngagementsOf,
  lockSignup,
  updateSignup,
} from './signups.repository';
import { successPage, termsPage, toEngagementSummary } from './signup-views';
import { ENGAGEMENT_KINDS, offeringOf } from '../../../shared/offerings/catalog';
import type { PaymentPurpose } from '../../../shared/offerings/catalog';
import {
  billedEveryMonths,
  billingPeriodFrom,
  firstPaymentCents,
} from '../../../shared/offerings/offering-billing';

const MINUTE_MS = 60_000;

/** What signups need of the offerings (the same module). */
export interface SignupOfferings {
  /** Whether the offering is sold now (its flag, if it has one, is on). */
  isSold(kind: SignupRow['kind']): Promise<boolean>;
  lockOffering(tx: Db, offeringId: string): Promise<boolean>;
  findOffering(
    offeringId: string,
    tx?: Db,
  ): Promise<
    | {
        id: string;
        kind: SignupRow['kind'];
        advisorId: string;
        advisorFirstName: string;
        advisorLastName: string;
        advisorListed: boolean;
        enabled: boolean;
        terms: string;
        priceCents: number;
      }
    | undefined
  >;
  placesLeft(offeringId: string, tx?: Db): Promise<number | null>;
  placesChanged(offeringId: string): Promise<void>;
}

/** What signups need of the payments module: the one money path (ADR 0019). */
export interface SignupPayments {
  readonly gatewayKind: PaymentGatewayKind;
  handleOutcomes(purpose: PaymentPurpose, handler: PaymentOutcomeHandler): void;
  startPayment(request: {
    kind: 'invoice';
    purpose: PaymentPurpose;
    offeringKind: SignupRow['kind'];
    signupId: string;
    clientId: string;
    advisorId: string;
    amountCents: number;
    description: string;
    customerEmail: string;
    card: PayRequest['card'];
    attemptKey: string;
    successUrl: string;
    cancelUrl: string;
    /** Months each invoice pays for; null when paid once. */
    everyMonths: number | null;
    periodStart?: string;
    periodEnd?: string;
  }): Promise<{ status: 'paid' } | { status: 'redirect'; url: string }>;
}

export interface SignupsDeps {
  db: Db;
  offerings: SignupOfferings;
  payments: SignupPayments;
  start: EngagementStart;
  /** The disclosures the client accepted with the terms, recorded with the signup. */
  compliance: Pick<ComplianceService, 'recordDisclosureAcceptances'>;
  /** The client agreements in force, accepted before anything is charged (as The Hour's). */
  agreements: Pick<AgreementsService, 'requireAccepted'>;
  /** Refuses an advisor who does not serve where the client lives (ADR 0054). */
  residency: Pick<ResidencyRule, 'requireServed'>;
  publicUrl: string;
  now: () => Date;
}

export type SignupsService = ReturnType<typeof createSignupsService>;

export function createSignupsService(deps: SignupsDeps) {
  const { db, offerings, payments, start, compliance, now } = deps;

  function viewOf(
    signup: SignupRow,
    advisor: SignupAdvisor | undefined,
    engagementId: string | null,
  ): Signup {
    return {
      id: signup.id,
      kind: signup.kind,
      offeringId: signup.offeringId,
      state: signup.state,
      advisor: {
        id: signup.advisorId,
        slug: advisor?.slug ?? '',
        name: advisor ? `${advisor.firstName} ${advisor.lastName}` : '',
        title: advisor?.title ?? '',
        profilePicUrl: advisor?.profilePicUrl ?? '',
      },
      priceCents: signup.priceCents,
      firstPaymentCents: firstPaymentCents(signup.kind, signup.priceCents),
      holdExpiresAt: signup.holdExpiresAt?.toISOString() ?? null,
      termsAcceptedAt: signup.termsAcceptedAt.toISOString(),
      engagementId,
      gateway: payments.gatewayKind,
      createdAt: signup.createdAt.toISOString(),
    };
  }

  async function view(signup: SignupRow): Promise<Signup> {
    const [advisor, engagement] = await Promise.all([
      findAdvisorOfSignup(db, signup.advisorId),
      findEngagementBySignup(db, signup.id),
    ]);
    return viewOf(signup, advisor, engagement?.id ?? null);
  }

  /** The user's own signup (an admin may read any); anyone else is told it does not exist. */
  async function ownSignup(user: RequestUser, signupId: string): Promise<SignupRow> {
    const signup = await findSignup(db, signupId);
    if (!signup || (signup.clientId !== user.id && !user.roles.includes('Admin'))) {
      throw new AppError('notFound');
    }
    return signup;
  }

  const holdUntil = (kind: SignupRow['kind']) =>
    new Date(now().getTime() + offeringOf(kind).hold.minutes * MINUTE_MS);

  /** An offering behind a flag is sold only while the flag is on. */
  async function assertSold(kind: SignupRow['kind']): Promise<void> {
    if (!(await offerings.isSold(kind))) {
      throw new AppError('notFound', SIGNUP_MESSAGES.notOpen(offeringOf(kind).name));
    }
  }

  /**
   * Takes a place for the signup under the offering's lock: refused when the offering is off or
   * full, or the client already runs it. Answers the client's unpaid signup when they have one.
   */
  async function takePlace(
    user: RequestUser,
    request: SignupSubmission,
  ): Promise<{ signup: SignupRow; created: boolean }> {
    return db.transaction(async (tx) => {
      if (!(await offerings.lockOffering(tx, request.offeringId))) throw new AppError('notFound');
      const offering = (await offerings.findOffering(request.offeringId, tx))!;
      const waiting = await findAwaitingSignup(tx, user.id, offering.id);
      if (waiting) return { signup: waiting, created: false };
      if (!offering.enabled || !offering.advisorListed) {
        throw new AppError('conflict', SIGNUP_MESSAGES.notOffered);
      }
      if (await findActiveEngagementOf(tx, user.id, offering.id)) {
        throw new AppError('conflict', SIGNUP_MESSAGES.alreadyRunning);
      }
      const left = await offerings.placesLeft(offering.id, tx);
      if (left !== null && left <= 0) throw new AppError('conflict', SIGNUP_MESSAGES.full);
      const at = now();
      const intakeResponseId = await insertSignupIntake(tx, {
        source: offeringOf(offering.kind).intakeSource,
        clientId: user.id,
        advisorId: offering.advisorId,
        answers: { ...request.answers, background: request.extraInformation, prepared: [] },
      });
      const signup = await insertSignup(tx, {
        kind: offering.kind,
        offeringId: offering.id,
        advisorId: offering.advisorId,
        clientId: user.id,
        intakeResponseId,
        priceCents: offering.priceCents,
        holdExpiresAt: holdUntil(offering.kind),
        termsText: offering.terms,
        termsAcceptedAt: at,
      });
      await compliance.recordDisclosureAcceptances(tx, {
        clientId: user.id,
        advisorId: offering.advisorId,
        signupId: signup.id,
        at,
      });
      return { signup, created: true };
    });
  }

  /** A lapsed hold is taken again when a place is still free; otherwise the signup ends. */
  async function keepPlace(signup: SignupRow): Promise<SignupRow> {
    if (signup.holdExpiresAt && signup.holdExpiresAt.getTime() > now().getTime() + MINUTE_MS) {
      return signup;
    }
    return db.transaction(async (tx) => {
      await offerings.lockOffering(tx, signup.offeringId);
      const current = (await lockSignup(tx, signup.id))!;
      if (current.state !== 'awaiting-payment')
        throw new AppError('conflict', SIGNUP_MESSAGES.notPayable);
      const left = await offerings.placesLeft(signup.offeringId, tx);
      const ownHoldCounted = current.holdExpiresAt !== null && current.holdExpiresAt > now();
      if (left !== null && left <= 0 && !ownHoldCounted) {
        await updateSignup(tx, signup.id, { state: 'expired', holdExpiresAt: null }, now());
        throw new AppError('conflict', SIGNUP_MESSAGES.full);
      }
      return updateSignup(tx, signup.id, { holdExpiresAt: holdUntil(signup.kind) }, now());
    });
  }

  const outcomes: PaymentOutcomeHandler = {
    async paid(payment) {
      const signup = await findSignup(db, payment.reference);
      if (!signup) return;
      const due = firstPaymentCents(signup.kind, signup.priceCents);
      if (payment.amountCents !== due) {
        return {
          rejected: `Paid ${payment.amountCents} for signup ${signup.id}, which costs ${due}.`,
        };
      }
      await start.startEngagement(signup.id);
    },
    async expired(payment) {
      const signup = await findSignup(db, payment.reference);
      if (signup?.state === 'awaiting-payment') {
        await updateSignup(db, signup.id, { state: 'expired', holdExpiresAt: null }, now());
        await offerings.placesChanged(signup.offeringId);
      }
    },
  };
  for (const kind of ENGAGEMENT_KINDS) payments.handleOutcomes(offeringOf(kind).purpose, outcomes);

  return {
    /** How payments tells signups of their payments (registered above); tests replay it. */
    outcomes,

    /**
     * Signs the client up for an offering. `created` is false when they already had an unpaid
     * signup for it (another tab): that one is answered, unchanged.
     */
    async signUp(
      user: RequestUser,
      request: SignupSubmission,
    ): Promise<{ signup: Signup; created: boolean }> {
      const offering = await offerings.findOffering(request.offeringId);
      if (!offering) throw new AppError('notFound');
      await assertSold(offering.kind);
      // The advisor must serve where the client lives (ADR 0054), before any place is taken.
      await deps.residency.requireServed(user.id, offering.advisorId, request.residence);
      // Before the place is taken: the signup records the disclosures as accepted with it.
      await deps.agreements.requireAccepted(user.id);
      try {
        const { signup, created } = await takePlace(user, request);
        if (created) await offerings.placesChanged(signup.offeringId);
        return { signup: await view(signup), created };
      } catch (error) {
        // The one-unpaid-signup index, should two tabs slip past the lock: answer the winner.
        if (!hasPgErrorCode(error, PG_ERRORS.uniqueViolation)) throw error;
        const waiting = await findAwaitingSignup(db, user.id, request.offeringId);
        if (!waiting) throw error;
        return { signup: await view(waiting), created: false };
      }
    },

    async getSignup(user: RequestUser, signupId: string): Promise<Signup> {
      return view(await ownSignup(user, signupId));
    },

    /**
     * Pays the signup's first payment: The Plan's fee, or The Ongoing's first quarter. The
     * sandbox charges the card at once; Stripe answers its page. `attemptKey` makes a retried
     * attempt answer the first; a declined card keeps the place so the client can try again.
     */
    async pay(
      user: RequestUser,
      signupId: string,
      body: PayRequest,
      attemptKey: string,
    ): Promise<SignupPayResult> {
      let signup = await ownSignup(user, signupId);
      const engagement = await findEngagementBySignup(db, signup.id);
      if (engagement) return { status: 'paid', signupId: signup.id, engagementId: engagement.id };
      if (signup.state !== 'awaiting-payment') {
        throw new AppError('conflict', SIGNUP_MESSAGES.notPayable);
      }
      await assertSold(signup.kind);
      // Again when paying: a version published since the signup is read and accepted first.
      await deps.agreements.requireAccepted(signup.clientId);
      const held = signup;
      signup = await keepPlace(held);
      if (signup !== held) await offerings.placesChanged(signup.offeringId);
      const advisor = await findAdvisorOfSignup(db, signup.advisorId);
      const advisorName = advisor ? `${advisor.firstName} ${advisor.lastName}` : 'your advisor';
      const returnUrl = `${deps.publicUrl}${successPage(signup)}`;
      const startsOn = isoDateOf(now());
      const started = await payments.startPayment({
        kind: 'invoice',
        purpose: offeringOf(signup.kind).purpose,
        offeringKind: signup.kind,
        signupId: signup.id,
        clientId: signup.clientId,
        advisorId: signup.advisorId,
        amountCents: firstPaymentCents(signup.kind, signup.priceCents),
        description: `${offeringOf(signup.kind).name} with ${advisorName}`,
        customerEmail: user.email,
        card: body.card,
        attemptKey,
        successUrl: returnUrl,
        cancelUrl: `${deps.publicUrl}${termsPage(signup)}`,
        everyMonths: billedEveryMonths(signup.kind),
        ...billingPeriodFrom(signup.kind, startsOn),
      });
      if (started.status === 'redirect') return started;
      const begun = await start.startEngagement(signup.id);
      return { status: 'paid', signupId: signup.id, engagementId: begun!.id };
    },

    /** The client's unpaid signups and every engagement, newest first. */
    async mine(user: RequestUser): Promise<MyPlans> {
      const [waiting, running] = await Promise.all([
        listAwaitingSignupsOf(db, user.id),
        listEngagementsOf(db, user.id),
      ]);
      return {
        signups: waiting.map(({ signup, advisor }) => viewOf(signup, advisor, null)),
        engagements: running.map(toEngagementSummary),
      };
    },
  };
}
