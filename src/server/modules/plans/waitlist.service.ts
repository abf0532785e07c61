// Rules of an Ongoing offering's waitlist (docs/product.md#waitlist): a signed-in client joins a
// full offering's queue, sees their place, leaves it; a freed place tells the first one waiting
// by email, once, however many instances free places at the same moment.
import { AppError } from '../../../shared/errors';
import { OFFERING_MESSAGES } from '../../../shared/contracts/offerings';
import type { WaitlistPlace } from '../../../shared/contracts/offerings';
import { PLAN_PAGES } from '../../../shared/routes/plans';
import { findUserById } from '../../auth/accounts/accounts.repository';
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/email/email';
import type { ServiceLog } from '../../platform';
import { waitlistPlaceFreeEmail } from '../notifications/waitlist-emails';
import * as repository from './offerings.repository';
import type { OfferingRecord } from './offerings.repository';
import * as waitlist from './waitlist.repository';
import { offeringOf } from '../../../shared/offerings/catalog';

export interface WaitlistServiceDeps {
  db: Db;
  mailer: Mailer;
  log: ServiceLog;
  publicUrl: string;
  isSold: (kind: OfferingRecord['kind']) => Promise<boolean>;
}

export type WaitlistService = ReturnType<typeof createWaitlistService>;

export function createWaitlistService({ db, mailer, log, publicUrl, isSold }: WaitlistServiceDeps) {
  /** An offering with a capacity the public may see and queue for, or not found. */
  async function openOngoing(offeringId: string): Promise<OfferingRecord> {
    const offering = await repository.findOffering(db, offeringId);
    const queued = offering && offeringOf(offering.kind).hold.capacity === 'advisor-sets';
    if (!offering || !queued || !offering.enabled || !(await isSold(offering.kind))) {
      throw new AppError('notFound');
    }
    return offering;
  }

  async function place(offeringId: string, clientId: string): Promise<WaitlistPlace> {
    const found = await waitlist.findWaitlistPlace(db, offeringId, clientId);
    return {
      position: found?.position ?? null,
      notifiedAt: found?.notifiedAt?.toISOString() ?? null,
    };
  }

  async function tell(offering: OfferingRecord, clientId: string): Promise<void> {
    const client = await findUserById(db, clientId);
    if (!client) return;
    const content = waitlistPlaceFreeEmail({
      publicUrl,
      fullName: client.fullName,
      advisorName: `${offering.advisorFirstName} ${offering.advisorLastName}`,
      signupUrl: new URL(PLAN_PAGES.purchaseOngoing(offering.id), publicUrl).toString(),
    });
    await mailer.send({ to: client.email, template: 'waitlist-place-free', ...content });
  }

  return {
    async getWaitlistPlace(offeringId: string, clientId: string): Promise<WaitlistPlace> {
      await openOngoing(offeringId);
      return place(offeringId, clientId);
    },

    /** Joins the queue of a full offering; with a place free, signing up is the way in. */
    async joinWaitlist(offeringId: string, clientId: string): Promise<WaitlistPlace> {
      const offering = await openOngoing(offeringId);
      await db.transaction(async (tx) => {
        await repository.lockOffering(tx, offeringId);
        const taken = await repository.countPlacesTaken(tx, offeringId);
        if ((offering.capacity ?? 0) > taken) {
          throw new AppError('conflict', OFFERING_MESSAGES.notFull);
        }
        await waitlist.upsertWaitlistEntry(tx, offeringId, clientId);
      });
      return place(offeringId, clientId);
    },

    async leaveWaitlist(offeringId: string, clientId: string): Promise<WaitlistPlace> {
      await openOngoing(offeringId);
      await waitlist.deleteWaitlistEntry(db, offeringId, clientId);
      return { position: null, notifiedAt: null };
    },

    /**
     * A place of the offering was freed (an engagement cancelled, a signup's hold lapsed): while
     * more places are free than people already told, tell the next one waiting. Serialised on the
     * offering's row, so concurrent calls for one freed place tell one person, once. Call it after
     * the freeing transaction commits; it never throws (a failed email is logged by the mailer).
     */
    async placeFreed(offeringId: string): Promise<{ notifiedClientId: string | null }> {
      try {
        const told = await db.transaction(async (tx) => {
          if (!(await repository.lockOffering(tx, offeringId))) return undefined;
          const offering = await repository.findOffering(tx, offeringId);
          if (!offering || offering.capacity === null) return undefined;
          const free = offering.capacity - (await repository.countPlacesTaken(tx, offeringId));
          const offered = await waitlist.countOpenOffers(tx, offeringId);
          if (free <= offered) return undefined;
          const first = await waitlist.takeFirstWaiting(tx, offeringId);
          return first && { offering, clientId: first.clientId };
        });
        if (!told) return { notifiedClientId: null };
        await tell(told.offering, told.clientId);
        return { notifiedClientId: told.clientId };
      } catch (error) {
        log.error({ err: error, offeringId }, 'telling the waitlist of a freed place failed');
        return { notifiedClientId: null };
      }
    },
  };
}
