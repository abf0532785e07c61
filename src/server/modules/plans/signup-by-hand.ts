// A signup and its instance arranged by hand (docs/product.md#plans-admin, ADR 0073): an admin
// records a Plan or an Ongoing agreed outside the web checkout. Its place is taken under the same
// lock and rules as a client's own signup (the offering on and its advisor listed, The Ongoing's
// flag on, a place left, not already running or waiting for payment); the fee was settled outside,
// so no payment is asked here: the instance starts today through the one start path (its emails
// included), and the admin's reason goes to the audit log in the same transaction as the signup.
import { SIGNUP_MESSAGES } from '../../../shared/contracts/plan-signups';
import { CREATE_SIGNUP_MESSAGES } from '../../../shared/contracts/plans-admin-create';
import type { CreatedSignup } from '../../../shared/contracts/plans-admin-create';
import { AppError } from '../../../shared/errors';
import { recordAudit } from '../../db/audit-log';
import type { Db } from '../../db/client';
import type { EngagementStart } from './engagement-start';
import type { OfferingsService } from './offerings.service';
import { findAdvisorOffering } from './offerings.repository';
import { findAdvisorIdOfUser, findOpenConsumer } from './signup-by-hand.repository';
import { findActiveEngagementOf, findAwaitingSignup, insertSignup } from './signups.repository';
import { offeringOf } from '../../../shared/offerings/catalog';
import type { EngagementKind } from '../../../shared/offerings/catalog';

export const SIGNUP_BY_HAND_AUDIT = 'plans.signup.create';
const MINUTE_MS = 60_000;

interface SignupByHandDeps {
  db: Db;
  offerings: Pick<
    OfferingsService,
    'isSold' | 'lockOffering' | 'findOffering' | 'placesLeft' | 'placesChanged'
  >;
  start: Pick<EngagementStart, 'startEngagement'>;
  now: () => Date;
}

const refused = (field: string, message: string) =>
  new AppError('validation', undefined, { [field]: [message] });

export function createSignupByHand({ db, offerings, start, now }: SignupByHandDeps) {
  return async function arrangeSignup(
    kind: EngagementKind,
    request: { clientId: string; advisorUserId: string; reason: string },
    actorId: string,
  ): Promise<CreatedSignup> {
    if (!(await offerings.isSold(kind))) {
      throw new AppError('conflict', SIGNUP_MESSAGES.notOpen(offeringOf(kind).name));
    }
    const clientId = await findOpenConsumer(db, request.clientId);
    if (!clientId) throw refused('clientId', CREATE_SIGNUP_MESSAGES.noClient);
    const advisorId = await findAdvisorIdOfUser(db, request.advisorUserId);
    if (!advisorId) throw refused('advisorUserId', CREATE_SIGNUP_MESSAGES.noAdvisor);
    const offeringId = (await findAdvisorOffering(db, { advisorId }, kind))?.id;
    if (!offeringId) throw new AppError('conflict', SIGNUP_MESSAGES.notOffered);

    const signup = await db.transaction(async (tx) => {
      await offerings.lockOffering(tx, offeringId);
      const offering = (await offerings.findOffering(offeringId, tx))!;
      if (!offering.enabled || !offering.advisorListed) {
        throw new AppError('conflict', SIGNUP_MESSAGES.notOffered);
      }
      if (await findActiveEngagementOf(tx, clientId, offeringId)) {
        throw new AppError('conflict', CREATE_SIGNUP_MESSAGES.alreadyRunning);
      }
      if (await findAwaitingSignup(tx, clientId, offeringId)) {
        throw new AppError('conflict', CREATE_SIGNUP_MESSAGES.awaitingPayment);
      }
      const left = await offerings.placesLeft(offeringId, tx);
      if (left !== null && left <= 0) throw new AppError('conflict', CREATE_SIGNUP_MESSAGES.full);
      const at = now();
      const row = await insertSignup(tx, {
        kind,
        offeringId,
        advisorId,
        clientId,
        priceCents: offering.priceCents,
        // Held like any signup, so a start that fails below lapses instead of keeping the place.
        holdExpiresAt: new Date(at.getTime() + offeringOf(kind).hold.minutes * MINUTE_MS),
        termsText: offering.terms,
        termsAcceptedAt: at,
      });
      await recordAudit(tx, {
        actorId,
        subjectId: clientId,
        action: SIGNUP_BY_HAND_AUDIT,
        target: `signup:${row.id}`,
        detail: request.reason,
        after: { kind, advisorId, priceCents: row.priceCents },
      });
      return row;
    });
    const engagement = await start.startEngagement(signup.id);
    await offerings.placesChanged(offeringId);
    if (!engagement) throw new AppError('general');
    return { signupId: signup.id, instanceId: engagement.id };
  };
}
