// The availability form edits a copy of the rules in their own shape, so saving sends the copy as
// it is. The copy is kept canonical (all seven weekdays present, changed dates and time off in
// order) so that "unchanged" is a plain comparison and server field paths match list positions.
import { ISO_WEEKDAYS } from '../../../../shared/domain/availability';
import type {
  AvailabilityRules,
  DateOverride,
  IsoWeekday,
  LocalInterval,
  TimeOff,
  WeeklyHours,
} from '../../../../shared/domain/availability';
import { isoWeekday, parseLocalTime } from '../../../../shared/time-zones';

const DAY_MINUTES = 24 * 60;
const HOUR = 60;

export const WEEKDAY_NAMES: Record<IsoWeekday, string> = {
  1: 'Monday',
  2: 'Tuesday',
  3: 'Wednesday',
  4: 'Thursday',
  5: 'Friday',
  6: 'Saturday',
  7: 'Sunday',
};

/** What a day that is switched on starts with. */
export const DEFAULT_INTERVAL: LocalInterval = { start: '09:00', end: '17:00' };

const byDate = (a: DateOverride, b: DateOverride) => a.date.localeCompare(b.date);
const byStart = (a: TimeOff, b: TimeOff) => Date.parse(a.start) - Date.parse(b.start);

/** The rules with every weekday present (empty = day off) and the lists in order. */
export function canonicalRules(rules: AvailabilityRules): AvailabilityRules {
  const weekly: WeeklyHours = {};
  for (const day of ISO_WEEKDAYS) weekly[day] = (rules.weekly[day] ?? []).map((i) => ({ ...i }));
  return {
    ...rules,
    weekly,
    overrides: [...rules.overrides].sort(byDate),
    timeOff: [...rules.timeOff].sort(byStart),
  };
}

export function sameRules(a: AvailabilityRules, b: AvailabilityRules): boolean {
  return JSON.stringify(canonicalRules(a)) === JSON.stringify(canonicalRules(b));
}

export function intervalsOf(rules: AvailabilityRules, day: IsoWeekday): readonly LocalInterval[] {
  return rules.weekly[day] ?? [];
}

/** 'HH:MM' of minutes since midnight; 1440 gives '24:00'. */
export function formatLocalTime(minutes: number): string {
  const clamped = Math.min(Math.max(Math.round(minutes), 0), DAY_MINUTES);
  const hours = Math.floor(clamped / HOUR);
  return `${String(hours).padStart(2, '0')}:${String(clamped % HOUR).padStart(2, '0')}`;
}

/**
 * One more interval for a day: the hour after the last one, else the hour before the first,
 * else the usual working day (validation then points at any overlap).
 */
export function addInterval(intervals: readonly LocalInterval[]): LocalInterval[] {
  if (intervals.length === 0) return [{ ...DEFAULT_INTERVAL }];
  const ends = intervals.map((i) => parseLocalTime(i.end)).filter((m): m is number => m !== null);
  const starts = intervals
    .map((i) => parseLocalTime(i.start))
    .filter((m): m is number => m !== null);
  const latestEnd = Math.max(...ends, -1);
  const earliestStart = Math.min(...starts, DAY_MINUTES + 1);
  let next: LocalInterval = { ...DEFAULT_INTERVAL };
  if (latestEnd >= 0 && latestEnd < DAY_MINUTES) {
    next = {
      start: formatLocalTime(latestEnd),
      end: formatLocalTime(Math.min(latestEnd + HOUR, DAY_MINUTES)),
    };
  } else if (earliestStart > 0 && earliestStart <= DAY_MINUTES) {
    next = {
      start: formatLocalTime(Math.max(earliestStart - HOUR, 0)),
      end: formatLocalTime(earliestStart),
    };
  }
  return [...intervals, next];
}

export function updateInterval(
  intervals: readonly LocalInterval[],
  index: number,
  patch: Partial<LocalInterval>,
): LocalInterval[] {
  return intervals.map((interval, at) => (at === index ? { ...interval, ...patch } : interval));
}

export function removeInterval(
  intervals: readonly LocalInterval[],
  index: number,
): LocalInterval[] {
  return intervals.filter((_, at) => at !== index);
}

export function setWeekday(
  rules: AvailabilityRules,
  day: IsoWeekday,
  intervals: readonly LocalInterval[],
): AvailabilityRules {
  return { ...rules, weekly: { ...rules.weekly, [day]: intervals } };
}

/** Tuesday to Friday get Monday's hours (the weekend keeps its own). */
export function copyMondayToWeekdays(rules: AvailabilityRules): AvailabilityRules {
  const monday = intervalsOf(rules, 1);
  const weekly: WeeklyHours = { ...rules.weekly };
  for (const day of [2, 3, 4, 5] as const) weekly[day] = monday.map((i) => ({ ...i }));
  return { ...rules, weekly };
}

/** Working minutes of a day, counting only intervals that read correctly. */
export function workingMinutes(intervals: readonly LocalInterval[]): number {
  let total = 0;
  for (const interval of intervals) {
    const start = parseLocalTime(interval.start);
    const end = parseLocalTime(interval.end);
    if (start !== null && end !== null && end > start) total += end - start;
  }
  return total;
}

/** '8 h', '7 h 30 min', '45 min'. */
export function formatDuration(minutes: number): string {
  const hours = Math.floor(minutes / HOUR);
  const rest = minutes % HOUR;
  if (hours === 0) return rest === 0 ? '0 h' : `${rest} min`;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}

export function hasOverride(rules: AvailabilityRules, date: string): boolean {
  return rules.overrides.some((override) => override.date === date);
}

/** What a changed date starts with when it keeps hours: that weekday's, or the usual day. */
export function hoursForDate(rules: AvailabilityRules, date: string): LocalInterval[] {
  const usual = intervalsOf(rules, isoWeekday(date) as IsoWeekday);
  return usual.length > 0 ? usual.map((i) => ({ ...i })) : [{ ...DEFAULT_INTERVAL }];
}

/** Adds a changed date in date order; a date already changed is left as it is. */
export function addOverride(
  rules: AvailabilityRules,
  date: string,
  intervals: readonly LocalInterval[],
): AvailabilityRules {
  if (hasOverride(rules, date)) return rules;
  return { ...rules, overrides: [...rules.overrides, { date, intervals }].sort(byDate) };
}

export function setOverride(
  rules: AvailabilityRules,
  date: string,
  intervals: readonly LocalInterval[],
): AvailabilityRules {
  return {
    ...rules,
    overrides: rules.overrides.map((o) => (o.date === date ? { date, intervals } : o)),
  };
}

export function removeOverride(rules: AvailabilityRules, date: string): AvailabilityRules {
  return { ...rules, overrides: rules.overrides.filter((o) => o.date !== date) };
}

export function addTimeOff(rules: AvailabilityRules, off: TimeOff): AvailabilityRules {
  return { ...rules, timeOff: [...rules.timeOff, off].sort(byStart) };
}

export function removeTimeOff(rules: AvailabilityRules, index: number): AvailabilityRules {
  return { ...rules, timeOff: rules.timeOff.filter((_, at) => at !== index) };
}
