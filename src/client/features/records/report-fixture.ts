// Thomas Nguyen's compliance report for a year, one record of each kind, as the advisor's and the
// admin's report pages read it.
import type { ComplianceReport } from '../../../shared/contracts/records';

export const USER_ID = 'advisor-user-1';

export const REPORT: ComplianceReport = {
  advisor: { userId: USER_ID, name: 'Thomas Nguyen', timeZone: 'America/New_York' },
  from: '2025-11-28',
  to: '2026-11-27',
  generatedAt: '2026-11-27T15:00:00.000Z',
  totals: {
    meetings: 1,
    engagements: 1,
    chargedCents: 427_500,
    refundedCents: 27_500,
    reviews: 1,
    notesSent: 1,
  },
  meetings: [
    {
      id: 'e1',
      startsAt: '2026-11-19T15:00:00.000Z',
      client: 'Deleted user',
      offering: 'The Hour',
      status: 'Completed',
      priceCents: 27_500,
      notesSentAt: '2026-11-19T18:00:00.000Z',
    },
  ],
  engagements: [
    {
      signupId: 's1',
      offering: 'The Plan',
      client: 'Riley Parker',
      signedUpAt: '2026-11-17T03:00:00.000Z',
      startsOn: '2026-11-17',
      endsOn: '2027-01-12',
      status: 'active',
      priceCents: 400_000,
    },
  ],
  fees: [
    {
      id: 'c1',
      type: 'Charge',
      at: '2026-11-17T03:00:00.000Z',
      client: 'Riley Parker',
      description: 'The Plan with Thomas Nguyen',
      amountCents: 400_000,
      status: 'succeeded',
    },
    {
      id: 'r1',
      type: 'Refund',
      at: '2026-11-20T03:00:00.000Z',
      client: 'Deleted user',
      description: 'Refund of The Hour with Thomas Nguyen: Money-back promise',
      amountCents: 27_500,
      status: 'succeeded',
    },
  ],
  disclosures: [
    {
      acceptedAt: '2026-11-17T03:00:00.000Z',
      client: 'Riley Parker',
      offering: 'The Plan',
      document: 'Form CRS Client Relationship Summary',
      version: 2,
      termsText: null,
    },
  ],
  reviews: [
    {
      id: 'v1',
      createdAt: '2026-10-29T16:22:00.000Z',
      reviewer: 'Sarah G.',
      rating: 5,
      title: 'Got us on the same page',
      body: 'Thomas helped us agree on priorities.',
      responseBody: 'Thank you for writing this.',
      respondedAt: null,
      hidden: false,
    },
  ],
  notes: [],
};
