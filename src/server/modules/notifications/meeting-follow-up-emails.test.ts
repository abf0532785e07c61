import { describe, expect, it } from 'vitest';
import {
  meetingNotesSummary,
  refundIssued,
  refundRequestedForAdmins,
  reviewRequest,
} from './meeting-follow-up-emails';
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

describe('reviewRequest', () => {
  const reviewUrl = `${publicUrl}/leaveareview/adv_1/usr_2/evt_123`;

  it('asks for an honest review and says reviews are never paid for, filtered or hidden', () => {
    const email = reviewRequest({ ...meetingFacts(), reviewUrl });
    expect(email.subject).toBe('How was your hour with Jane Doe?');
    expectInBoth(email, [NY_TIME, 'honest review', 'never paid for, filtered or hidden']);
    expect(expectSameLinks(email)).toEqual([reviewUrl]);
  });

  it('names the time in the zone of the recipient and escapes names', () => {
    const email = reviewRequest({
      ...meetingFacts({ timeZone: 'America/Los_Angeles', advisorName: SCRIPT }),
      reviewUrl,
    });
    expectInBoth(email, [LA_TIME]);
    expectEscaped(email);
  });
});

describe('meetingNotesSummary', () => {
  const notes =
    'First, build a cash reserve.\nSix months of expenses.\n\nThen max the 401(k) & IRA.';

  it('carries the notes with their paragraphs and line breaks, the past meetings link and the promise', () => {
    const email = meetingNotesSummary({
      ...meetingFacts({ manageUrl: `${publicUrl}/account/past-meetings` }),
      notes,
    });
    expect(email.subject).toBe('Your meeting notes from Jane Doe, Tue, Mar 10');
    expect(email.text).toContain(notes);
    expect(email.html).toContain('First, build a cash reserve.<br>Six months of expenses.</p><p');
    expect(email.html).toContain('Then max the 401(k) &#38; IRA.</p>');
    expectInBoth(email, [NY_TIME, 'money-back promise']);
    expect(expectSameLinks(email)).toEqual([`${publicUrl}/account/past-meetings`]);
  });

  it('escapes the notes', () => {
    const email = meetingNotesSummary({ ...meetingFacts(), notes: `Watch out for ${SCRIPT}` });
    expectEscaped(email);
  });

  it('names the time in the zone of the recipient', () => {
    const email = meetingNotesSummary({
      ...meetingFacts({ timeZone: 'America/Los_Angeles' }),
      notes,
    });
    expectInBoth(email, [LA_TIME]);
  });
});

describe('refundIssued', () => {
  it('explains each reason with the amount and where the money goes', () => {
    const reasons = {
      canceled: 'was canceled, so we refunded your payment',
      'money-back': 'under our 100% money-back promise',
      'time-unavailable': 'was taken before your payment went through',
    } as const;
    for (const [reason, words] of Object.entries(reasons)) {
      const email = refundIssued({
        ...meetingFacts(),
        refundCents: 15_050,
        reason: reason as keyof typeof reasons,
      });
      expect(email.subject).toBe('Refund of $150.50 for your hour with Jane Doe');
      expectInBoth(email, [words, NY_TIME, 'the card you paid with', '5–10 business days']);
      expectRow(email, 'Refund', '$150.50');
      expectRow(email, 'Paid', '$150');
      expectLink(email, 'Your meetings', `${publicUrl}/account`);
      expectSameLinks(email);
    }
  });

  it('names the time in the zone of the recipient and escapes names', () => {
    const email = refundIssued({
      ...meetingFacts({ timeZone: 'America/Los_Angeles', advisorName: SCRIPT }),
      refundCents: 15_000,
      reason: 'money-back',
    });
    expectInBoth(email, [LA_TIME]);
    expectEscaped(email);
  });
});

describe('refundRequestedForAdmins', () => {
  const adminUrl = `${publicUrl}/admin/events?event=evt_123`;

  it('says who asked, for which meeting, why, and links to the approval', () => {
    const email = refundRequestedForAdmins({
      ...meetingFacts({ recipientName: 'Admin' }),
      reason: 'The advisor joined 30 minutes late.',
      adminUrl,
    });
    expect(email.subject).toBe('Refund requested: Sam Client (The Hour with Jane Doe)');
    expectInBoth(email, [
      'Sam Client asked for their money back for The Hour',
      'The advisor joined 30 minutes late.',
    ]);
    expectRow(email, 'Client', 'Sam Client');
    expectRow(email, 'Advisor', 'Jane Doe');
    expectRow(email, 'Meeting', NY_TIME);
    expectRow(email, 'Paid', '$150');
    expectRow(email, 'Event', 'evt_123');
    expect(expectSameLinks(email)).toEqual([adminUrl]);
  });

  it('names the time in the admin zone, escapes the reason and notes a missing one', () => {
    const email = refundRequestedForAdmins({
      ...meetingFacts({ timeZone: 'America/Los_Angeles' }),
      reason: SCRIPT,
      adminUrl,
    });
    expectInBoth(email, [LA_TIME]);
    expectEscaped(email);
    const blank = refundRequestedForAdmins({ ...meetingFacts(), reason: '  ', adminUrl });
    expect(blank.text).toContain('(no reason given)');
  });
});
