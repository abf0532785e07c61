// Rules of the offerings (docs/product.md#offerings): an advisor's Plan and Ongoing, edited by the
// advisor within the shared limits, shown to the public only while on (The Ongoing also only while
// its flag is on), and the places a limited Ongoing has left. Signups (another part of this module)
// take places through lockOffering/placesLeft and give them back through placeFreed.
import { AppError } from '../../../shared/errors';
import { isGuid } from '../../../shared/guid';
import { OFFERING_MESSAGES, OFFERING_UPDATE_SCHEMAS } from '../../../shared/contracts/offerings';
import type {
  OfferingUpdate,
  OwnOffering,
  OwnOfferings,
  PublicOffering,
} from '../../../shared/contracts/offerings';
import type { Db } from '../../db/client';
import type { AdvisorsService } from '../advisors/advisors.service';
import type { SystemService } from '../system/system.service';
import { parseInput } from '../../validation/parse-input';
import * as repository from './offerings.repository';
import type { OfferingRecord } from './offerings.repository';
import * as waitlist from './waitlist.repository';
import type { EngagementKind } from '../../../shared/offerings/catalog';
import { offeringOf } from '../../../shared/offerings/catalog';

export interface OfferingsServiceDeps {
  db: Db;
  advisors: Pick<AdvisorsService, 'findAdvisorOfUser'>;
  system: Pick<SystemService, 'getFeatureFlag'>;
  /** Tells every instance that an advisor's prices or offerings changed (their caches forget). */
  onOfferingsChange: (advisorId: string) => Promise<void>;
}

export type OfferingsService = ReturnType<typeof createOfferingsService>;

const notFound = () => new AppError('notFound');

