// What every email about an Hour meeting shares: the facts it receives, the time named in the
// recipient's zone, the free-change deadline, the preparation list, the money-back promise and
// the calendar entry (the same words for the .ics file and the "add to calendar" links).
import { googleCalendarUrl, outlookCalendarUrl } from '../../../shared/calendar-links';
import { APP_NAME, RESCHEDULE_CANCEL_NOTICE_HOURS } from '../../../shared/constants';
import { INTAKE_PREPARATION } from '../../../shared/contracts/intake';
import { formatClockTime, formatMeetingTime } from '../../../shared/meeting-time';
import type { EmailBlock } from './email-layout';
import { firstName } from './email-layout';

export interface MeetingEmailFacts {
  /** e.g. http://localhost:3000, no trailing slash. */
  publicUrl: string;
  eventId: string;
  advisorName: string;
  clientName: string;
  /** Greeting: the first name is used. */
  recipientName: string;
  start: Date;
  end: Date;
  /** The recipient's zone: times are shown in it and named. */
  timeZone: string;
  /** The video link. */
  meetingUrl: string;
  priceCents: number;
  /** Absolute URL where the recipient reschedules or cancels (or sees their meetings). */
  manageUrl: string;
}

/** Which side of the meeting the email is for; the wording and the links differ. */
export type MeetingAudience = 'client' | 'advisor';

const HOUR_MS = 3_600_000;

export const greetingFor = (facts: MeetingEmailFacts) => `Hi ${firstName(facts.recipientName)},`;

/** 'Tuesday, March 10, 2026, 10:00 AM Eastern Daylight Time' in the recipient's zone. */
export const meetingWhen = (facts: MeetingEmailFacts, start: Date = facts.start) =>
  formatMeetingTime(start, facts.timeZone);

/** The other person of the meeting, seen from the recipient. */
export const otherParty = (facts: MeetingEmailFacts, audience: MeetingAudience) =>
  audience === 'client' ? facts.advisorName : facts.clientName;

/** Who changed the meeting, in words: 'You moved your hour with Jane Doe', 'Jane Doe moved your hour'. */
export function changedBy(
  facts: MeetingEmailFacts,
  audience: MeetingAudience,
  byName: string,
  verb: string,
): string {
  const other = otherParty(facts, audience);
  const self = audience === 'client' ? facts.clientName : facts.advisorName;
  if (byName === self) return `You ${verb} your hour with ${other}`;
  if (byName === other) return `${other} ${verb} your hour`;
  return `${byName} ${verb} your hour with ${other}`;
}

/** The last moment a meeting may be rescheduled or cancelled for free. */
export const freeChangeDeadline = (start: Date) =>
  new Date(start.getTime() - RESCHEDULE_CANCEL_NOTICE_HOURS * HOUR_MS);

export function meetingFactRows(
  facts: MeetingEmailFacts,
  audience: MeetingAudience,
): [string, string][] {
  return [
    ['When', `${meetingWhen(facts)} (until ${formatClockTime(facts.end, facts.timeZone)})`],
    [audience === 'client' ? 'Advisor' : 'Client', otherParty(facts, audience)],
    ['Video link', facts.meetingUrl],
  ];
}

export const joinButton = (facts: MeetingEmailFacts): EmailBlock => ({
  kind: 'button',
  label: 'Join the video meeting',
  url: facts.meetingUrl,
});

export const preparationList = (): EmailBlock => ({
  kind: 'list',
  title: 'To make the most of the hour, have at hand:',
  items: INTAKE_PREPARATION.map((item) => item.label),
});

export function freeChangeParagraph(facts: MeetingEmailFacts): string {
  return `You can reschedule or cancel free of charge up to ${RESCHEDULE_CANCEL_NOTICE_HOURS} hours before the start, that is until ${meetingWhen(facts, freeChangeDeadline(facts.start))}.`;
}

export const manageLink = (
  facts: MeetingEmailFacts,
  audience: MeetingAudience,
  label = audience === 'client' ? 'Reschedule or cancel' : 'Your meetings',
): EmailBlock => ({ kind: 'link', label, url: facts.manageUrl });

export interface MeetingCalendarEntry {
  summary: string;
  description: string;
  location: string;
  url: string;
}

/** The calendar entry of the meeting for one side: for the .ics file and the calendar links. */
export function meetingCalendarEntry(
  facts: MeetingEmailFacts,
  audience: MeetingAudience,
): MeetingCalendarEntry {
  return {
    summary: `The Hour with ${otherParty(facts, audience)} (${APP_NAME})`,
    description: [
      `Join the video meeting: ${facts.meetingUrl}`,
      `${audience === 'client' ? 'Reschedule or cancel' : 'Your meetings'}: ${facts.manageUrl}`,
    ].join('\n'),
    location: facts.meetingUrl,
    url: facts.manageUrl,
  };
}

export function addToCalendarLinks(
  facts: MeetingEmailFacts,
  audience: MeetingAudience,
): EmailBlock[] {
  const entry = meetingCalendarEntry(facts, audience);
  const event = {
    title: entry.summary,
    details: entry.description,
    location: entry.location,
    start: facts.start,
    end: facts.end,
  };
  return [
    { kind: 'link', label: 'Add to Google Calendar', url: googleCalendarUrl(event) },
    { kind: 'link', label: 'Add to Outlook', url: outlookCalendarUrl(event) },
  ];
}
