// IANA time-zone arithmetic on Intl alone, so the browser and the server share it without a
// time-zone library. Instants are epoch milliseconds or Dates; local dates are 'YYYY-MM-DD' and
// local times 'HH:MM' (with '24:00' meaning the end of the day).

const MS_PER_MINUTE = 60_000;
const MS_PER_DAY = 86_400_000;

export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

// Constructing a DateTimeFormat costs far more than using one, so keep one per zone.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** True when Intl knows the zone (an IANA name such as 'America/New_York', or 'UTC'). */
export function isValidTimeZone(timeZone: string): boolean {
  if (timeZone.trim() === '') return false;
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** The wall-clock reading in `timeZone` at an instant. */
export function zonedParts(instant: Date | number, timeZone: string): ZonedParts {
  const parts: ZonedParts = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type in parts) parts[part.type as keyof ZonedParts] = Number(part.value);
  }
  return parts;
}

/** The zone's offset from UTC in minutes at an instant (New York in winter: -300). */
export function timeZoneOffsetMinutes(instant: Date | number, timeZone: string): number {
  const ms = typeof instant === 'number' ? instant : instant.getTime();
  const wholeSecond = Math.floor(ms / 1000) * 1000; // Intl drops milliseconds
  const p = zonedParts(wholeSecond, timeZone);
  const asUtc = Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second);
  return Math.round((asUtc - wholeSecond) / MS_PER_MINUTE);
}

/** The local date ('YYYY-MM-DD') in `timeZone` at an instant. */
export function zonedDate(instant: Date | number, timeZone: string): string {
  const p = zonedParts(instant, timeZone);
  return formatIsoDate(Date.UTC(p.year, p.month - 1, p.day));
}

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME_PATTERN = /^(?:([01]\d|2[0-3]):([0-5]\d)|(24):(00))$/;

/** Minutes since midnight of 'HH:MM' ('24:00' gives 1440), or null when malformed. */
export function parseLocalTime(time: string): number | null {
  const match = TIME_PATTERN.exec(time);
  if (!match) return null;
  const hours = Number(match[1] ?? match[3]);
  const minutes = Number(match[2] ?? match[4]);
  return hours * 60 + minutes;
}

/** Midnight UTC of a calendar date 'YYYY-MM-DD' (the date as a plain day number), or null. */
export function parseIsoDate(date: string): number | null {
  const match = DATE_PATTERN.exec(date);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const ms = Date.UTC(year, month - 1, day);
  // Date.UTC rolls 2026-02-30 over into March; a real date round-trips.
  return formatIsoDate(ms) === date ? ms : null;
}

/** 'YYYY-MM-DD' of a UTC-midnight day number from parseIsoDate. */
export function formatIsoDate(dayMs: number): string {
  return new Date(dayMs).toISOString().slice(0, 10);
}

/** The date `days` after a 'YYYY-MM-DD' date (pure calendar arithmetic, no zone). */
export function addDays(date: string, days: number): string {
  const dayMs = parseIsoDate(date);
  if (dayMs === null) throw new RangeError(`Invalid date: ${date}`);
  return formatIsoDate(dayMs + days * MS_PER_DAY);
}

/** ISO weekday of a 'YYYY-MM-DD' date: 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const dayMs = parseIsoDate(date);
  if (dayMs === null) throw new RangeError(`Invalid date: ${date}`);
  return new Date(dayMs).getUTCDay() || 7;
}

/**
 * The instant (epoch ms) at which the wall clock in `timeZone` reads `date` `time`.
 *
 * - DST gap (the local time does not exist, e.g. 02:30 on a spring-forward day in New York): the
 *   first valid instant after the gap, i.e. the transition itself (03:00 EDT). A working interval
 *   with an end inside the gap therefore ends at the transition rather than an hour late.
 * - DST overlap (the local time happens twice, e.g. 01:30 on a fall-back day): the EARLIER
 *   instant (01:30 EDT), so an interval starting there starts as early as the clock says.
 */
export function zonedTimeToEpochMs(date: string, time: string, timeZone: string): number {
  const dayMs = parseIsoDate(date);
  const minutes = parseLocalTime(time);
  if (dayMs === null) throw new RangeError(`Invalid date: ${date}`);
  if (minutes === null) throw new RangeError(`Invalid time: ${time}`);
  const wallAsUtc = dayMs + minutes * MS_PER_MINUTE;

  // Offsets in force a day either side cover any single transition near this wall time.
  const offsetBefore = timeZoneOffsetMinutes(wallAsUtc - MS_PER_DAY, timeZone);
  const offsetAfter = timeZoneOffsetMinutes(wallAsUtc + MS_PER_DAY, timeZone);
  let earliest: number | null = null;
  for (const offset of [offsetBefore, offsetAfter]) {
    const candidate = wallAsUtc - offset * MS_PER_MINUTE;
    if (timeZoneOffsetMinutes(candidate, timeZone) === offset) {
      earliest = earliest === null ? candidate : Math.min(earliest, candidate);
    }
  }
  if (earliest !== null) return earliest;

  // In a gap: find the transition between the two readings (offsets change on whole minutes).
  let low = wallAsUtc - offsetAfter * MS_PER_MINUTE; // still the old offset
  let high = wallAsUtc - offsetBefore * MS_PER_MINUTE; // already the new offset
  while (high - low > MS_PER_MINUTE) {
    const middle = low + Math.floor((high - low) / 2 / MS_PER_MINUTE) * MS_PER_MINUTE;
    if (timeZoneOffsetMinutes(middle, timeZone) === offsetBefore) low = middle;
    else high = middle;
  }
  return high;
}

/** zonedTimeToEpochMs as a Date. */
export function zonedTimeToUtc(date: string, time: string, timeZone: string): Date {
  return new Date(zonedTimeToEpochMs(date, time, timeZone));
}
