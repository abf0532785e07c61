// Native date-time inputs read the browser's clock; time off is typed on the ADVISOR's clock, so
// their 'YYYY-MM-DDTHH:MM' values are read in the advisor's chosen zone and kept as instants.
import { zonedParts, zonedTimeToEpochMs } from '../../../../shared/time-zones';

const LOCAL_INPUT = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})(?::\d{2}(?:\.\d+)?)?$/;

const pad = (value: number) => String(value).padStart(2, '0');

/** The ISO instant a datetime-local value names in `timeZone`, or null when it is incomplete. */
export function localInputToIso(value: string, timeZone: string): string | null {
  const match = LOCAL_INPUT.exec(value);
  if (!match?.[1] || !match[2]) return null;
  try {
    return new Date(zonedTimeToEpochMs(match[1], match[2], timeZone)).toISOString();
  } catch {
    return null;
  }
}

/** The datetime-local value showing an instant on the clock of `timeZone`. */
export function isoToLocalInput(iso: string, timeZone: string): string {
  const ms = Date.parse(iso);
  if (Number.isNaN(ms)) return '';
  const p = zonedParts(ms, timeZone);
  return `${p.year}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

/** 'Mon, Jun 1, 2026, 9:00 AM' on the clock of `timeZone`. */
export function formatInZone(iso: string, timeZone: string): string {
  if (Number.isNaN(Date.parse(iso))) return iso;
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      weekday: 'short',
      month: 'short',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

/** 'Mon, Jun 1, 2026' for a calendar date, read as that date wherever the browser is. */
export function formatCalendarDate(date: string): string {
  return new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  });
}
