import { Buffer } from 'node:buffer';
import { describe, expect, it } from 'vitest';
import {
  buildCalendarFeed,
  buildMeetingIcs,
  escapeIcsText,
  foldIcsLine,
  icsParamValue,
  meetingIcsAttachment,
  type MeetingIcsInput,
} from './ics';

const input: MeetingIcsInput = {
  uid: 'event-42@justfinancialadvice.example',
  sequence: 0,
  method: 'REQUEST',
  start: new Date('2026-03-10T14:00:00Z'),
  end: new Date('2026-03-10T15:00:00Z'),
  stamp: new Date('2026-03-01T09:30:15.250Z'),
  summary: 'The Hour with Jane Doe',
  description: 'Join the video meeting.\nBring your statements; logins, too.',
  location: 'https://meet.example.com/room-abc',
  url: 'https://www.example.com/account',
  organizer: { name: 'Jane Doe, CFP', email: 'jane@example.com' },
  attendees: [
    { name: 'Sam Client', email: 'sam@example.com' },
    { name: 'Jane Doe, CFP', email: 'jane@example.com' },
  ],
};

// A minimal reader: unfold (CRLF + one space or tab), split into lines, then into name and value.
function unfold(ics: string): string[] {
  return ics
    .replace(/\r\n[ \t]/g, '')
    .split('\r\n')
    .filter((line) => line !== '');
}

function parse(ics: string): { name: string; params: string; value: string }[] {
  return unfold(ics).map((line) => {
    // The value starts at the first ':' outside a quoted parameter value.
    let quoted = false;
    let colon = -1;
    for (let i = 0; i < line.length && colon < 0; i += 1) {
      if (line[i] === '"') quoted = !quoted;
      else if (line[i] === ':' && !quoted) colon = i;
    }
    const head = line.slice(0, colon);
    const semicolon = head.indexOf(';');
    return {
      name: semicolon < 0 ? head : head.slice(0, semicolon),
      params: semicolon < 0 ? '' : head.slice(semicolon + 1),
      value: line.slice(colon + 1),
    };
  });
}

const unescapeText = (value: string) =>
  value.replace(/\\([\\;,nN])/g, (_match, char: string) =>
    char === 'n' || char === 'N' ? '\n' : char,
  );

const valueOf = (ics: string, name: string) =>
  parse(ics).find((property) => property.name === name)?.value;

describe('buildMeetingIcs', () => {
  it('writes one confirmed event with UTC times, people and a reminder', () => {
    const ics = buildMeetingIcs(input);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const names = parse(ics).map((property) => property.name);
    expect(names.slice(0, 6)).toEqual([
      'BEGIN',
      'PRODID',
      'VERSION',
      'CALSCALE',
      'METHOD',
      'BEGIN',
    ]);
    expect(valueOf(ics, 'PRODID')).toBe(
      '-//Just Financial Advice\\, LLC//Just Financial Advice//EN',
    );
    expect(valueOf(ics, 'VERSION')).toBe('2.0');
    expect(valueOf(ics, 'CALSCALE')).toBe('GREGORIAN');
    expect(valueOf(ics, 'METHOD')).toBe('REQUEST');
    expect(valueOf(ics, 'UID')).toBe(input.uid);
    expect(valueOf(ics, 'SEQUENCE')).toBe('0');
    expect(valueOf(ics, 'DTSTAMP')).toBe('20260301T093015Z');
    expect(valueOf(ics, 'DTSTART')).toBe('20260310T140000Z');
    expect(valueOf(ics, 'DTEND')).toBe('20260310T150000Z');
    expect(valueOf(ics, 'URL')).toBe(input.url);
    expect(valueOf(ics, 'STATUS')).toBe('CONFIRMED');
    expect(names.filter((name) => name === 'BEGIN')).toHaveLength(3);
    expect(unfold(ics)).toContain('TRIGGER:-PT15M');
    expect(unfold(ics)).toContain('ACTION:DISPLAY');
    expect(unfold(ics)).toContain('ORGANIZER;CN="Jane Doe, CFP":mailto:jane@example.com');
    expect(unfold(ics)).toContain(
      'ATTENDEE;CN=Sam Client;CUTYPE=INDIVIDUAL;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:sam@example.com',
    );
    expect(parse(ics).filter((property) => property.name === 'ATTENDEE')).toHaveLength(2);
  });

  it('escapes TEXT values so they read back unchanged', () => {
    const description = 'Back\\slash; semi, comma\r\nCRLF\nLF\rCR';
    const ics = buildMeetingIcs({ ...input, description, summary: 'A, B; C' });
    expect(valueOf(ics, 'DESCRIPTION')).toBe('Back\\\\slash\\; semi\\, comma\\nCRLF\\nLF\\nCR');
    expect(unescapeText(valueOf(ics, 'DESCRIPTION') ?? '')).toBe(
      'Back\\slash; semi, comma\nCRLF\nLF\nCR',
    );
    expect(unescapeText(valueOf(ics, 'SUMMARY') ?? '')).toBe('A, B; C');
  });

  it('folds long lines at 75 octets without splitting a character', () => {
    const description = `Préparez vos relevés 🙂 — ${'日本語の説明と絵文字🙂'.repeat(20)} fin.\nSecond paragraph, with commas; and semicolons.`;
    const ics = buildMeetingIcs({ ...input, description });
    for (const line of ics.split('\r\n')) {
      expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);
      expect(line).not.toContain('\uFFFD');
      expect(line).not.toMatch(/^[\uDC00-\uDFFF]|[\uD800-\uDBFF]$/);
    }
    expect(ics.split('\r\n').filter((line) => line.startsWith(' ')).length).toBeGreaterThan(5);
    expect(unescapeText(valueOf(ics, 'DESCRIPTION') ?? '')).toBe(description);
  });

  it('cancels with the same UID, a higher SEQUENCE and no reminder', () => {
    const request = buildMeetingIcs(input);
    const cancel = buildMeetingIcs({ ...input, method: 'CANCEL', sequence: 1 });
    expect(valueOf(cancel, 'METHOD')).toBe('CANCEL');
    expect(valueOf(cancel, 'UID')).toBe(valueOf(request, 'UID'));
    expect(Number(valueOf(cancel, 'SEQUENCE'))).toBeGreaterThan(
      Number(valueOf(request, 'SEQUENCE')),
    );
    expect(valueOf(cancel, 'STATUS')).toBe('CANCELLED');
    expect(cancel).not.toContain('VALARM');
  });

  it('refuses a URL or an address that could break a line', () => {
    expect(() => buildMeetingIcs({ ...input, url: 'https://x.example/\r\nX-EVIL:1' })).toThrow(
      RangeError,
    );
    expect(() =>
      buildMeetingIcs({ ...input, organizer: { name: 'A', email: 'a@x.example\nX:1' } }),
    ).toThrow(RangeError);
  });
});

