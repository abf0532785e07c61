// An advisor's availability rules, shared by the settings form (browser) and the slot engine
// (server). Kept free of zod: the browser imports this file and zod must stay out of its bundle.
import { INPUT_MESSAGES, isInDateRange } from '../input-rules';
import { isValidTimeZone, parseIsoDate, parseLocalTime } from '../time-zones';

/** The Hour is one hour long; slots are cut on this grid unless the rules say otherwise. */
export const THE_HOUR_MINUTES = 60;
/** How long a chosen time stays held while the client answers the intake form and pays. */
export const SLOT_HOLD_MINUTES = 10;
/** What a client sees when another client took the time first (HTTP 409). */
export const SLOT_TAKEN_MESSAGE = 'Someone has just taken that time. Please choose another.';
export const DEFAULT_BUFFER_MINUTES = 15;
export const DEFAULT_MINIMUM_NOTICE_MINUTES = 12 * 60;
export const DEFAULT_HORIZON_DAYS = 60;
export const MAX_BUFFER_MINUTES = 240;
export const MAX_HORIZON_DAYS = 365;

/** ISO weekday: 1 = Monday … 7 = Sunday (the weekly calendar starts on Monday). */
export type IsoWeekday = 1 | 2 | 3 | 4 | 5 | 6 | 7;
export const ISO_WEEKDAYS: readonly IsoWeekday[] = [1, 2, 3, 4, 5, 6, 7];

/** Local wall-clock times in the advisor's zone, 'HH:MM'; `end` may be '24:00'. */
export interface LocalInterval {
  start: string;
  end: string;
}

/** Working intervals per weekday; a missing or empty day is a day off. */
export type WeeklyHours = Partial<Record<IsoWeekday, readonly LocalInterval[]>>;

/** Replaces the weekly hours of one advisor-local date; no intervals = a day off. */
export interface DateOverride {
  date: string;
  intervals: readonly LocalInterval[];
}

/** Time off between two ISO instants (may span days). */
export interface TimeOff {
  start: string;
  end: string;
}

export interface AvailabilityRules {
  /** IANA zone the weekly hours and override dates are read in. */
  timeZone: string;
  weekly: WeeklyHours;
  overrides: readonly DateOverride[];
  timeOff: readonly TimeOff[];
  /** Kept free before and after every booked event or hold. */
  bufferMinutes: number;
  /** A slot must start at least this long after now. */
  minimumNoticeMinutes: number;
  /** A slot may start at most this many days after now. */
  horizonDays: number;
  slotMinutes: number;
}

const NINE_TO_FIVE: readonly LocalInterval[] = [{ start: '09:00', end: '17:00' }];

/** What a new advisor starts with: 09:00–17:00 Monday to Friday in their zone. */
export function defaultAvailabilityRules(timeZone: string): AvailabilityRules {
  return {
    timeZone,
    weekly: { 1: NINE_TO_FIVE, 2: NINE_TO_FIVE, 3: NINE_TO_FIVE, 4: NINE_TO_FIVE, 5: NINE_TO_FIVE },
    overrides: [],
    timeOff: [],
    bufferMinutes: DEFAULT_BUFFER_MINUTES,
    minimumNoticeMinutes: DEFAULT_MINIMUM_NOTICE_MINUTES,
    horizonDays: DEFAULT_HORIZON_DAYS,
    slotMinutes: THE_HOUR_MINUTES,
  };
}

export interface AvailabilityIssue {
  /** Dotted path of the offending field, e.g. 'weekly.1.0.end'. */
  path: string;
  message: string;
}

