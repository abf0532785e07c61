// A meeting as a calendar entry for one side: the .ics file attached to emails and offered for
// download. The UID is the event's, and the sequence rises with each change, so calendars
// replace the entry instead of adding a second one.
import type { EmailAttachment } from '../../integrations/email/email';
import { buildMeetingIcs, meetingIcsAttachment } from '../notifications/ics';
import type { IcsMethod } from '../notifications/ics';
import { meetingCalendarEntry } from '../notifications/meeting-email-parts';
import type { MeetingAudience, MeetingEmailFacts } from '../notifications/meeting-email-parts';
import { APP_NAME } from '../../../shared/constants';
import { AREA_ROOTS } from '../../../shared/routes/areas';
import { MEETING_PAGES } from '../../../shared/routes/meetings';
import type { EventRecord } from './events.repository';

export type MeetingCalendar = ReturnType<typeof createMeetingCalendar>;

/** 'Name <address>' or a bare address → the address. */
export function addressOf(from: string): string {
  return /<([^>]+)>/.exec(from)?.[1]?.trim() ?? from.trim();
}

export function createMeetingCalendar({ publicUrl, from }: { publicUrl: string; from: string }) {
  const uidDomain = new URL(publicUrl).hostname;
  const organizer = { name: APP_NAME, email: addressOf(from) };

  /** The facts every email and calendar entry of this meeting states, for one side. */
  function factsFor(record: EventRecord, audience: MeetingAudience): MeetingEmailFacts {
    const { event, advisor, client } = record;
    const advisorName = `${advisor.firstName} ${advisor.lastName}`;
    const manageUrl = `${publicUrl}${audience === 'client' ? AREA_ROOTS.account : MEETING_PAGES.dashboard}`;
    return {
      publicUrl,
      eventId: event.id,
      advisorName,
      clientName: client.fullName,
      recipientName: audience === 'client' ? client.fullName : advisorName,
      start: event.startsAt,
      end: event.endsAt,
      timeZone: audience === 'client' ? event.clientTimeZone : advisor.timeZone,
      // A link the provider could not give yet arrives later; until then the account has it.
      meetingUrl: event.meetingUrl ?? manageUrl,
      priceCents: event.priceCents,
      manageUrl,
    };
  }

  function icsFor(record: EventRecord, audience: MeetingAudience, method: IcsMethod = 'REQUEST') {
    const facts = factsFor(record, audience);
    const entry = meetingCalendarEntry(facts, audience);
    const advisorName = facts.advisorName;
    return buildMeetingIcs({
      uid: `${record.event.id}@${uidDomain}`,
      sequence: record.event.calendarSequence,
      method,
      start: record.event.startsAt,
      end: record.event.endsAt,
      stamp: new Date(),
      summary: entry.summary,
      description: entry.description,
      location: entry.location,
      url: entry.url,
      organizer,
      attendees: [
        { name: record.client.fullName, email: record.client.email },
        ...(record.advisor.email ? [{ name: advisorName, email: record.advisor.email }] : []),
      ],
    });
  }

  return {
    factsFor,
    icsFor,
    attachment(record: EventRecord, audience: MeetingAudience, method: IcsMethod): EmailAttachment {
      return meetingIcsAttachment(icsFor(record, audience, method), method);
    },
  };
}
