// The meeting as an iCalendar invitation (RFC 5545, iTIP methods of RFC 5546), attached to the
// booking emails so the meeting lands in the recipient's calendar and later updates or a
// cancellation replace it: same UID, higher SEQUENCE.
import { Buffer } from 'node:buffer';
import { APP_NAME, FIRM_NAME } from '../../../shared/constants';
import { formatUtcBasic } from '../../../shared/calendar-links';
import type { EmailAttachment } from '../../integrations/email/email';

export type IcsMethod = 'REQUEST' | 'CANCEL';

export interface IcsPerson {
  name: string;
  email: string;
}

/** What every event states; a feed entry is just this (nobody is invited by a subscription). */
export interface FeedEventInput {
  uid: string;
  sequence: number;
  start: Date;
  end: Date;
  stamp: Date;
  summary: string;
  description: string;
  location: string;
  url: string;
}

export interface MeetingIcsInput extends FeedEventInput {
  method: IcsMethod;
  organizer: IcsPerson;
  attendees: IcsPerson[];
}

const REMINDER_MINUTES = 15;
const MAX_LINE_OCTETS = 75;
const CRLF = '\r\n';

// Control characters other than tab and line breaks have no place in any value.
// eslint-disable-next-line no-control-regex
const STRAY_CONTROL = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/;
const STRAY_CONTROLS = new RegExp(STRAY_CONTROL.source, 'g');

/** A TEXT value: backslash, semicolon and comma escaped, every line break as '\n'. */
export function escapeIcsText(text: string): string {
  return text
    .replace(STRAY_CONTROLS, '')
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n');
}

/**
 * A parameter value (a CN). DQUOTE cannot appear even quoted, and line breaks not at all, so
 * they become an apostrophe and a space; values with ':', ';' or ',' are quoted.
 */
export function icsParamValue(value: string): string {
  const clean = value
    .replace(/\r\n|\r|\n|\t/g, ' ')
    .replace(STRAY_CONTROLS, '')
    .replace(/"/g, "'")
    .trim();
  return /[:;,]/.test(clean) ? `"${clean}"` : clean;
}

// URIs go out unescaped (they are not TEXT), so anything that could end the line is refused.
function uri(value: string): string {
  if (/[\s"<>]/.test(value) || STRAY_CONTROL.test(value)) {
    throw new RangeError(`Not usable in a calendar invitation: ${JSON.stringify(value)}`);
  }
  return value;
}

const mailto = (email: string) => uri(`mailto:${email}`);

const utf8Octets = (codePoint: number) =>
  codePoint < 0x80 ? 1 : codePoint < 0x800 ? 2 : codePoint < 0x10000 ? 3 : 4;

/** Folds a content line at 75 octets (continuations start with a space), never inside a character. */
export function foldIcsLine(line: string): string {
  const pieces: string[] = [];
  let piece = '';
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  // for…of walks code points, so surrogate pairs stay together.
  for (const char of line) {
    const size = utf8Octets(char.codePointAt(0) ?? 0);
    if (octets + size > limit) {
      pieces.push(piece);
      piece = '';
      octets = 0;
      limit = MAX_LINE_OCTETS - 1; // the leading space counts
    }
    piece += char;
    octets += size;
  }
  pieces.push(piece);
  return pieces.join(`${CRLF} `);
}

function personLine(
  property: 'ORGANIZER' | 'ATTENDEE',
  person: IcsPerson,
  params: string[] = [],
): string {
  return (
    [`${property};CN=${icsParamValue(person.name)}`, ...params].join(';') +
    `:${mailto(person.email)}`
  );
}

const calendarHead = (method: IcsMethod | 'PUBLISH') => [
  'BEGIN:VCALENDAR',
  `PRODID:-//${escapeIcsText(FIRM_NAME)}//${escapeIcsText(APP_NAME)}//EN`,
  'VERSION:2.0',
  'CALSCALE:GREGORIAN',
  `METHOD:${method}`,
];

/** What every event states, invitation or feed entry alike. */
function eventLines(event: FeedEventInput): string[] {
  return [
    `UID:${escapeIcsText(event.uid)}`,
    `SEQUENCE:${Math.max(0, Math.trunc(event.sequence))}`,
    `DTSTAMP:${formatUtcBasic(event.stamp)}`,
    `DTSTART:${formatUtcBasic(event.start)}`,
    `DTEND:${formatUtcBasic(event.end)}`,
    `SUMMARY:${escapeIcsText(event.summary)}`,
    `DESCRIPTION:${escapeIcsText(event.description)}`,
    `LOCATION:${escapeIcsText(event.location)}`,
    `URL:${uri(event.url)}`,
  ];
}

const toIcs = (lines: string[]) => lines.map(foldIcsLine).join(CRLF) + CRLF;

/** The whole calendar object, CRLF line endings, ready to attach or serve as text/calendar. */
export function buildMeetingIcs(input: MeetingIcsInput): string {
  const cancelled = input.method === 'CANCEL';
  const lines = [
    ...calendarHead(input.method),
    'BEGIN:VEVENT',
    ...eventLines(input),
    `STATUS:${cancelled ? 'CANCELLED' : 'CONFIRMED'}`,
    'TRANSP:OPAQUE',
    personLine('ORGANIZER', input.organizer),
    ...input.attendees.map((attendee) =>
      personLine('ATTENDEE', attendee, [
        'CUTYPE=INDIVIDUAL',
        'ROLE=REQ-PARTICIPANT',
        'PARTSTAT=ACCEPTED',
        'RSVP=FALSE',
      ]),
    ),
    ...(cancelled
      ? []
      : [
          'BEGIN:VALARM',
          'ACTION:DISPLAY',
          `DESCRIPTION:${escapeIcsText(input.summary)}`,
          `TRIGGER:-PT${REMINDER_MINUTES}M`,
          'END:VALARM',
        ]),
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return toIcs(lines);
}

/** How often calendar apps are asked to fetch a subscribed feed again (most poll slower anyway). */
const FEED_REFRESH = 'PT1H';

/** A subscribed calendar (a feed) of many events, METHOD:PUBLISH, named for the app's list. */
export function buildCalendarFeed({ name, events }: { name: string; events: FeedEventInput[] }) {
  const lines = [
    ...calendarHead('PUBLISH'),
    `X-WR-CALNAME:${escapeIcsText(name)}`,
    `NAME:${escapeIcsText(name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${FEED_REFRESH}`,
    `X-PUBLISHED-TTL:${FEED_REFRESH}`,
    ...events.flatMap((event) => [
      'BEGIN:VEVENT',
      ...eventLines(event),
      'STATUS:CONFIRMED',
      'TRANSP:OPAQUE',
      'END:VEVENT',
    ]),
    'END:VCALENDAR',
  ];
  return toIcs(lines);
}

/** The invitation as an email attachment; the method in the content type is what iTIP clients read. */
export function meetingIcsAttachment(ics: string, method: IcsMethod): EmailAttachment {
  return {
    filename: 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${method}`,
    base64: Buffer.from(ics, 'utf8').toString('base64'),
  };
}
