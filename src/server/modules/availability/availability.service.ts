// Rules of an advisor's open times: their stored rules (or the defaults in their zone) minus what
// is booked or held, computed fresh for each request by the slot engine.
import type { Db } from '../../db/client';
import { MAX_HORIZON_DAYS, defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { OpenSlots, OpenSlotsQuery } from '../../../shared/contracts/availability';
import {
  findAvailabilityRules,
  listAdvisorCalendars,
  listAllClaimedTimes,
  listClaimedTimes,
  saveNextAvailability,
} from './availability.repository';
import { computeOpenSlots } from './slots';
import type { TimeRange } from './slots';

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

    /**
     * Recomputes every advisor's kept next availability (the first open slot, or null), so the
     * search never computes it per request. Returns how many advisors changed.
     */
    async refreshNextAvailability(): Promise<number> {
      const at = now();
      const window = { start: at, end: new Date(at.getTime() + MAX_HORIZON_DAYS * DAY_MS) };
      const [calendars, claims] = await Promise.all([
        listAdvisorCalendars(db),
        listAllClaimedTimes(db, window, at),
      ]);
      const busyByAdvisor = new Map<string, TimeRange[]>();
      for (const claim of claims) {
        const list = busyByAdvisor.get(claim.advisorId) ?? [];
        list.push(claim);
        busyByAdvisor.set(claim.advisorId, list);
      }
      const values = calendars.map((calendar) => {
        const rules = calendar.rules ?? defaultAvailabilityRules(calendar.timeZone);
        const busy = busyByAdvisor.get(calendar.id) ?? [];
        // Most advisors have a time within the week; only the rest need the whole horizon.
        const [soon] = computeOpenSlots({
          rules,
          busy,
          from: at,
          until: new Date(at.getTime() + 7 * DAY_MS),
        });
        const [first] = soon ? [soon] : computeOpenSlots({ rules, busy, from: at });
        return { advisorId: calendar.id, next: first?.start ?? null, was: calendar.next };
      });
      // Only changed rows are written: a refresh mostly finds nothing new.
      const changed = values.filter(
        ({ next, was }) => (next?.getTime() ?? null) !== (was?.getTime() ?? null),
      );
      await saveNextAvailability(db, changed);
      return changed.length;
    },
  };
}
