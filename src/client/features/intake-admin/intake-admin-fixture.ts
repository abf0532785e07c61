// Shared by the console's intake tests: one response as the tables list it and as its page reads it.
import type {
  IntakeResponseDetail,
  IntakeResponseRow,
} from '../../../shared/contracts/intake-admin';

export const responseRowOf = (overrides: Partial<IntakeResponseRow> = {}): IntakeResponseRow => ({
  id: '55555555-5555-4555-8555-555555555555',
  source: 'CustomerIntakeForm',
  client: { id: 'client-1', fullName: 'Casey Morgan', email: 'casey@example.com' },
  advisor: { id: 'advisor-1', name: 'Thomas Nguyen' },
  attachments: [{ kind: 'meeting', id: 'meeting-1', status: 'Active', live: true }],
  excerpt: 'When can I retire?',
  createdAt: '2026-11-20T15:00:00.000Z',
  updatedAt: '2026-11-21T15:00:00.000Z',
  ...overrides,
});

export const responseDetailOf = (
  overrides: Partial<IntakeResponseDetail> = {},
): IntakeResponseDetail => ({
  ...responseRowOf(),
  answers: {
    topics: ['retirement'],
    questions: 'When can I retire comfortably?',
    household: 'couple',
    netWorth: '250k-1m',
    background: '',
    prepared: [],
  },
  ...overrides,
});
