// Rules of an advisor's open times: their stored rules (or the defaults in their zone) minus what
// is booked or held, computed fresh for each request by the slot engine.
import type { Db } from '../../db/client';
import { MAX_HORIZON_DAYS, defaultAvailabilityRules } from '../../../shared/domain/availability';
import type { AvailabilityRules } from '../../../shared/domain/availability';
import type {
  AvailabilitySettings,
  OpenSlots,
  OpenSlotsQuery,
} from '../../../shared/contracts/availability';
import { AppError } from '../../../shared/errors';
import {
  findAvailabilityRules,
  listAdvisorCalendars,
  listAllClaimedTimes,
  listClaimedTimes,
  saveNextAvailability,
  upsertAvailabilityRules,
} from './availability.repository';
import { computeOpenSlots } from './slots';
import type { TimeRange } from './slots';

const DAY_MS = 86_400_000;

/** What this module needs to know of an advisor; the advisors service answers it. */
export type FindAdvisorRef = (slug: string) => Promise<{ id: string; timeZone: string }>;
/** The advisor profile a signed-in account runs, if any (the advisors service). */
export type FindAdvisorOfUser = (
  userId: string,
) => Promise<{ id: string; timeZone: string } | undefined>;

export type AvailabilityService = ReturnType<typeof createAvailabilityService>;

export interface AdvisorCalendarRef {
  id: string;
  timeZone: string;
}

/** The first open slot: most advisors have one within the week, only the rest need more. */
function firstOpenSlot(rules: AvailabilityRules, busy: TimeRange[], at: Date): Date | null {
  const [soon] = computeOpenSlots({
    rules,
    busy,
    from: at,
    until: new Date(at.getTime() + 7 * DAY_MS),
  });
  const [first] = soon ? [soon] : computeOpenSlots({ rules, busy, from: at });
  return first?.start ?? null;
}

export interface SlotOptions {
  /** Leave out one claim (the meeting being moved). */
  ignoreClaimId?: string;
  /** Only the advisor's rules: would the time be open if nothing were booked? */
  ignoreClaims?: boolean;
  /** Leave out this client's own holds (they are about to be replaced). */
  ignoreHoldsOf?: string;
}

/** Past this many advisors whose next availability moved at once, one notice names them all. */
const NAMED_CHANGES_MAX = 20;

const NO_ADVISOR_PROFILE = 'This account has no advisor profile.';

export function createAvailabilityService({
  db,
  findAdvisorRef,
  findAdvisorOfUser,
  now = () => new Date(),
  onOpenTimesChange = () => {},
}: {
  db: Db;
  findAdvisorRef: FindAdvisorRef;
  findAdvisorOfUser: FindAdvisorOfUser;
  now?: () => Date;
  /** Tells the caches of every instance that an advisor's open times (or all, without one) moved. */
  onOpenTimesChange?: (advisorId?: string) => Promise<void> | void;
}) {
  async function openSlotsOf(
    advisor: AdvisorCalendarRef,
    query: OpenSlotsQuery,
    options: SlotOptions = {},
  ): Promise<OpenSlots> {
    const at = now();
    const start = query.from ? new Date(query.from) : at;
    const window = { start, end: new Date(start.getTime() + query.days * DAY_MS) };
    const [stored, busy] = await Promise.all([
      findAvailabilityRules(db, advisor.id),
      options.ignoreClaims
        ? []
        : listClaimedTimes(db, advisor.id, window, at, {
            ignoreClaimId: options.ignoreClaimId,
            ignoreHoldsOf: options.ignoreHoldsOf,
          }),
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
  }

  async function refreshOne(advisor: AdvisorCalendarRef): Promise<void> {
    const at = now();
    const window = { start: at, end: new Date(at.getTime() + MAX_HORIZON_DAYS * DAY_MS) };
    const [stored, busy] = await Promise.all([
      findAvailabilityRules(db, advisor.id),
      listClaimedTimes(db, advisor.id, window, at),
    ]);
    const next = firstOpenSlot(stored ?? defaultAvailabilityRules(advisor.timeZone), busy, at);
    await saveNextAvailability(db, [{ advisorId: advisor.id, next }]);
    await onOpenTimesChange(advisor.id);
  }

  return {
    async getOpenSlots(slug: string, query: OpenSlotsQuery): Promise<OpenSlots> {
      return openSlotsOf(await findAdvisorRef(slug), query);
    },

    /** Open slots of an advisor known by id, optionally as if one claim were not there. */
    getOpenSlotsOf: openSlotsOf,

    /** Whether `start` is one of the advisor's open slots right now. */
    async isOpenSlot(
      advisor: AdvisorCalendarRef,
      start: Date,
      options: SlotOptions = {},
    ): Promise<boolean> {
      const open = await openSlotsOf(
        advisor,
        { from: new Date(start.getTime() - 1).toISOString(), days: 1 },
        options,
      );
      return open.slots.some((slot) => Date.parse(slot.start) === start.getTime());
    },

    /** The signed-in advisor's rules (the defaults in their zone until they save their own). */
    async getSettings(userId: string): Promise<AvailabilitySettings> {
      const advisor = await findAdvisorOfUser(userId);
      if (!advisor) throw new AppError('notFound', NO_ADVISOR_PROFILE);
      const stored = await findAvailabilityRules(db, advisor.id);
      return {
        rules: stored ?? defaultAvailabilityRules(advisor.timeZone),
        isDefault: stored === undefined,
      };
    },

    /** Saves the signed-in advisor's rules and moves their kept next availability at once. */
    async saveSettings(userId: string, rules: AvailabilityRules): Promise<AvailabilitySettings> {
      const advisor = await findAdvisorOfUser(userId);
      if (!advisor) throw new AppError('notFound', NO_ADVISOR_PROFILE);
      await upsertAvailabilityRules(db, advisor.id, rules, now());
      await refreshOne(advisor);
      return { rules, isDefault: false };
    },

    /** A hold taken or let go: the open times moved, the kept next availability did not. */
    openTimesChanged: async (advisorId: string): Promise<void> => {
      await onOpenTimesChange(advisorId);
    },

    /** Recomputes one advisor's kept next availability after a booking, change or cancel. */
    refreshAdvisor: (advisor: AdvisorCalendarRef): Promise<void> => refreshOne(advisor),

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
        return { advisorId: calendar.id, next: firstOpenSlot(rules, busy, at), was: calendar.next };
      });
      // Only changed rows are written: a refresh mostly finds nothing new.
      const changed = values.filter(
        ({ next, was }) => (next?.getTime() ?? null) !== (was?.getTime() ?? null),
      );
      await saveNextAvailability(db, changed);
      // A few advisors by name; past that (time moved for many at once) all of them.
      if (changed.length > NAMED_CHANGES_MAX) await onOpenTimesChange();
      else for (const { advisorId } of changed) await onOpenTimesChange(advisorId);
      return changed.length;
    },
  };
}
