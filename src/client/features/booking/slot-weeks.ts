// Open times arranged the way the picker shows them: Monday-first weeks of local dates in the
// viewer's zone. A time belongs to the day its start reads on the viewer's clock, so a week
// keeps its seven days across a DST change (the 25-hour and 23-hour Sundays included).
import type { OpenSlots } from '../../../shared/contracts/availability';
import { addDays, isoWeekday, parseIsoDate, zonedDate } from '../../../shared/time-zones';

export type OpenSlot = OpenSlots['slots'][number];

export interface SlotDay {
  /** The local date, 'YYYY-MM-DD'. */
  date: string;
  slots: OpenSlot[];
}

const DAYS_IN_WEEK = 7;

/** The Monday of the week that holds a local date. */
export function mondayOf(date: string): string {
  return addDays(date, 1 - isoWeekday(date));
}

/** The Monday (a local date in `timeZone`) of the week an instant falls in. */
export function weekOf(instant: Date | string, timeZone: string): string {
  return mondayOf(zonedDate(new Date(instant), timeZone));
}

/** The seven days from `monday`, each with its open times as read in `timeZone`. */
export function daysOfWeek(
  monday: string,
  slots: readonly OpenSlot[],
  timeZone: string,
): SlotDay[] {
  const days: SlotDay[] = Array.from({ length: DAYS_IN_WEEK }, (_, index) => ({
    date: addDays(monday, index),
    slots: [],
  }));
  const byDate = new Map(days.map((day) => [day.date, day]));
  for (const slot of slots) byDate.get(zonedDate(new Date(slot.start), timeZone))?.slots.push(slot);
  for (const day of days) day.slots.sort((a, b) => Date.parse(a.start) - Date.parse(b.start));
  return days;
}

/** The same instant, however each side wrote it ('…00Z' or '…00.000Z'). */
export function sameInstant(a: string, b: string): boolean {
  return Date.parse(a) === Date.parse(b);
}

/** Slots of several windows as one ordered list; a slot on a window's edge appears once. */
export function mergeSlots(windows: readonly (readonly OpenSlot[])[]): OpenSlot[] {
  const byStart = new Map<number, OpenSlot>();
  for (const slots of windows) {
    for (const slot of slots) byStart.set(Date.parse(slot.start), slot);
  }
  return [...byStart.entries()].sort(([a], [b]) => a - b).map(([, slot]) => slot);
}

const monthDay = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  timeZone: 'UTC',
});
const monthDayYear = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const dayOnly = new Intl.DateTimeFormat('en-US', { day: 'numeric', timeZone: 'UTC' });
const weekdayLong = new Intl.DateTimeFormat('en-US', { weekday: 'long', timeZone: 'UTC' });
const weekdayShort = new Intl.DateTimeFormat('en-US', { weekday: 'short', timeZone: 'UTC' });

function dayMs(date: string): number {
  const ms = parseIsoDate(date);
  if (ms === null) throw new RangeError(`Invalid date: ${date}`);
  return ms;
}

/** 'Mar 2 – 8, 2026', 'Oct 26 – Nov 1, 2026', 'Dec 28, 2026 – Jan 3, 2027'. */
export function formatWeekRange(monday: string): string {
  const first = dayMs(monday);
  const last = dayMs(addDays(monday, DAYS_IN_WEEK - 1));
  const [firstYear, lastYear] = [monday.slice(0, 4), addDays(monday, 6).slice(0, 4)];
  if (firstYear !== lastYear) {
    return `${monthDayYear.format(first)} – ${monthDayYear.format(last)}`;
  }
  const sameMonth = monday.slice(5, 7) === addDays(monday, 6).slice(5, 7);
  const end = sameMonth ? dayOnly.format(last) : monthDay.format(last);
  return `${monthDay.format(first)} – ${end}, ${lastYear}`;
}

/** The parts of a day heading: 'Tuesday' / 'Tue' and 'Mar 3'. */
export function dayLabel(date: string): { weekday: string; short: string; monthDay: string } {
  const ms = dayMs(date);
  return {
    weekday: weekdayLong.format(ms),
    short: weekdayShort.format(ms),
    monthDay: monthDay.format(ms),
  };
}
