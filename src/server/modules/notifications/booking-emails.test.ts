import { describe, expect, it } from 'vitest';
import {
  bookingConfirmedForAdvisor,
  bookingConfirmedForClient,
  meetingCanceled,
  meetingReminder,
  meetingRescheduled,
} from './booking-emails';
import {
  SCRIPT,
  expectEscaped,
  expectInBoth,
  expectLink,
  expectRow,
  expectSameLinks,
  meetingFacts,
  publicUrl,
} from './meeting-email-test-kit';

const NY_TIME = 'Tuesday, March 10, 2026, 10:00 AM Eastern Daylight Time';
const LA_TIME = 'Tuesday, March 10, 2026, 7:00 AM Pacific Daylight Time';

describe('bookingConfirmedForClient', () => {
  const email = bookingConfirmedForClient(meetingFacts());

  it('names the time in the client zone, the join and manage links and the receipt', () => {
    expect(email.subject).toBe('Booked: your hour with Jane Doe on Tue, Mar 10');
    expectInBoth(email, [
      'Hi Sam,',
      NY_TIME,
      'until 11:00 AM',
      'https://meet.example.com/room-abc?pwd=1&x=2',
      `${publicUrl}/account`,
      '$150 by card, booking evt_123',
      'A net worth statement: what you own and what you owe',
      'Your income and monthly expenses',
      'Logins for the accounts you want to discuss',
      // The free-change deadline is 24 hours before, named in the same zone.
      'up to 24 hours before the start, that is until Monday, March 9, 2026, 10:00 AM Eastern Daylight Time',
      'we refund 100% of the fee',
    ]);
    expectRow(email, 'Paid', '$150 by card, booking evt_123');
    expectRow(email, 'Advisor', 'Jane Doe');
    expectLink(email, 'Join the video meeting', 'https://meet.example.com/room-abc?pwd=1&x=2');
    expectLink(email, 'Reschedule or cancel', `${publicUrl}/account`);
    const links = expectSameLinks(email);
    expect(links).toContain('https://meet.example.com/room-abc?pwd=1&x=2');
    expect(links).toContain(`${publicUrl}/account`);
    expect(links.some((url) => url.startsWith('https://calendar.google.com/'))).toBe(true);
    expect(links.some((url) => url.startsWith('https://outlook.live.com/'))).toBe(true);
  });

  it('shows the time in the zone of the recipient', () => {
    const west = bookingConfirmedForClient(meetingFacts({ timeZone: 'America/Los_Angeles' }));
    expectInBoth(west, [LA_TIME]);
    expect(west.text).not.toContain('Eastern');
  });

  it('names the deadline with the other offset when it falls before a DST change', () => {
    // 2026-03-08 16:00 UTC is noon EDT; 24 hours earlier New York was still on EST.
    const email = bookingConfirmedForClient(
      meetingFacts({
        start: new Date('2026-03-08T16:00:00Z'),
        end: new Date('2026-03-08T17:00:00Z'),
      }),
    );
    expectInBoth(email, [
      'Sunday, March 8, 2026, 12:00 PM Eastern Daylight Time',
      'until Saturday, March 7, 2026, 11:00 AM Eastern Standard Time',
    ]);
  });

  it('escapes names', () => {
    expectEscaped(bookingConfirmedForClient(meetingFacts({ advisorName: SCRIPT })));
  });
});

describe('bookingConfirmedForAdvisor', () => {
  const facts = meetingFacts({
    recipientName: 'Jane',
    timeZone: 'America/Los_Angeles',
    manageUrl: `${publicUrl}/dashboard/meetings`,
  });

  it('tells the advisor who booked, when in their zone, and what the client said', () => {
    const email = bookingConfirmedForAdvisor({
      ...facts,
      intakeLines: ['Topics: Retirement', 'Net worth: $250,000 – $1 million'],
    });
    expect(email.subject).toBe('New booking: Sam Client, Tue, Mar 10, 7:00 AM PDT');
    expectInBoth(email, [
      'Hi Jane,',
      'Sam Client booked an hour with you.',
      LA_TIME,
      'Topics: Retirement',
      'Net worth: $250,000 – $1 million',
    ]);
    expectRow(email, 'Fee', '$150');
    expectLink(email, 'Your meetings', `${publicUrl}/dashboard/meetings`);
    expect(expectSameLinks(email)).toContain('https://meet.example.com/room-abc?pwd=1&x=2');
  });

  it('says so when there are no intake answers, and escapes them when there are', () => {
    const none = bookingConfirmedForAdvisor({ ...facts, intakeLines: [] });
    expect(none.text).toContain('intake questions unanswered');
    expectEscaped(bookingConfirmedForAdvisor({ ...facts, intakeLines: [SCRIPT] }));
    expectEscaped(bookingConfirmedForAdvisor({ ...facts, clientName: SCRIPT, intakeLines: [] }));
  });
});