describe('pieces', () => {
  it('escapes TEXT', () => {
    expect(escapeIcsText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('quotes parameter values only when needed and drops what cannot be quoted', () => {
    expect(icsParamValue('Sam Client')).toBe('Sam Client');
    expect(icsParamValue('Doe; Jane')).toBe('"Doe; Jane"');
    expect(icsParamValue('Dr: "Sam"\r\nX')).toBe(`"Dr: 'Sam' X"`);
  });

  it('leaves short lines alone and folds exactly at the limit', () => {
    expect(foldIcsLine('SUMMARY:short')).toBe('SUMMARY:short');
    const line = 'X'.repeat(75);
    expect(foldIcsLine(line)).toBe(line);
    expect(foldIcsLine(`${line}Y`)).toBe(`${line}\r\n Y`);
  });
});

describe('meetingIcsAttachment', () => {
  it('names the method in the content type and carries the UTF-8 text in base64', () => {
    const ics = buildMeetingIcs({ ...input, summary: 'Heure avec José' });
    const attachment = meetingIcsAttachment(ics, 'REQUEST');
    expect(attachment.filename).toBe('invite.ics');
    expect(attachment.contentType).toBe('text/calendar; charset=utf-8; method=REQUEST');
    expect(Buffer.from(attachment.base64, 'base64').toString('utf8')).toBe(ics);
    expect(meetingIcsAttachment(ics, 'CANCEL').contentType).toContain('method=CANCEL');
  });
});

describe('buildCalendarFeed', () => {
  const event = {
    uid: 'feed-1@example.com',
    sequence: 2,
    start: new Date('2026-03-10T14:00:00Z'),
    end: new Date('2026-03-10T15:00:00Z'),
    stamp: new Date('2026-03-01T09:30:00Z'),
    summary: 'The Plan with Casey M.',
    description: `Join the video meeting: https://meet.example.com/${'r'.repeat(90)}\nNotes; later, maybe`,
    location: 'https://meet.example.com/room',
    url: 'https://meet.example.com/room',
  };

  it('publishes every event in one named calendar, escaped and folded', () => {
    const ics = buildCalendarFeed({
      name: 'Advice, Inc: Jane',
      events: [event, { ...event, uid: 'feed-2@example.com' }],
    });
    expect(ics.startsWith('BEGIN:VCALENDAR\r\n')).toBe(true);
    expect(ics.endsWith('END:VCALENDAR\r\n')).toBe(true);
    expect(ics).toContain('METHOD:PUBLISH\r\n');
    expect(ics).toContain('X-WR-CALNAME:Advice\\, Inc: Jane\r\n');
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(ics).toContain('SEQUENCE:2\r\n');
    expect(ics).toContain('DTSTART:20260310T140000Z\r\n');
    expect(ics).toContain('DTSTAMP:20260301T093000Z\r\n');
    expect(ics).not.toContain('ORGANIZER');
    for (const line of ics.split('\r\n')) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    const unfolded = ics.replace(/\r\n[ \t]/g, '');
    expect(unfolded).toContain('Notes\\; later\\, maybe');
  });

  it('is an empty but valid calendar without meetings, and refuses a URL that could break a line', () => {
    expect(buildCalendarFeed({ name: 'X', events: [] })).not.toContain('VEVENT');
    expect(() =>
      buildCalendarFeed({ name: 'X', events: [{ ...event, url: 'https://a.example/\r\nX:1' }] }),
    ).toThrow(RangeError);
  });
});
