// Meeting times as people read them, in a named IANA zone, on Intl alone (this file also runs in
// the browser). The zone name is taken at the instant itself, so a March meeting in New York
// says 'Eastern Daylight Time' even when it was booked in February.

type Style = 'date' | 'day' | 'clock' | 'longName' | 'shortName';

const OPTIONS: Record<Style, Intl.DateTimeFormatOptions> = {
  date: { weekday: 'long', year: 'numeric', month: 'long', day: 'numeric' },
  day: { weekday: 'short', month: 'short', day: 'numeric' },
  clock: { hour: 'numeric', minute: '2-digit', hour12: true },
  longName: { timeZoneName: 'long' },
  shortName: { timeZoneName: 'short' },
};

// Constructing a DateTimeFormat costs far more than using one, so keep one per zone and style.
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(style: Style, timeZone: string): Intl.DateTimeFormat {
  const key = `${style} ${timeZone}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { ...OPTIONS[style], timeZone });
    formatters.set(key, formatter);
  }
  return formatter;
}

function toDate(instant: Date | string): Date {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return date;
}

// Newer ICU puts a narrow no-break space before AM/PM; emails and tests want a plain space.
const plainSpaces = (text: string) => text.replace(/[\u202f\u2009\u00a0]/g, ' ');

function format(style: Style, instant: Date | string, timeZone: string): string {
  return plainSpaces(formatterFor(style, timeZone).format(toDate(instant)));
}

function zoneName(style: 'longName' | 'shortName', instant: Date | string, timeZone: string) {
  const parts = formatterFor(style, timeZone).formatToParts(toDate(instant));
  return plainSpaces(parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone);
}

/** The zone's long name at an instant: 'Eastern Standard Time' in winter, '… Daylight …' in summer. */
export function timeZoneLongName(timeZone: string, at: Date | string): string {
  return zoneName('longName', at, timeZone);
}

/** The zone's short name at an instant: 'EST', 'PDT'; 'GMT+5:30' where Intl has no abbreviation. */
export function timeZoneShortName(timeZone: string, at: Date | string): string {
  return zoneName('shortName', at, timeZone);
}

/** The full date: 'Tuesday, March 3, 2026'. */
export function formatMeetingDate(instant: Date | string, timeZone: string): string {
  return format('date', instant, timeZone);
}

/** The short date for lists and subjects: 'Tue, Mar 3'. */
export function formatMeetingDay(instant: Date | string, timeZone: string): string {
  return format('day', instant, timeZone);
}

/** The wall-clock time: '9:00 AM'. */
export function formatClockTime(instant: Date | string, timeZone: string): string {
  return format('clock', instant, timeZone);
}

/** 'Tuesday, March 3, 2026, 9:00 AM Eastern Standard Time'. */
export function formatMeetingTime(instant: Date | string, timeZone: string): string {
  return `${formatMeetingDate(instant, timeZone)}, ${formatClockTime(instant, timeZone)} ${timeZoneLongName(timeZone, instant)}`;
}

/** 'Tue, Mar 3, 9:00 AM EST': the compact form for subjects and lists. */
export function formatMeetingTimeShort(instant: Date | string, timeZone: string): string {
  return `${formatMeetingDay(instant, timeZone)}, ${formatClockTime(instant, timeZone)} ${timeZoneShortName(timeZone, instant)}`;
}
