// Rules of an advisor's open times: their stored rules (or the defaults in their zone) minus what
// is booked or held, computed fresh for each request by the slot engine.
import type { Db } from '../../db/client';
import { defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { OpenSlots, OpenSlotsQuery } from '../../../shared/contracts/availability';
import { findAvailabilityRules, listClaimedTimes } from './availability.repository';
import { computeOpenSlots } from './slots';

const DAY_MS = 86_400_000;

/** What this module needs to know of an advisor; the advisors service answers it. */
export type FindAdvisorRef = (slug: string) => Promise<{ id: string; timeZone: string }>;

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

export function createAvailabilityService({
  db,
  findAdvisorRef,
  now = () => new Date(),
}: {
  db: Db;
  findAdvisorRef: FindAdvisorRef;
  now?: () => Date;
}) {
  return {
    async getOpenSlots(slug: string, query: OpenSlotsQuery): Promise<OpenSlots> {
      const advisor = await findAdvisorRef(slug);
      const at = now();
      const start = query.from ? new Date(query.from) : at;
      const window = { start, end: new Date(start.getTime() + query.days * DAY_MS) };
      const [stored, busy] = await Promise.all([
        findAvailabilityRules(db, advisor.id),
        listClaimedTimes(db, advisor.id, window, at),
      ]);
      const rules = stored ?? defaultAvailabilityRules(advisor.timeZone);
      // Notice and horizon count from now; the window only narrows what is shown.
      const slots = computeOpenSlots({ rules, busy, from: at, until: window.end }).filter(
        (slot) => slot.start >= window.start,
      );
      return {
        advisorTimeZone: rules.timeZone,
        slots: slots.map((slot) => ({
          start: slot.start.toISOString(),
          end: slot.end.toISOString(),
        })),
      };
    },
  };
}
