// The time zones a person can pick: the United States' first, by the names people use, then
// every other zone the browser knows. The current zone is always offered, even an alias.
import { isValidTimeZone } from '../../shared/time-zones';

export interface TimeZoneChoice {
  value: string;
  label: string;
}

export interface TimeZoneGroup {
  group: string;
  items: TimeZoneChoice[];
}

const US_ZONES: readonly [zone: string, name: string][] = [
  ['America/New_York', 'Eastern Time (New York)'],
  ['America/Chicago', 'Central Time (Chicago)'],
  ['America/Denver', 'Mountain Time (Denver)'],
  ['America/Phoenix', 'Mountain Time, no DST (Phoenix)'],
  ['America/Los_Angeles', 'Pacific Time (Los Angeles)'],
  ['America/Anchorage', 'Alaska Time (Anchorage)'],
  ['Pacific/Honolulu', 'Hawaii Time (Honolulu)'],
  ['America/Detroit', 'Eastern Time (Detroit)'],
  ['America/Indiana/Indianapolis', 'Eastern Time (Indianapolis)'],
  ['America/Kentucky/Louisville', 'Eastern Time (Louisville)'],
  ['America/Boise', 'Mountain Time (Boise)'],
  ['America/Adak', 'Hawaii-Aleutian Time (Adak)'],
  ['America/Puerto_Rico', 'Atlantic Time (Puerto Rico)'],
  ['America/St_Thomas', 'Atlantic Time (US Virgin Islands)'],
  ['Pacific/Guam', 'Chamorro Time (Guam)'],
  ['Pacific/Pago_Pago', 'Samoa Time (American Samoa)'],
];

/** An IANA name as people read it: 'America/Los Angeles'. */
const zoneLabel = (zone: string) => zone.replaceAll('_', ' ');

const US_NAMES = new Map(US_ZONES);

/** A zone as the choices name it: 'Eastern Time (New York)', 'Europe/London'. */
export const timeZoneName = (zone: string) => US_NAMES.get(zone) ?? zoneLabel(zone);

function supportedZones(): string[] {
  try {
    return Intl.supportedValuesOf('timeZone');
  } catch {
    return [];
  }
}

/** The name Intl files a zone under, which may be an older alias: 'America/Indianapolis'. */
function intlName(zone: string): string {
  return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
}

/** The grouped choices, with `current` among them whatever it is. */
export function timeZoneChoices(
  current: string,
  supported: readonly string[] = supportedZones(),
): TimeZoneGroup[] {
  // Browsers list some US zones only under their older alias; both names read the same zone.
  const us = US_ZONES.filter(([zone]) => isValidTimeZone(zone)).map(([zone, name]) => ({
    value: zone,
    label: name,
  }));
  const listed = new Set(us.map((item) => item.value));
  const taken = new Set([...listed, ...us.map((item) => intlName(item.value))]);
  // The browser's own list needs no checking (and checking 400 zones is slow); `current` does.
  const extra = isValidTimeZone(current) ? [current] : [];
  const others = [...new Set([...supported, 'UTC', ...extra])]
    .filter((zone) => !taken.has(zone) || (zone === current && !listed.has(zone)))
    .sort()
    .map((zone) => ({ value: zone, label: zoneLabel(zone) }));
  return [
    { group: 'United States', items: us },
    { group: 'Other time zones', items: others },
  ];
}
