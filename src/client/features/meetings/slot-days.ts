// Open times laid out as people read a calendar: Monday-first weeks of local days in one zone.
// A day is a wall-clock date there, so a slot late in the evening stays on its own day whatever
// its UTC date, and a week around a daylight-saving change still has its seven days.
import { addDays, isoWeekday, zonedDate, zonedTimeToUtc } from '../../../shared/time-zones';

export interface Slot {
  start: string;
  end: string;
}

export interface SlotDay {
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  slots: Slot[];
}

const DAYS_IN_WEEK = 7;

/** The Monday of the week holding `date` ('YYYY-MM-DD'). */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The seven dates of the week starting at `monday`. */
export function weekDates(monday: string): string[] {
  return Array.from({ length: DAYS_IN_WEEK }, (_, index) => addDays(monday, index));
}

/**
 * The request window that covers a local week: from its Monday's midnight in the zone, for one
 * day more than a week, because a week that gains an hour is longer than seven times 24 hours.
 * The extra day is left out again by `weekOfSlots`.
 */
export function weekWindow(monday: string, timeZone: string): { from: string; days: number } {
  return { from: zonedTimeToUtc(monday, '00:00', timeZone).toISOString(), days: DAYS_IN_WEEK + 1 };
}

/** Slots grouped by their local date in `timeZone`, in time order, empty days left out. */
export function groupSlotsByDay(slots: readonly Slot[], timeZone: string): SlotDay[] {
  const byDate = new Map<string, Slot[]>();
  const sorted = [...slots].sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  for (const slot of sorted) {
    const date = zonedDate(new Date(slot.start), timeZone);
    const day = byDate.get(date);
    if (day) day.push(slot);
    else byDate.set(date, [slot]);
  }
  return [...byDate].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

/** The seven days of the week at `monday`, each with its slots (possibly none). */
export function weekOfSlots(slots: readonly Slot[], monday: string, timeZone: string): SlotDay[] {
  const byDate = new Map(groupSlotsByDay(slots, timeZone).map((day) => [day.date, day.slots]));
  return weekDates(monday).map((date) => ({ date, slots: byDate.get(date) ?? [] }));
}

/**
 * The week a picker opens on: the one holding `around` (a meeting being moved), kept between
 * the week of `today` and the week of the last bookable day, so it always opens on a week that
 * can hold open times.
 */
export function openingMonday(
  around: Date,
  today: Date,
  horizonDays: number,
  timeZone: string,
): { first: string; last: string; opening: string } {
  const todayDate = zonedDate(today, timeZone);
  const first = mondayOf(todayDate);
  const last = mondayOf(addDays(todayDate, horizonDays));
  const wanted = mondayOf(zonedDate(around, timeZone));
  const opening = wanted < first ? first : wanted > last ? last : wanted;
  return { first, last, opening };
}

/** Noon of a local date: an instant safely inside the day for naming it in its own zone. */
export function middayOf(date: string, timeZone: string): Date {
  return zonedTimeToUtc(date, '12:00', timeZone);
}
