// "Add to calendar" links for people who do not open the .ics attachment. Both services take
// UTC instants, so the links are the same whatever the reader's zone.

export interface CalendarLinkEvent {
  title: string;
  details: string;
  location: string;
  start: Date | string;
  end: Date | string;
}

function toDate(instant: Date | string): Date {
  const date = typeof instant === 'string' ? new Date(instant) : instant;
  if (Number.isNaN(date.getTime())) throw new RangeError(`Invalid instant: ${String(instant)}`);
  return date;
}

/** ISO 8601 in UTC without milliseconds: '2026-03-10T14:00:00Z'. */
export function formatUtcIso(instant: Date | string): string {
  return toDate(instant)
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z');
}

/** The basic UTC form of iCalendar and Google Calendar: '20260310T140000Z'. */
export function formatUtcBasic(instant: Date | string): string {
  return formatUtcIso(instant).replace(/[-:]/g, '');
}

// encodeURIComponent, not URLSearchParams: spaces become %20 rather than '+', which every
// calendar service reads the same way, and the values stay exactly as given.
const query = (params: [string, string][]) =>
  params.map(([name, value]) => `${name}=${encodeURIComponent(value)}`).join('&');

/** A Google Calendar event template link. */
export function googleCalendarUrl(event: CalendarLinkEvent): string {
  // The dates pair is written as Google documents it, with a literal '/'.
  const dates = `${formatUtcBasic(event.start)}/${formatUtcBasic(event.end)}`;
  return `https://calendar.google.com/calendar/render?${query([
    ['action', 'TEMPLATE'],
    ['text', event.title],
  ])}&dates=${dates}&${query([
    ['details', event.details],
    ['location', event.location],
  ])}`;
}

const OUTLOOK_HOSTS = {
  personal: 'outlook.live.com',
  work: 'outlook.office.com',
} as const;

/** An Outlook compose-event link: outlook.com accounts by default, Microsoft 365 with 'work'. */
export function outlookCalendarUrl(
  event: CalendarLinkEvent,
  account: keyof typeof OUTLOOK_HOSTS = 'personal',
): string {
  return `https://${OUTLOOK_HOSTS[account]}/calendar/0/deeplink/compose?${query([
    ['path', '/calendar/action/compose'],
    ['rru', 'addevent'],
    ['subject', event.title],
    ['startdt', formatUtcIso(event.start)],
    ['enddt', formatUtcIso(event.end)],
    ['body', event.details],
    ['location', event.location],
  ])}`;
}