function checkIntervals(
  intervals: readonly LocalInterval[],
  path: string,
  issues: AvailabilityIssue[],
): void {
  const parsed: { start: number; end: number; index: number }[] = [];
  intervals.forEach((interval, index) => {
    const start = parseLocalTime(interval.start);
    const end = parseLocalTime(interval.end);
    if (start === null || start === 24 * 60) {
      issues.push({ path: `${path}.${index}.start`, message: 'Use a time from 00:00 to 23:59.' });
    }
    if (end === null) {
      issues.push({ path: `${path}.${index}.end`, message: 'Use a time from 00:01 to 24:00.' });
    }
    if (start === null || end === null || start === 24 * 60) return;
    if (start >= end) {
      issues.push({ path: `${path}.${index}.end`, message: 'The end must be after the start.' });
      return;
    }
    parsed.push({ start, end, index });
  });
  parsed.sort((a, b) => a.start - b.start);
  for (let i = 1; i < parsed.length; i++) {
    const previous = parsed[i - 1];
    const current = parsed[i];
    // Touching intervals (12:00–13:00, 13:00–14:00) are fine; overlapping ones are a mistake.
    if (previous && current && current.start < previous.end) {
      issues.push({
        path: `${path}.${current.index}.start`,
        message: 'Overlaps another interval.',
      });
    }
  }
}

function isWholeInRange(value: number, min: number, max: number): boolean {
  return Number.isInteger(value) && value >= min && value <= max;
}

/** Every problem with a set of rules; an empty list means they are valid. */
export function validateAvailabilityRules(rules: AvailabilityRules): AvailabilityIssue[] {
  const issues: AvailabilityIssue[] = [];
  if (!isValidTimeZone(rules.timeZone)) {
    issues.push({ path: 'timeZone', message: 'Choose a time zone from the list.' });
  }
  for (const [key, intervals] of Object.entries(rules.weekly)) {
    if (!ISO_WEEKDAYS.includes(Number(key) as IsoWeekday)) {
      issues.push({ path: `weekly.${key}`, message: 'Weekdays are numbered 1 (Monday) to 7.' });
    } else if (intervals) {
      checkIntervals(intervals, `weekly.${key}`, issues);
    }
  }
  const seenDates = new Set<string>();
  rules.overrides.forEach((override, index) => {
    if (parseIsoDate(override.date) === null) {
      issues.push({ path: `overrides.${index}.date`, message: 'Use a date as YYYY-MM-DD.' });
    } else if (!isInDateRange(`${override.date}T12:00:00Z`)) {
      issues.push({ path: `overrides.${index}.date`, message: INPUT_MESSAGES.dateRange });
    } else if (seenDates.has(override.date)) {
      issues.push({ path: `overrides.${index}.date`, message: 'This date is already changed.' });
    }
    seenDates.add(override.date);
    checkIntervals(override.intervals, `overrides.${index}.intervals`, issues);
  });
  rules.timeOff.forEach((off, index) => {
    const start = Date.parse(off.start);
    const end = Date.parse(off.end);
    if (Number.isNaN(start)) {
      issues.push({ path: `timeOff.${index}.start`, message: 'Use a date and time.' });
    } else if (!isInDateRange(start)) {
      issues.push({ path: `timeOff.${index}.start`, message: INPUT_MESSAGES.dateRange });
    }
    if (Number.isNaN(end)) {
      issues.push({ path: `timeOff.${index}.end`, message: 'Use a date and time.' });
    } else if (!isInDateRange(end)) {
      issues.push({ path: `timeOff.${index}.end`, message: INPUT_MESSAGES.dateRange });
    } else if (!Number.isNaN(start) && end <= start) {
      issues.push({ path: `timeOff.${index}.end`, message: 'The end must be after the start.' });
    }
  });
  if (!isWholeInRange(rules.bufferMinutes, 0, MAX_BUFFER_MINUTES)) {
    issues.push({
      path: 'bufferMinutes',
      message: `Use whole minutes from 0 to ${MAX_BUFFER_MINUTES}.`,
    });
  }
  if (!isWholeInRange(rules.minimumNoticeMinutes, 0, MAX_HORIZON_DAYS * 24 * 60)) {
    issues.push({ path: 'minimumNoticeMinutes', message: 'Use a whole number of minutes.' });
  }
  if (!isWholeInRange(rules.horizonDays, 1, MAX_HORIZON_DAYS)) {
    issues.push({ path: 'horizonDays', message: `Use 1 to ${MAX_HORIZON_DAYS} days.` });
  }
  if (!isWholeInRange(rules.slotMinutes, 1, 24 * 60)) {
    issues.push({ path: 'slotMinutes', message: 'Use whole minutes up to a day.' });
  }
  return issues;
}
