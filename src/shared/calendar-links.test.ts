import { describe, expect, it } from 'vitest';
import {
  formatUtcBasic,
  formatUtcIso,
  googleCalendarUrl,
  outlookCalendarUrl,
  type CalendarLinkEvent,
} from './calendar-links';

const event: CalendarLinkEvent = {
  title: 'The Hour with Jane Doe & Co',
  details: 'Join: https://meet.example.com/room?id=1&x=2\nBring your statements.',
  location: 'https://meet.example.com/room?id=1&x=2',
  start: new Date('2026-03-10T14:00:00.500Z'),
  end: '2026-03-10T15:00:00Z',
};

describe('UTC formats', () => {
  it('drops milliseconds and separators', () => {
    expect(formatUtcIso(event.start)).toBe('2026-03-10T14:00:00Z');
    expect(formatUtcBasic(event.start)).toBe('20260310T140000Z');
    expect(formatUtcBasic('2026-11-01T01:30:00-04:00')).toBe('20261101T053000Z');
  });

  it('refuses an invalid instant', () => {
    expect(() => formatUtcBasic('soon')).toThrow(RangeError);
  });
});

describe('googleCalendarUrl', () => {
  it('builds the event template link with encoded values', () => {
    const url = googleCalendarUrl(event);
    expect(url).toBe(
      'https://calendar.google.com/calendar/render?action=TEMPLATE' +
        '&text=The%20Hour%20with%20Jane%20Doe%20%26%20Co' +
        '&dates=20260310T140000Z/20260310T150000Z' +
        '&details=Join%3A%20https%3A%2F%2Fmeet.example.com%2Froom%3Fid%3D1%26x%3D2%0ABring%20your%20statements.' +
        '&location=https%3A%2F%2Fmeet.example.com%2Froom%3Fid%3D1%26x%3D2',
    );
    const params = new URL(url).searchParams;
    expect(params.get('text')).toBe(event.title);
    expect(params.get('details')).toBe(event.details);
    expect(params.get('location')).toBe(event.location);
    expect(params.get('dates')).toBe('20260310T140000Z/20260310T150000Z');
  });

  it('keeps non-ASCII text intact', () => {
    const url = googleCalendarUrl({ ...event, title: 'Hour with José Müller 🙂' });
    expect(new URL(url).searchParams.get('text')).toBe('Hour with José Müller 🙂');
    expect(url).not.toMatch(/[^\x21-\x7e]/);
  });
});

describe('outlookCalendarUrl', () => {
  it('builds the compose deeplink with ISO start and end', () => {
    const url = new URL(outlookCalendarUrl(event));
    expect(url.origin + url.pathname).toBe('https://outlook.live.com/calendar/0/deeplink/compose');
    expect(url.searchParams.get('path')).toBe('/calendar/action/compose');
    expect(url.searchParams.get('rru')).toBe('addevent');
    expect(url.searchParams.get('subject')).toBe(event.title);
    expect(url.searchParams.get('startdt')).toBe('2026-03-10T14:00:00Z');
    expect(url.searchParams.get('enddt')).toBe('2026-03-10T15:00:00Z');
    expect(url.searchParams.get('body')).toBe(event.details);
    expect(url.searchParams.get('location')).toBe(event.location);
  });

  it('offers the Microsoft 365 host for work accounts', () => {
    expect(outlookCalendarUrl(event, 'work')).toMatch(
      /^https:\/\/outlook\.office\.com\/calendar\/0\/deeplink\/compose\?/,
    );
  });
});