describe('meetingRescheduled', () => {
  const previousStart = new Date('2026-03-05T15:00:00Z');

  it('shows the new and the previous time in the recipient zone', () => {
    const email = meetingRescheduled({
      ...meetingFacts(),
      previousStart,
      byName: 'Jane Doe',
      audience: 'client',
    });
    expect(email.subject).toBe(
      'Rescheduled: your hour with Jane Doe is now Tue, Mar 10, 10:00 AM EDT',
    );
    expectInBoth(email, ['Jane Doe moved your hour to a new time.', 'nothing more is charged']);
    expectRow(email, 'New time', NY_TIME);
    expectRow(email, 'Previous time', 'Thursday, March 5, 2026, 10:00 AM Eastern Standard Time');
    expectLink(email, 'Reschedule or cancel', `${publicUrl}/account`);
    expectSameLinks(email);
  });

  it('says "you" to the person who moved it and names an admin who did', () => {
    const base = { ...meetingFacts(), previousStart, audience: 'client' as const };
    expect(meetingRescheduled({ ...base, byName: 'Sam Client' }).text).toContain(
      'You moved your hour with Jane Doe to a new time.',
    );
    expect(meetingRescheduled({ ...base, byName: 'Support Team' }).text).toContain(
      'Support Team moved your hour with Jane Doe to a new time.',
    );
  });

  it('speaks of the client to the advisor and escapes who moved it', () => {
    const email = meetingRescheduled({
      ...meetingFacts({ timeZone: 'America/Los_Angeles', recipientName: 'Jane' }),
      previousStart,
      byName: SCRIPT,
      audience: 'advisor',
    });
    expectInBoth(email, [LA_TIME]);
    expectRow(email, 'Client', 'Sam Client');
    expectLink(email, 'Your meetings', `${publicUrl}/account`);
    expect(email.text).not.toContain('nothing more is charged');
    expectEscaped(email);
  });
});

describe('meetingCanceled', () => {
  it('tells the client the refund is on its way to their card', () => {
    const email = meetingCanceled({
      ...meetingFacts(),
      byName: 'Jane Doe',
      refundCents: 15_000,
      audience: 'client',
    });
    expect(email.subject).toBe('Canceled: your hour with Jane Doe on Tue, Mar 10');
    expectInBoth(email, [
      'Jane Doe canceled your hour.',
      NY_TIME,
      'A refund of $150 is on its way to the card you paid with',
      '5–10 business days',
    ]);
    expectLink(email, 'Your meetings', `${publicUrl}/account`);
    expectSameLinks(email);
  });

  it('tells the advisor the time is free, and never speaks of refunds to them', () => {
    const email = meetingCanceled({
      ...meetingFacts({ timeZone: 'America/Los_Angeles' }),
      byName: SCRIPT,
      refundCents: 15_000,
      audience: 'advisor',
    });
    expectInBoth(email, [LA_TIME, 'open for bookings again']);
    expect(email.text).not.toContain('refund');
    expectEscaped(email);
  });

  it('leaves the refund out when there is none', () => {
    const email = meetingCanceled({
      ...meetingFacts(),
      byName: 'Sam Client',
      refundCents: null,
      audience: 'client',
    });
    expect(email.text).not.toContain('refund');
  });
});

describe('meetingReminder', () => {
  it('the day before: join link, preparation and the closing free-change window', () => {
    const email = meetingReminder({ ...meetingFacts(), lead: '24h', audience: 'client' });
    expect(email.subject).toBe('Tomorrow: your hour with Jane Doe, Tue, Mar 10, 10:00 AM EDT');
    expectInBoth(email, [
      NY_TIME,
      'Logins for the accounts you want to discuss',
      'window is closing: changes are possible until Monday, March 9, 2026, 10:00 AM Eastern Daylight Time',
    ]);
    expectLink(email, 'Reschedule or cancel', `${publicUrl}/account`);
    expect(expectSameLinks(email)).toContain('https://meet.example.com/room-abc?pwd=1&x=2');
  });

  it('an hour before: the join link only, no manage link and no checklist', () => {
    const email = meetingReminder({ ...meetingFacts(), lead: '1h', audience: 'client' });
    expect(email.subject).toBe('In one hour: your hour with Jane Doe, Tue, Mar 10, 10:00 AM EDT');
    expectInBoth(email, [NY_TIME, 'starts in one hour']);
    expect(expectSameLinks(email)).toEqual(['https://meet.example.com/room-abc?pwd=1&x=2']);
    expect(email.text).not.toContain('net worth');
  });

  it('reminds the advisor without the client checklist', () => {
    const email = meetingReminder({
      ...meetingFacts({ timeZone: 'America/Los_Angeles', clientName: SCRIPT }),
      lead: '24h',
      audience: 'advisor',
    });
    expectInBoth(email, [LA_TIME]);
    expect(email.text).not.toContain('net worth');
    expectEscaped(email);
  });
});
