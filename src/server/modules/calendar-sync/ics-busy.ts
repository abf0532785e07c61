// Busy ranges out of an external calendar's iCalendar text (RFC 5545), parsed by ical.js: timed
// and all-day events, TZID zones (the IANA name when the platform knows it, else the file's own
// VTIMEZONE), floating times in the advisor's zone, and recurring events (RRULE, RDATE, EXDATE,
// moved instances) expanded over the window. Free (TRANSPARENT) and cancelled events are not busy.
import ICAL from 'ical.js';
import { CALENDAR_IMPORT_MAX_BUSY } from '../../../shared/calendar-sync';
import { isValidTimeZone, zonedTimeToEpochMs } from '../../../shared/time-zones';
import type { TimeRange } from '../availability/slots';

/** Steps of one recurring event's expansion: an hourly rule from years back stops here. */
const MAX_OCCURRENCE_STEPS = 20_000;

export class IcsParseError extends Error {}

type IcalTime = InstanceType<typeof ICAL.Time>;
type IcalComponent = InstanceType<typeof ICAL.Component>;

const pad = (value: number) => String(value).padStart(2, '0');

/** The instant an iCalendar time names; `zoneId` is its TZID parameter, if any. */
function instantOf(time: IcalTime, zoneId: string | null, fallbackZone: string): number {
  const date = `${time.year}-${pad(time.month)}-${pad(time.day)}`;
  const wall = (zone: string) =>
    zonedTimeToEpochMs(date, `${pad(time.hour)}:${pad(time.minute)}`, zone) + time.second * 1000;
  if (time.isDate) return zonedTimeToEpochMs(date, '00:00', fallbackZone);
  if (time.zone?.tzid === 'UTC') return time.toUnixTime() * 1000;
  if (zoneId && isValidTimeZone(zoneId)) return wall(zoneId);
  // A zone only the file defines (Outlook's 'Eastern Standard Time'): ical.js reads its VTIMEZONE.
  if (zoneId && time.zone && time.zone.tzid !== 'floating') return time.toUnixTime() * 1000;
  return wall(fallbackZone);
}

function isFree(event: IcalComponent): boolean {
  const transparency = String(event.getFirstPropertyValue('transp') ?? '').toUpperCase();
  const status = String(event.getFirstPropertyValue('status') ?? '').toUpperCase();
  return transparency === 'TRANSPARENT' || status === 'CANCELLED';
}

/**
 * Merges overlapping and touching ranges, sorted by start, and keeps at most
 * CALENDAR_IMPORT_MAX_BUSY of them (the earliest: they matter first).
 */
export function mergeRanges(ranges: TimeRange[]): TimeRange[] {
  const sorted = [...ranges].sort((a, b) => a.start.getTime() - b.start.getTime());
  const merged: TimeRange[] = [];
  for (const range of sorted) {
    const last = merged.at(-1);
    if (last && range.start <= last.end) {
      if (range.end > last.end) last.end = range.end;
    } else {
      merged.push({ start: range.start, end: range.end });
    }
  }
  return merged.slice(0, CALENDAR_IMPORT_MAX_BUSY);
}

/**
 * The busy ranges of `text` that touch `window`, merged. Throws IcsParseError when the text is
 * not an iCalendar object.
 */
export function parseBusyRanges(
  text: string,
  window: TimeRange,
  fallbackZone: string,
): TimeRange[] {
  let root: IcalComponent;
  try {
    root = new ICAL.Component(ICAL.parse(text));
  } catch (error) {
    throw new IcsParseError(error instanceof Error ? error.message : 'Unreadable calendar');
  }
  if (root.name !== 'vcalendar') throw new IcsParseError('Not a VCALENDAR');

  const from = window.start.getTime();
  const until = window.end.getTime();
  const busy: TimeRange[] = [];
  const add = (start: number, end: number) => {
    // An event without a length (DTSTART only) holds no time, except a whole day.
    if (end > start && end > from && start < until) {
      busy.push({ start: new Date(start), end: new Date(end) });
    }
  };

  // Moved or changed instances of a recurring event share its UID and name a RECURRENCE-ID.
  const components = root.getAllSubcomponents('vevent');
  const exceptions = new Map<string, IcalComponent[]>();
  const masters: IcalComponent[] = [];
  for (const component of components) {
    const uid = String(component.getFirstPropertyValue('uid') ?? '');
    if (component.hasProperty('recurrence-id')) {
      exceptions.set(uid, [...(exceptions.get(uid) ?? []), component]);
    } else {
      masters.push(component);
    }
  }
  const masterUids = new Set(masters.map((c) => String(c.getFirstPropertyValue('uid') ?? '')));

  const rangeOf = (event: InstanceType<typeof ICAL.Event>, start: IcalTime, end: IcalTime) => {
    const startZone = event.component.getFirstProperty('dtstart')?.getParameter('tzid') ?? null;
    const endZone =
      event.component.getFirstProperty('dtend')?.getParameter('tzid') ?? startZone ?? null;
    return [
      instantOf(start, typeof startZone === 'string' ? startZone : null, fallbackZone),
      instantOf(end, typeof endZone === 'string' ? endZone : null, fallbackZone),
    ] as const;
  };

  for (const component of masters) {
    if (!component.hasProperty('dtstart')) continue;
    const event = new ICAL.Event(component);
    const uid = event.uid;
    for (const exception of exceptions.get(uid) ?? []) event.relateException(exception);
    if (!event.isRecurring()) {
      if (isFree(component)) continue;
      add(...rangeOf(event, event.startDate, event.endDate));
      continue;
    }
    const iterator = event.iterator();
    for (let step = 0; step < MAX_OCCURRENCE_STEPS; step++) {
      const next = iterator.next();
      if (!next) break;
      // The series' own time decides when to stop; a moved instance may lie anywhere.
      if (rangeOf(event, next, next)[0] >= until) break;
      const details = event.getOccurrenceDetails(next);
      const occurrence = details.item;
      if (!isFree(occurrence.component)) {
        add(...rangeOf(occurrence, details.startDate, details.endDate));
      }
    }
  }

  // An instance whose series is not in the file still holds its own time.
  for (const [uid, list] of exceptions) {
    if (masterUids.has(uid)) continue;
    for (const component of list) {
      if (!component.hasProperty('dtstart') || isFree(component)) continue;
      const event = new ICAL.Event(component);
      add(...rangeOf(event, event.startDate, event.endDate));
    }
  }
  return mergeRanges(busy);
}