export function createOfferingsService({
  db,
  advisors,
  system,
  onOfferingsChange,
}: OfferingsServiceDeps) {
  const isOngoingOn = () => system.getFeatureFlag('TheOngoing');
  /** Sold now: an offering behind a flag only while the flag is on. */
  const isSold = async (kind: EngagementKind): Promise<boolean> => {
    const { flag } = offeringOf(kind);
    return flag === null || system.getFeatureFlag(flag);
  };

  async function placesLeftOf(offering: OfferingRecord, tx: Db = db): Promise<number | null> {
    if (offering.capacity === null) return null;
    const taken = await repository.countPlacesTaken(tx, offering.id);
    return Math.max(0, offering.capacity - taken);
  }

  /** Whether the public may see it: on, and sold (its flag on). */
  async function isShown(offering: OfferingRecord): Promise<boolean> {
    if (!offering.enabled || !offering.advisorListed) return false;
    return isSold(offering.kind);
  }

  async function toPublic(offering: OfferingRecord, tx: Db = db): Promise<PublicOffering> {
    return {
      id: offering.id,
      kind: offering.kind,
      advisorId: offering.advisorId,
      advisorSlug: offering.advisorSlug,
      advisorName: `${offering.advisorFirstName} ${offering.advisorLastName}`,
      enabled: await isShown(offering),
      priceCents: offering.priceCents,
      terms: offering.terms,
      capacity: offering.capacity,
      placesLeft: await placesLeftOf(offering, tx),
    };
  }

  async function toOwn(offering: OfferingRecord): Promise<OwnOffering> {
    const shown = await toPublic(offering);
    const placesTaken = await repository.countPlacesTaken(db, offering.id);
    return {
      ...shown,
      // The advisor sees their own switch, whatever the flag.
      enabled: offering.enabled,
      placesTaken,
      waitlistLength: await waitlist.countWaiting(db, offering.id),
    };
  }

  async function advisorIdOf(userId: string): Promise<string> {
    const advisor = await advisors.findAdvisorOfUser(userId);
    if (!advisor) throw notFound();
    await repository.ensureOfferings(db, advisor.id);
    return advisor.id;
  }

  async function ownOffering(advisorId: string, kind: EngagementKind): Promise<OfferingRecord> {
    const offering = await repository.findAdvisorOffering(db, { advisorId }, kind);
    if (!offering) throw notFound();
    return offering;
  }

  /** A shown offering, or not found: another's hidden or switched-off offering does not exist. */
  async function shownOrNotFound(offering: OfferingRecord | undefined): Promise<OfferingRecord> {
    if (!offering || !(await isShown(offering))) throw notFound();
    return offering;
  }

  return {
    isOngoingOn,
    isSold,

    /** Refuses while The Ongoing is not sold (its flag off): new signups, the waitlist. */
    async assertOngoingOpen(): Promise<void> {
      if (!(await isOngoingOn())) throw new AppError('notFound', OFFERING_MESSAGES.ongoingOff);
    },

    /** The signed-in advisor's two offerings, made on first sight. */
    async getOwnOfferings(userId: string): Promise<OwnOfferings> {
      const advisorId = await advisorIdOf(userId);
      return {
        plan: await toOwn(await ownOffering(advisorId, 'plan')),
        ongoing: await toOwn(await ownOffering(advisorId, 'ongoing')),
        ongoingFlagOn: await isOngoingOn(),
      };
    },

    /**
     * Changes one of the advisor's own offerings; another advisor's answers 404 before its body is
     * read. The body is checked with the same shared schema the editor uses.
     */
    async updateOwnOffering(
      userId: string,
      offeringId: string,
      body: unknown,
    ): Promise<OwnOffering> {
      const advisorId = await advisorIdOf(userId);
      const offering = await repository.findOffering(db, offeringId);
      if (!offering || offering.advisorId !== advisorId) throw notFound();
      const { kind } = offering;
      const change: OfferingUpdate = parseInput(OFFERING_UPDATE_SCHEMAS[kind], body);
      const capacity = 'capacity' in change ? change.capacity : offering.capacity;
      await db.transaction(async (tx) => {
        await repository.lockOffering(tx, offering.id);
        await repository.updateOffering(tx, offering.id, {
          enabled: change.enabled,
          terms: change.terms,
          capacity,
        });
        await repository.updateAdvisorPrice(tx, advisorId, kind, change.priceCents);
      });
      // Profiles, cards, search and the home page read the price and the offerings from caches.
      await onOfferingsChange(advisorId);
      return toOwn(await ownOffering(advisorId, kind));
    },

    /** One offering for the public, by its id (the spec's ThePlanDetailId/TheOngoingDetailId). */
    async getPublicOffering(offeringId: string): Promise<PublicOffering> {
      if (!isGuid(offeringId)) throw notFound();
      return toPublic(await shownOrNotFound(await repository.findOffering(db, offeringId)));
    },

    /** An advisor's offering of a kind for the public, by the advisor's slug. */
    async getAdvisorOffering(slug: string, kind: EngagementKind): Promise<PublicOffering> {
      return toPublic(
        await shownOrNotFound(await repository.findAdvisorOffering(db, { slug }, kind)),
      );
    },

    /** The offerings an advisor sells now (none switched off, no Ongoing while its flag is off). */
    async listAdvisorOfferings(slug: string): Promise<PublicOffering[]> {
      const advisorId = await repository.findAdvisorIdBySlug(db, slug);
      if (!advisorId) throw new AppError('noMatchingAdvisor');
      const shown: PublicOffering[] = [];
      for (const kind of ['plan', 'ongoing'] as const) {
        const offering = await repository.findAdvisorOffering(db, { advisorId }, kind);
        if (offering && (await isShown(offering))) shown.push(await toPublic(offering));
      }
      return shown;
    },

    /**
     * Sets The Plan's and The Ongoing's prices of an advisor within the caller's transaction, for
     * the profile editor: prices are written here and by updateOwnOffering only, both through
     * the one repository function. The caller checks them with the shared schemas and tells the
     * caches once its transaction commits.
     */
    async setOfferingPrices(
      tx: Db,
      advisorId: string,
      prices: Record<EngagementKind, number>,
    ): Promise<void> {
      await repository.updateAdvisorPrice(tx, advisorId, 'plan', prices.plan);
      await repository.updateAdvisorPrice(tx, advisorId, 'ongoing', prices.ongoing);
    },

    /** The offering's row as stored, whatever its switch and flag (for signups and admins). */
    findOffering: (offeringId: string, tx: Db = db) => repository.findOffering(tx, offeringId),

    /**
     * Locks the offering until `tx` ends, so places are taken one at a time: a signup locks, reads
     * placesLeft with the same tx, and inserts its signup before committing. False if no such row.
     */
    lockOffering: (tx: Db, offeringId: string) => repository.lockOffering(tx, offeringId),

    /**
     * A place of the offering was taken or freed (a signup, a lapsed hold, an engagement ended):
     * its public answers show the places left, so the caches of every instance forget them.
     * Call it after the change commits.
     */
    async placesChanged(offeringId: string): Promise<void> {
      const offering = await repository.findOffering(db, offeringId);
      if (offering) await onOfferingsChange(offering.advisorId);
    },

    /** Free places of a limited offering (null: no limit), counted with `tx` when given. */
    async placesLeft(offeringId: string, tx: Db = db): Promise<number | null> {
      const offering = await repository.findOffering(tx, offeringId);
      if (!offering) throw notFound();
      return placesLeftOf(offering, tx);
    },
  };
}
