// The residency rule (docs/product.md#booking, ADR 0054): an advisor may only advise residents of
// the states they serve. The hold of The Hour and the signups of The Plan and The Ongoing ask
// this before taking a place; the residence a client states there is remembered on their profile.
import type { Db } from '../../db/client';
import { isOutsideUs } from '../../../shared/contracts/residence';
import type { Residence } from '../../../shared/contracts/residence';
import { AppError, residenceNotServedMessage } from '../../../shared/errors';
import { isStateAbbreviation, stateName } from '../../../shared/us-states';
import { advisorServesState, findResidence, saveResidence } from './residence.repository';

export type ResidencyRule = ReturnType<typeof createResidencyRule>;

export function createResidencyRule(db: Db, now: () => Date = () => new Date()) {
  return {
    /**
     * Refuses unless the advisor serves where the client lives. A residence stated with the
     * request is saved first (it is the client's answer, whatever the outcome); without one the
     * profile's is used, and a client who never said is asked (residenceRequired).
     */
    async requireServed(userId: string, advisorId: string, stated?: Residence): Promise<void> {
      if (stated !== undefined) await saveResidence(db, userId, stated, now());
      const residence = stated ?? (await findResidence(db, userId));
      if (residence === null) throw new AppError('residenceRequired');
      if (isOutsideUs(residence)) throw new AppError('residenceOutsideUs');
      if (
        !isStateAbbreviation(residence) ||
        !(await advisorServesState(db, advisorId, residence))
      ) {
        throw new AppError('residenceNotServed', residenceNotServedMessage(stateName(residence)));
      }
    },
  };
}
