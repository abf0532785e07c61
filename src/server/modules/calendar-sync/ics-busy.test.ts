// Reading busy ranges out of external calendars: zones, all-day events, recurrence with its
// exceptions, free and cancelled events, the window, and text that is no calendar at all.
import { describe, expect, it } from 'vitest';
import { feedClientName } from './calendar-sync.service';
import { IcsParseError, mergeRanges, parseBusyRanges } from './ics-busy';

const WINDOW = { start: new Date('2026-03-01T00:00:00Z'), end: new Date('2026-04-30T00:00:00Z') };
const ZONE = 'America/New_York';

const calendar = (...body: string[]) =>
  ['BEGIN:VCALENDAR', 'VERSION:2.0', 'PRODID:-//Test//EN', ...body, 'END:VCALENDAR', ''].join(
    '\r\n',
  );
const vevent = (uid: string, ...lines: string[]) => [
  'BEGIN:VEVENT',
  `UID:${uid}`,
  'DTSTAMP:20260101T000000Z',
  ...lines,
  'END:VEVENT',
];
const iso = (ranges: { start: Date; end: Date }[]) =>
  ranges.map((range) => [range.start.toISOString(), range.end.toISOString()]);

describe('parseBusyRanges', () => {
  it('reads UTC, IANA zones, floating times in the advisor’s zone and a DURATION', () => {
    const text = calendar(
      ...vevent('utc', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z'),
      ...vevent(
        'zoned',
        'DTSTART;TZID=America/Chicago:20260303T090000',
        'DTEND;TZID=America/Chicago:20260303T093000',
      ),
      ...vevent('floating', 'DTSTART:20260304T090000', 'DURATION:PT45M'),
    );
    expect(iso(parseBusyRanges(text, WINDOW, ZONE))).toEqual([
      ['2026-03-02T15:00:00.000Z', '2026-03-02T16:00:00.000Z'],
      ['2026-03-03T15:00:00.000Z', '2026-03-03T15:30:00.000Z'],
      ['2026-03-04T14:00:00.000Z', '2026-03-04T14:45:00.000Z'],
    ]);
  });

  it('reads a zone only the file defines (Outlook’s Windows names) from its VTIMEZONE', () => {
    const text = calendar(
      'BEGIN:VTIMEZONE',
      'TZID:Eastern Standard Time',
      'BEGIN:STANDARD',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0400',
      'TZOFFSETTO:-0500',
      'RRULE:FREQ=YEARLY;BYDAY=1SU;BYMONTH=11',
      'END:STANDARD',
      'BEGIN:DAYLIGHT',
      'DTSTART:16010101T020000',
      'TZOFFSETFROM:-0500',
      'TZOFFSETTO:-0400',
      'RRULE:FREQ=YEARLY;BYDAY=2SU;BYMONTH=3',
      'END:DAYLIGHT',
      'END:VTIMEZONE',
      ...vevent(
        'win',
        'DTSTART;TZID=Eastern Standard Time:20260320T090000',
        'DTEND;TZID=Eastern Standard Time:20260320T100000',
      ),
    );
    expect(iso(parseBusyRanges(text, WINDOW, 'UTC'))).toEqual([
      ['2026-03-20T13:00:00.000Z', '2026-03-20T14:00:00.000Z'],
    ]);
  });

  it('holds whole days in the advisor’s zone for all-day events', () => {
    const text = calendar(
      ...vevent('day', 'DTSTART;VALUE=DATE:20260310', 'DTEND;VALUE=DATE:20260312'),
    );
    expect(iso(parseBusyRanges(text, WINDOW, ZONE))).toEqual([
      ['2026-03-10T04:00:00.000Z', '2026-03-12T04:00:00.000Z'],
    ]);
  });

  it('expands weekly rules across a DST change, skips EXDATEs and follows moved instances', () => {
    const text = calendar(
      ...vevent(
        'weekly',
        'DTSTART;TZID=America/New_York:20260302T090000',
        'DTEND;TZID=America/New_York:20260302T100000',
        'RRULE:FREQ=WEEKLY;COUNT=4',
        'EXDATE;TZID=America/New_York:20260316T090000',
      ),
      ...vevent(
        'weekly',
        'RECURRENCE-ID;TZID=America/New_York:20260323T090000',
        'DTSTART;TZID=America/New_York:20260323T140000',
        'DTEND;TZID=America/New_York:20260323T150000',
      ),
    );
    expect(iso(parseBusyRanges(text, WINDOW, 'UTC'))).toEqual([
      ['2026-03-02T14:00:00.000Z', '2026-03-02T15:00:00.000Z'],
      // Daylight time from March 8: 09:00 is 13:00 UTC.
      ['2026-03-09T13:00:00.000Z', '2026-03-09T14:00:00.000Z'],
      ['2026-03-23T18:00:00.000Z', '2026-03-23T19:00:00.000Z'],
    ]);
  });

  it('stops an endless rule at the window and starts it inside', () => {
    const text = calendar(
      ...vevent('daily', 'DTSTART:20200101T120000Z', 'DTEND:20200101T123000Z', 'RRULE:FREQ=DAILY'),
    );
    const ranges = parseBusyRanges(text, WINDOW, ZONE);
    expect(ranges).toHaveLength(60);
    expect(ranges[0]?.start.toISOString()).toBe('2026-03-01T12:00:00.000Z');
  });

  it('leaves out free, cancelled and zero-length events and events outside the window', () => {
    const text = calendar(
      ...vevent('free', 'DTSTART:20260302T150000Z', 'DTEND:20260302T160000Z', 'TRANSP:TRANSPARENT'),
      ...vevent('off', 'DTSTART:20260302T170000Z', 'DTEND:20260302T180000Z', 'STATUS:CANCELLED'),
      ...vevent('instant', 'DTSTART:20260302T190000Z'),
      ...vevent('past', 'DTSTART:20250302T150000Z', 'DTEND:20250302T160000Z'),
      ...vevent('later', 'DTSTART:20270302T150000Z', 'DTEND:20270302T160000Z'),
    );
    expect(parseBusyRanges(text, WINDOW, ZONE)).toEqual([]);
  });

  it('refuses text that is not a calendar', () => {
    expect(() => parseBusyRanges('<html>Sign in</html>', WINDOW, ZONE)).toThrow(IcsParseError);
    expect(() => parseBusyRanges('', WINDOW, ZONE)).toThrow(IcsParseError);
    expect(() =>
      parseBusyRanges('BEGIN:VCARD\r\nVERSION:4.0\r\nEND:VCARD\r\n', WINDOW, ZONE),
    ).toThrow(IcsParseError);
  });
});

describe('mergeRanges', () => {
  it('joins overlapping and touching ranges in order', () => {
    const at = (hour: number) => new Date(Date.UTC(2026, 2, 2, hour));
    expect(
      mergeRanges([
        { start: at(12), end: at(13) },
        { start: at(9), end: at(11) },
        { start: at(10), end: at(12) },
        { start: at(15), end: at(16) },
      ]),
    ).toEqual([
      { start: at(9), end: at(13) },
      { start: at(15), end: at(16) },
    ]);
  });
});

describe('feedClientName', () => {
  it.each([
    ['Casey Morgan', 'Casey M.'],
    ['  riley   van der parker ', 'riley P.'],
    ['Cher', 'Cher'],
    ['Émile Ørsted', 'Émile Ø.'],
    ['', 'Client'],
  ])('%j → %j', (fullName, expected) => {
    expect(feedClientName(fullName)).toBe(expected);
  });
});
