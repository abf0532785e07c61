// Meetings as the server sends them, for the tests of the account and dashboard pages.
import type { Meeting, MeetingActions } from '../../../shared/contracts/booking';

const NO_ACTIONS: MeetingActions = {
  reschedule: false,
  cancel: false,
  requestRefund: false,
  markNoShow: false,
  writeNotes: false,
  review: false,
  approveRefund: false,
};

const HOUR = 3_600_000;

export function meetingFixture(
  overrides: Partial<Omit<Meeting, 'actions'>> & { actions?: Partial<MeetingActions> } = {},
): Meeting {
  const start = overrides.start ?? '2026-03-10T14:00:00.000Z';
  const { actions, ...rest } = overrides;
  return {
    id: 'event-1',
    status: 'Active',
    start,
    end: new Date(Date.parse(start) + HOUR).toISOString(),
    advisor: {
      id: 'advisor-1',
      slug: 'thomas-nguyen',
      name: 'Thomas Nguyen',
      title: 'Fee-only planner',
      profilePicUrl: '/avatars/thomas.svg',
      timeZone: 'America/New_York',
    },
    client: { id: 'client-1', name: 'Casey Morgan', email: 'casey.morgan@example.com' },
    priceCents: 15_000,
    meetingUrl: 'https://meet.example.test/room-1',
    meetingProvider: 'jitsi',
    clientTimeZone: 'America/New_York',
    changeDeadline: new Date(Date.parse(start) - 24 * HOUR).toISOString(),
    notes: null,
    notesSentAt: null,
    intake: {
      topics: ['retirement', 'tax'],
      questions: 'When can I retire, and should I convert to a Roth?',
      household: 'couple',
      netWorth: '250k-1m',
      background: '',
      prepared: ['net-worth-statement'],
    },
    refund: null,
    refundRequestedAt: null,
    refundRequestReason: null,
    review: null,
    reviewPath: '/leaveareview/advisor-1/client-1/event-1',
    recordingAllowed: true,
    ...rest,
    actions: { ...NO_ACTIONS, ...actions },
  };
}
